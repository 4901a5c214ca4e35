import * as Comlink from 'comlink';
import { BIG_VIDEO_SLICE_BYTES } from '../../../protocol/constants';
import { setSession } from '../../../src/state/user';
import { uploadVideo } from '../../../src/worker-bridge/upload';
import { createUpload, uploadWorkerConfig } from '../../../src/api/upload';
import { fileFingerprint } from '../../../workers/upload/hash';
import { DEFAULT_TUNING } from '../../../workers/upload/api';
import type { UploadApi } from '../../../workers/upload/api';
import type { BaselineApi } from './baseline.worker';

// Driven by bench/upload/bench.ts through page.evaluate: every timing is taken here, in the page.

const input = document.getElementById('file') as HTMLInputElement;
const file = () => {
  const f = input.files?.[0];
  if (!f) throw new Error('no file picked');
  return f;
};

const uploadWorker = Comlink.wrap<UploadApi>(
  new Worker(new URL('../../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module' }),
);
const baseline = Comlink.wrap<BaselineApi>(
  new Worker(new URL('./baseline.worker.ts', import.meta.url), { type: 'module' }),
);

let longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push(e.duration);
}).observe({ type: 'longtask', buffered: false });

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { ms: performance.now() - t0, value };
}

async function sinkSend(f: Blob, chunk: number, url: string, concurrency: number): Promise<number> {
  const slices = Math.ceil(f.size / chunk);
  let next = 0;
  let sent = 0;
  const lane = async () => {
    for (let i = next++; i < slices; i = next++) {
      const body = new FormData();
      const fields = {
        uploadId: 'sink',
        index: String(i),
        hash: '0'.repeat(32),
        format: 'mp4',
        file_hash: '',
        token: 'sink',
        timestamp: String(Math.floor(Date.now() / 1000)),
        sign: '0'.repeat(64),
      };
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      body.append('chunk', f.slice(i * chunk, Math.min(f.size, (i + 1) * chunk)), 'blob');
      const res = await fetch(url, { method: 'POST', body, credentials: 'omit' });
      if (!res.ok) throw new Error(`sink answered ${res.status}`);
      await res.body?.cancel();
      sent++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return sent;
}

const bench = {
  login(token: string) {
    setSession(token);
  },
  size: () => file().size,
  hashWorker: () => timed(() => uploadWorker.hash(file(), BIG_VIDEO_SLICE_BYTES)),
  hashSpark: () => timed(() => baseline.spark(file(), BIG_VIDEO_SLICE_BYTES)),
  readPlain: () => timed(() => baseline.read(file(), BIG_VIDEO_SLICE_BYTES)),
  /**
   * The upload worker's slice POSTs (same fields, same Blob slices, same concurrency) to a server that
   * discards them: the transfer limit of browser and loopback. Sent from the page, as the bench bypasses the
   * app's CSP there (the sink is another origin); the network work happens outside the renderer either way.
   */
  sinkTransfer: (url: string) => timed(() => sinkSend(file(), BIG_VIDEO_SLICE_BYTES, url, DEFAULT_TUNING.concurrency)),
  /** The production path (bridge → upload worker → server), with main-thread long tasks counted. */
  async upload() {
    longTasks = [];
    const r = await timed(() => uploadVideo(file(), uploadWorkerConfig(), () => {}));
    // Let the observer deliver the last entries.
    await new Promise((res) => setTimeout(res, 200));
    return {
      ms: r.ms,
      videoId: r.value.videoId,
      instant: r.value.instant,
      fileHash: r.value.fileHash,
      longTasks: [...longTasks],
    };
  },
  /**
   * Transfer alone: a provisional upload saved with the hash already known (as after a reload once the
   * hash pass had finished), so the worker skips hashing and only sends (per-slice digests included).
   */
  async seedKnownHash(fileHash: string) {
    const f = file();
    const c = await createUpload({ name: f.name, size: f.size, format: 'mp4', sliceSize: BIG_VIDEO_SLICE_BYTES });
    const fingerprint = await fileFingerprint(f, f.name, f.lastModified);
    const { openDB } = await import('idb');
    const db = await openDB('goldpost-upload', 1, {
      upgrade(d) {
        d.createObjectStore('uploads', { keyPath: 'fingerprint' }).createIndex('updatedAt', 'updatedAt');
      },
    });
    await db.put('uploads', {
      fingerprint,
      uploadId: c.uploadId,
      name: f.name,
      size: f.size,
      sliceSize: c.sliceSize,
      slices: c.slices,
      fileHash,
      updatedAt: Date.now(),
    });
    db.close();
  },
};

export type UploadBenchPage = typeof bench;
(window as unknown as { uploadBench: UploadBenchPage }).uploadBench = bench;
document.getElementById('state')!.textContent = 'ready';
