import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import * as Comlink from 'comlink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIECE_UPLOAD_PATH } from '../../../protocol/upload';
import { MIN_PART_BYTES } from '../../../server/lib/s3-parts';
import type { UploadApi } from '../../../workers/upload/api';
import { TEST_KEYS, commonFields, createTestApp } from '../../server/helper';
import type { TestApp } from '../../server/helper';
import { startS3 } from '../../server/support/s3';
import type { S3Sandbox } from '../../server/support/s3';
import { videoBytes } from '../../support/video-bytes';

// The piece transport when the server's media lives in a bucket: the worker PUTs each piece straight to its
// presigned part URL (s3rver here), and the server finishes the upload from what the bucket holds.

const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

let s3: S3Sandbox;
let t: TestApp;
let origin: string;
let token: string;
const ours: string[] = [];
const previousMode = process.env.UPLOAD_MODE;
beforeAll(async () => {
  process.env.UPLOAD_MODE = 'pieces';
  s3 = await startS3();
  t = await createTestApp('sqlite', {
    withClient: false,
    s3,
    beforeReady(app) {
      app.addHook('onRequest', async (req) => {
        if (req.url.startsWith(`${PIECE_UPLOAD_PATH}/`)) ours.push(req.url);
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const reg = await t.call('/api/account/registerByPassword', { username: 'direct', password: 'Quiet-Harbor-9731' });
  token = reg.data as string;
}, 60_000);
afterAll(async () => {
  if (previousMode === undefined) delete process.env.UPLOAD_MODE;
  else process.env.UPLOAD_MODE = previousMode;
  t.app.server.closeAllConnections();
  await t.close();
  await s3.stop();
}, 30_000);

describe('upload worker, pieces straight to a bucket', () => {
  it('PUTs every piece to its part URL, none through the server, and gets the verified video', async () => {
    const bytes = videoBytes(MIN_PART_BYTES * 2 + 4321);
    const worker = new Worker(new URL('../../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module' });
    const api = Comlink.wrap<UploadApi>(worker);
    await api.init({
      origin,
      apiBase: '/api.php',
      keys: { apiKey: TEST_KEYS.apiKey, apiIv: TEST_KEYS.apiIv, signKey: TEST_KEYS.signKey },
      common: commonFields(token),
    });
    const r = await api.start(
      { blob: new Blob([bytes]), name: 'bucket.mp4', lastModified: 21 },
      Comlink.proxy(() => {}),
      // Asks for 64 KiB pieces: the server raises them to the bucket's 5 MiB minimum part.
      { pieceSize: 64 * 1024, progressIntervalMs: 0, pollMs: 50, baseDelayMs: 20, maxDelayMs: 200 },
    );
    expect(ours).toEqual([]);
    expect([...r.sentSlices].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    const row = await t.app.db
      .selectFrom('videos')
      .select(['path', 'md5'])
      .where('id', '=', r.videoId)
      .executeTakeFirstOrThrow();
    expect(row.md5).toBe(md5(bytes));
    expect(md5((await t.app.storage.get(row.path))!)).toBe(md5(bytes));
    worker.terminate();
  }, 60_000);
});
