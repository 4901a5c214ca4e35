import * as Comlink from 'comlink';
import { createMediaApi } from '../../../workers/media/api';
import { decryptMedia, importMediaKey } from '../../../protocol/web-cipher';
import type { MediaKey } from '../../../protocol/web-cipher';

/**
 * Decrypt-only runs in a worker, with the network taken out: the page hands over encrypted bytes once,
 * then asks for them decrypted — either as bytes (the media worker's decrypt, plaintext transferred back)
 * or as the media worker's whole logic (queue, decrypt, type sniffing, Blob) over a fetch answering from
 * memory.
 */
const stored = new Map<string, ArrayBuffer>();
let key: MediaKey;
const media = createMediaApi({
  caches: undefined,
  fetch: async (input) => {
    const bytes = stored.get(String(input));
    return bytes ? new Response(bytes) : new Response('not loaded', { status: 404 });
  },
});

const api = {
  async init(mediaKeyHex: string): Promise<void> {
    key = await importMediaKey(mediaKeyHex);
    await media.init(mediaKeyHex);
  },
  load(url: string, bytes: ArrayBuffer): void {
    stored.set(url, bytes);
  },
  async decrypt(url: string): Promise<ArrayBuffer> {
    const plain = await decryptMedia(key, stored.get(url)!);
    return Comlink.transfer(plain, [plain]);
  },
  toBlob: media.fetchImage,
};
export type DecryptBenchWorker = typeof api;
Comlink.expose(api, self as unknown as Comlink.Endpoint);
