/**
 * Client-side image limits, chosen for a low-end phone (2 GB RAM, ~1.5 GB usable by the browser). The
 * worker's limits (concurrency, Cache Storage cap) live in workers/media/limits.ts.
 */

/**
 * Object URLs (decrypted Blobs) kept by the LRU. A Blob is the *encoded* picture: a 240/480-px card variant
 * weighs 10–60 KB, so 100 of them stay under ~6 MB — about three screens of a two-column phone grid plus
 * an open gallery. Decoded bitmaps are held only by mounted <img> elements, which the virtualised lists
 * keep to a screenful or two.
 */
export const IMAGE_CACHE_MAX = 100;

/** Start loading a little before an image scrolls in (about a third of a phone screen), so it is usually ready when seen. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';
