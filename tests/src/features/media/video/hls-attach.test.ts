import { describe, expect, it } from 'vitest';
import { LOW_MEMORY_HLS_CONFIG } from '../../../../../src/features/media/video/hls-attach';

describe('low-memory hls.js config', () => {
  it('caps buffers well below the hls.js defaults and starts on the lowest level', () => {
    expect(LOW_MEMORY_HLS_CONFIG.maxBufferLength).toBeLessThanOrEqual(15);
    expect(LOW_MEMORY_HLS_CONFIG.maxMaxBufferLength).toBeGreaterThanOrEqual(LOW_MEMORY_HLS_CONFIG.maxBufferLength);
    expect(LOW_MEMORY_HLS_CONFIG.maxMaxBufferLength).toBeLessThanOrEqual(30);
    expect(LOW_MEMORY_HLS_CONFIG.maxBufferSize).toBeLessThanOrEqual(16 * 1000 * 1000);
    expect(Number.isFinite(LOW_MEMORY_HLS_CONFIG.backBufferLength)).toBe(true);
    expect(LOW_MEMORY_HLS_CONFIG.startLevel).toBe(0);
    expect(LOW_MEMORY_HLS_CONFIG.capLevelToPlayerSize).toBe(true);
  });
});
