import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES, SLICE_STATUS } from '../../../../protocol/upload';
import { uploadPrefix } from '../../../../server/domain/upload/store';
import { scratchDir } from '../../../../server/lib/scratch';
import { startS3 } from '../../support/s3';
import type { S3Sandbox } from '../../support/s3';
import { createEnv, md5, openApp, sendSlice } from '../../support/upload';
import type { Env, UploadApp } from '../../support/upload';
import { videoBytes } from '../../../support/video-bytes';

// A sliced upload carried by three processes: slices sent to A and B, finished on C. With PostgreSQL and one
// bucket the processes share nothing else (each has its own DATA_DIR); on SQLite and the local folder they
// are processes of one machine. Either way C must assemble the exact file, never list a slice another process
// received as missing, and leave no slice or scratch file behind.

const SLICE = MIN_SLICE_BYTES;
const file = videoBytes(SLICE * 4 + 777);
const slice = (i: number) => file.subarray(i * SLICE, Math.min(file.length, (i + 1) * SLICE));

const setups = [
  ...(process.env.DATABASE_URL
    ? [{ name: 'PostgreSQL and one S3 bucket', dialect: 'postgres' as const, s3: true }]
    : []),
  { name: 'SQLite and the local folder', dialect: 'sqlite' as const, s3: false },
];

describe.each(setups)('an upload across three processes ($name)', ({ dialect, s3: useS3 }) => {
  let env: Env;
  let s3: S3Sandbox | null = null;
  const dirs: string[] = [];
  let apps: UploadApp[] = [];

  beforeAll(async () => {
    env = await createEnv(dialect);
    if (useS3) s3 = await startS3();
    // One gateway secret for all: generated per DATA_DIR otherwise, and a differing one refuses to start.
    const shared = { ...env.config, sandboxPaySecret: randomBytes(32).toString('hex'), s3: s3?.config ?? null };
    for (let i = 0; i < 3; i++) {
      const dataDir = useS3 ? mkdtempSync(join(tmpdir(), `goldpost-node${i}-`)) : env.config.dataDir;
      if (useS3) dirs.push(dataDir);
      apps.push(await openApp({ ...shared, dataDir }));
    }
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    apps = [];
    await s3?.stop();
    await env.dispose();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('slices sent to A and B finish as one file on C', async () => {
    const [a, b, c] = apps as [UploadApp, UploadApp, UploadApp];
    const alice = await a.user('alice_cluster');
    const created = await b.call(
      '/api/article/createUpload',
      { name: 'walk.mp4', size: file.length, format: 'mp4', sliceSize: SLICE },
      alice,
    );
    expect(created.status, created.msg).toBe(1);
    const uploadId = created.data.uploadId;
    expect(created.data.slices).toBe(5);

    for (const [app, i] of [
      [a, 0],
      [b, 1],
      [a, 2],
      [b, 3],
    ] as const)
      expect((await sendSlice(app.app, { token: alice, uploadId, index: i, data: slice(i) })).statusCode).toBe(200);
    // Every process lists the same one slice as missing, whichever received the others.
    for (const app of apps) {
      const r = await app.call('/api/article/checkSlice', { uploadId, file_hash: md5(file) }, alice);
      expect(r.data).toMatchObject({ status: SLICE_STATUS.SOME_NEEDED, missing: [4] });
    }
    expect((await sendSlice(c.app, { token: alice, uploadId, index: 4, data: slice(4) })).statusCode).toBe(200);

    const info = { uploadId, original: 'walk.mp4', size: file.length, slices: 5 };
    let done = await c.call('/api/article/storeFileInfo', info, alice);
    for (let tries = 0; done.status === 1 && done.data.state === 'assembling' && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      done = await c.call('/api/article/storeFileInfo', info, alice);
    }
    expect(done.status, done.msg).toBe(1);
    expect(done.data).toMatchObject({ state: 'done', missing: [] });
    const video = done.data.video!;

    // The published video is the exact file, and every process serves it.
    for (const app of apps) {
      const res = await app.app.inject({ method: 'GET', url: `/media/${video.url}` });
      expect(res.statusCode).toBe(200);
      expect(md5(res.rawPayload)).toBe(md5(file));
    }
    // Nothing of the upload is left: no slice in the store, no scratch file on any machine.
    expect(await a.app.db.selectFrom('upload_slices').selectAll().where('upload_id', '=', uploadId).execute()).toEqual(
      [],
    );
    expect(await a.app.storage.stat(`${uploadPrefix(uploadId)}0-${md5(slice(0))}`)).toBeNull();
    expect(await c.app.storage.stat(`${uploadPrefix(uploadId)}4-${md5(slice(4))}`)).toBeNull();
    const scratch = (useS3 ? dirs : [env.config.dataDir]).flatMap((d) => {
      try {
        return readdirSync(scratchDir(d));
      } catch {
        return [];
      }
    });
    expect(scratch).toEqual([]);
  });

  it('never serves an upload slice through /media/', async () => {
    const [a] = apps as [UploadApp];
    const key = `${uploadPrefix(randomBytes(16).toString('base64url'))}0-${md5(slice(0))}`;
    await a.app.storage.put(key, slice(0));
    expect((await a.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    await a.app.storage.remove(key);
  });
});
