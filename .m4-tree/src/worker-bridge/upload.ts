import * as Comlink from 'comlink';
import { commonFields } from '../api/request';
import { runtimeConfig } from '../lib/runtime-config';
import { workerFailure } from './abortable';
import type { UploadApi } from '../../workers/upload/api';
import type { ResumableUpload, UploadProgress, UploadResult, UploadTuning } from '../../workers/upload/types';

export type { ResumableUpload, UploadProgress, UploadResult } from '../../workers/upload/types';

/** The worker holds no memory worth keeping between uploads; stop it after a while without one. */
const IDLE_STOP_MS = 60_000;

let worker: Worker | undefined;
let remote: Comlink.Remote<UploadApi> | undefined;
let ready: Promise<Comlink.Remote<UploadApi>> | undefined;
let running = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function start(): Promise<Comlink.Remote<UploadApi>> {
  clearTimeout(idleTimer);
  if (ready) return ready;
  const w = new Worker(new URL('../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module', name: 'upload' });
  worker = w;
  const api = Comlink.wrap<UploadApi>(w);
  remote = api;
  const started = Promise.race([api.findResumable().then(() => api), workerFailure(w, 'upload')]);
  ready = started;
  started.catch(() => {
    if (ready === started) stopUploadWorker();
  });
  return started;
}

function settle(): void {
  running--;
  if (running === 0) idleTimer = setTimeout(stopUploadWorker, IDLE_STOP_MS);
}

/** Keys, token and device fields as of now (the token may have changed since the last upload). */
function transportConfig() {
  const cfg = runtimeConfig();
  const { apiKey, apiIv, signKey } = cfg.keys;
  return { origin: location.origin, apiBase: cfg.apiBase, keys: { apiKey, apiIv, signKey }, common: commonFields() };
}

async function withWorker<T>(work: (api: Comlink.Remote<UploadApi>) => Promise<T>): Promise<T> {
  running++;
  try {
    return await work(await start());
  } finally {
    settle();
  }
}

/**
 * Uploads a video in the upload worker (hash, slices, resume); resolves once the server has verified it.
 * @throws an Error named AbortError ('cancel') after cancelUpload; an Error with the server's msg otherwise.
 */
export function uploadVideo(file: File, onProgress: (p: UploadProgress) => void, tuning?: Partial<UploadTuning>): Promise<UploadResult> {
  return withWorker(async (api) => {
    await api.init(transportConfig());
    return api.start({ blob: file, name: file.name, lastModified: file.lastModified }, Comlink.proxy(onProgress), tuning);
  });
}

export function pauseUpload(): void {
  void remote?.pause();
}

export function resumeUpload(): void {
  void remote?.resume();
}

/** @param forget false keeps the saved state so the upload is offered again after a reload. */
export function cancelUpload(forget = true): void {
  void remote?.cancel(forget);
}

export function findResumableUpload(): Promise<ResumableUpload | null> {
  return withWorker((api) => api.findResumable());
}

export function forgetResumableUpload(fingerprint: string): Promise<void> {
  return withWorker((api) => api.forget(fingerprint));
}

/** Terminates the worker now; the next call starts a new one. */
export function stopUploadWorker(): void {
  clearTimeout(idleTimer);
  worker?.terminate();
  worker = undefined;
  remote = undefined;
  ready = undefined;
}
