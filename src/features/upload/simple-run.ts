import type { UploadProgress } from '../../worker-bridge/upload';
import { ApiError } from '../../api/api-error';
import { SIMPLE_MP4_CLIENT_MAX_BYTES, uploadSimpleMp4 } from './upload-mp4';
import type { SimpleMp4Deps, SimpleMp4Result } from './upload-mp4';
import { defaultSimpleMp4Deps } from './upload-mp4';

/** Small clips go in one request; everything else through the resumable sliced worker path. */
export function fitsSimplePath(size: number): boolean {
  return size > 0 && size <= SIMPLE_MP4_CLIENT_MAX_BYTES;
}

/**
 * Whether a failed one-shot upload should be retried through the sliced path: no answer (network, timeout)
 * or "too large" means the link or the size did not suit one request; a refusal with a reason does not.
 */
export function shouldFallBackToSlices(err: unknown): boolean {
  return err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout' || err.httpStatus === 413);
}

/** The worker's progress shape for a one-shot upload, so the form shows one kind of bar. */
export function simpleProgress(fraction: number, total: number, elapsedMs: number): UploadProgress {
  const loaded = Math.round(Math.min(1, Math.max(0, fraction)) * total);
  const speedBps = elapsedMs > 250 ? (loaded * 1000) / elapsedMs : 0;
  const etaS = speedBps > 0 ? Math.max(0, (total - loaded) / speedBps) : null;
  // Nothing is hashed on this path; reporting it as complete keeps the hashing bar out of the way.
  return { phase: loaded >= total ? 'finishing' : 'uploading', loaded, total, speedBps, etaS, hashed: total };
}

/** Runs uploadSimpleMp4 with progress in the worker's shape. */
export function runSimpleUpload(
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal: AbortSignal,
  deps: SimpleMp4Deps = defaultSimpleMp4Deps,
  now: () => number = () => performance.now(),
): Promise<SimpleMp4Result> {
  const started = now();
  return uploadSimpleMp4(
    file,
    { signal, onProgress: (f) => onProgress(simpleProgress(f, file.size, now() - started)) },
    deps,
  );
}
