import { ApiError } from '../../api/api-error';
import { MAX_VIDEO_BYTES, VIDEO_FORMATS } from '../../../protocol/upload';

// Why a video upload failed, in a form the progress panel can word (messages.ts) and whether retrying the
// same file can help. The worker names its errors (workers/upload/failure.ts); the one-shot path rejects with
// ApiError; a file refused before anything is sent is classed here.

export type FailureKind = 'notVideo' | 'tooLarge' | 'emptyFile' | 'refused' | 'interrupted';

export interface UploadFailure {
  kind: FailureKind;
  /** False when sending the same file again cannot succeed: no retry is offered. */
  retryable: boolean;
  /** The server's own words for an envelope refusal (already in the user's language), else null. */
  text: string | null;
}

/** Server refusal reasons (protocol/upload-refusals.ts `transfer.*`, `form.*`) that have their own words. */
const REASON_KIND: Record<string, FailureKind> = {
  not_video: 'notVideo',
  video_too_large: 'tooLarge',
  too_large: 'tooLarge',
  empty_video: 'emptyFile',
};

const refused = (kind: FailureKind, text: string | null = null): UploadFailure => ({ kind, retryable: false, text });
const INTERRUPTED: UploadFailure = { kind: 'interrupted', retryable: true, text: null };

/**
 * A picked file that is refused before any byte goes: declared as something else than a video (an unknown
 * or missing type is left to the server, which reads the file's head), empty, or larger than the server takes.
 */
export function precheckVideo(file: { name: string; size: number; type: string }): UploadFailure | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const video =
    file.type === '' || file.type.startsWith('video/') || (VIDEO_FORMATS as readonly string[]).includes(ext);
  if (!video) return refused('notVideo');
  if (file.size === 0) return refused('emptyFile');
  if (file.size > MAX_VIDEO_BYTES) return refused('tooLarge');
  return null;
}

/** The failure a rejected upload (worker or one-shot) means to the person. */
export function classifyFailure(err: unknown): UploadFailure {
  if (err instanceof ApiError) {
    if (err.kind !== 'status') return INTERRUPTED;
    if (err.httpStatus === 415) return refused('notVideo');
    if (err.httpStatus === 413) return refused('tooLarge');
    return refused('refused', err.msg || null);
  }
  const name = err instanceof Error ? err.name : '';
  if (name.startsWith('UploadRefused:')) return refused(REASON_KIND[name.slice('UploadRefused:'.length)] ?? 'refused');
  if (name === 'UploadRefused') return refused('refused', err instanceof Error && err.message ? err.message : null);
  return INTERRUPTED;
}
