/** Fetches the bytes of one image; the signal aborts when nobody waits for it any more. */
export type BlobLoader = (url: string, signal: AbortSignal) => Promise<Blob>;

export interface ObjectUrlCacheOptions {
  /** Most object URLs kept; least recently used unpinned ones are revoked beyond it. */
  max: number;
  load: BlobLoader;
  createUrl?: (blob: Blob) => string;
  revokeUrl?: (url: string) => void;
}

interface Entry {
  objectUrl: string;
  /** How many mounted images show it; a pinned URL is never revoked (the <img> could need it again). */
  pins: number;
}

interface Pending {
  promise: Promise<string>;
  ctrl: AbortController;
  waiters: number;
}

function abortError(): DOMException {
  return new DOMException('image load cancelled', 'AbortError');
}

/**
 * A bounded LRU of object URLs keyed by image URL. Concurrent loads of one URL share one fetch, which is
 * aborted only when every waiter has gone. `acquire` pins the URL until `release`.
 */
export function createObjectUrlCache(opts: ObjectUrlCacheOptions) {
  const createUrl = opts.createUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revokeUrl = opts.revokeUrl ?? ((url: string) => URL.revokeObjectURL(url));
  // Map iteration order is insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Pending>();

  function evict(): void {
    for (const [url, entry] of entries) {
      if (entries.size <= opts.max) return;
      if (entry.pins > 0) continue;
      entries.delete(url);
      revokeUrl(entry.objectUrl);
    }
  }

  function pin(url: string, entry: Entry): string {
    entries.delete(url);
    entries.set(url, entry);
    entry.pins++;
    return entry.objectUrl;
  }

  function start(url: string): Pending {
    const ctrl = new AbortController();
    const p: Pending = { ctrl, waiters: 0, promise: Promise.resolve('') };
    p.promise = opts.load(url, ctrl.signal).then(
      (blob) => {
        if (pending.get(url) === p) pending.delete(url);
        const objectUrl = createUrl(blob);
        entries.set(url, { objectUrl, pins: 0 });
        return objectUrl;
      },
      (err: unknown) => {
        if (pending.get(url) === p) pending.delete(url);
        throw err;
      },
    );
    pending.set(url, p);
    return p;
  }

  return {
    /**
     * Resolves with an object URL for the image, pinned until {@link release}.
     * @throws an AbortError when the signal aborts first; the loader's error when the load fails.
     */
    acquire(url: string, signal?: AbortSignal): Promise<string> {
      if (signal?.aborted) return Promise.reject(abortError());
      const hit = entries.get(url);
      if (hit) return Promise.resolve(pin(url, hit));
      const p = pending.get(url) ?? start(url);
      p.waiters++;
      return new Promise<string>((resolve, reject) => {
        let settled = false;
        const onAbort = () => {
          if (settled) return;
          settled = true;
          p.waiters--;
          if (p.waiters === 0 && pending.get(url) === p) {
            pending.delete(url);
            p.ctrl.abort();
          }
          reject(abortError());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        p.promise.then(
          () => {
            signal?.removeEventListener('abort', onAbort);
            if (settled) return;
            settled = true;
            const entry = entries.get(url);
            if (!entry) return reject(abortError());
            resolve(pin(url, entry));
            evict();
          },
          (err: unknown) => {
            signal?.removeEventListener('abort', onAbort);
            if (settled) return;
            settled = true;
            reject(err);
          },
        );
      });
    },

    /** Unpins one use of the image; it stays cached until evicted. */
    release(url: string): void {
      const entry = entries.get(url);
      if (entry && entry.pins > 0) entry.pins--;
      evict();
    },

    /** Whether the image is cached now (a hit needs no load). */
    has(url: string): boolean {
      return entries.has(url);
    },

    /** Cached object URLs (pinned or not), for tests and diagnostics. */
    size(): number {
      return entries.size;
    },

    /** In-flight loads, for tests and diagnostics. */
    inFlight(): number {
      return pending.size;
    },
  };
}
