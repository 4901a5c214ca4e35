import * as Comlink from 'comlink';
import { createWebCipher } from '../../protocol/web-cipher';
import { encodeForm, openReplyPlaintext, sealPlaintext } from '../../protocol/envelope';
import type { EnvelopeKeys } from '../../protocol/web-cipher';
import type { EnvelopeCipher } from '../../protocol/envelope';
import { ReusedBytes } from '../../protocol/reused-bytes';
import { MAX_BODY_BYTES } from '../../protocol/constants';

export interface SealedRequest {
  /** The form-encoded request body. */
  body: string;
  /** The plaintext's buffer, transferred back so the page can encode the next request into it. */
  room: ArrayBuffer;
}

/**
 * The crypto worker's logic: seals request envelopes and opens replies with WebCrypto keys imported once.
 * Payloads cross the worker boundary as UTF-8 bytes, transferred rather than copied: the page does the
 * JSON (see src/worker-bridge/crypto.ts), because structured-cloning a 1 MB object tree costs ~45 ms,
 * several times JSON.stringify or JSON.parse of the same data. Kept free of `self` so unit tests can run it
 * without a Worker.
 */
export function createCryptoApi() {
  let cipher: Promise<EnvelopeCipher> | undefined;
  let keyId = '';
  // Sign inputs and reply ciphertexts (base64-decoded) of every call go through one buffer, as large as
  // the largest body the server accepts.
  const reuse = new ReusedBytes(MAX_BODY_BYTES * 2);

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
     * Seals a request plaintext (protocol/envelope.ts `requestPlaintext`) into a form-encoded request body.
     * @throws {Error} when init has not run.
     */
    async seal(plain: Uint8Array<ArrayBuffer>, timestampS: number): Promise<SealedRequest> {
      const body = encodeForm(await sealPlaintext(await ready(), plain, timestampS, reuse));
      return Comlink.transfer({ body, room: plain.buffer }, [plain.buffer]);
    },

    /**
     * Decrypts a reply body; null when it is not base64 or does not decrypt. The bytes are transferred back;
     * `parseReply` reads them.
     * @throws {Error} when init has not run.
     */
    async open(body: string): Promise<Uint8Array | null> {
      const plain = await openReplyPlaintext(await ready(), body, reuse);
      return plain === null ? null : Comlink.transfer(plain, [plain.buffer]);
    },
  };
}

export type CryptoApi = ReturnType<typeof createCryptoApi>;
