import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { EnvelopeCipher } from '../../protocol/envelope';

export interface EnvelopeKeyBytes {
  apiKey: Uint8Array;
  apiIv: Uint8Array;
  signKey: Uint8Array;
}

/** node:crypto implementation of the envelope primitives: synchronous work, so no WebCrypto promise hops per request. */
export function createNodeCipher(keys: EnvelopeKeyBytes): EnvelopeCipher {
  return {
    async encrypt(plain) {
      const c = createCipheriv('aes-128-cbc', keys.apiKey, keys.apiIv);
      return new Uint8Array(Buffer.concat([c.update(plain), c.final()]));
    },
    async decrypt(cipher) {
      const d = createDecipheriv('aes-128-cbc', keys.apiKey, keys.apiIv);
      return new Uint8Array(Buffer.concat([d.update(cipher), d.final()]));
    },
    async sign(message) {
      return new Uint8Array(createHmac('sha256', keys.signKey).update(message).digest());
    },
  };
}

/** Media format: random IV, then AES-128-CBC ciphertext under the media key. */
export function encryptMedia(mediaKey: Uint8Array, plain: Uint8Array, iv: Uint8Array): Buffer {
  const c = createCipheriv('aes-128-cbc', mediaKey, iv);
  return Buffer.concat([iv, c.update(plain), c.final()]);
}

export function decryptMedia(mediaKey: Uint8Array, bytes: Uint8Array): Buffer {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const d = createDecipheriv('aes-128-cbc', mediaKey, buf.subarray(0, 16));
  return Buffer.concat([d.update(buf.subarray(16)), d.final()]);
}
