import * as Comlink from 'comlink';
import { abortable, workerFailure } from './abortable';
import type { ImageApi } from '../../workers/image/api';

/** Uploads come one picker at a time; a worker idle this long goes (a decoded photo can hold tens of MB). */
const IDLE_STOP_MS = 20_000;

let worker: Worker | undefined;
let ready: Promise<Comlink.Remote<ImageApi>> | undefined;
let running = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function start(): Promise<Comlink.Remote<ImageApi>> {
  clearTimeout(idleTimer);
  if (ready) return ready;
  const w = new Worker(new URL('../../workers/image/image.worker.ts', import.meta.url), { type: 'module', name: 'image' });
  worker = w;
  const api = Comlink.wrap<ImageApi>(w);
  // The first call doubles as the start-up check: a worker that fails to load rejects instead of hanging.
  const started = Promise.race([api.sign('0', ''), workerFailure(w, 'image')]).then(() => api);
  ready = started;
  started.catch(() => {
    if (ready === started) stopImageWorker();
  });
  return started;
}

async function run<T>(signal: AbortSignal | undefined, work: (api: Comlink.Remote<ImageApi>) => Promise<T>): Promise<T> {
  signal?.throwIfAborted();
  running++;
  try {
    const api = await abortable(start(), signal);
    // A decode cannot be interrupted; when nothing else is running, dropping the worker frees its memory at once.
    return await abortable(work(api), signal, () => {
      if (running === 1) stopImageWorker();
    });
  } finally {
    running--;
    if (running === 0 && worker) idleTimer = setTimeout(stopImageWorker, IDLE_STOP_MS);
  }
}

/**
 * Fits a picked picture inside the upload box and encodes it as PNG, in the image worker.
 * @throws the signal's reason when aborted; an Error when the file is not a decodable image or the worker fails.
 */
export function compressImage(file: Blob, signal?: AbortSignal): Promise<Blob> {
  return run(signal, (api) => api.compress(file));
}

/**
 * The upload sign (MD5 of timestamp + key), computed in the image worker.
 * @throws the signal's reason when aborted; an Error when the worker fails.
 */
export function signUpload(timestamp: number | string, key: string, signal?: AbortSignal): Promise<string> {
  return run(signal, (api) => api.sign(String(timestamp), key));
}

/** Terminates the worker now; the next call starts a new one. */
export function stopImageWorker(): void {
  clearTimeout(idleTimer);
  worker?.terminate();
  worker = undefined;
  ready = undefined;
}
