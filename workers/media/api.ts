import { decryptMedia, importMediaKey } from '../../protocol/web-cipher';
import type { MediaKey } from '../../protocol/web-cipher';
import { sniffImageType } from './sniff';

export interface FetchImageOptions {
  /** Caller-chosen id that `cancel(id)` refers to: an AbortSignal cannot cross the worker boundary. */
  id?: number;
}

function abortError(): Error {
  const err = new Error('image fetch cancelled');
  err.name = 'AbortError';
  return err;
}

/**
 * The media worker's logic: fetch encrypted bytes, decrypt them (IV || AES-128-CBC under the media key),
 * and hand back a Blob typed by its magic bytes. Kept free of `self` so tests can run it without a Worker.
 */
export function createMediaApi(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)) {
  let key: Promise<MediaKey> | undefined;
  let keyHex = '';
  const inFlight = new Map<number, AbortController>();

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
     * Fetches and decrypts one image.
     * @throws {Error} named AbortError when cancelled; otherwise when the HTTP status is not 2xx, the bytes do
     * not decrypt, or init has not run.
     */
    async fetchImage(url: string, opts: FetchImageOptions = {}): Promise<Blob> {
      // Registered before any await, so a cancel posted right after this call always finds it.
      const ctrl = new AbortController();
      if (opts.id !== undefined) inFlight.set(opts.id, ctrl);
      try {
        if (!key) throw new Error('media worker not initialised: call init(mediaKey) first');
        const mediaKey = await key;
        const res = await fetchImpl(url, { signal: ctrl.signal, credentials: 'omit' });
        if (!res.ok) throw new Error(`image fetch failed: HTTP ${res.status} for ${url}`);
        const bytes = await res.arrayBuffer();
        if (ctrl.signal.aborted) throw abortError();
        let plain: ArrayBuffer;
        try {
          plain = await decryptMedia(mediaKey, bytes);
        } catch (cause) {
          throw new Error(`image does not decrypt: ${url}`, { cause });
        }
        if (ctrl.signal.aborted) throw abortError();
        return new Blob([plain], { type: sniffImageType(new Uint8Array(plain, 0, Math.min(plain.byteLength, 16))) });
      } catch (err) {
        if (ctrl.signal.aborted) throw abortError();
        throw err;
      } finally {
        if (opts.id !== undefined && inFlight.get(opts.id) === ctrl) inFlight.delete(opts.id);
      }
    },

    /** Aborts the fetch started with this id; unknown or finished ids are ignored. */
    cancel(id: number): void {
      inFlight.get(id)?.abort();
      inFlight.delete(id);
    },

    /** How many fetches are running (the bridge uses it to decide when the worker may stop). */
    pending(): number {
      return inFlight.size;
    },
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
