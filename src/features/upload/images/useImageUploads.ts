import { useEffect, useRef, useState } from 'react';
import { errorText, isCancel } from '../../common/error-text';
import { useImageUploadMessages } from './messages';
import { uploadImage } from './upload-image';

export type PendingPhase = 'queued' | 'compressing' | 'uploading' | 'error';

/** A picked file on its way up, shown until it succeeds (then it joins the value) or is removed. */
export interface PendingUpload {
  id: number;
  name: string;
  /** Local object URL of the picked file (a thumbnail before the server has it); null for a non-image. */
  thumb: string | null;
  phase: PendingPhase;
  /** 0…1 while uploading. */
  progress: number;
  error: string | null;
  /** false when trying again cannot help (the file is no picture). */
  retryable: boolean;
}

interface Job {
  file: File;
  thumb: string | null;
  ctrl: AbortController;
}

let nextId = 1;

// Some systems give no type for a picture (HEIC on older Windows); the worker's decode decides those.
const isImage = (file: File) => file.type === '' || file.type.startsWith('image/');

/**
 * Uploads picked files one after another — a weak phone decoding several camera photos at once runs out
 * of memory, and the value then keeps the order they were picked in. Progress and errors are per file;
 * each finished path is appended to the value through onChange. Unmounting cancels the rest.
 */
export function useImageUploads(value: readonly string[], onChange: (next: string[]) => void) {
  const m = useImageUploadMessages();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const jobs = useRef(new Map<number, Job>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  // An upload can finish before the parent re-renders with the last path: append to what was last sent.
  const latest = useRef<readonly string[]>(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    const all = jobs.current;
    return () => {
      for (const job of all.values()) {
        job.ctrl.abort();
        if (job.thumb) URL.revokeObjectURL(job.thumb);
      }
      all.clear();
    };
  }, []);

  const patch = (id: number, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const runOne = async (id: number, job: Job, ctrl: AbortController): Promise<void> => {
    if (ctrl.signal.aborted) return;
    patch(id, { phase: 'compressing' });
    try {
      const path = await uploadImage(job.file, {
        signal: ctrl.signal,
        onProgress: (progress) => patch(id, { phase: 'uploading', progress }),
      });
      if (ctrl.signal.aborted) return;
      const next = [...latest.current, path];
      latest.current = next;
      onChange(next);
      drop(id);
    } catch (err) {
      if (ctrl.signal.aborted || isCancel(err)) return;
      console.warn('[ImagePicker] upload failed:', job.file.name, err);
      patch(id, { phase: 'error', error: errorText(err, m.failed) });
    }
  };

  const enqueue = (id: number, job: Job) => {
    const ctrl = new AbortController();
    jobs.current.set(id, { ...job, ctrl });
    patch(id, { phase: 'queued', progress: 0, error: null });
    queue.current = queue.current.then(() => runOne(id, job, ctrl));
  };

  const drop = (id: number) => {
    const job = jobs.current.get(id);
    if (job) {
      job.ctrl.abort();
      if (job.thumb) URL.revokeObjectURL(job.thumb);
    }
    jobs.current.delete(id);
    setPending((list) => list.filter((p) => p.id !== id));
  };

  /** Queues picked files; a file that is no picture gets an error tile and no request. */
  const add = (files: readonly File[]) => {
    const added = files.map((file): [PendingUpload, Job] => {
      const image = isImage(file);
      const thumb = image ? URL.createObjectURL(file) : null;
      const p: PendingUpload = {
        id: nextId++,
        name: file.name,
        thumb,
        phase: image ? 'queued' : 'error',
        progress: 0,
        error: image ? null : m.notImage,
        retryable: image,
      };
      return [p, { file, thumb, ctrl: new AbortController() }];
    });
    setPending((list) => [...list, ...added.map(([p]) => p)]);
    for (const [p, job] of added) {
      if (p.retryable) enqueue(p.id, job);
      else jobs.current.set(p.id, job);
    }
  };

  const retry = (id: number) => {
    const job = jobs.current.get(id);
    if (job && isImage(job.file)) enqueue(id, job);
  };

  return { pending, add, retry, remove: drop };
}
