import { sliceCount, sliceSpan } from '../../protocol/upload';
import type { UploadedVideo } from '../../protocol/upload';
import { md5File } from './hash';
import type { HashOptions } from './hash';
import type { ProgressTracker } from './progress';
import { SliceQueue, cancelError } from './queue';
import type { QueueOptions } from './queue';
import { forgetUpload, saveUpload } from './state';
import type { SavedUpload } from './state';
import type { UploadResult, UploadTuning } from './types';

// What the slice and piece transports share: counting what the server holds, a queue tied to the session,
// the hash pass that runs while the queue sends, the finishing rounds and the clean-up once done.

/** One running upload, as the worker API sees it: the queue to pause and the saved state to forget. */
export interface Session {
  queue: SliceQueue | null;
  signal: AbortSignal;
  /** Set once the saved state is known, so cancel can forget it. */
  fingerprint?: string;
}

const MAX_FINISH_ROUNDS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Bytes of slice `i` of a file cut in `sliceSize` pieces. */
export function sliceBytes(size: number, sliceSize: number): (i: number) => number {
  return (i) => {
    const s = sliceSpan(i, size, sliceSize);
    return s.end - s.start;
  };
}

/** Counts the slices the server already holds (every one not in `missing`) as loaded. */
export function countHeld(
  progress: ProgressTracker,
  size: number,
  sliceSize: number,
  missing: readonly number[],
): void {
  const needed = new Set(missing);
  const bytes = sliceBytes(size, sliceSize);
  for (let i = 0; i < sliceCount(size, sliceSize); i++) if (!needed.has(i)) progress.loaded += bytes(i);
}

/** The queue's retry settings from the tuning, at the given concurrency. */
export function queueTuning(
  tune: UploadTuning,
  concurrency: number,
): Pick<QueueOptions, 'concurrency' | 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs'> {
  return { concurrency, maxAttempts: tune.maxAttempts, baseDelayMs: tune.baseDelayMs, maxDelayMs: tune.maxDelayMs };
}

/**
 * Runs `work` with a slice queue the session can pause and resume, cancelled when the session aborts;
 * the session lets go of it when `work` settles.
 */
export async function withQueue<T>(
  session: Session,
  opts: QueueOptions,
  work: (queue: SliceQueue) => Promise<T>,
): Promise<T> {
  const queue = new SliceQueue(opts);
  session.queue = queue;
  const onAbort = () => queue.cancel();
  session.signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await work(queue);
  } finally {
    session.signal.removeEventListener('abort', onAbort);
    session.queue = null;
  }
}

export interface HashPass {
  file: Blob;
  saved: SavedUpload;
  progress: ProgressTracker;
  signal: AbortSignal;
  chunkSize: number;
  onChunkDigest?: HashOptions['onChunkDigest'];
  /** Called once the pass has ended, whether it finished or failed. */
  onEnd?: () => void;
}

/**
 * The whole-file MD5, computed while the queue sends; saved so a resume skips the pass. A fatal refusal in
 * the queue stops the pass too and surfaces as the error.
 * @throws the queue's error, or AbortError when the session aborts.
 */
export async function hashWhileSending(queue: SliceQueue, pass: HashPass): Promise<string> {
  const { progress, signal } = pass;
  const hashCtrl = new AbortController();
  const drained = queue.drain();
  drained.catch(() => hashCtrl.abort());
  let fileHash: string;
  try {
    fileHash = await md5File(pass.file, {
      chunkSize: pass.chunkSize,
      signal: AbortSignal.any([signal, hashCtrl.signal]),
      ...(pass.onChunkDigest ? { onChunkDigest: pass.onChunkDigest } : {}),
      onProgress: (p) => {
        progress.hashed = p.hashed;
        progress.emit();
      },
    });
  } catch (err) {
    if (hashCtrl.signal.aborted && !signal.aborted) await drained;
    throw err;
  } finally {
    pass.onEnd?.();
  }
  await saveUpload({ ...pass.saved, fileHash });
  return fileHash;
}

/** The whole-file MD5 before anything is sent (a probable duplicate); saved so a resume skips the pass. */
export async function hashFirst(
  file: Blob,
  saved: SavedUpload,
  progress: ProgressTracker,
  signal: AbortSignal,
  onChunkDigest: HashOptions['onChunkDigest'],
): Promise<string> {
  const fileHash = await md5File(file, {
    chunkSize: saved.sliceSize,
    signal,
    ...(onChunkDigest ? { onChunkDigest } : {}),
    onProgress: (p) => {
      progress.hashed = p.hashed;
      progress.emit();
    },
  });
  await saveUpload({ ...saved, fileHash });
  return fileHash;
}

export interface FinishState {
  state: string;
  missing: number[];
  video: UploadedVideo | null;
}

/**
 * Asks the server to finish until it has the file: `check` answers done (with the video), assembling (ask
 * again after pollMs) or what is still missing, which is sent again — a few rounds at most.
 * @param onWait runs while waiting on the server (after a resend, or while it assembles).
 * @throws AbortError when the session aborts; an Error when the server still misses slices after the rounds.
 */
export async function finishRounds(
  queue: SliceQueue,
  signal: AbortSignal,
  pollMs: number,
  check: () => Promise<FinishState>,
  onWait?: () => void,
): Promise<UploadedVideo> {
  for (let round = 0; round < MAX_FINISH_ROUNDS;) {
    if (signal.aborted) throw cancelError();
    const st = await check();
    if (st.state === 'done' && st.video) return st.video;
    if (st.state === 'assembling') {
      onWait?.();
      await sleep(pollMs);
      continue;
    }
    round++;
    queue.add(st.missing);
    await queue.drain();
    onWait?.();
  }
  throw new Error('upload incomplete after several rounds');
}

/** The server has the file: forget the saved state and report everything sent. */
export async function completed(
  saved: SavedUpload,
  progress: ProgressTracker,
  video: UploadedVideo,
  run: { instant: boolean; fileHash: string; sent: number[] },
): Promise<UploadResult> {
  await forgetUpload(saved.fingerprint);
  progress.loaded = progress.total;
  progress.hashed = progress.total;
  progress.setPhase('done');
  return { ...video, instant: run.instant, fileHash: run.fileHash, sentSlices: run.sent };
}
