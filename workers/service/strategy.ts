// The service worker's decisions as pure functions (tests call them without a worker).

/** Caches this worker owns start with this; the media worker's image cache and anything else are left alone. */
export const SHELL_CACHE_PREFIX = 'goldpost-shell-';
/** The cache key of the app shell (index.html with its runtime config), served to every offline navigation. */
export const SHELL_URL = '/index.html';

export function shellCacheName(version: string): string {
  return SHELL_CACHE_PREFIX + version;
}

/** Shell caches of other builds: the activating worker deletes them. */
export function staleShellCaches(names: readonly string[], version: string): string[] {
  return names.filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== shellCacheName(version));
}

export type Handling =
  /** A page load: the network first (fresh builds and config), the cached shell when it fails. */
  | 'navigate'
  /** A content-hashed file or the install files: the cache first, the network fills it. */
  | 'static'
  /** Not ours: the browser fetches as if there were no worker (API, media, build checks, uploads). */
  | 'pass';

/** Same-origin files that never change under one name (vite's hashed assets) or belong to the install. */
const STATIC = /^\/(?:assets\/[^/]+|icons\/[^/]+\.png|manifest\.webmanifest)$/;

export function handlingOf(
  req: { method: string; mode: string; url: string; destination?: string },
  origin: string,
): Handling {
  if (req.method !== 'GET') return 'pass';
  const url = new URL(req.url);
  if (url.origin !== origin) return 'pass';
  if (req.mode === 'navigate') {
    // Files that only look like pages (a media or build file opened directly) go to the network as they are.
    return /\.[a-z0-9]+$/i.test(url.pathname) && url.pathname !== SHELL_URL ? 'pass' : 'navigate';
  }
  // A query on a hashed file is not ours to answer from the cache (a cache-busting check, for one).
  return url.search === '' && STATIC.test(url.pathname) ? 'static' : 'pass';
}
