import type { PlaylistVariant } from '../../../api/media-prefetch';

/** The first guess without a hint: below the 360p rung (≈ 800 kbit/s), so a slow phone starts on 240p. */
export const LOW_START_BPS = 500_000;
/**
 * The network's own hint is a rough, rounded average. The first segment (a few seconds of video) should
 * arrive in about a second, so the first rung's bitrate stays within a third of the hint; hls.js switches
 * up from there once it has measured real downloads and the buffer allows.
 */
const HINT_SHARE = 1 / 3;
/** Never past a 720p rung for the first segment, whatever the hint. */
const HINT_MAX_BPS = 3_000_000;
/** hls.js's maxDevicePixelRatio: a DPR 3 phone gets the pixels of DPR 2, which it cannot tell apart. */
export const MAX_DEVICE_PIXEL_RATIO = 2;

/**
 * hls.js's first bandwidth estimate, from the browser's downlink hint (Network Information API, Mbit/s) when
 * it has one: the first rung is the highest whose bitrate fits it, then hls.js measures and switches.
 */
export function firstEstimateBps(downlinkMbps: number | undefined): number {
  if (downlinkMbps === undefined || !Number.isFinite(downlinkMbps) || downlinkMbps <= 0) return LOW_START_BPS;
  return Math.round(Math.min(Math.max(downlinkMbps * 1e6 * HINT_SHARE, LOW_START_BPS), HINT_MAX_BPS));
}

export function downlinkHint(): number | undefined {
  return (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink;
}

/**
 * The variant hls.js starts on with startLevel -1 and no bandwidth test: the highest whose bitrate fits the
 * estimate, among those up to the first that covers the player box (capLevelToPlayerSize); the lowest when
 * none fits. `boxPx` is the player's longer side in device pixels, 0 when not laid out (no cap).
 */
export function startVariant(
  variants: readonly PlaylistVariant[],
  estimateBps: number,
  boxPx: number,
): PlaylistVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.bandwidth - b.bandwidth);
  const cover = boxPx > 0 ? sorted.findIndex((v) => (v.width ?? 0) >= boxPx || (v.height ?? 0) >= boxPx) : -1;
  const allowed = cover >= 0 ? sorted.slice(0, cover + 1) : sorted;
  return allowed.filter((v) => v.bandwidth <= estimateBps).at(-1) ?? allowed[0];
}

/** The player's longer side in device pixels, as hls.js measures it for capLevelToPlayerSize. */
export function playerBoxPx(video: HTMLVideoElement): number {
  const dpr = Math.min(globalThis.devicePixelRatio || 1, MAX_DEVICE_PIXEL_RATIO);
  return Math.round(Math.max(video.clientWidth, video.clientHeight) * dpr);
}
