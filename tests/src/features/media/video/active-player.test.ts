import { describe, expect, it, vi } from 'vitest';
import { activePlayer, createActivePlayerCoordinator } from '../../../../../src/features/media/video/active-player';

describe('one active player at a time', () => {
  it('pauses the previous holder when another player claims', () => {
    const c = createActivePlayerCoordinator();
    const a = Symbol('a');
    const b = Symbol('b');
    const pauseA = vi.fn();
    const pauseB = vi.fn();
    c.claim(a, pauseA);
    expect(c.isActive(a)).toBe(true);
    c.claim(b, pauseB);
    expect(pauseA).toHaveBeenCalledTimes(1);
    expect(pauseB).not.toHaveBeenCalled();
    expect(c.isActive(a)).toBe(false);
    expect(c.isActive(b)).toBe(true);
  });

  it('never pauses a player that claims again while it holds the slot', () => {
    const c = createActivePlayerCoordinator();
    const a = Symbol('a');
    const pauseA = vi.fn();
    c.claim(a, pauseA);
    c.claim(a, pauseA);
    expect(pauseA).not.toHaveBeenCalled();
    expect(c.isActive(a)).toBe(true);
  });

  it('releases only for the holder, so a stale release cannot free someone else’s slot', () => {
    const c = createActivePlayerCoordinator();
    const a = Symbol('a');
    const b = Symbol('b');
    const pauseB = vi.fn();
    c.claim(a, vi.fn());
    c.claim(b, pauseB);
    c.release(a);
    expect(c.isActive(b)).toBe(true);
    c.release(b);
    expect(c.isActive(b)).toBe(false);
    // After a release nobody is paused by the next claim.
    c.claim(a, vi.fn());
    expect(pauseB).not.toHaveBeenCalled();
  });

  it('is one shared coordinator for the page', async () => {
    const again = await import('../../../../../src/features/media/video/active-player');
    expect(again.activePlayer).toBe(activePlayer);
  });
});
