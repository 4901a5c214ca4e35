import type { UploadProgressValue, UploadState } from '../../upload/progress/UploadProgress';
import type { UploadFailure } from '../../upload/upload-failure';

/**
 * The part of the useVideoUpload hook the form uses, so the form and its tests do not depend on the worker
 * behind it.
 */
export interface VideoUpload {
  state: UploadState;
  progress: UploadProgressValue;
  start: (file: File) => void;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
  resumable: { name: string; size: number } | null;
  result: { videoId: string | null; url: string; pic?: string | null; instant?: boolean } | null;
  error?: string | null;
  failure?: UploadFailure | null;
}

/** A video that is still on its way cannot be attached yet (validation says so under the field). */
export function videoPending(u: Pick<VideoUpload, 'state'>): boolean {
  return u.state === 'hashing' || u.state === 'uploading' || u.state === 'paused' || u.state === 'error';
}
