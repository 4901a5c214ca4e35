import type { CacheStorageLike } from '../../workers/media/byte-cache';

interface Stored {
  bytes: ArrayBuffer;
  headers: [string, string][];
}

/**
 * Cache Storage stand-in (Node has none): one bucket per name, keys() in insertion order like the real one,
 * headers kept with the bytes. `bucket(name)` shows a bucket's bytes by URL.
 */
export function memoryCaches(): CacheStorageLike & {
  bucket(name: string): Map<string, ArrayBuffer>;
  /** Bytes held in a bucket. */
  bytes(name: string): number;
} {
  const buckets = new Map<string, Map<string, Stored>>();
  const stored = (name: string) => {
    let b = buckets.get(name);
    if (!b) buckets.set(name, (b = new Map()));
    return b;
  };
  const url = (req: RequestInfo | URL) => (req instanceof Request ? req.url : String(req));
  return {
    bucket: (name) => new Map([...stored(name)].map(([u, s]) => [u, s.bytes])),
    bytes: (name) => [...stored(name).values()].reduce((sum, s) => sum + s.bytes.byteLength, 0),
    async open(name: string) {
      const b = stored(name);
      const cache = {
        async match(req: RequestInfo | URL) {
          const hit = b.get(url(req));
          return hit ? new Response(hit.bytes.slice(0), { headers: hit.headers }) : undefined;
        },
        async put(req: RequestInfo | URL, res: Response) {
          b.set(url(req), { bytes: await res.arrayBuffer(), headers: [...res.headers] });
        },
        async keys() {
          return [...b.keys()].map((u) => new Request(u));
        },
        async delete(req: RequestInfo | URL) {
          return b.delete(url(req));
        },
      };
      return cache as unknown as Cache;
    },
  };
}
