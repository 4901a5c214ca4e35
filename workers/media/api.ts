import { decryptMedia, importMediaKey } from '../../protocol/web-cipher';
import type { MediaKey } from '../../protocol/web-cipher';
import { createByteCache } from './byte-cache';
import type { CacheStorageLike } from './byte-cache';
import { MEDIA_CACHE_HOLD_BYTES, MEDIA_FETCH_CONCURRENCY, PRIORITY } from './limits';
import { createPriorityQueue } from './queue';
import { sniffImageType } from './sniff';

export interface FetchImageOptions {
  /** Caller-chosen id that `cancel(id)` and `prioritize(id)` refer to: an AbortSignal cannot cross the worker boundary. */
  id?: number;
  /** Queue order (PRIORITY.visible first); defaults to PRIORITY.near. */
  priority?: number;
}

export interface MediaApiDeps {
  fetch?: typeof fetch;
  /** Cache Storage for the encrypted bytes; none means every image comes from the network. */
  caches?: CacheStorageLike | undefined;
  cacheName?: string;
  cacheMaxEntries?: number;
  concurrency?: number;
}

function abortError(): Error {
  const err = new Error('image fetch cancelled');
  err.name = 'AbortError';
  return err;
}

/**
 * The media worker's logic: encrypted bytes from Cache Storage or the network (at most `concurrency`
 * fetches at once, visible images first), decrypted (IV || AES-128-CBC under the media key) and handed back
 * as a Blob typed by its magic bytes. Posting a Blob shares its bytes with the page instead of copying
 * them. Kept free of `self` so tests can run it without a Worker.
 */
export function createMediaApi(deps: MediaApiDeps = {}) {
  const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const bytes = createByteCache({ caches: deps.caches, name: deps.cacheName, maxEntries: deps.cacheMaxEntries });
  const queue = createPriorityQueue(deps.concurrency ?? MEDIA_FETCH_CONCURRENCY);
  let key: Promise<MediaKey> | undefined;
  let keyHex = '';
  let internalId = 0;
  const inFlight = new Map<number, AbortController>();
  const counts = { network: 0, cacheHits: 0 };
  /** Fetched bytes waiting for their Cache Storage write, which must not compete with the fetches in flight. */
  const unwritten: [string, ArrayBuffer][] = [];
  let unwrittenBytes = 0;

  function writeAll(): void {
    unwrittenBytes = 0;
    for (const [url, encrypted] of unwritten.splice(0)) void bytes.put(url, encrypted);
  }

  function writeWhenIdle(): void {
    if (inFlight.size > 0 && unwrittenBytes < MEDIA_CACHE_HOLD_BYTES) return;
    writeAll();
  }

  async function download(url: string, id: number, priority: number, signal: AbortSignal): Promise<ArrayBuffer> {
    const onAbort = () => queue.cancel(id, abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await queue.add(id, priority, async () => {
        signal.throwIfAborted();
        counts.network++;
        const res = await fetchImpl(url, { signal, credentials: 'omit' });
        if (!res.ok) throw new Error(`image fetch failed: HTTP ${res.status} for ${url}`);
        return res.arrayBuffer();
      });
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  async function decrypt(mediaKey: MediaKey, encrypted: ArrayBuffer, url: string): Promise<ArrayBuffer> {
    try {
      return await decryptMedia(mediaKey, encrypted);
    } catch (cause) {
      throw new Error(`image does not decrypt: ${url}`, { cause });
    }
  }

  return {
    /**
     * Imports the media key once; calling again with another key replaces it.
     * @throws {Error} when the key is not 16 bytes of hex.
     */
    async init(mediaKeyHex: string): Promise<void> {
      if (!key || mediaKeyHex !== keyHex) {
        keyHex = mediaKeyHex;
        key = importMediaKey(mediaKeyHex);
        const mine = key;
        mine.catch(() => {
          if (key === mine) key = undefined;
        });
      }
      await key;
    },

    /**
     * Fetches (or reads from Cache Storage) and decrypts one image.
     * @throws {Error} named AbortError when cancelled; otherwise when the HTTP status is not 2xx, the bytes do
     * not decrypt, or init has not run.
     */
    async fetchImage(url: string, opts: FetchImageOptions = {}): Promise<Blob> {
      // Registered before any await, so a cancel posted right after this call always finds it.
      const ctrl = new AbortController();
      const id = opts.id ?? --internalId;
      inFlight.set(id, ctrl);
      try {
        if (!key) throw new Error('media worker not initialised: call init(mediaKey) first');
        const mediaKey = await key;
        let plain: ArrayBuffer | null = null;
        const cached = await bytes.get(url);
        if (cached) {
          // A damaged cache entry falls through to the network instead of failing the image.
          plain = await decryptMedia(mediaKey, cached).catch(() => null);
          if (plain) counts.cacheHits++;
        }
        if (!plain) {
          ctrl.signal.throwIfAborted();
          const encrypted = await download(url, id, opts.priority ?? PRIORITY.near, ctrl.signal);
          ctrl.signal.throwIfAborted();
          plain = await decrypt(mediaKey, encrypted, url);
          unwritten.push([url, encrypted]);
          unwrittenBytes += encrypted.byteLength;
        }
        ctrl.signal.throwIfAborted();
        // A Blob crosses to the page as a handle (no copy) and spares the main thread building one.
        return new Blob([plain], { type: sniffImageType(new Uint8Array(plain, 0, Math.min(plain.byteLength, 16))) });
      } catch (err) {
        if (ctrl.signal.aborted) throw abortError();
        throw err;
      } finally {
        if (inFlight.get(id) === ctrl) inFlight.delete(id);
        writeWhenIdle();
      }
    },

    /** Writes what is still held back and settles once every Cache Storage write so far is done. */
    flushed(): Promise<void> {
      writeAll();
      return bytes.flushed();
    },

    /** Moves a queued fetch up (or down) the queue; running or unknown ids are ignored. */
    prioritize(id: number, priority: number): void {
      queue.prioritize(id, priority);
    },

    /** Aborts the fetch started with this id (queued or running); unknown or finished ids are ignored. */
    cancel(id: number): void {
      inFlight.get(id)?.abort();
      inFlight.delete(id);
    },

    /** How many fetches are pending (the bridge uses it to decide when the worker may stop). */
    pending(): number {
      return inFlight.size;
    },

    /** Network fetches started and Cache Storage hits so far, for tests and diagnostics. */
    stats(): { network: number; cacheHits: number; running: number; waiting: number } {
      return { ...counts, running: queue.running(), waiting: queue.waiting() };
    },
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
