import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadLog } from '../../api/upload';
import {
  cancelUpload,
  findResumableUpload,
  forgetResumableUpload,
  pauseUpload,
  resumeUpload,
  uploadVideo,
} from '../../worker-bridge/upload';
import type { ResumableUpload, UploadProgress } from '../../worker-bridge/upload';
import { failureMessage, isCancel } from './failure';

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
}

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

const EMPTY: VideoUploadProgress = { loaded: 0, total: 0, speedBps: 0, etaS: null, hashed: 0 };

/**
 * One video upload for a form (ROUND2 contract). The work runs in the upload worker; this hook only
 * mirrors its progress, so the main thread stays free while gigabytes are hashed and sent.
 */
export function useVideoUpload(): VideoUploadHook {
  const [state, setState] = useState<VideoUploadState>('idle');
  const [progress, setProgress] = useState<VideoUploadProgress>(EMPTY);
  const [saved, setSaved] = useState<ResumableUpload | null>(null);
  const [result, setResult] = useState<VideoUploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const runId = useRef(0);
  const paused = useRef(false);
  const savedRef = useRef<ResumableUpload | null>(null);

  useEffect(() => {
    let alive = true;
    findResumableUpload().then(
      (r) => {
        if (!alive) return;
        savedRef.current = r;
        setSaved(r);
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
    paused.current = false;
    savedRef.current = null;
    setSaved(null);
    setResult(null);
    setError(null);
    setProgress({ ...EMPTY, total: file.size });
    setState('hashing');
    const onProgress = (p: UploadProgress) => {
      if (runId.current !== id) return;
      setProgress({ loaded: p.loaded, total: p.total, speedBps: p.speedBps, etaS: p.etaS, hashed: p.hashed });
      if (!paused.current && p.phase !== 'done') setState(p.phase === 'hashing' ? 'hashing' : 'uploading');
    };
    uploadVideo(file, onProgress).then(
      (r) => {
        if (runId.current !== id) return;
        runId.current = 0;
        setResult({ videoId: r.videoId, url: r.url, pic: null });
        setState('done');
      },
      (err: unknown) => {
        if (runId.current !== id) return;
        runId.current = 0;
        if (isCancel(err)) {
          setState('idle');
          setProgress(EMPTY);
          return;
        }
        const msg = failureMessage(err);
        setError(msg);
        setState('error');
        void uploadLog({ msg: `video upload failed (${file.size} bytes): ${msg}` }).catch(() => {});
      },
    );
  }, []);

  const pause = useCallback(() => {
    if (runId.current === 0) return;
    paused.current = true;
    pauseUpload();
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    if (runId.current === 0) return;
    paused.current = false;
    resumeUpload();
    setState('uploading');
  }, []);

  const cancel = useCallback(() => {
    if (runId.current !== 0) cancelUpload(true);
    runId.current = 0;
    if (savedRef.current) void forgetResumableUpload(savedRef.current.fingerprint).catch(() => {});
    savedRef.current = null;
    setSaved(null);
    setResult(null);
    setError(null);
    setProgress(EMPTY);
    setState('idle');
  }, []);

  return { state, progress, start, pause, resume, cancel, resumable: saved ? { name: saved.name, size: saved.size } : null, result, error };
}
