import { BIG_VIDEO_SLICE_BYTES } from '../../protocol/constants';
import { uploadFailure } from './failure';
import { fileFingerprint, md5File } from './hash';
import { ProgressTracker } from './progress';
import { cancelError } from './queue';
import { runUpload } from './session';
import type { Session } from './session';
import { forgetUpload, latestUpload, loadUpload } from './state';
import { createTransport } from './transport';
import type { Transport, TransportConfig } from './transport';
import type { PickedFile, ResumableUpload, UploadProgress, UploadResult, UploadTuning } from './types';

export const DEFAULT_TUNING: UploadTuning = {
  sliceSize: BIG_VIDEO_SLICE_BYTES,
  concurrency: 3,
  maxAttempts: 6,
  baseDelayMs: 500,
  maxDelayMs: 15_000,
  progressIntervalMs: 200,
  pollMs: 1000,
  pieceConcurrency: 2,
};

/**
 * The upload worker's logic (one Comlink API): hashing, the slice queue, resume state. Kept free of `self`
 * so tests can also run it in-process. One upload at a time.
 */
export function createUploadApi(fetchImpl?: typeof fetch) {
  let transport: Promise<Transport> | undefined;
  let current: { session: Session; ctrl: AbortController; forget: boolean } | null = null;

  return {
    /** Keys, common fields (token included) and the server origin; call again after login/logout. */
    async init(cfg: TransportConfig): Promise<void> {
      transport = createTransport(cfg, fetchImpl);
      await transport;
    },

    /**
     * Uploads a video (or resumes the unfinished upload of the same file).
     * @throws AbortError 'cancel' after cancel(); otherwise an Error named as failure.ts says.
     */
    async start(
      file: PickedFile,
      onProgress: (p: UploadProgress) => void,
      tuning: Partial<UploadTuning> = {},
    ): Promise<UploadResult> {
      if (!transport) throw new Error('upload worker not initialised: call init first');
      if (current) throw new Error('an upload is already running');
      const tune = { ...DEFAULT_TUNING, ...tuning };
      const ctrl = new AbortController();
      const session: Session = { queue: null, signal: ctrl.signal };
      const run = { session, ctrl, forget: true };
      current = run;
      const progress = new ProgressTracker(file.blob.size, tune.progressIntervalMs, (p) => void onProgress(p));
      progress.emit(true);
      try {
        return await runUpload(await transport, file, tune, progress, session);
      } catch (err) {
        if (ctrl.signal.aborted) {
          if (session.fingerprint && run.forget) await forgetUpload(session.fingerprint);
          throw cancelError();
        }
        throw uploadFailure(err);
      } finally {
        current = null;
      }
    },

    pause(): void {
      current?.session.queue?.pause();
    },

    resume(): void {
      current?.session.queue?.resume();
    },

    isPaused(): boolean {
      return current?.session.queue?.isPaused ?? false;
    },

    /**
     * Aborts in-flight requests and the hash pass. `forget` (default) drops the saved state of that file;
     * false keeps it, so the upload is offered for resume later (the page is going away).
     */
    cancel(forget = true): void {
      if (!current) return;
      current.forget = forget;
      current.ctrl.abort();
    },

    /** The most recent unfinished upload saved in IndexedDB (offered after a reload). */
    async findResumable(): Promise<ResumableUpload | null> {
      const u = await latestUpload();
      return u ? { fingerprint: u.fingerprint, name: u.name, size: u.size, fileHash: u.fileHash } : null;
    },

    /** True when this file matches a saved unfinished upload (same size, name, sampled digest). */
    async matchesSaved(file: PickedFile): Promise<boolean> {
      return (await loadUpload(await fileFingerprint(file.blob, file.name, file.lastModified))) !== undefined;
    },

    async forget(fingerprint: string): Promise<void> {
      await forgetUpload(fingerprint);
    },

    /** Whole-file MD5 alone (the benchmark and the digest tests). */
    async hash(
      blob: Blob,
      chunkSize: number = BIG_VIDEO_SLICE_BYTES,
      onProgress?: (hashed: number) => void,
    ): Promise<string> {
      return md5File(blob, { chunkSize, onProgress: onProgress ? (p) => void onProgress(p.hashed) : undefined });
    },
  };
}

export type UploadApi = ReturnType<typeof createUploadApi>;
