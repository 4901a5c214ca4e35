import type * as Comlink from 'comlink';
import { runtimeConfig } from '../lib/runtime-config';
import { PRIORITY } from '../../workers/media/limits';
import { WorkerBridge } from './bridge';
import type { MediaApi } from '../../workers/media/api';
import type { Priority } from '../../workers/media/limits';

export { PRIORITY };
export type { Priority };

const bridge = new WorkerBridge<MediaApi>({
  name: 'media',
  create: () =>
    new Worker(new URL('../../workers/media/media.worker.ts', import.meta.url), { type: 'module', name: 'media' }),
  init: (api) => api.init(runtimeConfig().keys.mediaKey),
  // Images come in bursts while scrolling.
  idleStopMs: 30_000,
});

let nextId = 1;

interface Job {
  id: number;
  priority: Priority;
  /** Known once the worker has started and the job is in its queue. */
  api?: Comlink.Remote<MediaApi>;
}

// The running fetch per image URL, so a later priority change reaches the worker's queue.
const jobs = new Map<string, Job>();

/** Worker fetches resolve relative URLs against the worker script, so make them absolute against the page. */
function absolute(url: string): string {
  const base = globalThis.location?.href;
  return base ? new URL(url, base).href : url;
}

/**
 * Fetches and decrypts one image in the media worker (Cache Storage first, then the network).
 * @param url media URL (relative URLs resolve against the page)
 * @param signal aborting it cancels the worker's fetch as well
 * @param priority queue order in the worker
 * @throws the signal's reason (an AbortError) when aborted; an Error when the fetch fails or the bytes do not decrypt.
 */
export async function fetchImageBlob(
  url: string,
  signal?: AbortSignal,
  priority: Priority = PRIORITY.near,
): Promise<Blob> {
  signal?.throwIfAborted();
  const job: Job = { id: nextId++, priority };
  jobs.set(url, job);
  try {
    return await bridge.run(
      signal,
      (api) => {
        job.api = api;
        return api.fetchImage(absolute(url), { id: job.id, priority: job.priority });
      },
      (api) => void api.cancel(job.id),
    );
  } finally {
    if (jobs.get(url) === job) jobs.delete(url);
  }
}

/**
 * Starts the media worker now (it loads, imports the key) so the first image does not wait for it; the
 * landing route calls this with the entry, beside its sealed requests. Idle, it stops as usual.
 */
export function startMediaWorker(): void {
  bridge.run(undefined, async () => undefined).catch(() => undefined);
}

/** Moves the running fetch of an image in the worker's queue (it overtakes images that are merely near). */
export function prioritizeImage(url: string, priority: Priority): void {
  const job = jobs.get(url);
  if (!job) return;
  job.priority = priority;
  if (job.api) void job.api.prioritize(job.id, priority);
}

/** Settles once the running worker has written what it fetched to Cache Storage (benchmarks, tests). */
export async function mediaCacheWritten(): Promise<void> {
  const started = bridge.started;
  if (started) await (await started).flushed();
}
