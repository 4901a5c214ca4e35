import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The encodings the build precompresses to (vite.config.ts), in the server's order of preference. */
export type ContentEncoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/** File name suffix of each precompressed twin. */
export const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** RFC 9110 §12.4.2 qvalue. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The encodings an `Accept-Encoding` header allows, best first: brotli before gzip whatever the client's
 * q-values (brotli is smaller for the same content), anything with `q=0` excluded, `*` standing for any
 * encoding not named. Identity is always the fallback and never listed.
 */
export function acceptedEncodings(header: string | string[] | undefined): ContentEncoding[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [rawName = '', ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      // A malformed weight counts as a refusal: sending what the client may not decode is the worse mistake.
      if (key.trim() === 'q') weight = QVALUE.test(value.trim()) ? Number(value) : 0;
    }
    q.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  const star = q.get('*');
  return PREFERENCE.filter((e) => (q.get(e) ?? star ?? 0) > 0);
}

/** A small dynamic body in every encoding, computed once by whoever caches it (e.g. per index.html build). */
export function encodeAll(body: string): Record<ContentEncoding | 'identity', Buffer> {
  const raw = Buffer.from(body, 'utf8');
  return {
    identity: raw,
    br: brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzip: gzipSync(raw, { level: zlib.Z_BEST_COMPRESSION }),
  };
}

/** Brotli quality for a body built per request: a few ms on a page where 11 would take tens. */
const PER_REQUEST_BROTLI_QUALITY = 5;

/** A body built for one request, in one encoding, at a speed a request can afford. */
export function encodeOnce(body: string, encoding: ContentEncoding | undefined): Buffer {
  const raw = Buffer.from(body, 'utf8');
  if (encoding === 'br')
    return brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
  if (encoding === 'gzip') return gzipSync(raw);
  return raw;
}
