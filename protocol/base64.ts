// The one home of base64 (standard alphabet, padded, canonical) for browsers, workers and Node.
// Where the engine has Uint8Array.prototype.toBase64 / Uint8Array.fromBase64 (Chromium 140+, Node 25+) the
// native codec runs: on a 1 MB envelope it is about 10× the table-driven code below, which stays as the
// fallback. The fallback never builds a binary string: btoa/atob need one char per byte, which doubles memory.
import type { ReusedBytes } from './reused-bytes';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ENCODE = new Uint8Array(64);
const DECODE = new Int16Array(256).fill(-1);
for (let i = 0; i < 64; i++) {
  ENCODE[i] = ALPHABET.charCodeAt(i);
  DECODE[ALPHABET.charCodeAt(i)] = i;
}
const PAD = 61; // '='

const decoder = new TextDecoder();

/** The TC39 base64 proposal's members, typed here because the TypeScript libs in use predate it. */
interface NativeBase64 {
  toBase64?: (this: Uint8Array) => string;
  setFromBase64?: (
    this: Uint8Array,
    text: string,
    options: { lastChunkHandling: 'strict' },
  ) => { read: number; written: number };
}
interface NativeBase64Constructor {
  fromBase64?: (text: string, options: { lastChunkHandling: 'strict' }) => Uint8Array;
}

export function portableToBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = ENCODE[n >> 18]!;
    out[o++] = ENCODE[(n >> 12) & 63]!;
    out[o++] = ENCODE[(n >> 6) & 63]!;
    out[o++] = ENCODE[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0);
    out[o++] = ENCODE[n >> 18]!;
    out[o++] = ENCODE[(n >> 12) & 63]!;
    out[o++] = rest === 2 ? ENCODE[(n >> 6) & 63]! : PAD;
    out[o++] = PAD;
  }
  return decoder.decode(out);
}

function paddingOf(text: string): number {
  if (text.length % 4 !== 0) throw new Error('base64 length is not a multiple of 4');
  if (text.endsWith('==')) return 2;
  return text.endsWith('=') ? 1 : 0;
}

/** @throws {Error} when the text is not canonical padded base64. */
export function portableFromBase64(text: string): Uint8Array {
  const pad = paddingOf(text);
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const last = i + 4 === text.length;
    const a = sextet(text, i);
    const b = sextet(text, i + 1);
    const c = last && pad === 2 ? 0 : sextet(text, i + 2);
    const d = last && pad >= 1 ? 0 : sextet(text, i + 3);
    if ((a | b | c | d) < 0) throw new Error('invalid base64 character');
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    // Bits beyond the last byte must be zero: one byte string has one spelling, as the native codec demands.
    if (last && ((pad === 2 && (n & 0xffff) !== 0) || (pad === 1 && (n & 0xff) !== 0)))
      throw new Error('non-canonical base64 padding');
    out[o++] = n >> 16;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

function sextet(text: string, at: number): number {
  return DECODE[text.charCodeAt(at)] ?? -1;
}

const nativeTo = (Uint8Array.prototype as NativeBase64).toBase64;
const nativeSetFrom = (Uint8Array.prototype as NativeBase64).setFromBase64;
const nativeFrom = (Uint8Array as NativeBase64Constructor).fromBase64;

/** @throws {Error} when the text is not canonical padded base64. */
function nativeFromBase64(text: string): Uint8Array {
  const pad = paddingOf(text);
  // 'strict' refuses missing padding and stray bits but skips ASCII whitespace; whitespace shortens the
  // output, so the length check makes both codecs refuse the same texts.
  const out = nativeFrom!(text, { lastChunkHandling: 'strict' });
  if (out.length !== (text.length / 4) * 3 - pad) throw new Error('invalid base64 character');
  return out;
}

export const toBase64: (bytes: Uint8Array) => string =
  typeof nativeTo === 'function' ? (bytes) => nativeTo.call(bytes) : portableToBase64;

/** @throws {Error} when the text is not canonical padded base64. */
export const fromBase64: (text: string) => Uint8Array =
  typeof nativeFrom === 'function' ? nativeFromBase64 : portableFromBase64;

/**
 * Like {@link fromBase64}, decoding into `into` (a reused buffer) where the engine has `setFromBase64`:
 * the bytes come back as a view of it, valid until its next user writes there.
 * @throws {Error} when the text is not canonical padded base64.
 */
export function fromBase64Into(text: string, into: ReusedBytes): Uint8Array {
  if (typeof nativeSetFrom !== 'function') return fromBase64(text);
  const out = into.take((text.length / 4) * 3 - paddingOf(text));
  // Whitespace (which 'strict' skips) leaves the view short or the text unread: refused like the other codecs.
  const { read, written } = nativeSetFrom.call(out, text, { lastChunkHandling: 'strict' });
  if (read !== text.length || written !== out.length) throw new Error('invalid base64 character');
  return out;
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('invalid hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

/** Constant-time compare of two hex strings: how much of a guessed sign matched must not show in timing. */
export function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
