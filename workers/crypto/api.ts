import * as Comlink from 'comlink';
import { createWebCipher } from '../../protocol/web-cipher';
import { openReplyPlaintext } from '../../protocol/envelope';
import { sealPlaintextBody } from '../../protocol/envelope-body';
import type { EnvelopeKeys } from '../../protocol/web-cipher';
import type { EnvelopeCipher } from '../../protocol/envelope';
import { ReusedBytes } from '../../protocol/reused-bytes';
import { MAX_BODY_BYTES } from '../../protocol/constants';

/**
 * The crypto worker's logic: seals request envelopes and opens replies with WebCrypto keys imported once.
 * Payloads cross the worker boundary as UTF-8 bytes, transferred rather than copied: the page does the
 * JSON (see src/worker-bridge/crypto.ts), because structured-cloning a 1 MB object tree costs ~45 ms,
 * several times JSON.stringify or JSON.parse of the same data. Request and reply bodies cross as bytes
 * too, transferred: as strings each would be copied across and encoded or decoded once more on the page.
 * Kept free of `self` so unit tests can run it without a Worker.
 */
export function createCryptoApi() {
  let cipher: Promise<EnvelopeCipher> | undefined;
  let keyId = '';
  // Sign inputs and reply ciphertexts (base64-decoded) of every call go through one buffer, as large as
  // the largest body the server accepts.
  const reuse = new ReusedBytes(MAX_BODY_BYTES * 2);
  // What Response.text() does, so a body opens the same whether the page read it as text or as bytes.
  const utf8 = new TextDecoder();

  function ready(): Promise<EnvelopeCipher> {
    if (!cipher) return Promise.reject(new Error('crypto worker not initialised: call init(keys) first'));
    return cipher;
  }

  return {
    /**
     * Imports the envelope keys; repeated calls with the same keys reuse the imported ones.
     * @throws {Error} when a key is not valid hex of the right length.
     */
    async init(keys: EnvelopeKeys): Promise<void> {
      const id = `${keys.apiKey}:${keys.apiIv}:${keys.signKey}`;
      if (cipher && id === keyId) {
        await cipher;
        return;
      }
      keyId = id;
      const next = createWebCipher(keys);
      cipher = next;
      // A failed import must not stick: the next init retries.
      next.catch(() => {
        if (cipher === next) {
          cipher = undefined;
          keyId = '';
        }
      });
      await next;
    },

    /**
     * Seals a request plaintext (protocol/envelope.ts `requestPlaintext`) into the form-encoded request
     * body's bytes, written into the plaintext's own buffer when it fits; either way the body's buffer is
     * transferred, so the page can send it and then encode the next request into it.
     * @throws {Error} when init has not run.
     */
    async seal(plain: Uint8Array<ArrayBuffer>, timestampS: number): Promise<Uint8Array<ArrayBuffer>> {
      const body = await sealPlaintextBody(await ready(), plain, timestampS, reuse, plain.buffer);
      return Comlink.transfer(body, [body.buffer]);
    },

    /**
     * Decrypts a reply body, as text or as the bytes of the HTTP answer; null when it is not base64 or does
     * not decrypt. The bytes are transferred back; `parseReply` reads them.
     * @throws {Error} when init has not run.
     */
    async open(body: string | Uint8Array): Promise<Uint8Array | null> {
      const text = typeof body === 'string' ? body : utf8.decode(body);
      const plain = await openReplyPlaintext(await ready(), text, reuse);
      return plain === null ? null : Comlink.transfer(plain, [plain.buffer]);
    },
  };
}

export type CryptoApi = ReturnType<typeof createCryptoApi>;
