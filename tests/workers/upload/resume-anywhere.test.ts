import 'fake-indexeddb/auto';
import { createHash, randomBytes } from 'node:crypto';
import * as Comlink from 'comlink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadApi } from '../../../workers/upload/api';
import type { UploadProgress, UploadTuning } from '../../../workers/upload/types';
import { sampleDigest } from '../../../workers/upload/hash';
import { SAMPLE_RANGE_BYTES } from '../../../protocol/upload';
import { startFaultyServer } from './faulty-server';
import type { FaultyServer } from './faulty-server';
import { videoBytes } from '../../support/video-bytes';

// A fresh client (another device, or storage cleared) re-picking a big file: the sampled fingerprint makes it
// hash before sending, and the check by hash continues the server's open upload, so no slice goes twice.
// A file the server already has is recognised before any slice goes (instant upload).

const SLICE = 64 * 1024;
const FAST: Partial<UploadTuning> = {
  sliceSize: SLICE,
  baseDelayMs: 20,
  maxDelayMs: 200,
  progressIntervalMs: 0,
  pollMs: 50,
};
const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

let server: FaultyServer;
beforeAll(async () => {
  server = await startFaultyServer();
});
afterAll(async () => {
  await server.close();
}, 30_000);

async function newWorker(token?: string) {
  const worker = new Worker(new URL('../../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<UploadApi>(worker);
  await api.init(server.config(token));
  return { worker, api };
}

const sliceRequests = () => server.requests.filter((r) => r.url.startsWith('/api/article/uploadSliceFile'));

describe('the quick fingerprint', () => {
  it('is the MD5 of the first, middle and last 64 KiB, read as slices of the file only', async () => {
    const bytes = randomBytes(SAMPLE_RANGE_BYTES * 7 + 3);
    const mid = Math.floor((bytes.length - SAMPLE_RANGE_BYTES) / 2);
    const expected = md5(
      Buffer.concat([
        bytes.subarray(0, SAMPLE_RANGE_BYTES),
        bytes.subarray(mid, mid + SAMPLE_RANGE_BYTES),
        bytes.subarray(bytes.length - SAMPLE_RANGE_BYTES),
      ]),
    );
    // A file whose whole reads fail: the fingerprint must come from small ranges alone.
    const file = new Blob([bytes]);
    file.stream = () => {
      throw new Error('whole-file read');
    };
    file.arrayBuffer = () => Promise.reject(new Error('whole-file read'));
    const reads: number[] = [];
    const slice = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => {
      reads.push((end ?? bytes.length) - (start ?? 0));
      return slice(start, end);
    };
    expect(await sampleDigest(file)).toBe(expected);
    expect(reads).toEqual([SAMPLE_RANGE_BYTES, SAMPLE_RANGE_BYTES, SAMPLE_RANGE_BYTES]);
    // A small file is sampled whole.
    const small = randomBytes(1000);
    expect(await sampleDigest(new Blob([small]))).toBe(md5(small));
  });
});

describe('resume from anywhere', () => {
  it('another device re-picking the file sends only what the server lacks', async () => {
    const bytes = videoBytes(SLICE * 24 + 333);
    server.fault = () => ({ delayMs: 25 });
    const first = await newWorker();
    let paused = false;
    const run = first.api.start(
      { blob: new Blob([bytes]), name: 'trip.mp4', lastModified: 1_700_000_000_000 },
      Comlink.proxy((p: UploadProgress) => {
        if (!paused && p.loaded >= SLICE * 6) {
          paused = true;
          void first.api.pause();
        }
      }),
      { ...FAST, concurrency: 2 },
    );
    run.catch(() => {});
    await vi.waitFor(() => expect(paused).toBe(true), { timeout: 15_000 });
    // The hash reached the server, and the slices on the wire landed.
    let held: number[] = [];
    await vi.waitFor(
      async () => {
        const u = await server.t.db
          .selectFrom('uploads')
          .select(['id', 'file_hash'])
          .where('name', '=', 'trip.mp4')
          .executeTakeFirstOrThrow();
        expect(u.file_hash).toBe(md5(bytes));
        const now = (
          await server.t.db.selectFrom('upload_slices').select('index').where('upload_id', '=', u.id).execute()
        )
          .map((r) => Number(r.index))
          .sort((a, b) => a - b);
        const stable = now.length === held.length;
        held = now;
        expect(stable).toBe(true);
      },
      { interval: 150, timeout: 5000 },
    );
    first.worker.terminate();
    expect(held.length).toBeGreaterThan(0);

    // Another device: another file date, so nothing saved matches; only the bytes are the same.
    server.requests.length = 0;
    server.fault = () => 'pass';
    const second = await newWorker();
    const result = await second.api.start(
      { blob: new Blob([bytes]), name: 'trip.mp4', lastModified: 1_800_000_000_000 },
      Comlink.proxy(() => {}),
      FAST,
    );
    const expected = Array.from({ length: 25 }, (_, i) => i).filter((i) => !held.includes(i));
    expect([...result.sentSlices].sort((a, b) => a - b)).toEqual(expected);
    expect(sliceRequests()).toHaveLength(expected.length);
    expect(result).toMatchObject({ instant: false, fileHash: md5(bytes) });
    const row = await server.t.db
      .selectFrom('videos')
      .select('path')
      .where('id', '=', result.videoId)
      .executeTakeFirstOrThrow();
    expect(md5((await server.t.app.storage.get(row.path))!)).toBe(md5(bytes));
    second.worker.terminate();
  });

  it('a file the server has is recognised before any slice goes, for its owner and (with proof) another user', async () => {
    const bytes = videoBytes(SLICE * 20 + 7);
    server.fault = () => 'pass';
    const owner = await newWorker();
    const a = await owner.api.start(
      { blob: new Blob([bytes]), name: 'shared.mp4', lastModified: 5 },
      Comlink.proxy(() => {}),
      FAST,
    );
    expect(a.instant).toBe(false);

    server.requests.length = 0;
    const again = await owner.api.start(
      { blob: new Blob([bytes]), name: 'shared-again.mp4', lastModified: 6 },
      Comlink.proxy(() => {}),
      FAST,
    );
    expect(again).toMatchObject({ instant: true, url: a.url, sentSlices: [] });
    expect(sliceRequests()).toHaveLength(0);
    owner.worker.terminate();

    const reg = await server.t.call('/api/account/registerByPassword', {
      username: 'second_holder',
      password: 'Quiet-Harbor-9731',
    });
    const other = await newWorker(reg.data as string);
    const b = await other.api.start(
      { blob: new Blob([bytes]), name: 'mine.mp4', lastModified: 7 },
      Comlink.proxy(() => {}),
      FAST,
    );
    expect(b).toMatchObject({ instant: true, url: a.url, sentSlices: [] });
    expect(b.videoId).not.toBe(a.videoId);
    expect(sliceRequests()).toHaveLength(0);
    other.worker.terminate();
  });
});

describe('failures the page can word', () => {
  it('a refused file is named by its reason; a broken connection says a retry may pass', async () => {
    const w = await newWorker();
    server.fault = () => 'pass';
    const notVideo = randomBytes(SLICE * 3);
    notVideo.write('not a video at all', 0);
    await expect(
      w.api.start(
        { blob: new Blob([notVideo]), name: 'notes.mp4', lastModified: 8 },
        Comlink.proxy(() => {}),
        FAST,
      ),
    ).rejects.toMatchObject({ name: 'UploadRefused:not_video' });

    server.fault = () => ({ status: 503 });
    await expect(
      w.api.start(
        { blob: new Blob([videoBytes(SLICE * 2)]), name: 'down.mp4', lastModified: 9 },
        Comlink.proxy(() => {}),
        { ...FAST, maxAttempts: 2 },
      ),
    ).rejects.toMatchObject({ name: 'UploadInterrupted' });
    server.fault = () => 'pass';
    w.worker.terminate();
  });
});
