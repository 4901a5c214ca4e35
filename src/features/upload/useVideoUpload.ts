import { useCallback, useEffect, useReducer, useRef } from 'react';
import { uploadLog } from '../../api/upload';
import {
  cancelUpload,
  findResumableUpload,
  forgetResumableUpload,
  pauseUpload,
  resumeUpload,
  uploadVideo,
} from '../../worker-bridge/upload';
import type { UploadProgress } from '../../worker-bridge/upload';
import { INITIAL_MODEL, resumeOffer, settleFailure, uploadReducer } from './upload-model';
import type { VideoUploadProgress, VideoUploadResult, VideoUploadState } from './upload-model';

export type { VideoUploadProgress, VideoUploadResult, VideoUploadState } from './upload-model';

export interface VideoUploadHook {
  state: VideoUploadState;
  progress: VideoUploadProgress;
  start: (file: File) => void;
  pause: () => void;
  resume: () => void;
  /** Stops a running upload, or declines the resume offer; either way the saved state is forgotten. */
  cancel: () => void;
  /** An unfinished upload found in IndexedDB (offered after a reload: the user re-picks the file). */
  resumable: { name: string; size: number } | null;
  result: VideoUploadResult | null;
  error: string | null;
}

/**
 * One video upload for a form (ROUND2 contract). The work runs in the upload worker; this hook only
 * mirrors its progress, so the main thread stays free while gigabytes are hashed and sent.
 */
export function useVideoUpload(): VideoUploadHook {
  const [model, dispatch] = useReducer(uploadReducer, INITIAL_MODEL);
  const runId = useRef(0);
  // cancel() reads the offer without being re-created on each change of it.
  const savedRef = useRef(model.saved);
  useEffect(() => {
    savedRef.current = model.saved;
  }, [model.saved]);

  useEffect(() => {
    let alive = true;
    findResumableUpload().then(
      (saved) => {
        if (alive) dispatch({ type: 'offer', saved });
      },
      () => {},
    );
    return () => {
      alive = false;
      // Leaving the page mid-upload keeps the saved state: the next visit offers to resume.
      if (runId.current > 0) cancelUpload(false);
      runId.current = 0;
    };
  }, []);

  const start = useCallback((file: File) => {
    const id = ++runId.current;
    dispatch({ type: 'start', total: file.size });
    const onProgress = (p: UploadProgress) => {
      if (runId.current === id) dispatch({ type: 'progress', p });
    };
    uploadVideo(file, onProgress).then(
      (r) => {
        if (runId.current !== id) return;
        runId.current = 0;
        dispatch({ type: 'done', result: { videoId: r.videoId, url: r.url, pic: null } });
      },
      (err: unknown) => {
        if (runId.current !== id) return;
        runId.current = 0;
        const { event, report } = settleFailure(err, file.size);
        dispatch(event);
        if (report) void uploadLog(report).catch(() => {});
      },
    );
  }, []);

  const pause = useCallback(() => {
    if (runId.current === 0) return;
    pauseUpload();
    dispatch({ type: 'pause' });
  }, []);

  const resume = useCallback(() => {
    if (runId.current === 0) return;
    resumeUpload();
    dispatch({ type: 'resume' });
  }, []);

  const cancel = useCallback(() => {
    if (runId.current !== 0) cancelUpload(true);
    runId.current = 0;
    if (savedRef.current) void forgetResumableUpload(savedRef.current.fingerprint).catch(() => {});
    dispatch({ type: 'reset' });
  }, []);

  return { state: model.state, progress: model.progress, start, pause, resume, cancel, resumable: resumeOffer(model.saved), result: model.result, error: model.error };
}
