import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import * as Comlink from 'comlink';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadApi } from '../../../workers/upload/api';
import type { UploadProgress, UploadTuning } from '../../../workers/upload/types';
import { startFaultyServer } from './faulty-server';
import type { FaultyServer } from './faulty-server';
import { backoffDelay } from '../../../workers/upload/queue';
import { videoBytes } from '../../support/video-bytes';

const SLICE = 64 * 1024;
const FAST: Partial<UploadTuning> = {
  sliceSize: SLICE,
  baseDelayMs: 40,
  maxDelayMs: 400,
  maxAttempts: 4,
  progressIntervalMs: 0,
  pollMs: 50,
};

let server: FaultyServer;
let worker: Worker;
let api: Comlink.Remote<UploadApi>;

beforeAll(async () => {
  server = await startFaultyServer();
});
afterAll(async () => {
  await server.close();
}, 30_000);
beforeEach(async () => {
  server.requests.length = 0;
  server.fault = () => 'pass';
  worker = new Worker(new URL('../../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module' });
  api = Comlink.wrap<UploadApi>(worker);
  await api.init(server.config());
});
afterEach(() => {
  api[Comlink.releaseProxy]();
  worker.terminate();
});

const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');
const picked = (bytes: Buffer, name = 'clip.mp4') => ({
  blob: new Blob([new Uint8Array(bytes)]),
  name,
  lastModified: 1_700_000_000_000 + bytes.length,
});

async function storedVideo(videoId: string) {
  const row = await server.t.db
    .selectFrom('videos')
    .select(['path', 'md5'])
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  return { md5: row.md5, bytes: (await server.t.app.storage.get(row.path))! };
}

describe('upload queue against a server that fails on purpose', () => {
  it('retries 5xx and dropped connections with growing backoff, then completes verified', async () => {
    const bytes = videoBytes(SLICE * 8 + 99);
    server.fault = (n) => (n === 2 || n === 3 || n === 4 ? { status: 503 } : n === 6 ? 'drop' : 'pass');
    const events: UploadProgress[] = [];
    const result = await api.start(
      picked(bytes),
      Comlink.proxy((p: UploadProgress) => void events.push(p)),
      { ...FAST, concurrency: 1 },
    );
    expect(result.instant).toBe(false);
    expect(result.fileHash).toBe(md5(bytes));
    const video = await storedVideo(result.videoId);
    expect(video.md5).toBe(md5(bytes));
    expect(md5(video.bytes)).toBe(md5(bytes));
    // 9 slices + 4 failures; with concurrency 1 the retries of one slice are consecutive requests.
    expect(server.requests).toHaveLength(13);
    const gap = (a: number, b: number) => server.requests[b - 1]!.at - server.requests[a - 1]!.at;
    expect(gap(2, 3)).toBeGreaterThanOrEqual(20 - 5);
    expect(gap(3, 4)).toBeGreaterThanOrEqual(40 - 5);
    expect(gap(4, 5)).toBeGreaterThanOrEqual(80 - 5);
    await vi.waitFor(() =>
      expect(events.at(-1)).toMatchObject({ phase: 'done', loaded: bytes.length, total: bytes.length }),
    );
    const loaded = events.map((e) => e.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
  });

  it('does not retry a refusal (4xx): the upload fails with the server message', async () => {
    const bytes = videoBytes(SLICE * 4);
    server.fault = (n) => (n === 2 ? { status: 400 } : 'pass');
    await expect(
      api.start(
        picked(bytes, 'refused.mp4'),
        Comlink.proxy(() => {}),
        { ...FAST, concurrency: 1 },
      ),
    ).rejects.toThrow(/HTTP 400 failing on purpose/);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after maxAttempts of a persistent fault', async () => {
    const bytes = videoBytes(SLICE * 2);
    server.fault = () => ({ status: 500 });
    await expect(
      api.start(
        picked(bytes, 'down.mp4'),
        Comlink.proxy(() => {}),
        { ...FAST, concurrency: 1, maxAttempts: 3 },
      ),
    ).rejects.toThrow(/HTTP 500/);
    expect(server.requests).toHaveLength(3);
  });

  it('pause stops new slices; resume finishes', async () => {
    const bytes = videoBytes(SLICE * 12);
    server.fault = () => ({ delayMs: 30 });
    let paused = false;
    const onProgress = Comlink.proxy((p: UploadProgress) => {
      if (!paused && p.loaded >= SLICE * 3) {
        paused = true;
        void api.pause();
      }
    });
    const run = api.start(picked(bytes, 'pause.mp4'), onProgress, { ...FAST, concurrency: 2 });
    await vi.waitFor(() => expect(paused).toBe(true), { timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 150));
    const seen = server.requests.length;
    expect(await api.isPaused()).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.requests.length).toBe(seen);
    expect(seen).toBeLessThan(12);
    await api.resume();
    const result = await run;
    expect(md5((await storedVideo(result.videoId)).bytes)).toBe(md5(bytes));
    expect(server.requests.length).toBe(12);
  });

  it('cancel aborts in-flight requests and rejects with cancel', async () => {
    const bytes = videoBytes(SLICE * 10);
    server.fault = (n) => (n >= 2 ? { delayMs: 3000 } : 'pass');
    const onProgress = Comlink.proxy((p: UploadProgress) => {
      if (p.loaded >= SLICE) void api.cancel();
    });
    const started = Date.now();
    await expect(api.start(picked(bytes, 'cancel.mp4'), onProgress, { ...FAST, concurrency: 3 })).rejects.toThrow(
      /cancel/,
    );
    // The server still holds two slices for 3 s: rejecting well before that means they were aborted, not awaited.
    expect(Date.now() - started).toBeLessThan(2000);
    const seen = server.requests.length;
    expect(seen).toBeLessThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 400));
    expect(server.requests.length).toBe(seen);
    // Cancel forgets the saved state: no resume offer for an upload the user gave up.
    expect(await api.matchesSaved(picked(bytes, 'cancel.mp4'))).toBe(false);
  });
});

describe('backoff', () => {
  it('doubles per attempt within [d/2, d], capped', () => {
    expect(backoffDelay(1, 100, 10_000, () => 0)).toBe(50);
    expect(backoffDelay(1, 100, 10_000, () => 1)).toBe(100);
    expect(backoffDelay(3, 100, 10_000, () => 1)).toBe(400);
    expect(backoffDelay(3, 100, 10_000, () => 0)).toBe(200);
    expect(backoffDelay(20, 100, 1000, () => 1)).toBe(1000);
  });
});
