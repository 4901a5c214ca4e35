import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, SLICE_STATUS } from '../../../../protocol/upload';
import { dialects, nowS } from '../../helper';
import { createEnv, md5, openApp, sendSlice, uploadFolder } from '../../support/upload';
import type { Env, UploadApp } from '../../support/upload';
import { videoBytes } from '../../../support/video-bytes';

const SLICE = MIN_SLICE_BYTES;
const file = videoBytes(SLICE * 3 + 1000);
const slice = (i: number) => file.subarray(i * SLICE, Math.min(file.length, (i + 1) * SLICE));
/** `size` bytes of a web page, padded with spaces. */
const webPage = (size: number) => {
  const page = Buffer.alloc(size, 0x20);
  page.write('<!doctype html><script>alert(document.domain)</script>');
  return page;
};

describe.each(dialects)('slice upload refusals (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let alice: string;
  let bob: string;
  let uploadId: string;

  beforeAll(async () => {
    env = await createEnv(dialect);
    t = await openApp(env.config);
    alice = await t.user('alice_up');
    bob = await t.user('bob_up');
    const r = await t.call(
      '/api/article/createUpload',
      { name: 'Clip.MP4', size: file.length, format: 'mp4', sliceSize: SLICE },
      alice,
    );
    expect(r.status).toBe(1);
    uploadId = r.data.uploadId;
    expect(r.data.slices).toBe(4);
  });
  afterAll(async () => {
    await t.close();
    await env.dispose();
  });

  const stored = async () =>
    (
      await t.app.db.selectFrom('upload_slices').select(['index', 'md5']).where('upload_id', '=', uploadId).execute()
    ).map((r) => [Number(r.index), r.md5]);
  const sliceFiles = () => {
    const dir = uploadFolder(env.config.dataDir, uploadId);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((n) => !n.endsWith('.tmp'))
          .map((n) => n.split('-')[0])
          .sort()
      : [];
  };

  it('needs login for createUpload', async () => {
    const r = await t.call('/api/article/createUpload', { name: 'a.mp4', size: 10, format: 'mp4' });
    expect(r.status).toBe(420);
  });

  it('stores a good slice and reports status 0 with the exact missing list', async () => {
    const res = await sendSlice(t.app, { token: alice, uploadId, index: 1, data: slice(1) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, index: 1, duplicate: false });
    const r = await t.call('/api/article/checkSlice', { uploadId }, alice);
    expect(r.data).toEqual({ status: SLICE_STATUS.SOME_NEEDED, missing: [0, 2, 3], video: null });
    expect(sliceFiles()).toEqual(['1']);
  });

  const refusals: [string, () => Parameters<typeof sendSlice>[1], number, RegExp][] = [
    [
      'a wrong digest',
      () => ({ token: alice, uploadId, index: 0, data: slice(0), hash: md5(slice(2)) }),
      400,
      /digest mismatch/,
    ],
    [
      'a different digest for a stored index',
      () => ({ token: alice, uploadId, index: 1, data: slice(2).subarray(0, SLICE) }),
      409,
      /different digest/,
    ],
    ['an out-of-range index', () => ({ token: alice, uploadId, index: 4, data: slice(3) }), 400, /index out of range/],
    ['a negative index', () => ({ token: alice, uploadId, index: -1, data: slice(0) }), 400, /index out of range/],
    [
      'an oversized body',
      () => ({ token: alice, uploadId, index: 3, data: Buffer.concat([slice(3), Buffer.alloc(10)]) }),
      413,
      /too large/,
    ],
    [
      'a short slice',
      () => ({ token: alice, uploadId, index: 0, data: slice(0).subarray(1) }),
      400,
      /must be 65536 bytes/,
    ],
    ['a bad sign', () => ({ token: alice, uploadId, index: 0, data: slice(0), sign: 'a'.repeat(64) }), 401, /bad sign/],
    [
      'a stale timestamp',
      () => ({ token: alice, uploadId, index: 0, data: slice(0), timestampS: nowS() - 1000 }),
      401,
      /stale/,
    ],
    ["someone else's upload", () => ({ token: bob, uploadId, index: 0, data: slice(0) }), 403, /not your upload/],
    [
      'a first slice that opens no video container (a web page)',
      () => ({ token: alice, uploadId, index: 0, data: webPage(SLICE) }),
      415,
      /不是可识别的视频文件/,
    ],
    ['no valid token', () => ({ token: 'nope', uploadId, index: 0, data: slice(0) }), 401, /请先登录/],
    [
      'an unknown upload',
      () => ({ token: alice, uploadId: 'x'.repeat(22), index: 0, data: slice(0) }),
      404,
      /not found/,
    ],
  ];

  it.each(refusals)('refuses %s and stores nothing', async (_label, make, status, msg) => {
    const before = await stored();
    const res = await sendSlice(t.app, make());
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<{ code: number; msg: string }>();
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(msg);
    expect(await stored()).toEqual(before);
    expect(sliceFiles()).toEqual(['1']);
  });

  it('accepts a repeated identical slice as idempotent success', async () => {
    const res = await sendSlice(t.app, { token: alice, uploadId, index: 1, data: slice(1) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, duplicate: true });
    expect(await stored()).toEqual([[1, md5(slice(1))]]);
  });

  it("refuses checkSlice and storeFileInfo on someone else's upload", async () => {
    expect((await t.call('/api/article/checkSlice', { uploadId }, bob)).status).toBe(403);
    const r = await t.call(
      '/api/article/storeFileInfo',
      { uploadId, original: 'Clip.MP4', size: file.length, slices: 4 },
      bob,
    );
    expect(r.status).toBe(403);
  });

  it('refuses a multipart body without the chunk or with fields after it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/article/uploadSliceFile',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('completes: every slice, then the hash, then storeFileInfo assembles a verified video', async () => {
    for (const i of [0, 2, 3])
      expect((await sendSlice(t.app, { token: alice, uploadId, index: i, data: slice(i) })).statusCode).toBe(200);
    const info = { uploadId, original: 'Clip.MP4', size: file.length, slices: 4 };
    // The hash is not known yet: refused with a reason rather than assembled unchecked.
    expect((await t.call('/api/article/storeFileInfo', info, alice)).status).toBe(400);
    const c = await t.call('/api/article/checkSlice', { uploadId, file_hash: md5(file) }, alice);
    expect(c.data).toEqual({ status: SLICE_STATUS.SOME_NEEDED, missing: [], video: null });
    const done = await t.call('/api/article/storeFileInfo', info, alice);
    expect(done.status, done.msg).toBe(1);
    expect(done.data.state).toBe('done');
    const video = done.data.video!;
    expect(video.url).toBe(`video/${video.videoId}/source.mp4`);
    const stat = await t.app.storage.stat(video.url);
    expect(stat?.size).toBe(file.length);
    expect(md5((await t.app.storage.get(video.url))!)).toBe(md5(file));
    expect(existsSync(uploadFolder(env.config.dataDir, uploadId))).toBe(false);
    // Asking again is harmless and answers the same video.
    expect((await t.call('/api/article/storeFileInfo', info, alice)).data.video).toEqual(video);
    // A slice after completion is refused.
    expect((await sendSlice(t.app, { token: alice, uploadId, index: 0, data: slice(0) })).statusCode).toBe(409);
  });
});
