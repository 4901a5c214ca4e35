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
  // Images come in bursts while scrolling. The object URLs it made die with it, so it also counts as busy
  // while one of them is shown (holdImageWorker).
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

/** The worker that made each object URL still held: a URL dies with its worker. */
const madeBy = new Map<string, Comlink.Remote<MediaApi>>();
let toRevoke: string[] = [];

/**
 * Fetches and decrypts one image in the media worker (Cache Storage first, then the network), answered as an
 * object URL the worker made: the page neither receives a Blob nor registers a URL, and the worker registers
 * it without a hop back. Hand it to {@link revokeImageUrl} when done; show it only while
 * {@link imageUrlAlive} says so.
 * @param url media URL (relative URLs resolve against the page)
 * @param signal aborting it cancels the worker's fetch as well
 * @param priority queue order in the worker
 * @throws the signal's reason (an AbortError) when aborted; an Error when the fetch fails or the bytes do not decrypt.
 */
export async function fetchImageUrl(
  url: string,
  signal?: AbortSignal,
  priority: Priority = PRIORITY.near,
): Promise<string> {
  signal?.throwIfAborted();
  const job: Job = { id: nextId++, priority };
  jobs.set(url, job);
  try {
    return await bridge.run(
      signal,
      (api) => {
        job.api = api;
        const made = api.fetchImageUrl(absolute(url), { id: job.id, priority: job.priority });
        // A URL made after the caller gave up would otherwise never be revoked.
        return made.then((objectUrl) => {
          madeBy.set(objectUrl, api);
          if (signal?.aborted) revokeImageUrl(objectUrl);
          return objectUrl;
        });
      },
      (api) => void api.cancel(job.id),
    );
  } finally {
    if (jobs.get(url) === job) jobs.delete(url);
  }
}

/** Whether an object URL from {@link fetchImageUrl} still shows its image (its worker has not stopped). */
export function imageUrlAlive(objectUrl: string): boolean {
  const api = madeBy.get(objectUrl);
  return api !== undefined && api === bridge.current;
}

/** Releases an object URL from {@link fetchImageUrl}; revocations go to the worker together, once per task. */
export function revokeImageUrl(objectUrl: string): void {
  const api = madeBy.get(objectUrl);
  madeBy.delete(objectUrl);
  // A stopped worker took its URLs with it.
  if (!api || api !== bridge.current) return;
  if (toRevoke.length === 0) {
    queueMicrotask(() => {
      const urls = toRevoke;
      toRevoke = [];
      // The worker ignores URLs it did not make, should it have been replaced meanwhile.
      void bridge.current?.revoke(urls);
    });
  }
  toRevoke.push(objectUrl);
}

let shown = 0;
let endLease: (() => void) | undefined;

/**
 * Keeps the media worker from its idle stop while an image it made is on screen (one hold per mounted
 * image): a mounted <img> may need its URL again (a re-render, a list that remounts rows). Images merely
 * cached may die with the worker; {@link imageUrlAlive} tells the cache to load them again.
 */
export function holdImageWorker(): () => void {
  if (shown++ === 0) {
    const lease = new Promise<void>((resolve) => (endLease = resolve));
    bridge.run(undefined, () => lease).catch(() => undefined);
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--shown === 0) endLease?.();
  };
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
