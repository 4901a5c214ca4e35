import { randomBytes } from 'node:crypto';
import { encryptMedia } from '../../server/lib/node-cipher';

/**
 * Media bytes that never decrypt under `mediaKey`: a real ciphertext whose last plaintext byte, the padding's
 * length, comes out 0. Random bytes would not do: about one draw in 256 ends in valid padding and decrypts.
 */
export function undecryptableMedia(mediaKey: Uint8Array, size = 1024): Buffer {
  const plain = randomBytes(size);
  const sealed = encryptMedia(mediaKey, plain, randomBytes(16));
  const padding = 16 - (plain.length % 16);
  // CBC: flipping a byte of one block flips the same byte of the next block's plaintext.
  const at = sealed.length - 17;
  sealed.writeUInt8(sealed.readUInt8(at) ^ padding, at);
  return sealed;
}
