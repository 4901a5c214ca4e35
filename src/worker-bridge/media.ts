import * as Comlink from 'comlink';
import { runtimeConfig } from '../lib/runtime-config';
import { abortable, workerFailure } from './abortable';
import type { MediaApi } from '../../workers/media/api';

/** Stop the worker after this long without a running fetch; images come in bursts while scrolling. */
const IDLE_STOP_MS = 30_000;

let worker: Worker | undefined;
let ready: Promise<Comlink.Remote<MediaApi>> | undefined;
let nextId = 1;
let running = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function start(): Promise<Comlink.Remote<MediaApi>> {
  clearTimeout(idleTimer);
  if (ready) return ready;
  const w = new Worker(new URL('../../workers/media/media.worker.ts', import.meta.url), { type: 'module', name: 'media' });
  worker = w;
  const api = Comlink.wrap<MediaApi>(w);
  const started = Promise.resolve()
    .then(() => Promise.race([api.init(runtimeConfig().keys.mediaKey), workerFailure(w, 'media')]))
    .then(() => api);
  ready = started;
  started.catch(() => {
    if (ready === started) stopMediaWorker();
  });
  return started;
}

function settle(): void {
  running--;
  if (running === 0) idleTimer = setTimeout(stopMediaWorker, IDLE_STOP_MS);
}

/** Worker fetches resolve relative URLs against the worker script, so make them absolute against the page. */
function absolute(url: string): string {
  const base = globalThis.location?.href;
  return base ? new URL(url, base).href : url;
}

/**
 * Fetches and decrypts one image in the media worker.
 * @param url media URL (relative URLs resolve against the page)
 * @param signal aborting it cancels the worker's fetch as well
 * @throws the signal's reason (an AbortError) when aborted; an Error when the fetch fails or the bytes do not decrypt.
 */
export async function loadImage(url: string, signal?: AbortSignal): Promise<Blob> {
  signal?.throwIfAborted();
  running++;
  try {
    const api = await abortable(start(), signal);
    const id = nextId++;
    return await abortable(api.fetchImage(absolute(url), { id }), signal, () => void api.cancel(id));
  } finally {
    settle();
  }
}

/** Terminates the worker now; the next load starts a new one. */
export function stopMediaWorker(): void {
  clearTimeout(idleTimer);
  worker?.terminate();
  worker = undefined;
  ready = undefined;
}
