import type { EnvelopeCipher } from './envelope';
import { hexToBytes } from './base64';

// Derived from the global rather than named, so the file type-checks under DOM, WebWorker and Node typings alike.
type Subtle = typeof globalThis.crypto.subtle;
export type MediaKey = Awaited<ReturnType<Subtle['importKey']>>;

export interface EnvelopeKeys {
  apiKey: string;
  apiIv: string;
  signKey: string;
}

/** Copies into a fresh ArrayBuffer-backed view: WebCrypto typings refuse SharedArrayBuffer-backed views. */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

/** WebCrypto implementation of the envelope primitives; works in windows, workers and Node ≥ 20. */
export async function createWebCipher(
  keys: EnvelopeKeys,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<EnvelopeCipher> {
  const iv = own(hexToBytes(keys.apiIv));
  const [aes, hmac] = await Promise.all([
    subtle.importKey('raw', own(hexToBytes(keys.apiKey)), { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']),
    subtle.importKey('raw', own(hexToBytes(keys.signKey)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
  ]);
  return {
    async encrypt(plain) {
      return new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, aes, own(plain)));
    },
    async decrypt(cipher) {
      return new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv }, aes, own(cipher)));
    },
    async sign(message) {
      return new Uint8Array(await subtle.sign('HMAC', hmac, own(message)));
    },
  };
}

export const MEDIA_IV_BYTES = 16;

export async function importMediaKey(
  mediaKeyHex: string,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<MediaKey> {
  return subtle.importKey('raw', own(hexToBytes(mediaKeyHex)), { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']);
}

/**
 * Media format: 16-byte IV, then AES-128-CBC/PKCS7 ciphertext.
 * @throws when the bytes are too short or do not decrypt under the key.
 */
export async function decryptMedia(
  key: MediaKey,
  bytes: ArrayBuffer | Uint8Array,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<ArrayBuffer> {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (view.length < MEDIA_IV_BYTES + 16) throw new Error('media too short');
  const iv = own(view.subarray(0, MEDIA_IV_BYTES).slice());
  return subtle.decrypt({ name: 'AES-CBC', iv }, key, own(view.subarray(MEDIA_IV_BYTES)));
}
