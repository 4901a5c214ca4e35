import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, SLICE_STATUS, UPLOAD_EXPIRY_S } from '../../../protocol/upload';
import { findOwnedVideo } from '../../../server/domain/media';
import { sweepExpiredUploads } from '../../../server/domain/upload';
import { TEST_KEYS, dialects, nowS } from '../helper';
import { createEnv, md5, multipart, openApp, sendSlice, uploadFolder } from '../support/upload';
import type { Env, UploadApp } from '../support/upload';
import { videoBytes } from '../../support/video-bytes';

const SLICE = MIN_SLICE_BYTES;

describe.each(dialects)('upload lifecycle (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let alice: string;

  beforeEach(async () => {
    env = await createEnv(dialect);
    t = await openApp(env.config);
    alice = await t.user('alice_lc');
  });
  afterEach(async () => {
    await t.close();
    await env.dispose();
  });

  async function create(token: string, data: Buffer, name = 'movie.mp4') {
    const r = await t.call(
      '/api/article/createUpload',
      { name, size: data.length, format: 'mp4', sliceSize: SLICE },
      token,
    );
    expect(r.status, r.msg).toBe(1);
    return r.data;
  }
  async function uploadAll(token: string, data: Buffer) {
    const u = await create(token, data);
    for (let i = 0; i < u.slices; i++) {
      const res = await sendSlice(t.app, {
        token,
        uploadId: u.uploadId,
        index: i,
        data: data.subarray(i * SLICE, (i + 1) * SLICE),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.call('/api/article/checkSlice', { uploadId: u.uploadId, file_hash: md5(data) }, token);
    const r = await t.call(
      '/api/article/storeFileInfo',
      { uploadId: u.uploadId, original: 'movie.mp4', size: data.length, slices: u.slices },
      token,
    );
    expect(r.data.state).toBe('done');
    return r.data.video!;
  }

  it('instant upload links the stored video only with the right proof of possession', async () => {
    // Large enough for a proof challenge (smaller files are always sent).
    const data = videoBytes(SLICE * 20 + 17);
    const first = await uploadAll(alice, data);
    const bob = await t.user('bob_lc');
    expect(await findOwnedVideo(t.app.db, 2, first.videoId)).toBeNull();

    // Knowing only the hash: a wrong proof gets status 2 (send everything), no video.
    const u1 = await create(bob, data);
    await t.call('/api/article/checkSlice', { uploadId: u1.uploadId, file_hash: md5(data) }, bob);
    const wrong = await t.call(
      '/api/article/checkSlice',
      { uploadId: u1.uploadId, file_hash: md5(data), proof: md5(Buffer.from('guess')) },
      bob,
    );
    expect(wrong.data).toMatchObject({ status: SLICE_STATUS.SEND_ALL, video: null });
    expect(wrong.data.missing).toHaveLength(u1.slices);

    // With the digest of the server-chosen ranges: status 1 and a video of bob's own.
    const u2 = await create(bob, data);
    const asked = await t.call('/api/article/checkSlice', { uploadId: u2.uploadId, file_hash: md5(data) }, bob);
    const ranges = asked.data.challenge!.ranges;
    const proof = md5(Buffer.concat(ranges.map((r) => data.subarray(r.start, r.end))));
    const right = await t.call('/api/article/checkSlice', { uploadId: u2.uploadId, file_hash: md5(data), proof }, bob);
    expect(right.data.status).toBe(SLICE_STATUS.EXISTS);
    const video = right.data.video!;
    expect(video.videoId).not.toBe(first.videoId);
    expect(video.url).toBe(first.url);
    const bobId = Number(
      (await t.app.db.selectFrom('users').select('id').where('username', '=', 'bob_lc').executeTakeFirstOrThrow()).id,
    );
    expect(await findOwnedVideo(t.app.db, bobId, video.videoId)).toEqual({
      url: first.url,
      pic: null,
      processing: false,
    });
    expect(await findOwnedVideo(t.app.db, bobId, first.videoId)).toBeNull();
  });

  it('assembly verifies the whole-file MD5: a mismatch fails cleanly', async () => {
    const data = videoBytes(SLICE * 2 + 5);
    const u = await create(alice, data);
    for (let i = 0; i < u.slices; i++)
      await sendSlice(t.app, {
        token: alice,
        uploadId: u.uploadId,
        index: i,
        data: data.subarray(i * SLICE, (i + 1) * SLICE),
      });
    await t.call(
      '/api/article/checkSlice',
      { uploadId: u.uploadId, file_hash: md5(Buffer.from('another file')) },
      alice,
    );
    const r = await t.call(
      '/api/article/storeFileInfo',
      { uploadId: u.uploadId, original: 'movie.mp4', size: data.length, slices: u.slices },
      alice,
    );
    expect(r.status).toBe(409);
    expect(r.msg).toMatch(/MD5/);
    expect(await t.app.db.selectFrom('videos').selectAll().execute()).toHaveLength(0);
    expect(existsSync(uploadFolder(env.config.dataDir, u.uploadId))).toBe(false);
    const again = await t.call('/api/article/checkSlice', { uploadId: u.uploadId }, alice);
    expect(again.status).toBe(409);
  });

  it('the expiry sweep deletes abandoned uploads: files and rows', async () => {
    const data = videoBytes(SLICE * 2);
    const u = await create(alice, data);
    await sendSlice(t.app, { token: alice, uploadId: u.uploadId, index: 0, data: data.subarray(0, SLICE) });
    const dir = uploadFolder(env.config.dataDir, u.uploadId);
    expect(existsSync(dir)).toBe(true);
    expect(await sweepExpiredUploads(t.app, nowS())).toBe(0);
    expect(existsSync(dir)).toBe(true);
    expect(await sweepExpiredUploads(t.app, nowS() + UPLOAD_EXPIRY_S + 1)).toBe(1);
    expect(existsSync(dir)).toBe(false);
    expect(await t.app.db.selectFrom('uploads').selectAll().execute()).toHaveLength(0);
    expect(await t.app.db.selectFrom('upload_slices').selectAll().execute()).toHaveLength(0);
    expect((await t.call('/api/article/checkSlice', { uploadId: u.uploadId }, alice)).status).toBe(404);
  });

  it('survives a restart mid-upload: nothing lost, completes verified', async () => {
    const data = videoBytes(SLICE * 6 + 3);
    const u = await create(alice, data);
    for (const i of [0, 2, 4])
      await sendSlice(t.app, {
        token: alice,
        uploadId: u.uploadId,
        index: i,
        data: data.subarray(i * SLICE, (i + 1) * SLICE),
      });
    await t.close();
    t = await openApp(env.config);
    const status = await t.call('/api/article/checkSlice', { uploadId: u.uploadId, file_hash: md5(data) }, alice);
    expect(status.data).toEqual({ status: SLICE_STATUS.SOME_NEEDED, missing: [1, 3, 5, 6], video: null });
    for (const i of status.data.missing)
      await sendSlice(t.app, {
        token: alice,
        uploadId: u.uploadId,
        index: i,
        data: data.subarray(i * SLICE, (i + 1) * SLICE),
      });
    const r = await t.call(
      '/api/article/storeFileInfo',
      { uploadId: u.uploadId, original: 'movie.mp4', size: data.length, slices: u.slices },
      alice,
    );
    expect(r.data.state).toBe('done');
    expect(md5((await t.app.storage.get(r.data.video!.url))!)).toBe(md5(data));
  });

  it('pieces: signed, expiring, offset-checked PUTs', async () => {
    const data = videoBytes(SLICE * 2 + 100);
    const r = await t.call(
      '/api/article/getUploadUrl',
      { name: 'big.mp4', size: data.length, pieceSize: SLICE },
      alice,
    );
    expect(r.status, r.msg).toBe(1);
    const { uploadUrl, publicUrl, UploadName } = r.data;
    const put = (url: string, body: Buffer) =>
      t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload: body });
    expect(
      (await put(uploadUrl.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`) + '&offset=0', data.subarray(0, SLICE)))
        .statusCode,
    ).toBe(403);
    expect((await put(`${uploadUrl}&offset=5`, data.subarray(5, SLICE))).statusCode).toBe(400);
    expect((await put(`${uploadUrl}&offset=0`, data.subarray(0, SLICE - 1))).statusCode).toBe(400);
    // A first piece that opens no video container (here a web page) is refused and not kept.
    const page = Buffer.alloc(SLICE, 0x20);
    page.write('<!doctype html><script>alert(document.domain)</script>');
    const notVideo = await put(`${uploadUrl}&offset=0`, page);
    expect([notVideo.statusCode, notVideo.json<{ reason: string }>().reason]).toEqual([415, 'not_video']);
    expect((await put(`${uploadUrl}&offset=${SLICE}`, data.subarray(SLICE, 2 * SLICE))).statusCode).toBe(200);
    expect((await put(`${uploadUrl}&offset=${SLICE}`, data.subarray(SLICE, 2 * SLICE))).statusCode).toBe(409);
    expect((await put(`${uploadUrl}&offset=0`, data.subarray(0, SLICE))).json()).toMatchObject({
      code: 1,
      done: false,
      missing: [2],
    });
    const last = await put(`${uploadUrl}&offset=${2 * SLICE}`, data.subarray(2 * SLICE));
    expect(last.json()).toMatchObject({ code: 1, done: true, videoId: UploadName, url: publicUrl });
    expect(md5((await t.app.storage.get(publicUrl))!)).toBe(md5(data));
  });

  it('/uploadMp4.php: sign = md5(ms timestamp + key), token required, answers the stored path', async () => {
    const video = videoBytes(5000);
    const send = (fields: Record<string, string>) => {
      const body = multipart(fields, { field: 'video', filename: 'clip.mp4', data: video });
      return t.app.inject({ method: 'POST', url: '/uploadMp4.php', ...body });
    };
    const ts = String(Date.now());
    const sign = createHash('md5')
      .update(ts + TEST_KEYS.uploadMp4Key)
      .digest('hex');
    expect((await send({ uuid: 'u1', timestamp: ts, sign: md5(Buffer.from('x')), token: alice })).statusCode).toBe(401);
    expect(
      (await send({ uuid: 'u1', timestamp: String(Math.floor(Date.now() / 1000)), sign, token: alice })).statusCode,
    ).toBe(401);
    expect((await send({ uuid: 'u1', timestamp: ts, sign })).statusCode).toBe(401);
    // A web page sent as a video is refused and nothing is stored.
    const videosBefore = await t.app.db.selectFrom('videos').select('id').execute();
    const page = multipart(
      { uuid: 'u1', timestamp: ts, sign, token: alice },
      { field: 'video', filename: 'clip.mp4', data: Buffer.from('<!doctype html><script>alert(1)</script>') },
    );
    const refused = await t.app.inject({ method: 'POST', url: '/uploadMp4.php', ...page });
    expect([refused.statusCode, refused.json<{ reason: string }>().reason]).toEqual([415, 'not_video']);
    expect(await t.app.db.selectFrom('videos').select('id').execute()).toEqual(videosBefore);
    const res = await send({ uuid: 'u1', timestamp: ts, sign, token: alice });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ code: number; msg: string; videoId: string }>();
    expect(body.code).toBe(1);
    expect(body.msg).toBe(`video/${body.videoId}/source.mp4`);
    expect(md5((await t.app.storage.get(body.msg))!)).toBe(md5(video));
  });

  it('uploadLog logs the message without secrets', async () => {
    const r = await t.call(
      '/api/article/uploadLog',
      { uploadId: 'abc', msg: `slice 3 failed: HTTP 500 token=${alice}` },
      alice,
    );
    expect(r.status).toBe(1);
    const line = t.logs.find((l) => l.includes('client upload failure'));
    expect(line).toContain('slice 3 failed');
    expect(t.logs.join('\n')).not.toContain(alice);
  });
});
