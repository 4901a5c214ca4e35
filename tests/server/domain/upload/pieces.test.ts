import { createHmac } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, PIECE_UPLOAD_PATH } from '../../../../protocol/upload';
import { dialects, nowS } from '../../helper';
import { createEnv, md5, openApp, uploadFolder } from '../../support/upload';
import type { Env, UploadApp } from '../../support/upload';
import { videoBytes } from '../../../support/video-bytes';

// The 104 MB piece transport (with 64 KiB pieces): refusals change nothing stored, pieceStatus resumes and
// verifies, and createUpload picks the transport only when the server allows it.

const PIECE = MIN_SLICE_BYTES;

describe.each(dialects)('piece uploads (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let alice: string;

  beforeEach(async () => {
    env = await createEnv(dialect);
    t = await openApp({ ...env.config, uploadMode: 'pieces' });
    alice = await t.user('alice_pc');
  });
  afterEach(async () => {
    await t.close();
    await env.dispose();
  });

  // A URL signed exactly as the server signs it (its server-only secret, the owner, the upload, the expiry).
  const sig = async (id: string, expires: number) => {
    const { user_id } = await t.app.db
      .selectFrom('uploads')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return createHmac('sha256', Buffer.from(env.config.keys.uploadSecret, 'hex'))
      .update(`piece\n${user_id}\n${id}\n${expires}`)
      .digest('hex');
  };
  const put = (url: string, body: Buffer) =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload: body });
  async function create(data: Buffer, modes: ('slices' | 'pieces')[] = ['slices', 'pieces']) {
    const r = await t.call(
      '/api/article/createUpload',
      { name: 'walk.mp4', size: data.length, format: 'mp4', modes, pieceSize: PIECE },
      alice,
    );
    expect(r.status, r.msg).toBe(1);
    return r.data;
  }
  const stored = async (id: string) =>
    (await t.app.db.selectFrom('upload_slices').select('index').where('upload_id', '=', id).execute()).length;
  const files = (id: string) => {
    const dir = uploadFolder(env.config.dataDir, id);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('createUpload picks pieces only for a client that speaks them, on a server that allows them', async () => {
    const data = videoBytes(PIECE * 2);
    const pieces = await create(data);
    expect(pieces).toMatchObject({ mode: 'pieces', sliceSize: PIECE, slices: 2 });
    expect(pieces.piece?.uploadUrl).toContain(`${PIECE_UPLOAD_PATH}/${pieces.uploadId}?expires=`);
    expect((await create(data, ['slices'])).mode).toBe('slices');
    // The same database served in the default mode.
    const plain = await openApp({ ...env.config, uploadMode: 'slices' });
    try {
      const r = await plain.call(
        '/api/article/createUpload',
        { name: 'walk.mp4', size: data.length, format: 'mp4', modes: ['slices', 'pieces'], pieceSize: PIECE },
        alice,
      );
      expect(r.data.mode).toBe('slices');
    } finally {
      await plain.close();
    }
  });

  it('bad signature, expired URL, wrong offset, wrong length: refused, nothing stored', async () => {
    const data = videoBytes(PIECE * 2 + 10);
    const u = await create(data);
    const url = u.piece!.uploadUrl;
    const id = u.uploadId;
    const past = nowS() - 10;
    const bad = [
      [url.replace(/sig=[0-9a-f]+/, `sig=${'a'.repeat(64)}`) + '&offset=0', 403],
      [`${PIECE_UPLOAD_PATH}/${id}?expires=${past}&sig=${await sig(id, past)}&offset=0`, 403],
      [url.replace(/expires=\d+/, `expires=${nowS() + 999_999}`) + '&offset=0', 403],
      [`${url}&offset=${PIECE + 1}`, 400],
      [`${url}&offset=${PIECE * 3}`, 400],
      [`${url}`, 400],
    ] as const;
    for (const [target, status] of bad)
      expect((await put(target, data.subarray(0, PIECE))).statusCode, target).toBe(status);
    expect((await put(`${url}&offset=0`, data.subarray(0, PIECE + 5))).statusCode).toBe(413);
    expect((await put(`${url}&offset=0`, data.subarray(0, PIECE - 5))).statusCode).toBe(400);
    expect(await stored(id)).toBe(0);
    expect(files(id).filter((f) => !f.startsWith('.'))).toEqual([]);
    expect(files(id).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('pieceStatus: offset and missing for a resume, a fresh URL, MD5 recorded and checked at assembly', async () => {
    const data = videoBytes(PIECE * 3 + 50);
    const u = await create(data);
    const url = u.piece!.uploadUrl;
    expect((await put(`${url}&offset=0`, data.subarray(0, PIECE))).statusCode).toBe(200);
    expect((await put(`${url}&offset=${PIECE * 2}`, data.subarray(PIECE * 2, PIECE * 3))).statusCode).toBe(200);
    const st = await t.call('/api/article/pieceStatus', { uploadId: u.uploadId }, alice);
    expect(st.data).toMatchObject({ state: 'open', offset: PIECE, missing: [1, 3], pieceSize: PIECE, video: null });
    expect((await put(`${st.data.uploadUrl}&offset=${PIECE}`, data.subarray(PIECE, PIECE * 2))).statusCode).toBe(200);
    // Someone else's upload reads as forbidden.
    const bob = await t.user('bob_pc');
    expect((await t.call('/api/article/pieceStatus', { uploadId: u.uploadId }, bob)).status).not.toBe(1);
    // A wrong MD5 recorded before the last piece: the assembly refuses and publishes nothing.
    await t.call('/api/article/pieceStatus', { uploadId: u.uploadId, file_hash: md5(Buffer.from('other')) }, alice);
    const last = await put(`${url}&offset=${PIECE * 3}`, data.subarray(PIECE * 3));
    expect(last.statusCode).toBe(409);
    expect(await t.app.db.selectFrom('videos').select('id').execute()).toEqual([]);
    expect((await t.call('/api/article/pieceStatus', { uploadId: u.uploadId }, alice)).status).not.toBe(1);
  });

  it('the right MD5: done, and pieceStatus confirms the published file', async () => {
    const data = videoBytes(PIECE + 9);
    const u = await create(data);
    const url = u.piece!.uploadUrl;
    await t.call('/api/article/pieceStatus', { uploadId: u.uploadId, file_hash: md5(data) }, alice);
    await put(`${url}&offset=${PIECE}`, data.subarray(PIECE));
    const done = (await put(`${url}&offset=0`, data.subarray(0, PIECE))).json<{ done: boolean; url: string }>();
    expect(done).toMatchObject({ done: true, url: u.piece!.publicUrl });
    const st = await t.call('/api/article/pieceStatus', { uploadId: u.uploadId, file_hash: md5(data) }, alice);
    expect(st.data).toMatchObject({ state: 'done', offset: data.length, video: { videoId: u.piece!.UploadName } });
    expect(
      (await t.call('/api/article/pieceStatus', { uploadId: u.uploadId, file_hash: md5(Buffer.from('x')) }, alice))
        .status,
    ).not.toBe(1);
    expect(md5((await t.app.storage.get(done.url))!)).toBe(md5(data));
  });
});
