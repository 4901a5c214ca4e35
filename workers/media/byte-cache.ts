import { MEDIA_CACHE_MAX_ENTRIES, MEDIA_CACHE_NAME, MEDIA_CACHE_TRIM_RATIO } from './limits';

/** The part of the CacheStorage API the pipeline uses (tests pass an in-memory stand-in). */
export type CacheStorageLike = Pick<CacheStorage, 'open'>;

export interface ByteCacheOptions {
  caches?: CacheStorageLike | undefined;
  name?: string;
  maxEntries?: number;
}

/**
 * Encrypted image bytes in Cache Storage, bounded by entry count: past the cap the oldest entries go
 * (keys() lists in insertion order). Every failure (no Cache Storage in an insecure context, quota,
 * private mode) degrades to "not cached": the network still works.
 *
 * The stored URLs are listed once into memory, so a miss — every image of a first visit — costs a Set
 * lookup instead of a Cache Storage match (measured ~6 ms per image in Chromium, on the critical path).
 * Writes run one at a time behind the reads, never delaying an image.
 */
export function createByteCache(opts: ByteCacheOptions = {}) {
  const storage = opts.caches;
  const name = opts.name ?? MEDIA_CACHE_NAME;
  const max = opts.maxEntries ?? MEDIA_CACHE_MAX_ENTRIES;
  let opened: Promise<Cache | null> | undefined;
  /** URLs stored, in insertion order; another tab's writes are unknown here and only cost a network fetch. */
  let index: Promise<Set<string>> | undefined;
  let writes: Promise<void> = Promise.resolve();

  function open(): Promise<Cache | null> {
    opened ??= storage ? storage.open(name).catch(() => null) : Promise.resolve(null);
    return opened;
  }

  function known(): Promise<Set<string>> {
    index ??= open()
      .then(async (cache) => new Set(cache ? (await cache.keys()).map((r) => r.url) : []))
      .catch(() => new Set<string>());
    return index;
  }

  async function trim(cache: Cache, urls: Set<string>): Promise<void> {
    const keys = await cache.keys();
    if (keys.length <= max) return;
    const drop = keys.length - max + Math.ceil(max * MEDIA_CACHE_TRIM_RATIO);
    await Promise.all(keys.slice(0, drop).map((k) => cache.delete(k)));
    urls.clear();
    for (const k of keys.slice(drop)) urls.add(k.url);
  }

  async function write(url: string, bytes: ArrayBuffer): Promise<void> {
    try {
      const cache = await open();
      if (!cache) return;
      const urls = await known();
      await cache.put(url, new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } }));
      urls.add(url);
      if (urls.size > max) await trim(cache, urls);
    } catch {
      // Quota or storage errors only cost a future network fetch.
    }
  }

  return {
    /** The cached bytes of `url`, or null. */
    async get(url: string): Promise<ArrayBuffer | null> {
      try {
        if (!storage || !(await known()).has(url)) return null;
        const cache = await open();
        const hit = cache ? await cache.match(url) : undefined;
        return hit ? await hit.arrayBuffer() : null;
      } catch {
        return null;
      }
    },

    /** Queues a write of bytes that decrypted fine (never a failed or partial body); trims past the cap. */
    put(url: string, bytes: ArrayBuffer): Promise<void> {
      writes = writes.then(() => write(url, bytes));
      return writes;
    },

    /** Settles once every queued write has (for tests, and before a worker is told to stop). */
    flushed(): Promise<void> {
      return writes;
    },
  };
}
