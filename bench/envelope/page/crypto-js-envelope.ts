import CryptoJS from 'crypto-js';
import { CLIENT_LABEL } from '../../../protocol/constants';
import type { EnvelopeKeys } from '../../../protocol/web-cipher';
import type { Reply } from '../../../protocol/envelope';
import type { CommonFields } from '../../../protocol/types';

/**
 * The baseline: the same envelope (DESIGN §2) done the way a classic web client does it, with crypto-js on
 * the main thread. Must produce the same bytes as the worker, which the bench checks before timing.
 */
export function createCryptoJsEnvelope(keys: EnvelopeKeys) {
  const key = CryptoJS.enc.Hex.parse(keys.apiKey);
  const iv = CryptoJS.enc.Hex.parse(keys.apiIv);
  const signKey = CryptoJS.enc.Hex.parse(keys.signKey);
  const options = { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 };
  return {
    seal(payload: object, common: CommonFields, timestampS: number): string {
      const json = JSON.stringify({ ...payload, ...common });
      const data = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(json), key, options).ciphertext.toString(
        CryptoJS.enc.Base64,
      );
      const timestamp = String(timestampS);
      const sign = CryptoJS.HmacSHA256(`${CLIENT_LABEL}\n${timestamp}\n${data}`, signKey).toString(CryptoJS.enc.Hex);
      return new URLSearchParams({ client: CLIENT_LABEL, data, sign, timestamp }).toString();
    },
    open<T>(body: string): Reply<T> {
      const params = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(body.trim()) });
      return JSON.parse(CryptoJS.AES.decrypt(params, key, options).toString(CryptoJS.enc.Utf8)) as Reply<T>;
    },
  };
}
