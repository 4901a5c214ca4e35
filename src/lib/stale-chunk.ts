// A route chunk that fails to load after a deploy (its hashed file is gone) is fixed by loading the page
// again, which fetches the new build's index.html and chunks. Once: a chunk that fails again right after a
// reload is a real fault, and reloading in a loop would hide it and burn the visitor's data.

/** Within this long after a reload for a stale chunk, another failure shows the error instead. */
export const STALE_RELOAD_WINDOW_MS = 60_000;
export const STALE_RELOAD_KEY = 'staleChunkReloadAt';

/** The messages browsers give for a module script or a preloaded file that could not be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (?:CSS )?chunk \S+ failed/i;

export function isChunkLoadError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return typeof err === 'string' && CHUNK_FAILURE.test(err);
  const { name, message } = err as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE.test(message));
}

/**
 * Whether to reload for a stale chunk: not while offline (the reload could not fetch anything new) and
 * not again within the window after the last such reload (`lastAt` from session storage, null if none).
 */
export function shouldReloadForStaleChunk(lastAt: number | null, now: number, online: boolean): boolean {
  if (!online) return false;
  return lastAt === null || now < lastAt || now - lastAt >= STALE_RELOAD_WINDOW_MS;
}
