import { bytesToHex, fromBase64, fromBase64Into, sameHex, toBase64 } from './base64';
import type { ReusedBytes } from './reused-bytes';
import { CLIENT_LABEL, TIMESTAMP_WINDOW_S, MAX_BODY_BYTES } from './constants';
import type { RefusalCode } from './refusals';
import type { CommonFields } from './types';

/**
 * The primitives the envelope needs. The browser implements them with WebCrypto (protocol/web-cipher.ts),
 * the server with node:crypto; both must reproduce the vectors in tests/fixtures/protocol-vectors.json.
 */
export interface EnvelopeCipher {
  /** AES-128-CBC, PKCS7, under the API key and IV. */
  encrypt(plain: Uint8Array): Promise<Uint8Array>;
  /** @throws when padding or length is wrong (wrong key, corrupt data). */
  decrypt(cipher: Uint8Array): Promise<Uint8Array>;
  /** HMAC-SHA256 under the sign key. */
  sign(message: Uint8Array): Promise<Uint8Array>;
}

export interface RequestForm {
  client: string;
  data: string;
  sign: string;
  timestamp: string;
}

export interface Reply<T = unknown> {
  status: number;
  msg: string;
  data: T;
  /** On a refusal: its code (protocol/refusals.ts), so a client can bind it to a form field. */
  code?: RefusalCode;
}

/** Why a request envelope was refused; the server answers HTTP 400 with this text. */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** `head` then `data` as UTF-8 in `room` bytes for the data, or null when the data needs more. */
function encodeAfter(head: Uint8Array, data: string, room: number, reuse?: ReusedBytes): Uint8Array | null {
  const out = reuse ? reuse.take(head.length + room) : new Uint8Array(head.length + room);
  out.set(head);
  const { read, written } = encoder.encodeInto(data, out.subarray(head.length));
  return read === data.length ? out.subarray(0, head.length + written) : null;
}

/** `client\ntimestamp\ndata` as bytes, the (large) data encoded straight into place, never concatenated. */
export function signInput(client: string, timestamp: string, data: string, reuse?: ReusedBytes): Uint8Array {
  const head = encoder.encode(`${client}\n${timestamp}\n`);
  // One byte per char fits the base64 a client sends; anything else (a hostile form) takes the 3× room.
  return encodeAfter(head, data, data.length, reuse) ?? encodeAfter(head, data, data.length * 3, reuse)!;
}

async function hexSign(
  cipher: EnvelopeCipher,
  client: string,
  timestamp: string,
  data: string,
  reuse?: ReusedBytes,
): Promise<string> {
  return bytesToHex(await cipher.sign(signInput(client, timestamp, data, reuse)));
}

/** Below this many UTF-16 units a text is encoded into a fresh array: small ones are cheap to allocate. */
const REUSE_FROM_UNITS = 16 * 1024;

/**
 * The request plaintext: payload first, then the common fields, so the key order is stable (see the vectors).
 * With `room` (a buffer handed back by an earlier call) a large text's UTF-8 goes there when it surely fits
 * (3 bytes per UTF-16 unit), and otherwise into a fresh buffer with that room, worth keeping for the next
 * call; a small text ignores `room`, so a large buffer is not carried along for a tiny request.
 */
export function requestPlaintext(payload: object, common: CommonFields, room?: ArrayBuffer): Uint8Array<ArrayBuffer> {
  const json = JSON.stringify({ ...payload, ...common });
  if (!room || json.length < REUSE_FROM_UNITS) return encoder.encode(json);
  const view = new Uint8Array(room.byteLength >= json.length * 3 ? room : new ArrayBuffer(json.length * 3));
  return view.subarray(0, encoder.encodeInto(json, view).written);
}

/**
 * Seals an already encoded plaintext (see {@link requestPlaintext}).
 * @param reuse where the sign input is written; only with a cipher that reads its input when called (WebCrypto).
 */
export async function sealPlaintext(
  cipher: EnvelopeCipher,
  plain: Uint8Array,
  timestampS: number,
  reuse?: ReusedBytes,
): Promise<RequestForm> {
  const data = toBase64(await cipher.encrypt(plain));
  const timestamp = String(timestampS);
  const sign = await hexSign(cipher, CLIENT_LABEL, timestamp, data, reuse);
  return { client: CLIENT_LABEL, data, sign, timestamp };
}

export function sealRequest(
  cipher: EnvelopeCipher,
  payload: object,
  common: CommonFields,
  timestampS: number,
): Promise<RequestForm> {
  return sealPlaintext(cipher, requestPlaintext(payload, common), timestampS);
}

/** A character outside the base64 alphabet: a value without one needs only the three escapes below. */
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/** One `name=value` pair exactly as URLSearchParams writes it. */
export function formPair(name: string, value: string): string {
  // URLSearchParams spends 20–40 ms on a 1 MB envelope's data; these replacements a few.
  if (!NOT_BASE64.test(value))
    return `${name}=${value.replaceAll('+', '%2B').replaceAll('/', '%2F').replaceAll('=', '%3D')}`;
  return new URLSearchParams({ [name]: value }).toString();
}

export function encodeForm(form: RequestForm): string {
  return (['client', 'data', 'sign', 'timestamp'] as const).map((name) => formPair(name, form[name])).join('&');
}

/**
 * Checks and opens a request envelope: shape, size, timestamp window, sign, then decryption.
 * @throws {EnvelopeError} with a short reason fit for a plain-text HTTP 400.
 */
export async function openRequest(
  cipher: EnvelopeCipher,
  form: Partial<Record<keyof RequestForm, unknown>>,
  nowS: number,
): Promise<Record<string, unknown>> {
  const { client, data, sign, timestamp } = form;
  if (
    typeof client !== 'string' ||
    typeof data !== 'string' ||
    typeof sign !== 'string' ||
    typeof timestamp !== 'string'
  ) {
    throw new EnvelopeError('missing envelope field (client, data, sign, timestamp)');
  }
  if (data.length > (MAX_BODY_BYTES * 4) / 3 + 4) throw new EnvelopeError('body too large');
  if (!/^\d{1,12}$/.test(timestamp)) throw new EnvelopeError('timestamp must be Unix seconds');
  if (Math.abs(Number(timestamp) - nowS) > TIMESTAMP_WINDOW_S) throw new EnvelopeError('stale timestamp');
  if (!/^[0-9a-f]{64}$/.test(sign)) throw new EnvelopeError('bad sign');
  const expected = await hexSign(cipher, client, timestamp, data);
  if (!sameHex(expected, sign)) throw new EnvelopeError('bad sign');
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(data);
  } catch {
    throw new EnvelopeError('bad base64 in data');
  }
  let plain: Uint8Array;
  try {
    plain = await cipher.decrypt(bytes);
  } catch {
    throw new EnvelopeError('data does not decrypt');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(plain));
  } catch {
    throw new EnvelopeError('data is not JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new EnvelopeError('data is not an object');
  return parsed as Record<string, unknown>;
}

export async function sealReply(cipher: EnvelopeCipher, reply: Reply): Promise<string> {
  return toBase64(await cipher.encrypt(encoder.encode(JSON.stringify(reply))));
}

/**
 * A reply body's decrypted bytes, or null when it is not base64 or does not decrypt.
 * @param reuse where the ciphertext is decoded; only with a cipher that reads its input when called (WebCrypto).
 */
export async function openReplyPlaintext(
  cipher: EnvelopeCipher,
  body: string,
  reuse?: ReusedBytes,
): Promise<Uint8Array | null> {
  try {
    const text = body.trim();
    return await cipher.decrypt(reuse ? fromBase64Into(text, reuse) : fromBase64(text));
  } catch {
    return null;
  }
}

/**
 * Reads a reply from its decrypted bytes. Per spec §8 a reply that does not decrypt (null) or does not
 * parse becomes `{status: 0, msg, data: null}` rather than an exception, so the caller's status handling
 * stays in one place.
 */
export function parseReply<T = unknown>(plain: Uint8Array | null, failMsg = 'decrypt failed'): Reply<T> {
  try {
    if (plain === null) throw new Error('no plaintext');
    const parsed = JSON.parse(decoder.decode(plain)) as Reply<T>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.status !== 'number')
      throw new Error('no status');
    return parsed;
  } catch {
    return { status: 0, msg: failMsg, data: null as T };
  }
}

/** Opens a reply body; see {@link parseReply} for what a body that does not open becomes. */
export async function openReply<T = unknown>(
  cipher: EnvelopeCipher,
  body: string,
  failMsg = 'decrypt failed',
): Promise<Reply<T>> {
  return parseReply<T>(await openReplyPlaintext(cipher, body), failMsg);
}
