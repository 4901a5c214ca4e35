import { createRecoveryBudget } from './recovery';
import type { HlsConfig } from 'hls.js';
import type * as HlsLight from 'hls.js/light';
import type { HlsErrorInfo } from './recovery';

/**
 * Buffers sized for a phone with little memory (hls.js defaults aim at desktops: 30 s ahead, up to 600 s,
 * 60 MB, unbounded back buffer): about 10 s ahead, never more than 20 s or 8 MB, 10 s kept behind the
 * playhead; the first rendition chosen from a bandwidth estimate (startConfig), never one larger than the
 * player box (DPR capped at 2).
 */
export const LOW_MEMORY_HLS_CONFIG = {
  maxBufferLength: 10,
  maxMaxBufferLength: 20,
  maxBufferSize: 8 * 1000 * 1000,
  backBufferLength: 10,
  startLevel: -1,
  capLevelToPlayerSize: true,
  maxDevicePixelRatio: 2,
  enableWorker: true,
} satisfies Partial<HlsConfig>;

/** The first guess without a hint: below the 360p rung (≈ 800 kbit/s), so a slow phone starts on 240p. */
export const LOW_START_BPS = 500_000;
/** The network's own hint is a rough, rounded average: start from part of it, never past a 720p rung. */
const HINT_SHARE = 0.6;
const HINT_MAX_BPS = 3_000_000;

/**
 * hls.js's first bandwidth estimate, from the browser's downlink hint (Network Information API, Mbit/s) when
 * it has one: the first rung is the highest whose bitrate fits it, then hls.js measures and switches.
 */
export function firstEstimateBps(downlinkMbps: number | undefined): number {
  if (downlinkMbps === undefined || !Number.isFinite(downlinkMbps) || downlinkMbps <= 0) return LOW_START_BPS;
  return Math.round(Math.min(Math.max(downlinkMbps * 1e6 * HINT_SHARE, LOW_START_BPS), HINT_MAX_BPS));
}

function downlinkHint(): number | undefined {
  return (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink;
}

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
  const { default: Hls } = await loadHls();
  if (opts.signal.aborted || !Hls.isSupported()) return null;
  const hls = new Hls({ ...LOW_MEMORY_HLS_CONFIG, abrEwmaDefaultEstimate: firstEstimateBps(downlinkHint()) });
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
