import { prefetchVideoStart, wasPrefetched } from '../../../api/media-prefetch';
import { createRecoveryBudget } from './recovery';
import { downlinkHint, firstEstimateBps, MAX_DEVICE_PIXEL_RATIO, playerBoxPx, startVariant } from './start-rung';
import type { HlsConfig } from 'hls.js';
import type * as HlsLight from 'hls.js/light';
import type { HlsErrorInfo } from './recovery';

/**
 * Buffers sized for a phone on a metered plan (hls.js defaults aim at desktops: 30 s ahead, up to 600 s,
 * 60 MB): two segments ahead, 10 s kept behind the playhead — what is fetched ahead and then swiped away is
 * the viewer's money spent for nothing. hls.js stretches the time ahead to 8 × maxBufferSize / bitrate, which
 * is longest at the low rungs a phone plays; a zero size keeps it at maxBufferLength. The first rendition
 * comes from the estimate (startConfig) with no bandwidth test (it would fetch a segment of the lowest rung
 * only to throw it away before the first frame), never one larger than the player box (DPR capped at 2).
 */
export const LOW_MEMORY_HLS_CONFIG = {
  maxBufferLength: 6,
  maxMaxBufferLength: 12,
  maxBufferSize: 0,
  backBufferLength: 10,
  startLevel: -1,
  testBandwidth: false,
  startFragPrefetch: true,
  capLevelToPlayerSize: true,
  // A step up only on a clear margin (hls.js's default is 0.7 of the estimate): the short segments measure a
  // slow link with latency in it, and a switch that misjudges it empties a buffer of a few seconds.
  abrBandWidthUpFactor: 0.6,
  maxDevicePixelRatio: MAX_DEVICE_PIXEL_RATIO,
  enableWorker: true,
} satisfies Partial<HlsConfig>;

type HlsModule = typeof HlsLight;
let loading: Promise<HlsModule> | undefined;

/** hls.js is a separate chunk fetched the first time a browser without native HLS meets an .m3u8. */
export function loadHls(): Promise<HlsModule> {
  loading ??= import('hls.js/light').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

export interface HlsHandle {
  /** Feeds a <video> element error into the same recovery budget; false when it is spent (give up). */
  recoverElementError(): boolean;
  destroy(): void;
}

/**
 * Plays `url` in `video` through hls.js with the low-memory config. Fatal errors are recovered a bounded
 * number of times, then `onGiveUp` runs (the caller tears down and shows the poster).
 * @returns null when aborted while hls.js was loading, or when this browser has no Media Source Extensions.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  opts: { signal: AbortSignal; onGiveUp: (error: HlsErrorInfo) => void },
): Promise<HlsHandle | null> {
  const estimate = firstEstimateBps(downlinkHint());
  // The playlists and the first segment travel while hls.js loads and parses: by the time it asks for
  // them they are in the HTTP cache (media are served immutable), or on their way.
  prefetchVideoStart(url, true, opts.signal, (variants) => startVariant(variants, estimate, playerBoxPx(video))).catch(
    () => undefined, // hls.js fetches (and reports) them itself
  );
  const { default: Hls } = await loadHls();
  if (opts.signal.aborted || !Hls.isSupported()) return null;
  const hls = new Hls({ ...LOW_MEMORY_HLS_CONFIG, abrEwmaDefaultEstimate: estimate });
  const budget = createRecoveryBudget();
  let destroyed = false;
  /** false when the error is fatal and the budget is spent. */
  const act = (error: HlsErrorInfo): boolean => {
    switch (budget.decide(error)) {
      case 'reloadSource':
        hls.loadSource(url);
        return true;
      case 'startLoad':
        hls.startLoad();
        return true;
      case 'recoverMediaError':
        hls.recoverMediaError();
        return true;
      case 'giveUp':
        return false;
      case 'ignore':
        return true;
    }
  };
  // A segment the prefetch brought arrives from the HTTP cache in milliseconds; hls.js would read that as a
  // network hundreds of times faster than it is and climb to a rung the phone cannot keep up with (a stall a
  // few seconds in). Its estimate goes back to the one it started from.
  hls.on(Hls.Events.FRAG_BUFFERED, (_event, { frag }) => {
    if (wasPrefetched(frag.url)) hls.bandwidthEstimate = estimate;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!destroyed && !act(data)) opts.onGiveUp(data);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    recoverElementError: () =>
      !destroyed && act({ type: Hls.ErrorTypes.MEDIA_ERROR, details: 'mediaElementError', fatal: true }),
    destroy() {
      destroyed = true;
      hls.destroy();
    },
  };
}
