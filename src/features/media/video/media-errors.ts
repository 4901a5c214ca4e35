/** HTMLMediaElement error codes (MediaError.MEDIA_ERR_*), spelled out so the logic is testable in Node. */
export const MEDIA_ERR_ABORTED = 1;
export const MEDIA_ERR_NETWORK = 2;
export const MEDIA_ERR_DECODE = 3;
export const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** What the player does after its <video> reports an error. */
export type MediaErrorOutcome = 'close' | 'error';

/**
 * Spec §8: error code 4 (source not supported) is a normal close — back to the poster, no error shown;
 * every other error (or an error without a code) shows the poster in the error state.
 */
export function mediaErrorOutcome(code: number | null | undefined): MediaErrorOutcome {
  return code === MEDIA_ERR_SRC_NOT_SUPPORTED ? 'close' : 'error';
}

export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** `.m3u8` before any query or fragment, case-insensitive. */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:[?#].*)?$/i.test(url);
}

/** How a source is played: straight into the element, or through hls.js on Media Source Extensions. */
export type PlaybackEngine = 'native' | 'hls.js';

/**
 * mp4 (and anything not HLS) plays directly; HLS plays natively where the element says it can
 * (`canPlayType` → 'maybe' | 'probably'), else through hls.js.
 */
export function chooseEngine(url: string, canPlayType: (mime: string) => string): PlaybackEngine {
  if (!isHlsUrl(url)) return 'native';
  return canPlayType(HLS_MIME) !== '' ? 'native' : 'hls.js';
}
