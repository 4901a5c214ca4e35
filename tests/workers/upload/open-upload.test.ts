import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import * as Comlink from 'comlink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadApi } from '../../../workers/upload/api';
import type { UploadProgress, UploadTuning } from '../../../workers/upload/types';
import { startFaultyServer } from './faulty-server';
import type { FaultyServer } from './faulty-server';
import { videoBytes } from '../../support/video-bytes';

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

async function newWorker() {
  const worker = new Worker(new URL('../../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<UploadApi>(worker);
  await api.init(server.config());
  return { worker, api };
}

const storedIndexes = async () =>
  (await server.t.db.selectFrom('upload_slices').select('index').execute())
    .map((r) => Number(r.index))
    .sort((a, b) => a - b);

describe('resume after a reload', () => {
  it('a new worker, the same file re-picked: only the missing slices go, and the result verifies', async () => {
    const bytes = videoBytes(SLICE * 20 + 333);
    const file = { blob: new Blob([bytes]), name: 'holiday.mp4', lastModified: 1_700_000_123_000 };
    server.fault = () => ({ delayMs: 25 });

    const first = await newWorker();
    let paused = false;
    const run = first.api.start(
      file,
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
    // Let the slices already on the wire land, then "reload": the worker goes away mid-upload.
    let before: number[] = [];
    await vi.waitFor(
      async () => {
        const now = await storedIndexes();
        const stable = now.length === before.length;
        before = now;
        expect(stable, `slice rows still changing: ${now.join(',')}`).toBe(true);
      },
      { interval: 150, timeout: 5000 },
    );
    first.worker.terminate();
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(21);

    const second = await newWorker();
    const offer = await second.api.findResumable();
    expect(offer).toMatchObject({ name: 'holiday.mp4', size: bytes.length });
    // A different file with the same name and size is not taken for the saved one.
    const impostor = { ...file, blob: new Blob([videoBytes(bytes.length)]) };
    expect(await second.api.matchesSaved(impostor), 'impostor matched').toBe(false);
    expect(await second.api.matchesSaved(file), 'saved state not found').toBe(true);

    server.requests.length = 0;
    server.fault = () => 'pass';
    const result = await second.api.start(
      file,
      Comlink.proxy(() => {}),
      FAST,
    );
    const expected = Array.from({ length: 21 }, (_, i) => i).filter((i) => !before.includes(i));
    expect([...result.sentSlices].sort((a, b) => a - b)).toEqual(expected);
    expect(server.requests).toHaveLength(expected.length);
    expect(result.fileHash).toBe(md5(bytes));
    const row = await server.t.db
      .selectFrom('videos')
      .select(['path', 'md5'])
      .where('id', '=', result.videoId)
      .executeTakeFirstOrThrow();
    expect(md5((await server.t.app.storage.get(row.path))!)).toBe(md5(bytes));
    expect(await second.api.findResumable()).toBeNull();
    second.worker.terminate();
  });

  it('instant upload: the same file again finishes with status 1 and sends nothing', async () => {
    const bytes = videoBytes(SLICE * 4 + 1);
    const w = await newWorker();
    server.fault = () => 'pass';
    const a = await w.api.start(
      { blob: new Blob([bytes]), name: 'a.mp4', lastModified: 1 },
      Comlink.proxy(() => {}),
      { ...FAST, concurrency: 1 },
    );
    expect(a.instant).toBe(false);
    // Slow slices, so the hash (and its instant check) wins the race against sending everything.
    server.fault = () => ({ delayMs: 200 });
    server.requests.length = 0;
    const b = await w.api.start(
      { blob: new Blob([bytes]), name: 'again.mp4', lastModified: 2 },
      Comlink.proxy(() => {}),
      { ...FAST, concurrency: 1 },
    );
    expect(b.instant).toBe(true);
    expect(b.url).toBe(a.url);
    expect(b.sentSlices.length).toBeLessThan(5);
    w.worker.terminate();
  });

  it("instant upload of another user's video: the worker answers the server's proof challenge from the file", async () => {
    // Big enough to be challenged (smaller files are always sent).
    const bytes = videoBytes(SLICE * 20 + 7);
    server.fault = () => 'pass';
    const owner = await newWorker();
    const a = await owner.api.start(
      { blob: new Blob([bytes]), name: 'shared.mp4', lastModified: 3 },
      Comlink.proxy(() => {}),
      { ...FAST, concurrency: 2 },
    );
    owner.worker.terminate();
    const reg = await server.t.call('/api/account/registerByPassword', {
      username: 'holder',
      password: 'Quiet-Harbor-9731',
    });
    const worker = new Worker(new URL('../../../workers/upload/upload.worker.ts', import.meta.url), {
      type: 'module',
    });
    const api = Comlink.wrap<UploadApi>(worker);
    await api.init(server.config(reg.data as string));
    // Slow slices, so the hash and the challenge win the race against sending everything.
    server.fault = () => ({ delayMs: 200 });
    const b = await api.start(
      { blob: new Blob([bytes]), name: 'mine-too.mp4', lastModified: 4 },
      Comlink.proxy(() => {}),
      { ...FAST, concurrency: 1 },
    );
    expect(b.instant).toBe(true);
    expect(b.url).toBe(a.url);
    expect(b.videoId).not.toBe(a.videoId);
    worker.terminate();
  });
});
