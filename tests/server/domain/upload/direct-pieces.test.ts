import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, PIECE_URL_TTL_S, UPLOAD_EXPIRY_S } from '../../../../protocol/upload';
import type { CreateUploadReply } from '../../../../protocol/upload';
import { sweepExpiredUploads } from '../../../../server/domain/upload';
import { MIN_PART_BYTES, createS3Parts } from '../../../../server/lib/s3-parts';
import { dialects, nowS } from '../../helper';
import { startS3 } from '../../support/s3';
import type { S3Sandbox } from '../../support/s3';
import { createEnv, md5, openApp } from '../../support/upload';
import type { Env, UploadApp } from '../../support/upload';
import { videoBytes } from '../../../support/video-bytes';

// Pieces straight to the bucket (s3rver: it does not check signatures, so what is proven here is the flow and
// the rules checked on our side — owner, URL lifetime, part sizes — not the signatures themselves).

const FILE = MIN_PART_BYTES * 2 + 12_345; // two full parts and a short last one

describe.each(dialects)('direct piece uploads to a bucket (%s)', (dialect) => {
  let s3: S3Sandbox;
  let env: Env;
  let t: UploadApp;
  let alice: string;

  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => s3.stop());
  beforeEach(async () => {
    env = await createEnv(dialect);
    t = await openApp({ ...env.config, uploadMode: 'pieces', s3: s3.config });
    alice = await t.user(`alice_dp${Math.floor(Math.random() * 1e6)}`);
  });
  afterEach(async () => {
    await t.close();
    await env.dispose();
  });

  async function create(size: number): Promise<CreateUploadReply> {
    const r = await t.call(
      '/api/article/createUpload',
      { name: 'walk.mp4', size, format: 'mp4', modes: ['slices', 'pieces'], pieceSize: MIN_SLICE_BYTES },
      alice,
    );
    expect(r.status, r.msg).toBe(1);
    return r.data;
  }
  const putDirect = async (url: string, body: Buffer) =>
    (
      await fetch(url, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': 'application/octet-stream' },
      })
    ).status;
  const piece = (data: Buffer, i: number, size: number) => data.subarray(i * size, (i + 1) * size);
  const openMultiparts = () => {
    const dir = join(s3.dir, s3.config.bucket, '._S3rver_uploads');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('parts of at least 5 MiB, presigned at the bucket for the URL lifetime, finished by pieceStatus', async () => {
    const data = videoBytes(FILE);
    const u = await create(data.length);
    // Asked for 64 KiB pieces: a bucket takes no part under 5 MiB but the last.
    expect(u).toMatchObject({ mode: 'pieces', sliceSize: MIN_PART_BYTES, slices: 3 });
    const parts = u.piece!.parts!;
    expect(Object.keys(parts).sort()).toEqual(['0', '1', '2']);
    for (const [i, url] of Object.entries(parts)) {
      const q = new URL(url);
      expect(q.origin).toBe(s3.config.endpoint);
      expect(q.searchParams.get('partNumber')).toBe(String(Number(i) + 1));
      expect(q.searchParams.get('X-Amz-Expires')).toBe(String(PIECE_URL_TTL_S));
    }
    // Our own signed URL stays, for clients that do not read `parts`.
    expect(u.piece!.uploadUrl).toMatch(/^\/api\/article\/uploadPiece\//);
    for (const i of [2, 0]) expect(await putDirect(parts[String(i)]!, piece(data, i, MIN_PART_BYTES))).toBe(200);
    const mid = await t.call('/api/article/pieceStatus', { uploadId: u.uploadId, file_hash: md5(data) }, alice);
    expect(mid.data).toMatchObject({ state: 'open', missing: [1], offset: MIN_PART_BYTES });
    expect(Object.keys(mid.data.parts!)).toEqual(['1']);
    // Someone else's upload: no status, no URLs.
    const bob = await t.user(`bob_dp${Math.floor(Math.random() * 1e6)}`);
    const theirs = await t.call('/api/article/pieceStatus', { uploadId: u.uploadId }, bob);
    expect(theirs.status).not.toBe(1);
    expect(JSON.stringify(theirs.data ?? null)).not.toContain('X-Amz');
    expect(await putDirect(mid.data.parts!['1']!, piece(data, 1, MIN_PART_BYTES))).toBe(200);
    const done = await t.call('/api/article/pieceStatus', { uploadId: u.uploadId, file_hash: md5(data) }, alice);
    expect(done.data).toMatchObject({
      state: 'done',
      video: { videoId: u.piece!.UploadName, url: u.piece!.publicUrl },
    });
    expect(md5((await t.app.storage.get(u.piece!.publicUrl))!)).toBe(md5(data));
    const video = await t.app.db.selectFrom('videos').selectAll().where('id', '=', u.piece!.UploadName).execute();
    expect(video).toMatchObject([{ md5: md5(data), path: u.piece!.publicUrl }]);
    expect(openMultiparts()).toEqual([]);
    // The page may PUT to the bucket: its origin is in connect-src, and only there.
    const csp = String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${s3.config.endpoint}`);
    expect(csp).toContain("img-src 'self' blob: data:;");
  });

  it('a part of the wrong size is missing until sent again; a re-sent part replaces it', async () => {
    const data = videoBytes(FILE);
    const u = await create(data.length);
    const parts = u.piece!.parts!;
    expect(await putDirect(parts['0']!, piece(data, 0, MIN_PART_BYTES))).toBe(200);
    expect(await putDirect(parts['1']!, piece(data, 1, MIN_PART_BYTES).subarray(0, 1000))).toBe(200);
    expect(await putDirect(parts['2']!, piece(data, 2, MIN_PART_BYTES))).toBe(200);
    const st = await t.call('/api/article/pieceStatus', { uploadId: u.uploadId, file_hash: md5(data) }, alice);
    expect(st.data).toMatchObject({ state: 'open', missing: [1] });
    // The first piece again (a retry whose reply was lost) changes nothing; then the right piece 1.
    expect(await putDirect(parts['0']!, piece(data, 0, MIN_PART_BYTES))).toBe(200);
    expect(await putDirect(st.data.parts!['1']!, piece(data, 1, MIN_PART_BYTES))).toBe(200);
    const done = await t.call('/api/article/pieceStatus', { uploadId: u.uploadId, file_hash: md5(data) }, alice);
    expect(done.data.state).toBe('done');
    expect(md5((await t.app.storage.get(u.piece!.publicUrl))!)).toBe(md5(data));
  });

  it('not a video, or the wrong MD5: refused after completion, nothing published', async () => {
    for (const [bytes, hash, refusal] of [
      [Buffer.alloc(FILE, 7), undefined, 'not a video'],
      [videoBytes(FILE), md5(Buffer.from('other')), 'file hash mismatch'],
    ] as const) {
      const u = await create(bytes.length);
      for (const [i, url] of Object.entries(u.piece!.parts!))
        expect(await putDirect(url, piece(bytes, Number(i), MIN_PART_BYTES))).toBe(200);
      const st = await t.call(
        '/api/article/pieceStatus',
        { uploadId: u.uploadId, file_hash: hash ?? md5(bytes) },
        alice,
      );
      expect(st.status).not.toBe(1);
      expect(await t.app.storage.stat(u.piece!.publicUrl)).toBeNull();
      const row = await t.app.db
        .selectFrom('uploads')
        .select(['status', 'error'])
        .where('id', '=', u.uploadId)
        .executeTakeFirst();
      expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining(refusal) });
    }
    expect(await t.app.db.selectFrom('videos').select('id').execute()).toEqual([]);
  });

  it('through our own URL (an older client): each piece becomes a part, the last PUT finishes', async () => {
    const data = videoBytes(FILE);
    const u = await create(data.length);
    const url = u.piece!.uploadUrl;
    let last: { done?: boolean; url?: string } = {};
    for (const i of [0, 1, 2]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${url}&offset=${i * MIN_PART_BYTES}`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: piece(data, i, MIN_PART_BYTES),
      });
      expect(res.statusCode, res.body).toBe(200);
      last = res.json();
    }
    expect(last).toMatchObject({ done: true, url: u.piece!.publicUrl });
    expect(md5((await t.app.storage.get(u.piece!.publicUrl))!)).toBe(md5(data));
  });

  it('an abandoned upload is aborted in the store by the sweep', async () => {
    const data = videoBytes(FILE);
    const u = await create(data.length);
    expect(await putDirect(u.piece!.parts!['0']!, piece(data, 0, MIN_PART_BYTES))).toBe(200);
    expect(openMultiparts().length).toBeGreaterThan(0);
    const old = nowS() - UPLOAD_EXPIRY_S - 10;
    await t.app.db.updateTable('uploads').set({ updated_at: old }).where('id', '=', u.uploadId).execute();
    await sweepExpiredUploads({ db: t.app.db, storage: t.app.storage, parts: createS3Parts(s3.config) }, nowS());
    expect(openMultiparts()).toEqual([]);
    expect(await t.app.db.selectFrom('uploads').select('id').where('id', '=', u.uploadId).execute()).toEqual([]);
  });
});
