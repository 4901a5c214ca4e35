import { BIG_VIDEO_SLICE_BYTES } from '../../protocol/constants';
import { sliceCount, sliceSpan } from '../../protocol/upload';
import type { UploadedVideo } from '../../protocol/upload';
import { md5File } from './hash';
import type { ProgressTracker } from './progress';
import { SliceQueue, cancelError } from './queue';
import type { Opened, Session } from './session';
import { forgetUpload, saveUpload } from './state';
import type { Transport } from './transport';
import type { PickedFile, UploadResult, UploadTuning } from './types';

// The 104 MB piece transport (spec §7 "video in pieces"): PUTs of Blob slices to the signed uploadUrl,
// `offset` = index · pieceSize, while the whole-file MD5 is computed alongside. One piece is held back
// until the server has recorded that MD5, so whichever PUT completes the file, the assembly verifies it.

const MAX_ROUNDS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runPieceUpload(
  t: Transport,
  f: PickedFile,
  tune: UploadTuning,
  progress: ProgressTracker,
  session: Session,
  opened: Opened,
): Promise<UploadResult> {
  const { signal } = session;
  const { saved } = opened;
  const file = f.blob;
  const size = file.size;
  const span = (i: number) => sliceSpan(i, size, saved.sliceSize);
  const bytes = (i: number) => span(i).end - span(i).start;
  let uploadUrl = opened.uploadUrl;
  if (!uploadUrl) throw new Error('pieces upload without an upload URL');

  const needed = new Set(opened.missing);
  for (let i = 0; i < sliceCount(size, saved.sliceSize); i++) if (!needed.has(i)) progress.loaded += bytes(i);
  const sent: number[] = [];
  const queue = new SliceQueue({
    concurrency: tune.pieceConcurrency,
    maxAttempts: tune.maxAttempts,
    baseDelayMs: tune.baseDelayMs,
    maxDelayMs: tune.maxDelayMs,
    abortOnPause: true,
    async send(i, pieceSignal) {
      const s = span(i);
      progress.partial(i, 0);
      try {
        await t.putPiece(uploadUrl!, s.start, file.slice(s.start, s.end), pieceSignal, (b) => progress.partial(i, Math.min(b, bytes(i))));
      } catch (err) {
        progress.partial(i, 0);
        throw err;
      }
    },
    onSent(i) {
      sent.push(i);
      progress.sent(bytes(i), i);
    },
  });
  session.queue = queue;
  const onAbort = () => queue.cancel();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const held = opened.video ? undefined : opened.missing.at(-1);
    queue.add(opened.missing.filter((i) => i !== held));
    let fileHash = saved.fileHash;
    progress.hashed = fileHash ? size : 0;
    if (!fileHash) {
      const hashCtrl = new AbortController();
      const drained = queue.drain();
      drained.catch(() => hashCtrl.abort());
      try {
        fileHash = await md5File(file, {
          chunkSize: BIG_VIDEO_SLICE_BYTES,
          signal: AbortSignal.any([signal, hashCtrl.signal]),
          onProgress: (p) => {
            progress.hashed = p.hashed;
            progress.emit();
          },
        });
      } catch (err) {
        if (hashCtrl.signal.aborted && !signal.aborted) await drained;
        throw err;
      }
      await saveUpload({ ...saved, fileHash });
    }
    for (let round = 0; round < MAX_ROUNDS; ) {
      if (signal.aborted) throw cancelError();
      // Records the MD5 (the assembly checks it), or checks it against the already published file.
      const st = await t.call('/api/article/pieceStatus', { uploadId: saved.uploadId, file_hash: fileHash }, signal);
      uploadUrl = st.uploadUrl;
      if (st.state === 'done' && st.video) return await finish(st.video, fileHash);
      if (st.state === 'assembling') {
        progress.setPhase('finishing');
        await sleep(tune.pollMs);
        continue;
      }
      round++;
      queue.add(st.missing);
      await queue.drain();
      progress.setPhase('finishing');
    }
    throw new Error('upload incomplete after several rounds');
  } finally {
    signal.removeEventListener('abort', onAbort);
    session.queue = null;
  }

  async function finish(video: UploadedVideo, fileHash: string): Promise<UploadResult> {
    await forgetUpload(saved.fingerprint);
    progress.loaded = progress.total;
    progress.hashed = progress.total;
    progress.setPhase('done');
    return { ...video, instant: false, fileHash, sentSlices: sent };
  }
}
