import { describe, expect, it } from 'vitest';
import {
  firstEstimateBps,
  LOW_MEMORY_HLS_CONFIG,
  LOW_START_BPS,
} from '../../../../../src/features/media/video/hls-attach';

describe('low-memory hls.js config', () => {
  it('caps buffers well below the hls.js defaults and picks the first level from an estimate', () => {
    expect(LOW_MEMORY_HLS_CONFIG.maxBufferLength).toBeLessThanOrEqual(15);
    expect(LOW_MEMORY_HLS_CONFIG.maxMaxBufferLength).toBeGreaterThanOrEqual(LOW_MEMORY_HLS_CONFIG.maxBufferLength);
    expect(LOW_MEMORY_HLS_CONFIG.maxMaxBufferLength).toBeLessThanOrEqual(30);
    expect(LOW_MEMORY_HLS_CONFIG.maxBufferSize).toBeLessThanOrEqual(16 * 1000 * 1000);
    expect(Number.isFinite(LOW_MEMORY_HLS_CONFIG.backBufferLength)).toBe(true);
    // Automatic: the first rung follows the bandwidth estimate (firstEstimateBps), capped to the player.
    expect(LOW_MEMORY_HLS_CONFIG.startLevel).toBe(-1);
    expect(LOW_MEMORY_HLS_CONFIG.capLevelToPlayerSize).toBe(true);
  });

  it('starts below the 360p rung without a hint or on slow 4G, higher on a fast hint, never past 720p', () => {
    // Rungs (video + 96 kbit/s audio): 240p 496k, 360p 796k, 540p 1.3M, 720p 2.6M, 1080p 4.6M.
    expect(firstEstimateBps(undefined)).toBe(LOW_START_BPS);
    expect(LOW_START_BPS).toBeLessThan(796_000);
    expect(firstEstimateBps(0)).toBe(LOW_START_BPS);
    expect(firstEstimateBps(1.6)).toBeLessThan(1_296_000);
    expect(firstEstimateBps(10)).toBeLessThan(4_596_000);
    expect(firstEstimateBps(10)).toBeGreaterThan(1_296_000);
  });
});
