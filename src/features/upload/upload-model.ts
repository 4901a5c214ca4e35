import type { ResumableUpload, UploadProgress } from '../../worker-bridge/upload';
import { ApiError } from '../../api/api-error';
import { UPLOAD_FAILED } from '../../api/upload-reply';
import { errorText, isCancel } from '../common/error-text';
import { classifyFailure } from './upload-failure';
import type { UploadFailure } from './upload-failure';

// The pure part of useVideoUpload: what the form sees, as a reducer over the worker's events, so the state
// transitions are tested without React or a worker.

export type VideoUploadState = 'idle' | 'hashing' | 'uploading' | 'paused' | 'done' | 'error';

export interface VideoUploadProgress {
  loaded: number;
  total: number;
  speedBps: number;
  etaS: number | null;
  hashed: number;
}

export interface VideoUploadResult {
  /** What the release payload's `videoId` carries. */
  videoId: string | null;
  /** Relative to img_base. */
  url: string;
  pic?: string | null;
  /** The server already had the file (instant upload, 秒传): nothing, or only a little, was sent. */
  instant?: boolean;
}

export interface UploadModel {
  state: VideoUploadState;
  progress: VideoUploadProgress;
  /** The saved unfinished upload offered for resume (cleared once the user starts or declines). */
  saved: ResumableUpload | null;
  result: VideoUploadResult | null;
  /** What went wrong, for the log (technical; the panel words `failure` instead). */
  error: string | null;
  failure: UploadFailure | null;
}

export type UploadEvent =
  | { type: 'offer'; saved: ResumableUpload | null }
  | { type: 'start'; total: number }
  | { type: 'progress'; p: UploadProgress }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'done'; result: VideoUploadResult }
  | { type: 'failed'; error: string; failure: UploadFailure }
  | { type: 'reset' };

export const EMPTY_PROGRESS: VideoUploadProgress = { loaded: 0, total: 0, speedBps: 0, etaS: null, hashed: 0 };

export const INITIAL_MODEL: UploadModel = {
  state: 'idle',
  progress: EMPTY_PROGRESS,
  saved: null,
  result: null,
  error: null,
  failure: null,
};

const running = (s: VideoUploadState) => s === 'hashing' || s === 'uploading' || s === 'paused';

/** The worker's progress as the form shows it: bounded, and no time left while nothing is measurable. */
export function progressView(p: UploadProgress): VideoUploadProgress {
  const total = Math.max(0, p.total);
  const clamp = (n: number) => Math.min(total, Math.max(0, n));
  const etaS = p.etaS !== null && Number.isFinite(p.etaS) && p.etaS >= 0 ? p.etaS : null;
  return { loaded: clamp(p.loaded), total, speedBps: Math.max(0, p.speedBps), etaS, hashed: clamp(p.hashed) };
}

export function uploadReducer(m: UploadModel, e: UploadEvent): UploadModel {
  switch (e.type) {
    case 'offer':
      // A late answer from IndexedDB must not offer a resume over an upload already under way.
      return m.state === 'idle' ? { ...m, saved: e.saved } : m;
    case 'start':
      return {
        state: 'hashing',
        progress: { ...EMPTY_PROGRESS, total: e.total },
        saved: null,
        result: null,
        error: null,
        failure: null,
      };
    case 'progress': {
      if (!running(m.state)) return m;
      const progress = progressView(e.p);
      // Pausing is the user's word: progress events still in the pipe do not undo it.
      if (m.state === 'paused' || e.p.phase === 'done') return { ...m, progress };
      return { ...m, progress, state: e.p.phase === 'hashing' ? 'hashing' : 'uploading' };
    }
    case 'pause':
      return running(m.state) ? { ...m, state: 'paused' } : m;
    case 'resume':
      return m.state === 'paused' ? { ...m, state: 'uploading' } : m;
    case 'done':
      return { ...m, state: 'done', result: e.result, error: null, failure: null };
    case 'failed':
      return { ...m, state: 'error', error: e.error, failure: e.failure };
    case 'reset':
      return INITIAL_MODEL;
  }
}

/** What the form's `resumable` shows of a saved upload. */
export function resumeOffer(saved: ResumableUpload | null): { name: string; size: number } | null {
  return saved ? { name: saved.name, size: saved.size } : null;
}

/**
 * A readable line for the form and the failure log. The upload worker's errors cross Comlink as plain
 * Errors (name and message only) whose message is the server's msg or the transport's reason, so it is
 * kept; anything else reads as spec §8 says.
 */
export function failureMessage(err: unknown): string {
  const text =
    err instanceof Error && !(err instanceof ApiError) && err.message ? err.message : errorText(err, UPLOAD_FAILED);
  return text.slice(0, 300);
}

/** How an upload's rejection ends: back to idle (cancelled), or an error shown and reported (spec §7 uploadLog). */
export function settleFailure(err: unknown, size: number): { event: UploadEvent; report: { msg: string } | null } {
  if (isCancel(err)) return { event: { type: 'reset' }, report: null };
  const error = failureMessage(err);
  return {
    event: { type: 'failed', error, failure: classifyFailure(err) },
    report: { msg: `video upload failed (${size} bytes): ${error}` },
  };
}
