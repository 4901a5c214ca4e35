import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sliceSignInput } from '../../../protocol/upload';
import { TEST_KEYS, nowS } from '../helper';

// Raw bodies for the fuzz tests: envelope forms with one thing wrong, and multipart forms that are broken
// at every level (body, part headers, fields, file bytes, sign).

const md5 = (s: string | Buffer) => createHash('md5').update(s).digest('hex');

/** A value that breaks a form field: wrong type of text, wrong size, wrong alphabet. */
export const badText = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '1e9', '99999999999999999999', 'ios', '%%', '===', '\u0000', 'A'.repeat(5000)),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.base64String({ maxLength: 64 }),
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.integer().map(String),
);

/** Timestamps around now (seconds and milliseconds), far away, or not numbers. */
export const timestamps = fc.oneof(
  fc.integer({ min: -400, max: 400 }).map((d) => String(nowS() + d)),
  fc.integer({ min: -400_000, max: 400_000 }).map((d) => String(Date.now() + d)),
  badText,
);

/** File bytes: right and wrong magic numbers, truncated headers, random bytes. */
export const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b)),
  fc
    .tuple(
      fc.constantFrom(
        '89504e470d0a1a0a',
        'ffd8ffe0',
        '474946383961',
        '52494646000000005745425056503820',
        '000000186674797069736f6d',
        '7f454c46',
        '3c73766720',
        '25504446',
      ),
      fc.uint8Array({ maxLength: 200 }),
    )
    .map(([magic, rest]) => Buffer.concat([Buffer.from(magic, 'hex'), rest])),
);

export interface Part {
  name: string;
  filename?: string;
  data: Buffer;
}

/** How the body is damaged after it is built. */
export const damage = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('noBoundary' as const) }),
  fc.record({ kind: fc.constant('wrongBoundary' as const) }),
  fc.record({ kind: fc.constant('json' as const) }),
  fc.record({ kind: fc.constant('garbage' as const), bytes: fc.uint8Array({ maxLength: 300 }) }),
);
export type Damage = typeof damage extends fc.Arbitrary<infer D> ? D : never;

/** A multipart body of `parts`, then `how` damaged. */
export function multipartOf(parts: Part[], how: Damage): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"\r\nContent-Type: application/octet-stream`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  let type = `multipart/form-data; boundary=${boundary}`;
  if (how.kind === 'truncate') payload = payload.subarray(0, how.at % (payload.length + 1));
  if (how.kind === 'noBoundary') type = 'multipart/form-data';
  if (how.kind === 'wrongBoundary') type = 'multipart/form-data; boundary=somethingelse';
  if (how.kind === 'json') type = 'application/json';
  if (how.kind === 'garbage') payload = Buffer.from(how.bytes);
  return { payload, headers: { 'content-type': type } };
}

/** Fields in random order, some dropped, some replaced by bad text, a stray one added. */
export function fieldsArb(valid: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<Part[]> {
  return fc
    .tuple(
      valid,
      fc.array(fc.tuple(fc.nat(), badText), { maxLength: 2 }),
      fc.array(fc.nat(), { maxLength: 2 }),
      fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'x', 'file'), badText), { nil: null }),
    )
    .map(([fields, broken, dropped, stray]) => {
      const entries = Object.entries(fields);
      for (const [i, v] of broken) if (entries.length) entries[i % entries.length]![1] = v;
      const kept = entries.filter((_, i) => !dropped.includes(i));
      if (stray) kept.push(stray);
      return kept.map(([name, v]) => ({ name, data: Buffer.from(v) }));
    });
}

/** /imgUpload.php fields, correctly signed before they are broken. */
export const imageFields = (token: string) =>
  timestamps.map((timestamp) => ({
    timestamp,
    sign: md5(`${timestamp}${TEST_KEYS.uploadImgKey}`),
    token,
    language: 'en',
  }));

/** /uploadMp4.php fields. */
export const mp4Fields = (token: string) =>
  fc.tuple(timestamps, fc.uuid()).map(([timestamp, uuid]) => ({
    uuid,
    timestamp,
    sign: md5(`${timestamp}${TEST_KEYS.uploadMp4Key}`),
    token,
  }));

/** /api/article/uploadSliceFile fields for an upload id (real or not), signed like the client. */
export const sliceFields = (token: string, uploadIds: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...uploadIds),
      fc.integer({ min: -2, max: 5 }),
      timestamps,
      fc.stringMatching(/^[0-9a-f]{32}$/),
    )
    .map(([uploadId, index, timestamp, hash]) => {
      const fields = { uploadId, index: String(index), hash, format: 'mp4', file_hash: '', token, timestamp };
      const sign = createHmac('sha256', Buffer.from(TEST_KEYS.signKey, 'hex'))
        .update(sliceSignInput(fields))
        .digest('hex');
      return { ...fields, sign };
    });
