import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { decryptMedia } from '../../../server/lib/node-cipher';
import { MAX_IMAGE_BYTES, UPLOADS_PER_WINDOW_ANONYMOUS_IP } from '../../../server/domain/upload';
import { variantPath } from '../../../server/domain/media';
import { TEST_KEYS, dialects, nowS, useTestApp } from '../helper';
import { mediaSnapshot, md5, multipartBody, photo, pngClaiming } from '../support/media';
import type { FormParts } from '../support/media';

const mediaKey = Buffer.from(TEST_KEYS.mediaKey, 'hex');
const signed = (ts = nowS()) => ({ timestamp: String(ts), sign: md5(`${ts}${TEST_KEYS.uploadImgKey}`) });

describe.each(dialects)('POST /imgUpload.php on %s', (dialect) => {
  const t = useTestApp(dialect);
  const mediaDir = () => join(t.dataDir, 'media');
  beforeEach(async () => {
    await t.db.deleteFrom('image_uploads').execute();
  });

  const upload = async (parts: FormParts, ip = '10.0.0.1') => {
    const { body, contentType } = await multipartBody(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/imgUpload.php',
      headers: { 'content-type': contentType },
      payload: body,
      remoteAddress: ip,
    });
    return { status: res.statusCode, json: res.json<{ code: number; msg: string; reason?: string }>() };
  };

  it('stores a PNG encrypted under its content address, with the narrower width variants', async () => {
    const png = await photo(600, 400, 'png');
    const res = await upload({ file: { bytes: png, name: 'canvas.png', type: 'image/png' }, fields: signed() });
    expect(res).toEqual({
      status: 200,
      json: { code: 1, msg: expect.stringMatching(/^img\/[0-9a-f]{2}\/[0-9a-f]{64}\.bin$/) },
    });
    const path = res.json.msg;
    expect(decryptMedia(mediaKey, (await t.app.storage.get(path))!).equals(png)).toBe(true);

    for (const w of [240, 480]) {
      const variant = decryptMedia(mediaKey, (await t.app.storage.get(variantPath(path, w)))!);
      expect(await sharp(variant).metadata()).toMatchObject({
        width: w,
        height: Math.round((400 * w) / 600),
        format: 'jpeg',
      });
    }
    expect(await t.app.storage.get(variantPath(path, 960))).toBeNull();
    const rows = await t.db
      .selectFrom('media_variants')
      .select(['width'])
      .where('path', '=', path)
      .orderBy('width')
      .execute();
    expect(rows.map((r) => r.width)).toEqual([240, 480]);
    expect(await t.db.selectFrom('media').selectAll().where('path', '=', path).executeTakeFirst()).toMatchObject({
      mime: 'image/png',
      width: 600,
      height: 400,
    });
    expect(await t.db.selectFrom('image_uploads').select(['path', 'user_id', 'ip']).execute()).toEqual([
      { path, user_id: null, ip: '10.0.0.1' },
    ]);

    // Served: a variant that exists, and the original in place of one that does not.
    const small = await t.app.inject(`/media/${variantPath(path, 240)}`);
    expect(small.statusCode).toBe(200);
    expect((await sharp(decryptMedia(mediaKey, small.rawPayload)).metadata()).width).toBe(240);
    const big = await t.app.inject(`/media/${variantPath(path, 960)}`);
    expect(big.statusCode).toBe(200);
    expect(decryptMedia(mediaKey, big.rawPayload).equals(png)).toBe(true);
    expect(big.headers.etag).toBe(`"${path.split('/').pop()!.replace('.bin', '')}"`);
    expect((await t.app.inject(`/media/${variantPath(path, 250)}`)).statusCode).toBe(404);
  });

  it('stores a JPEG and credits it to the uploader when a valid token is sent', async () => {
    const reg = await t.call('/api/account/registerByPassword', {
      username: `up_${dialect}`,
      password: 'upload-pass-1',
    });
    const token = reg.data;
    const jpeg = await photo(300, 200, 'jpeg');
    const res = await upload({ file: { bytes: jpeg, name: 'photo.jpg' }, fields: { ...signed(), token } });
    expect(res.status).toBe(200);
    expect(decryptMedia(mediaKey, (await t.app.storage.get(res.json.msg))!).equals(jpeg)).toBe(true);
    expect(await t.app.storage.get(variantPath(res.json.msg, 240))).not.toBeNull();
    const row = await t.db
      .selectFrom('image_uploads')
      .innerJoin('users', 'users.id', 'image_uploads.user_id')
      .select('users.username')
      .executeTakeFirst();
    expect(row?.username).toBe(`up_${dialect}`);
  });

  it('gives the same picture the same path twice', async () => {
    const png = await photo(100, 80, 'png');
    const a = await upload({ file: { bytes: png, name: 'a.png' }, fields: signed() });
    const b = await upload({ file: { bytes: png, name: 'b.png' }, fields: signed() });
    expect(a.json.code).toBe(1);
    expect(b.json).toEqual(a.json);
  });

  const refusals: [string, () => Promise<FormParts>, number, string][] = [
    [
      'a text file named .jpg',
      async () => ({
        file: { bytes: Buffer.from('just some notes, not a photo\n'), name: 'photo.jpg', type: 'image/jpeg' },
        fields: signed(),
      }),
      415,
      'unsupported_type',
    ],
    [
      'bytes that only start like a JPEG',
      async () => ({
        file: { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]), name: 'x.jpg' },
        fields: signed(),
      }),
      422,
      'corrupt_image',
    ],
    [
      'a JPEG cut short',
      async () => ({
        file: { bytes: (await photo(400, 300, 'jpeg')).subarray(0, 3000), name: 'cut.jpg' },
        fields: signed(),
      }),
      422,
      'corrupt_image',
    ],
    [
      'a PNG claiming 20000×20000 pixels',
      async () => ({ file: { bytes: await pngClaiming(20_000, 20_000), name: 'huge.png' }, fields: signed() }),
      413,
      'too_many_pixels',
    ],
    [
      'a stale timestamp',
      async () => ({ file: { bytes: await photo(50, 50, 'png'), name: 'a.png' }, fields: signed(nowS() - 301) }),
      403,
      'stale_timestamp',
    ],
    [
      'a timestamp from the future',
      async () => ({ file: { bytes: await photo(50, 50, 'png'), name: 'a.png' }, fields: signed(nowS() + 400) }),
      403,
      'stale_timestamp',
    ],
    [
      'a missing timestamp',
      async () => ({ file: { bytes: await photo(50, 50, 'png'), name: 'a.png' }, fields: { sign: signed().sign } }),
      400,
      'bad_timestamp',
    ],
    [
      'a bad sign',
      async () => ({
        file: { bytes: await photo(50, 50, 'png'), name: 'a.png' },
        fields: { ...signed(), sign: md5('nope') },
      }),
      403,
      'bad_sign',
    ],
    [
      'a sign made with another key',
      async () => ({
        file: { bytes: await photo(50, 50, 'png'), name: 'a.png' },
        fields: { timestamp: String(nowS()), sign: md5(`${nowS()}${TEST_KEYS.uploadMp4Key}`) },
      }),
      403,
      'bad_sign',
    ],
    [
      'a missing sign',
      async () => ({
        file: { bytes: await photo(50, 50, 'png'), name: 'a.png' },
        fields: { timestamp: String(nowS()) },
      }),
      403,
      'bad_sign',
    ],
    [
      'an oversized file',
      async () => ({
        file: { bytes: Buffer.concat([await photo(50, 50, 'png'), Buffer.alloc(MAX_IMAGE_BYTES)]), name: 'big.png' },
        fields: signed(),
      }),
      413,
      'too_large',
    ],
    ['a missing file field', async () => ({ fields: signed() }), 400, 'missing_file'],
    [
      'an empty file',
      async () => ({ file: { bytes: new Uint8Array(0), name: 'empty.png' }, fields: signed() }),
      400,
      'missing_file',
    ],
    [
      'a revoked or made-up token',
      async () => ({
        file: { bytes: await photo(50, 50, 'png'), name: 'a.png' },
        fields: { ...signed(), token: 'not-a-session' },
      }),
      401,
      'bad_token',
    ],
  ];

  it.each(refusals)('refuses %s with a clear 4xx and stores nothing', async (_name, parts, status, reason) => {
    const before = await mediaSnapshot(t.db, mediaDir());
    const res = await upload(await parts());
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ code: 0, reason });
    expect(res.json.msg.length).toBeGreaterThan(3);
    expect(await mediaSnapshot(t.db, mediaDir())).toEqual(before);
  });

  it('answers in the language the form asks for (Chinese by default)', async () => {
    const bytes = await photo(50, 50, 'png');
    const zh = await upload({ file: { bytes, name: 'a.png' }, fields: { ...signed(), sign: md5('nope') } });
    expect(zh).toMatchObject({ status: 403, json: { code: 0, reason: 'bad_sign', msg: '签名错误' } });
    const en = await upload({
      file: { bytes, name: 'a.png' },
      fields: { ...signed(), sign: md5('nope'), language: 'en' },
    });
    expect(en).toMatchObject({ status: 403, json: { code: 0, reason: 'bad_sign', msg: 'bad sign' } });
  });

  it('refuses a body that is not multipart, in the same JSON shape', async () => {
    const before = await mediaSnapshot(t.db, mediaDir());
    for (const [type, payload] of [
      ['application/json', '{"file":"x"}'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'file=x'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/imgUpload.php',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toMatchObject({ code: 0, reason: 'not_multipart' });
    }
    expect(await mediaSnapshot(t.db, mediaDir())).toEqual(before);
  });

  it('rate-limits anonymous uploads per address, counted in the database', async () => {
    const at = nowS() - 10;
    const rows = Array.from({ length: UPLOADS_PER_WINDOW_ANONYMOUS_IP }, () => ({
      path: 'img/00/x.bin',
      user_id: null,
      ip: '10.9.9.9',
      at,
    }));
    await t.db.insertInto('image_uploads').values(rows).execute();
    const before = await mediaSnapshot(t.db, mediaDir());
    const png = await photo(70, 70, 'png');
    const limited = await upload({ file: { bytes: png, name: 'a.png' }, fields: signed() }, '10.9.9.9');
    expect(limited).toMatchObject({ status: 429, json: { code: 0, reason: 'rate_limited' } });
    expect(await mediaSnapshot(t.db, mediaDir())).toEqual(before);
    // Another address is not affected.
    expect((await upload({ file: { bytes: png, name: 'a.png' }, fields: signed() }, '10.9.9.8')).status).toBe(200);
  });
});
