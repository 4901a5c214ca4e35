import CryptoJS from 'crypto-js';
import { MEDIA_IV_BYTES } from '../../../protocol/web-cipher';

/** WordArray words are big-endian 32-bit; unpack them into bytes. */
function toBytes(words: CryptoJS.lib.WordArray): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i++) out[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

/**
 * The baseline: media decryption (IV || AES-128-CBC, PKCS#7) the way a classic web client does it, with
 * crypto-js on the main thread. The bench checks it yields the same bytes as the worker before timing.
 */
export function createCryptoJsMedia(mediaKeyHex: string) {
  const key = CryptoJS.enc.Hex.parse(mediaKeyHex);
  return (encrypted: ArrayBuffer): Uint8Array<ArrayBuffer> => {
    const all = new Uint8Array(encrypted);
    // WordArray.create takes a typed array and copies it into 32-bit words.
    const iv = CryptoJS.lib.WordArray.create(all.subarray(0, MEDIA_IV_BYTES) as unknown as number[]);
    const ciphertext = CryptoJS.lib.WordArray.create(all.subarray(MEDIA_IV_BYTES) as unknown as number[]);
    const params = CryptoJS.lib.CipherParams.create({ ciphertext });
    return toBytes(CryptoJS.AES.decrypt(params, key, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }));
  };
}
