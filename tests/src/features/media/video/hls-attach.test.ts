import { describe, expect, it } from 'vitest';
import { LOW_MEMORY_HLS_CONFIG } from '../../../../../src/features/media/video/hls-attach';
import { firstEstimateBps, LOW_START_BPS, startVariant } from '../../../../../src/features/media/video/start-rung';
import type { PlaylistVariant } from '../../../../../src/api/media-prefetch';

// The product's ladder as a master playlist lists it (video + 96 kbit/s audio).
const LADDER: PlaylistVariant[] = [
  { url: 'http://x/240p/index.m3u8', bandwidth: 496_000, width: 426, height: 240 },
  { url: 'http://x/360p/index.m3u8', bandwidth: 796_000, width: 640, height: 360 },
  { url: 'http://x/540p/index.m3u8', bandwidth: 1_296_000, width: 960, height: 540 },
  { url: 'http://x/720p/index.m3u8', bandwidth: 2_596_000, width: 1280, height: 720 },
  { url: 'http://x/1080p/index.m3u8', bandwidth: 4_596_000, width: 1920, height: 1080 },
];
const rung = (v: PlaylistVariant | undefined) => v?.height;

describe('low-memory hls.js config', () => {
  it('caps buffers well below the hls.js defaults and picks the first level from an estimate', () => {
    expect(LOW_MEMORY_HLS_CONFIG.maxBufferLength).toBeLessThanOrEqual(10);
    expect(LOW_MEMORY_HLS_CONFIG.maxMaxBufferLength).toBeGreaterThanOrEqual(LOW_MEMORY_HLS_CONFIG.maxBufferLength);
    expect(LOW_MEMORY_HLS_CONFIG.maxMaxBufferLength).toBeLessThanOrEqual(20);
    expect(LOW_MEMORY_HLS_CONFIG.maxBufferSize).toBeLessThanOrEqual(8 * 1000 * 1000);
    // hls.js's own rule (stream-controller getMaxBufferLength): at the low rungs a phone plays, the bytes
    // cap stretches the time ahead; it must not, or a slow phone fetches twice what it plays.
    const { maxBufferSize, maxBufferLength, maxMaxBufferLength } = LOW_MEMORY_HLS_CONFIG;
    for (const { bandwidth } of LADDER) {
      const ahead = Math.min(Math.max((8 * maxBufferSize) / bandwidth, maxBufferLength), maxMaxBufferLength);
      expect(ahead).toBeLessThanOrEqual(6);
    }
    expect(Number.isFinite(LOW_MEMORY_HLS_CONFIG.backBufferLength)).toBe(true);
    // Automatic: the first rung follows the bandwidth estimate (firstEstimateBps), capped to the player, and
    // no segment is fetched only to test the bandwidth.
    expect(LOW_MEMORY_HLS_CONFIG.startLevel).toBe(-1);
    expect(LOW_MEMORY_HLS_CONFIG.testBandwidth).toBe(false);
    expect(LOW_MEMORY_HLS_CONFIG.capLevelToPlayerSize).toBe(true);
    // Steps up on a clearer margin than hls.js's 0.7: a misjudged switch empties a few seconds of buffer.
    expect(LOW_MEMORY_HLS_CONFIG.abrBandWidthUpFactor).toBeLessThan(0.7);
  });

  it('starts on 240p without a hint or on slow 4G, higher on a fast hint, never past 720p', () => {
    expect(firstEstimateBps(undefined)).toBe(LOW_START_BPS);
    expect(firstEstimateBps(0)).toBe(LOW_START_BPS);
    expect(rung(startVariant(LADDER, firstEstimateBps(undefined), 0))).toBe(240);
    expect(rung(startVariant(LADDER, firstEstimateBps(1.6), 0))).toBe(240);
    expect(rung(startVariant(LADDER, firstEstimateBps(4), 0))).toBe(540);
    expect(rung(startVariant(LADDER, firstEstimateBps(100), 0))).toBe(720);
  });
});

describe('the variant hls.js starts on', () => {
  it('is never larger than the first rung that covers the player box', () => {
    // A 390 px wide phone player at DPR 2: 780 device pixels, covered by 540p (960 wide).
    expect(rung(startVariant(LADDER, 10_000_000, 780))).toBe(540);
    expect(rung(startVariant(LADDER, 10_000_000, 300))).toBe(240);
    expect(rung(startVariant(LADDER, 10_000_000, 4000))).toBe(1080);
  });

  it('is the lowest when no variant fits the estimate, whatever the playlist order', () => {
    expect(rung(startVariant([...LADDER].reverse(), 100_000, 0))).toBe(240);
    expect(startVariant([], 1_000_000, 0)).toBeUndefined();
  });
});
