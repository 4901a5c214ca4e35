/**
 * Limits of the image pipeline, chosen for a low-end phone (2 GB RAM, 4 slow cores, HTTP/1.1 to one host).
 * Every figure is documented here, once; the client side (object-URL LRU) keeps its own in
 * src/features/media/limits.ts.
 */

/**
 * Image fetches running at once. Browsers open 6 sockets per host on HTTP/1.1; keeping 2 free lets API
 * calls through while a grid of pictures loads, and 4 parallel AES-CBC decrypts keep a 4-core phone busy
 * without starving the UI thread's compositor.
 */
export const MEDIA_FETCH_CONCURRENCY = 4;

/** Cache Storage bucket of encrypted bytes; bump the version to drop every phone's copy at once. */
export const MEDIA_CACHE_NAME = 'goldpost-media-v1';

/**
 * Encrypted images kept in Cache Storage. Card variants (240/480 px) weigh 10–60 KB, so 400 entries stay
 * around 10–20 MB of disk: two or three sessions of scrolling, well under the quota a browser grants a
 * site on a 16 GB phone. Content-addressed URLs never change, so a hit is always fresh.
 */
export const MEDIA_CACHE_MAX_ENTRIES = 400;

/**
 * And at most this many encrypted bytes: a listing's gallery shows originals (100–400 KB each), so the entry
 * cap alone could grow past 100 MB. 30 MB holds the pictures of the last few dozen listings opened (the
 * listings' replies kept for offline, src/api/kept-replies.ts, are the last 30) besides the cards.
 */
export const MEDIA_CACHE_MAX_BYTES = 30 * 1024 * 1024;

/**
 * Cache Storage writes wait until no image is loading (disk writes slow the fetches on a phone), but hold
 * at most this many encrypted bytes meanwhile: a burst of a few dozen card images (~50 KB each) loads
 * without a write competing for the disk, and someone scrolling without pause still gets cached in
 * batches of ≤ 4 MB — a small share of a 2 GB phone's memory.
 */
export const MEDIA_CACHE_HOLD_BYTES = 4 * 1024 * 1024;

/** Past the cap, trim this share more, so the (slow) keys() listing runs once per batch, not per image. */
export const MEDIA_CACHE_TRIM_RATIO = 0.1;

/** Queue order: lower runs first. */
export const PRIORITY = {
  /** On screen now. */
  visible: 0,
  /** Within the near-viewport margin: will be seen soon. */
  near: 1,
  /** Anything else (preloads). */
  background: 2,
} as const;

export type Priority = (typeof PRIORITY)[keyof typeof PRIORITY];
