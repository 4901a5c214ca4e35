import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import * as Comlink from 'comlink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadApi } from '../../../workers/upload/api';
import type { UploadProgress, UploadTuning } from '../../../workers/upload/types';
import { startFaultyServer } from './faulty-server';
import type { FaultyServer } from './faulty-server';
import { videoBytes } from '../../support/video-bytes';

// The 104 MB piece transport against a real server that picks it (UPLOAD_MODE=pieces), with 64 KiB pieces.

const PIECE = 64 * 1024;
const FAST: Partial<UploadTuning> = {
  pieceSize: PIECE,
  baseDelayMs: 20,
  maxDelayMs: 200,
  progressIntervalMs: 0,
  pollMs: 50,
  pieceConcurrency: 2,
};
const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

let server: FaultyServer;
const previousMode = process.env.UPLOAD_MODE;
beforeAll(async () => {
  process.env.UPLOAD_MODE = 'pieces';
  server = await startFaultyServer();
});
afterAll(async () => {
  if (previousMode === undefined) delete process.env.UPLOAD_MODE;
  else process.env.UPLOAD_MODE = previousMode;
  await server.close();
}, 30_000);

async function newWorker() {
  const worker = new Worker(new URL('../../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<UploadApi>(worker);
  await api.init(server.config());
  return { worker, api };
}

const offsets = () => server.requests.map((r) => Number(new URL(r.url, 'http://x').searchParams.get('offset')));
const storedPieces = async (uploadId: string) =>
  (await server.t.db.selectFrom('upload_slices').select('index').where('upload_id', '=', uploadId).execute())
    .map((r) => Number(r.index))
    .sort((a, b) => a - b);
const uploadNamed = (name: string) =>
  server.t.db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
async function storedMd5(videoId: string) {
  const row = await server.t.db
    .selectFrom('videos')
    .select(['path', 'md5'])
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  return { row: row.md5, file: md5((await server.t.app.storage.get(row.path))!) };
}

describe('upload worker, piece transport', () => {
  it('sends every piece with PUT at its offset, verifies the whole-file MD5, reports progress inside the run', async () => {
    const bytes = videoBytes(PIECE * 5 + 123);
    const w = await newWorker();
    server.requests.length = 0;
    server.fault = () => ({ delayMs: 20 });
    const events: UploadProgress[] = [];
    const r = await w.api.start(
      { blob: new Blob([bytes]), name: 'tour.mp4', lastModified: 11 },
      Comlink.proxy((p: UploadProgress) => void events.push(p)),
      FAST,
    );
    expect((await uploadNamed('tour.mp4')).mode).toBe('pieces');
    expect([...r.sentSlices].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(offsets().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5].map((i) => i * PIECE));
    expect(r.fileHash).toBe(md5(bytes));
    expect(await storedMd5(r.videoId)).toEqual({ row: md5(bytes), file: md5(bytes) });
    const uploading = events.filter((e) => e.phase === 'uploading');
    expect(uploading.length).toBeGreaterThan(2);
    for (let i = 1; i < uploading.length; i++)
      expect(uploading[i]!.loaded).toBeGreaterThanOrEqual(uploading[i - 1]!.loaded);
    expect(events.at(-1)).toMatchObject({ phase: 'done', loaded: bytes.length, total: bytes.length });
    expect(await w.api.findResumable()).toBeNull();
    w.worker.terminate();
  });

  it('retries a failing PUT with backoff and still completes', async () => {
    const bytes = videoBytes(PIECE * 3 + 7);
    const w = await newWorker();
    server.requests.length = 0;
    server.fault = (n) => (n === 2 ? { status: 503 } : n === 3 ? 'drop' : 'pass');
    const r = await w.api.start(
      { blob: new Blob([bytes]), name: 'retry.mp4', lastModified: 12 },
      Comlink.proxy(() => {}),
      FAST,
    );
    expect(server.requests.length).toBe(4 + 2);
    expect(await storedMd5(r.videoId)).toEqual({ row: md5(bytes), file: md5(bytes) });
    w.worker.terminate();
  });

  it('a refused PUT (not retryable) fails the upload after one attempt', async () => {
    const bytes = videoBytes(PIECE * 2 + 1);
    const w = await newWorker();
    server.requests.length = 0;
    server.fault = () => ({ status: 400 });
    await expect(
      w.api.start(
        { blob: new Blob([bytes]), name: 'refused.mp4', lastModified: 13 },
        Comlink.proxy(() => {}),
        FAST,
      ),
    ).rejects.toThrow(/HTTP 400/);
    expect(server.requests.length).toBeLessThanOrEqual(2);
    await w.api.forget((await w.api.findResumable())!.fingerprint);
    w.worker.terminate();
  });

  it('cancel aborts the pieces on the wire and forgets the saved state', async () => {
    const bytes = videoBytes(PIECE * 6);
    const w = await newWorker();
    server.requests.length = 0;
    server.fault = () => ({ delayMs: 400 });
    const run = w.api.start(
      { blob: new Blob([bytes]), name: 'cancel.mp4', lastModified: 14 },
      Comlink.proxy(() => {}),
      FAST,
    );
    run.catch(() => {});
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(0), { timeout: 5000 });
    await w.api.cancel();
    await expect(run).rejects.toThrow('cancel');
    const atCancel = server.requests.length;
    const upload = await uploadNamed('cancel.mp4');
    await new Promise((r) => setTimeout(r, 600));
    // Nothing starts after cancel. (A 64 KiB body is already in the socket buffer when the request is
    // aborted, so the server may still take the pieces that were on the wire; never more than those.)
    expect(server.requests.length).toBe(atCancel);
    expect(atCancel).toBeLessThanOrEqual(2);
    expect((await storedPieces(upload.id)).length).toBeLessThanOrEqual(atCancel);
    expect(await server.t.db.selectFrom('videos').select('id').where('id', '=', upload.video_id!).execute()).toEqual(
      [],
    );
    expect(await w.api.findResumable()).toBeNull();
    w.worker.terminate();
  });

  it('after a reload, carries on from what the server holds (pieceStatus)', async () => {
    const bytes = videoBytes(PIECE * 8 + 99);
    const file = { blob: new Blob([bytes]), name: 'resume.mp4', lastModified: 15 };
    server.requests.length = 0;
    server.fault = () => ({ delayMs: 30 });
    const first = await newWorker();
    let paused = false;
    const run = first.api.start(
      file,
      Comlink.proxy((p: UploadProgress) => {
        if (!paused && p.loaded >= PIECE * 3) {
          paused = true;
          void first.api.pause();
        }
      }),
      { ...FAST, pieceConcurrency: 1 },
    );
    run.catch(() => {});
    await vi.waitFor(() => expect(paused).toBe(true), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 300));
    first.worker.terminate();
    const upload = await uploadNamed('resume.mp4');
    const before = await storedPieces(upload.id);
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(before.length).toBeLessThan(9);

    const second = await newWorker();
    expect(await second.api.findResumable()).toMatchObject({ name: 'resume.mp4', size: bytes.length });
    server.requests.length = 0;
    server.fault = () => 'pass';
    const r = await second.api.start(
      file,
      Comlink.proxy(() => {}),
      FAST,
    );
    const expected = Array.from({ length: 9 }, (_, i) => i).filter((i) => !before.includes(i));
    expect([...r.sentSlices].sort((a, b) => a - b)).toEqual(expected);
    expect(offsets().sort((a, b) => a - b)).toEqual(expected.map((i) => i * PIECE));
    expect(r.videoId).toBe(upload.video_id);
    expect(await storedMd5(r.videoId)).toEqual({ row: md5(bytes), file: md5(bytes) });
    second.worker.terminate();
  });
});
