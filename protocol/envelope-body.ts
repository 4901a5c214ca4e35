import { bytesToHex, toBase64 } from './base64';
import { formPair, signInput } from './envelope';
import type { EnvelopeCipher } from './envelope';
import type { ReusedBytes } from './reused-bytes';
import { CLIENT_LABEL } from './constants';

const encoder = new TextEncoder();

/** The hex of an HMAC-SHA256: the sign's length in the form, known before the sign is. */
const SIGN_HEX_LENGTH = 64;

/**
 * Seals an already encoded plaintext straight into the bytes of its form-encoded body, byte for byte
 * `encodeForm(await sealPlaintext(…))`, for `fetch` to send as it is: the body never becomes a JS string that
 * the page would copy and encode again. The data is escaped from the sign input's bytes (its base64 is
 * there already), so no escaped copy of it is ever a fresh string.
 * @param room where the body goes when it fits (the plaintext's own buffer: it is free once encrypted); the
 * body is a view of it from its start.
 * @param reuse where the sign input is written; only with a cipher that reads its input when called (WebCrypto).
 */
export async function sealPlaintextBody(
  cipher: EnvelopeCipher,
  plain: Uint8Array,
  timestampS: number,
  reuse?: ReusedBytes,
  room?: ArrayBuffer,
): Promise<Uint8Array<ArrayBuffer>> {
  const data = toBase64(await cipher.encrypt(plain));
  const timestamp = String(timestampS);
  const signed = signInput(CLIENT_LABEL, timestamp, data, reuse);
  const signing = cipher.sign(signed);
  // Base64 is ASCII, one byte per char; read before any await, as `reuse` may serve another call after one.
  const encoded = signed.subarray(signed.length - data.length);
  const head = encoder.encode(`${formPair('client', CLIENT_LABEL)}&data=`);
  const tail = encoder.encode(`&sign=${'0'.repeat(SIGN_HEX_LENGTH)}&${formPair('timestamp', timestamp)}`);
  let out = new Uint8Array(room ?? new ArrayBuffer(0));
  let end = out.length >= head.length + tail.length ? escapeBase64Into(encoded, out, head.length, tail.length) : -1;
  if (end < 0) {
    out = new Uint8Array(head.length + encoded.length + 2 * countEscapes(encoded) + tail.length);
    end = escapeBase64Into(encoded, out, head.length, tail.length);
  }
  out.set(head);
  out.set(tail, end);
  encoder.encodeInto(bytesToHex(await signing), out.subarray(end + '&sign='.length));
  return out.subarray(0, end + tail.length);
}

// Bytes of the only base64 characters a form escapes, and of the escapes' hex digits.
const PLUS = 43;
const SLASH = 47;
const EQUALS = 61;
const PERCENT = 37;

function countEscapes(base64: Uint8Array): number {
  let n = 0;
  for (const c of base64) if (c === PLUS || c === SLASH || c === EQUALS) n++;
  return n;
}

/**
 * Writes base64 bytes into `out` from `at` as URLSearchParams would (`+ / =` as `%2B %2F %3D`), keeping
 * `spare` bytes free after them; returns where they end, or -1 when `out` is too short. A loop over bytes
 * already in place: `replaceAll` on the text measured slower, each pass a fresh string of the body's size.
 */
function escapeBase64Into(base64: Uint8Array, out: Uint8Array, at: number, spare: number): number {
  const last = out.length - spare;
  let o = at;
  for (let i = 0; i < base64.length; i++) {
    const c = base64[i]!;
    if (c !== PLUS && c !== SLASH && c !== EQUALS) {
      if (o >= last) return -1;
      out[o++] = c;
      continue;
    }
    if (o + 3 > last) return -1;
    out[o] = PERCENT;
    out[o + 1] = c === EQUALS ? 51 : 50; // '3D' or '2B' / '2F'
    out[o + 2] = c === PLUS ? 66 : c === SLASH ? 70 : 68;
    o += 3;
  }
  return o;
}
