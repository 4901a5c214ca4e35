import { describe, expect, it } from 'vitest';
import { STALE_RELOAD_WINDOW_MS, isChunkLoadError, shouldReloadForStaleChunk } from '../../../src/lib/stale-chunk';

describe('stale chunk reload', () => {
  it("recognises the browsers' messages for a chunk that could not load, and nothing else", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/A-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/A.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(true);
  });

  it('reloads once: not again within the window, not while offline', () => {
    const now = 1_000_000;
    expect(shouldReloadForStaleChunk(null, now, true)).toBe(true);
    expect(shouldReloadForStaleChunk(now - 5_000, now, true)).toBe(false);
    expect(shouldReloadForStaleChunk(now - STALE_RELOAD_WINDOW_MS, now, true)).toBe(true);
    expect(shouldReloadForStaleChunk(null, now, false)).toBe(false);
    // A clock set back after the last reload does not lock reloads out for good.
    expect(shouldReloadForStaleChunk(now + 10_000, now, true)).toBe(true);
  });
});
