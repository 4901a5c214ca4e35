import { SLICE_STATUS, sliceCount, sliceSpan, videoFormat } from '../../protocol/upload';
import type { UploadedVideo } from '../../protocol/upload';
import { fileFingerprint, md5Blob, md5File } from './hash';
import type { ProgressTracker } from './progress';
import { SliceQueue, cancelError } from './queue';
import { forgetUpload, loadUpload, saveUpload } from './state';
import type { SavedUpload } from './state';
import { ReplyError } from './transport';
import type { Transport } from './transport';
import { runPieceUpload } from './piece-session';
import type { PickedFile, UploadResult, UploadTuning } from './types';

/** Envelope statuses that mean "this upload is gone or not yours": start a new one. */
const STALE_UPLOAD = new Set([403, 404, 409]);
const MAX_FINISH_ROUNDS = 5;

export interface Session {
  queue: SliceQueue | null;
  signal: AbortSignal;
  /** Set once the saved state is known, so cancel can forget it. */
  fingerprint?: string;
}

/** Per-slice digests from the hash pass, handed to the queue as they appear (each slice read once). */
class Digests {
  private readonly known = new Map<number, string>();
  private readonly waiting = new Map<number, (() => void)[]>();
  private open = true;

  put(i: number, d: string): void {
    this.known.set(i, d);
    for (const wake of this.waiting.get(i) ?? []) wake();
    this.waiting.delete(i);
  }

  /** No more digests will come (the pass ended or failed): waiters compute their own. */
  close(): void {
    this.open = false;
    for (const list of this.waiting.values()) for (const wake of list) wake();
    this.waiting.clear();
  }

  async get(i: number, slice: () => Blob): Promise<string> {
    if (!this.known.has(i) && this.open) await new Promise<void>((r) => this.waiting.set(i, [...(this.waiting.get(i) ?? []), r]));
    const d = this.known.get(i);
    this.known.delete(i);
    return d ?? md5Blob(slice());
  }
}

/** The server's upload for this file: the saved one when the server still has it, else a new one. */
export interface Opened {
  saved: SavedUpload;
  missing: number[];
  video: UploadedVideo | null;
  /** Signed PUT target (pieces mode only). */
  uploadUrl: string | null;
}

async function resumeSaved(t: Transport, saved: SavedUpload, signal: AbortSignal): Promise<Opened> {
  if (saved.mode === 'pieces') {
    const st = await t.call('/api/article/pieceStatus', { uploadId: saved.uploadId }, signal);
    return { saved, missing: st.missing, video: st.state === 'done' ? st.video : null, uploadUrl: st.uploadUrl };
  }
  const st = await t.call('/api/article/checkSlice', { uploadId: saved.uploadId }, signal);
  return { saved, missing: st.missing, video: st.status === SLICE_STATUS.EXISTS ? st.video : null, uploadUrl: null };
}

async function openOrResume(t: Transport, f: PickedFile, tune: UploadTuning, signal: AbortSignal): Promise<Opened> {
  const fingerprint = await fileFingerprint(f.blob, f.name, f.lastModified);
  const saved = await loadUpload(fingerprint);
  if (saved && saved.size === f.blob.size && saved.name === f.name) {
    try {
      return await resumeSaved(t, saved, signal);
    } catch (err) {
      if (!(err instanceof ReplyError && STALE_UPLOAD.has(err.status))) throw err;
      await forgetUpload(fingerprint);
    }
  }
  // The server picks the transport among those this client speaks.
  const c = await t.call(
    '/api/article/createUpload',
    { name: f.name, size: f.blob.size, format: videoFormat(f.name), sliceSize: tune.sliceSize, modes: ['slices', 'pieces'], ...(tune.pieceSize ? { pieceSize: tune.pieceSize } : {}) },
    signal,
  );
  const mode = c.mode === 'pieces' && c.piece ? 'pieces' : 'slices';
  const fresh: SavedUpload = { fingerprint, uploadId: c.uploadId, mode, name: f.name, size: f.blob.size, sliceSize: c.sliceSize, slices: c.slices, proofRange: c.proofRange, fileHash: null, updatedAt: Date.now() };
  await saveUpload(fresh);
  return { saved: fresh, missing: Array.from({ length: c.slices }, (_, i) => i), video: null, uploadUrl: c.piece?.uploadUrl ?? null };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One upload: provisional upload at once, slices sent while the hash pass runs, instant-upload check the
 * moment the hash is known, then storeFileInfo until the server has assembled and verified the file.
 */
export async function runUpload(t: Transport, f: PickedFile, tune: UploadTuning, progress: ProgressTracker, session: Session): Promise<UploadResult> {
  const { signal } = session;
  const file = f.blob;
  const opened = await openOrResume(t, f, tune, signal);
  const { saved, missing, video: already } = opened;
  session.fingerprint = saved.fingerprint;
  if (saved.mode === 'pieces') return runPieceUpload(t, f, tune, progress, session, opened);
  const finish = async (video: UploadedVideo, instant: boolean, fileHash: string, sent: number[]): Promise<UploadResult> => {
    await forgetUpload(saved.fingerprint);
    progress.loaded = progress.total;
    progress.hashed = progress.total;
    progress.setPhase('done');
    return { ...video, instant, fileHash, sentSlices: sent };
  };
  if (already) return finish(already, true, saved.fileHash ?? '', []);

  const size = file.size;
  const span = (i: number) => sliceSpan(i, size, saved.sliceSize);
  const needed = new Set(missing);
  for (let i = 0; i < sliceCount(size, saved.sliceSize); i++) if (!needed.has(i)) progress.loaded += span(i).end - span(i).start;
  let fileHash = saved.fileHash;
  progress.hashed = fileHash ? size : 0;
  const digests = new Digests();
  const sent: number[] = [];
  const queue = new SliceQueue({
    concurrency: tune.concurrency,
    maxAttempts: tune.maxAttempts,
    baseDelayMs: tune.baseDelayMs,
    maxDelayMs: tune.maxDelayMs,
    async send(i, sliceSignal) {
      const s = span(i);
      const chunk = file.slice(s.start, s.end);
      const hash = await digests.get(i, () => chunk);
      await t.sendSlice({ uploadId: saved.uploadId, index: String(i), hash, format: videoFormat(f.name), file_hash: fileHash ?? '' }, chunk, sliceSignal);
    },
    onSent(i) {
      sent.push(i);
      progress.sent(span(i).end - span(i).start);
    },
  });
  session.queue = queue;
  const onAbort = () => queue.cancel();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    if (fileHash) digests.close();
    queue.add(missing);
    let instant: UploadedVideo | null = null;
    if (!fileHash) {
      // A fatal slice refusal stops the hash pass too, and surfaces as the error.
      const hashCtrl = new AbortController();
      const drained = queue.drain();
      drained.catch(() => hashCtrl.abort());
      try {
        fileHash = await md5File(file, {
          chunkSize: saved.sliceSize,
          signal: AbortSignal.any([signal, hashCtrl.signal]),
          onChunkDigest: (i, d) => needed.has(i) && digests.put(i, d),
          onProgress: (p) => {
            progress.hashed = p.hashed;
            progress.emit();
          },
        });
      } catch (err) {
        if (hashCtrl.signal.aborted && !signal.aborted) await drained;
        throw err;
      } finally {
        digests.close();
      }
      await saveUpload({ ...saved, fileHash });
      const proof = await md5Blob(file.slice(saved.proofRange.start, saved.proofRange.end));
      const st = await t.call('/api/article/checkSlice', { uploadId: saved.uploadId, file_hash: fileHash, proof }, signal);
      if (st.status === SLICE_STATUS.EXISTS && st.video) {
        instant = st.video;
        queue.cancel();
      } else queue.keepOnly(st.missing);
    }
    if (instant) return await finish(instant, true, fileHash, sent);
    await queue.drain();
    progress.setPhase('finishing');
    for (let round = 0; round < MAX_FINISH_ROUNDS; ) {
      if (signal.aborted) throw cancelError();
      const r = await t.call('/api/article/storeFileInfo', { uploadId: saved.uploadId, original: f.name, size, slices: saved.slices }, signal);
      if (r.state === 'done' && r.video) return await finish(r.video, false, fileHash, sent);
      if (r.state === 'assembling') {
        await sleep(tune.pollMs);
        continue;
      }
      round++;
      queue.add(r.missing);
      await queue.drain();
    }
    throw new Error('upload incomplete after several rounds');
  } finally {
    signal.removeEventListener('abort', onAbort);
    session.queue = null;
  }
}
