import * as Comlink from 'comlink';
import { WorkerBridge } from './bridge';
import type { UploadApi } from '../../workers/upload/api';
import type { TransportConfig } from '../../workers/upload/transport';
import type { ResumableUpload, UploadProgress, UploadResult, UploadTuning } from '../../workers/upload/types';

export type { ResumableUpload, UploadProgress, UploadResult } from '../../workers/upload/types';
export type { TransportConfig } from '../../workers/upload/transport';

const bridge = new WorkerBridge<UploadApi>({
  name: 'upload',
  create: () =>
    new Worker(new URL('../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module', name: 'upload' }),
  init: (api) => api.findResumable(),
  // The worker holds no memory worth keeping between uploads.
  idleStopMs: 60_000,
});

/**
 * Uploads a video in the upload worker (hash, slices, resume); resolves once the server has verified it.
 * @param transport keys, token and device fields as of now (the token may have changed since the last upload)
 * @throws an Error named AbortError ('cancel') after cancelUpload; an Error with the server's msg otherwise.
 */
export function uploadVideo(
  file: File,
  transport: TransportConfig,
  onProgress: (p: UploadProgress) => void,
  tuning?: Partial<UploadTuning>,
): Promise<UploadResult> {
  return bridge.run(undefined, async (api) => {
    await api.init(transport);
    return api.start(
      { blob: file, name: file.name, lastModified: file.lastModified },
      Comlink.proxy(onProgress),
      tuning,
    );
  });
}

export function pauseUpload(): void {
  void bridge.current?.pause();
}

export function resumeUpload(): void {
  void bridge.current?.resume();
}

/** @param forget false keeps the saved state so the upload is offered again after a reload. */
export function cancelUpload(forget = true): void {
  void bridge.current?.cancel(forget);
}

/** @throws an Error when the worker fails to start. */
export function findResumableUpload(signal?: AbortSignal): Promise<ResumableUpload | null> {
  return bridge.run(signal, (api) => api.findResumable());
}

/** @throws an Error when the worker fails to start. */
export function forgetResumableUpload(fingerprint: string, signal?: AbortSignal): Promise<void> {
  return bridge.run(signal, (api) => api.forget(fingerprint));
}
