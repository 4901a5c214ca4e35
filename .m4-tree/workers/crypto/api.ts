import { createWebCipher } from '../../protocol/web-cipher';
import { encodeForm, openReply, sealRequest } from '../../protocol/envelope';
import type { EnvelopeKeys } from '../../protocol/web-cipher';
import type { EnvelopeCipher, Reply } from '../../protocol/envelope';
import type { CommonFields } from '../../protocol/types';

/**
 * The crypto worker's logic: seals request envelopes and opens replies with WebCrypto keys imported once.
 * Kept free of `self` so unit tests can run it without a Worker.
 */
export function createCryptoApi() {
  let cipher: Promise<EnvelopeCipher> | undefined;
  let keyId = '';

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
     * Seals a payload merged with the common fields into a form-encoded request body.
     * @throws {Error} when init has not run.
     */
    async seal(payload: object, common: CommonFields, timestampS: number): Promise<string> {
      return encodeForm(await sealRequest(await ready(), payload, common, timestampS));
    },

    /**
     * Opens a reply body; a body that does not decrypt becomes `{status: 0, msg: failMsg, data: null}`.
     * @throws {Error} when init has not run.
     */
    async open<T = unknown>(body: string, failMsg?: string): Promise<Reply<T>> {
      return openReply<T>(await ready(), body, failMsg);
    },
  };
}

export type CryptoApi = ReturnType<typeof createCryptoApi>;
