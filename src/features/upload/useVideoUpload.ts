import { useCallback, useEffect, useReducer, useRef } from 'react';
import { uploadLog, uploadWorkerConfig } from '../../api/upload';
import {
  cancelUpload,
  findResumableUpload,
  forgetResumableUpload,
  pauseUpload,
  resumeUpload,
  uploadVideo,
} from '../../worker-bridge/upload';
import type { UploadProgress } from '../../worker-bridge/upload';
import { fitsSimplePath, runSimpleUpload, shouldFallBackToSlices } from './simple-run';
import { precheckVideo } from './upload-failure';
import type { UploadFailure } from './upload-failure';
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
  /** Why it failed, worded by the progress panel; a retry is offered only when `retryable`. */
  failure: UploadFailure | null;
}

/**
 * One video upload for a form. The work runs in the upload worker; this hook only
 * mirrors its progress, so the main thread stays free while gigabytes are hashed and sent.
 */
export function useVideoUpload(): VideoUploadHook {
  const [model, dispatch] = useReducer(uploadReducer, INITIAL_MODEL);
  const runId = useRef(0);
  // The one-shot path (small clips, spec §7 /uploadMp4.php) is a plain request: pausing aborts it and
  // resuming sends it again, which costs at most SIMPLE_MP4_CLIENT_MAX_BYTES.
  const simple = useRef<{ file: File; ac: AbortController } | null>(null);
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
      if (simple.current) simple.current.ac.abort();
      else if (runId.current > 0) cancelUpload(false);
      simple.current = null;
      runId.current = 0;
    };
  }, []);

  const startSliced = useCallback((file: File, id: number) => {
    const onProgress = (p: UploadProgress) => {
      if (runId.current === id) dispatch({ type: 'progress', p });
    };
    uploadVideo(file, uploadWorkerConfig(), onProgress).then(
      (r) => {
        if (runId.current !== id) return;
        runId.current = 0;
        dispatch({ type: 'done', result: { videoId: r.videoId, url: r.url, pic: null, instant: r.instant } });
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

  const startSimple = useCallback(
    (file: File, id: number) => {
      const ac = new AbortController();
      simple.current = { file, ac };
      const onProgress = (p: UploadProgress) => {
        if (runId.current === id && !ac.signal.aborted) dispatch({ type: 'progress', p });
      };
      runSimpleUpload(file, onProgress, ac.signal).then(
        (r) => {
          if (runId.current !== id || ac.signal.aborted) return;
          runId.current = 0;
          simple.current = null;
          dispatch({ type: 'done', result: { videoId: r.videoId, url: r.url, pic: null } });
        },
        (err: unknown) => {
          if (runId.current !== id || ac.signal.aborted) return;
          simple.current = null;
          if (shouldFallBackToSlices(err)) return startSliced(file, id);
          runId.current = 0;
          const { event, report } = settleFailure(err, file.size);
          dispatch(event);
          if (report) void uploadLog(report).catch(() => {});
        },
      );
    },
    [startSliced],
  );

  const start = useCallback(
    (file: File) => {
      const id = ++runId.current;
      simple.current?.ac.abort();
      simple.current = null;
      dispatch({ type: 'start', total: file.size });
      // A file no retry could get through is refused here, before a byte is read or sent.
      const refused = precheckVideo(file);
      if (refused) {
        runId.current = 0;
        dispatch({ type: 'failed', error: `refused before sending: ${refused.kind}`, failure: refused });
        return;
      }
      if (fitsSimplePath(file.size)) startSimple(file, id);
      else startSliced(file, id);
    },
    [startSimple, startSliced],
  );

  const pause = useCallback(() => {
    if (runId.current === 0) return;
    if (simple.current) simple.current.ac.abort();
    else pauseUpload();
    dispatch({ type: 'pause' });
  }, []);

  const resume = useCallback(() => {
    if (runId.current === 0) return;
    dispatch({ type: 'resume' });
    if (simple.current) startSimple(simple.current.file, runId.current);
    else resumeUpload();
  }, [startSimple]);

  const cancel = useCallback(() => {
    if (simple.current) simple.current.ac.abort();
    else if (runId.current !== 0) cancelUpload(true);
    simple.current = null;
    runId.current = 0;
    if (savedRef.current) void forgetResumableUpload(savedRef.current.fingerprint).catch(() => {});
    dispatch({ type: 'reset' });
  }, []);

  return {
    state: model.state,
    progress: model.progress,
    start,
    pause,
    resume,
    cancel,
    resumable: resumeOffer(model.saved),
    result: model.result,
    error: model.error,
    failure: model.failure,
  };
}
