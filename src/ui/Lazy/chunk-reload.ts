import { STALE_RELOAD_KEY, isChunkLoadError, shouldReloadForStaleChunk } from '../../lib/stale-chunk';

function lastReloadAt(): number | null {
  try {
    const v = Number(sessionStorage.getItem(STALE_RELOAD_KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page once for a chunk that failed to load (see lib/stale-chunk.ts). Returns true when a
 * reload is on its way (the caller should wait for it), false when the error must be shown instead.
 */
export function reloadForStaleChunk(err: unknown): boolean {
  if (!isChunkLoadError(err)) return false;
  const now = Date.now();
  if (!shouldReloadForStaleChunk(lastReloadAt(), now, navigator.onLine)) return false;
  try {
    sessionStorage.setItem(STALE_RELOAD_KEY, String(now));
  } catch {
    // Without session storage the guard cannot hold: show the error rather than risk a loop.
    return false;
  }
  location.reload();
  return true;
}

/** Vite reports a failed preload of a chunk's dependencies as `vite:preloadError`; reload for it once. */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
}
