import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES } from '../../../../protocol/upload';
import type { PieceStatusReply } from '../../../../protocol/upload';
import { dialects } from '../../helper';
import { createEnv, md5, openApp } from '../../support/upload';
import type { Env, UploadApp } from '../../support/upload';
import { videoBytes } from '../../../support/video-bytes';

// With a job queue, the request that completes an upload does not compute the whole-file MD5: it queues
// the assembly and answers at once; the client's status call sees it finish (or fail).

const PIECE = MIN_SLICE_BYTES;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dialects)('assembly as a job (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let alice: string;

  beforeEach(async () => {
    env = await createEnv(dialect);
    const jobs = { workers: 1, preset: 'veryfast', scratchMaxBytes: 1024 ** 3 };
    t = await openApp({ ...env.config, uploadMode: 'pieces', jobs });
    alice = await t.user('alice_aj');
  });
  afterEach(async () => {
    await t.close();
    await env.dispose();
  });

  const put = (url: string, body: Buffer) =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload: body });
  async function settle(uploadId: string, fileHash: string): Promise<{ status: number; data: PieceStatusReply }> {
    for (let i = 0; i < 200; i++) {
      const st = await t.call('/api/article/pieceStatus', { uploadId, file_hash: fileHash }, alice);
      if (st.status !== 1 || st.data.state !== 'assembling') return st;
      await sleep(50);
    }
    throw new Error('the assembly never settled');
  }

  for (const [name, hash] of [
    ['the right MD5: done', (d: Buffer) => md5(d)],
    ['a wrong MD5: failed, nothing published', () => md5(Buffer.from('other'))],
  ] as const)
    it(`the last piece is answered before the whole-file check; ${name}`, async () => {
      const data = videoBytes(PIECE * 3 + 77);
      const c = await t.call(
        '/api/article/createUpload',
        { name: 'walk.mp4', size: data.length, format: 'mp4', modes: ['pieces'], pieceSize: PIECE },
        alice,
      );
      const { uploadUrl } = c.data.piece!;
      await t.call('/api/article/pieceStatus', { uploadId: c.data.uploadId, file_hash: hash(data) }, alice);
      for (const i of [0, 1, 2, 3]) {
        const res = await put(`${uploadUrl}&offset=${i * PIECE}`, data.subarray(i * PIECE, (i + 1) * PIECE));
        expect(res.statusCode, res.body).toBe(200);
        // Even the last is not done in the request; after it nothing is missing.
        expect(res.json()).toMatchObject({ code: 1, done: false, ...(i === 3 ? { missing: [] } : {}) });
      }
      const row = await t.app.db
        .selectFrom('uploads')
        .select('status')
        .where('id', '=', c.data.uploadId)
        .executeTakeFirstOrThrow();
      expect(['assembling', 'done', 'failed']).toContain(row.status);
      const st = await settle(c.data.uploadId, hash(data));
      if (hash(data) === md5(data)) {
        expect(st.data).toMatchObject({ state: 'done', video: { videoId: c.data.piece!.UploadName } });
        expect(md5((await t.app.storage.get(c.data.piece!.publicUrl))!)).toBe(md5(data));
      } else {
        expect(st.status).not.toBe(1);
        expect(await t.app.db.selectFrom('videos').select('id').execute()).toEqual([]);
      }
    });
});
