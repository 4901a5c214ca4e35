import { RANDOM_STRING_LENGTH } from '../../protocol/constants';

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type RandomFill = (bytes: Uint8Array) => Uint8Array;

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * Random letters/digits from crypto.getRandomValues. Bytes at or above the largest multiple of the alphabet
 * size are thrown away so every character is equally likely (a plain `% 62` would favour the first ones).
 */
export function randomString(
  length: number = RANDOM_STRING_LENGTH,
  alphabet: string = ALPHANUMERIC,
  fill: RandomFill = cryptoFill,
): string {
  if (alphabet.length < 1 || alphabet.length > 256) throw new RangeError('alphabet must hold 1–256 characters');
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = fill(new Uint8Array(Math.max(16, (length - out.length) * 2)));
    for (const b of bytes) {
      if (b >= limit) continue;
      out += alphabet[b % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}
