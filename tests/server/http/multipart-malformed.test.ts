import { describe, expect, it } from 'vitest';
import { MP4_UPLOAD_PATH, SLICE_UPLOAD_PATH } from '../../../protocol/upload';
import { dialects, useTestApp } from '../helper';

// Bad multipart input is the sender's fault: a 400 with a short reason on every binary endpoint, never a
// 500, and nothing logged as a failure (no stack trace in the log).

const B = 'goldpostBoundary42';
const part = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, bytes: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${bytes}`;
const fields = part('timestamp', '1700000000') + part('sign', 'a'.repeat(32));

const malformed: [string, string, (file: string) => string][] = [
  ['no boundary in the content type', 'multipart/form-data', (f) => `${fields}${filePart(f, 'abc')}\r\n--${B}--\r\n`],
  [
    'a boundary the body does not use',
    'multipart/form-data; boundary=another',
    (f) => `${fields}${filePart(f, 'abc')}\r\n--${B}--\r\n`,
  ],
  ['a body cut off inside the file', `multipart/form-data; boundary=${B}`, (f) => `${fields}${filePart(f, 'abcdef')}`],
  [
    'a body cut off inside a part header',
    `multipart/form-data; boundary=${B}`,
    () => `${fields}--${B}\r\nContent-Disposition: form-da`,
  ],
  ['bytes that are no parts at all', `multipart/form-data; boundary=${B}`, () => 'hello, this is not a form'],
  ['a form without any part', `multipart/form-data; boundary=${B}`, () => `--${B}--\r\n`],
  [
    'a file without the fields it needs',
    `multipart/form-data; boundary=${B}`,
    (f) => `${filePart(f, 'abc')}\r\n--${B}--\r\n`,
  ],
  [
    'a field far over its size limit',
    `multipart/form-data; boundary=${B}`,
    (f) => `${part('timestamp', '9'.repeat(200_000))}${filePart(f, 'abc')}\r\n--${B}--\r\n`,
  ],
];

const endpoints: [string, string][] = [
  ['/imgUpload.php', 'file'],
  [MP4_UPLOAD_PATH, 'video'],
  [SLICE_UPLOAD_PATH, 'chunk'],
];

describe.each(dialects)('malformed multipart bodies (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it.each(endpoints)('%s answers every malformation with a 4xx and a short reason', async (url, file) => {
    const failures: string[] = [];
    for (const [label, contentType, body] of malformed) {
      t.logs.length = 0;
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload: body(file),
      });
      const logged = t.logs.filter((l) => /"level":(50|60)/.test(l) || l.includes('"stack"'));
      if (res.statusCode >= 500 || logged.length > 0) failures.push(`${label}: HTTP ${res.statusCode}`);
      else {
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        const json = res.json<{ code: number; msg: string; reason: string }>();
        expect(json.code, label).toBe(0);
        expect(json.reason, label).toMatch(/^[a-z_]+$/);
        expect(json.msg.length, label).toBeLessThan(120);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the fault: a cut-off body or a foreign boundary is malformed, an oversized field is named', async () => {
    const send = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/imgUpload.php', headers: { 'content-type': contentType }, payload });
    const [, , truncated] = malformed[2]!;
    expect((await send(`multipart/form-data; boundary=${B}`, truncated('file'))).json()).toMatchObject({
      reason: 'malformed',
    });
    const [, foreign, body] = malformed[1]!;
    expect((await send(foreign, body('file'))).statusCode).toBe(400);
    const [, , huge] = malformed[7]!;
    const res = await send(`multipart/form-data; boundary=${B}`, huge('file'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, reason: 'field_too_large' });
  });

  it('names a form with too many fields in the request language, not in the parser words', async () => {
    const many = Array.from({ length: 12 }, (_, i) => part(`f${i}`, 'x')).join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/imgUpload.php',
      headers: { 'content-type': `multipart/form-data; boundary=${B}` },
      payload: `${part('language', 'en')}${many}${filePart('file', 'abc')}\r\n--${B}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 0,
      reason: 'too_many_parts',
      msg: 'too many fields or files in the upload form',
    });
  });
});
