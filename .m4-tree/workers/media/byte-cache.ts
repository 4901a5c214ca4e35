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
 */
export function createByteCache(opts: ByteCacheOptions = {}) {
  const storage = opts.caches;
  const name = opts.name ?? MEDIA_CACHE_NAME;
  const max = opts.maxEntries ?? MEDIA_CACHE_MAX_ENTRIES;
  let opened: Promise<Cache | null> | undefined;
  /** Entries we know of; null until the first count (made lazily, on the first write). */
  let count: number | null = null;
  let trimming: Promise<void> | undefined;

  function open(): Promise<Cache | null> {
    opened ??= storage ? storage.open(name).catch(() => null) : Promise.resolve(null);
    return opened;
  }

  async function trim(cache: Cache): Promise<void> {
    const keys = await cache.keys();
    count = keys.length;
    if (count <= max) return;
    const drop = count - max + Math.ceil(max * MEDIA_CACHE_TRIM_RATIO);
    await Promise.all(keys.slice(0, drop).map((k) => cache.delete(k)));
    count -= drop;
  }

  return {
    /** The cached bytes of `url`, or null. */
    async get(url: string): Promise<ArrayBuffer | null> {
      try {
        const cache = await open();
        const hit = cache ? await cache.match(url) : undefined;
        return hit ? await hit.arrayBuffer() : null;
      } catch {
        return null;
      }
    },

    /** Stores bytes that decrypted fine (never a failed or partial body), then trims past the cap. */
    async put(url: string, bytes: ArrayBuffer): Promise<void> {
      try {
        const cache = await open();
        if (!cache) return;
        await cache.put(url, new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } }));
        if (count === null) count = (await cache.keys()).length;
        else count++;
        if (count > max) {
          trimming ??= trim(cache).finally(() => (trimming = undefined));
          await trimming;
        }
      } catch {
        // Quota or storage errors only cost a future network fetch.
      }
    },
  };
}

export type ByteCache = ReturnType<typeof createByteCache>;
