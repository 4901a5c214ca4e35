import { MEDIA_CACHE_MAX_BYTES, MEDIA_CACHE_MAX_ENTRIES, MEDIA_CACHE_NAME, MEDIA_CACHE_TRIM_RATIO } from './limits';

/** The part of the CacheStorage API the pipeline uses (tests pass an in-memory stand-in). */
export type CacheStorageLike = Pick<CacheStorage, 'open'>;

export interface ByteCacheOptions {
  caches?: CacheStorageLike | undefined;
  name?: string;
  maxEntries?: number;
  maxBytes?: number;
}

/** Each entry's size, stored with it: the sizes are read back without the bodies. */
const SIZE_HEADER = 'x-bytes';

/**
 * Encrypted image bytes in Cache Storage, bounded by entry count and by bytes: past either cap the oldest
 * entries go (keys() lists in insertion order). Every failure (no Cache Storage in an insecure context, quota,
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
  const maxBytes = opts.maxBytes ?? MEDIA_CACHE_MAX_BYTES;
  let opened: Promise<Cache | null> | undefined;
  /** URLs stored, in insertion order; another tab's writes are unknown here and only cost a network fetch. */
  let index: Promise<Set<string>> | undefined;
  let writes: Promise<void> = Promise.resolve();
  /** Bytes per stored URL, read on the first write (writes run when no image loads). */
  let sizes: Promise<Map<string, number>> | undefined;

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

  async function sizeOf(cache: Cache, req: Request): Promise<number> {
    const res = await cache.match(req);
    if (!res) return 0;
    const told = Number(res.headers.get(SIZE_HEADER));
    // An entry stored before sizes were: its body is read once.
    return told > 0 ? told : (await res.arrayBuffer()).byteLength;
  }

  function sized(cache: Cache): Promise<Map<string, number>> {
    sizes ??= cache
      .keys()
      .then(async (keys) => new Map(await Promise.all(keys.map(async (k) => [k.url, await sizeOf(cache, k)] as const))))
      .catch(() => new Map<string, number>());
    return sizes;
  }

  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

  /** Past either cap, the oldest go until a share (MEDIA_CACHE_TRIM_RATIO) of both is free again. */
  async function trim(cache: Cache, urls: Set<string>, bytesOf: Map<string, number>): Promise<void> {
    const keys = await cache.keys();
    let bytes = keys.reduce((sum, k) => sum + (bytesOf.get(k.url) ?? 0), 0);
    if (keys.length <= max && bytes <= maxBytes) return;
    const keepCount = max - Math.ceil(max * MEDIA_CACHE_TRIM_RATIO);
    const keepBytes = maxBytes * (1 - MEDIA_CACHE_TRIM_RATIO);
    let drop = 0;
    while (drop < keys.length && (keys.length - drop > keepCount || bytes > keepBytes)) {
      bytes -= bytesOf.get(keys[drop]!.url) ?? 0;
      drop++;
    }
    await Promise.all(keys.slice(0, drop).map((k) => cache.delete(k)));
    for (const k of keys.slice(0, drop)) bytesOf.delete(k.url);
    urls.clear();
    for (const k of keys.slice(drop)) urls.add(k.url);
  }

  async function write(url: string, bytes: ArrayBuffer): Promise<void> {
    try {
      const cache = await open();
      if (!cache) return;
      const urls = await known();
      const bytesOf = await sized(cache);
      const size = bytes.byteLength;
      const headers = { 'content-type': 'application/octet-stream', [SIZE_HEADER]: String(size) };
      await cache.put(url, new Response(bytes, { headers }));
      urls.add(url);
      bytesOf.set(url, size);
      if (urls.size > max || total(bytesOf) > maxBytes) await trim(cache, urls, bytesOf);
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
