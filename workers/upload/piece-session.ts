import { BIG_VIDEO_SLICE_BYTES } from '../../protocol/constants';
import { sliceSpan } from '../../protocol/upload';
import type { Opened } from './open-upload';
import type { ProgressTracker } from './progress';
import { SendError } from './queue';
import type { QueueOptions } from './queue';
import { completed, countHeld, finishRounds, hashWhileSending, queueTuning, sliceBytes, withQueue } from './transfer';
import type { Session } from './transfer';
import type { Transport } from './transport';
import type { PickedFile, UploadResult, UploadTuning } from './types';

// The 104 MB piece transport (spec §7 "video in pieces"): PUTs of Blob slices to the signed uploadUrl,
// `offset` = index · pieceSize, while the whole-file MD5 is computed alongside. One piece is held back
// until the server has recorded that MD5, so whichever PUT completes the file, the assembly verifies it.

/** Sends the pieces of an opened upload (see the header); resolves once the server has the file. */
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
  const bytes = sliceBytes(size, saved.sliceSize);
  let uploadUrl = opened.uploadUrl;
  if (!uploadUrl) throw new Error('pieces upload without an upload URL');
  // On a bucket, pieces go straight to it; each status call brings fresh part URLs (they expire).
  let parts = opened.parts;
  const refresh = async () => {
    const st = await t.call('/api/article/pieceStatus', { uploadId: saved.uploadId }, signal);
    uploadUrl = st.uploadUrl;
    parts = st.parts ?? null;
  };

  countHeld(progress, size, saved.sliceSize, opened.missing);
  const sent: number[] = [];
  const queueOptions: QueueOptions = {
    ...queueTuning(tune, tune.pieceConcurrency),
    abortOnPause: true,
    async send(i, pieceSignal) {
      const s = span(i);
      progress.partial(i, 0);
      const onProgress = (b: number) => progress.partial(i, Math.min(b, bytes(i)));
      const direct = parts?.[String(i)];
      try {
        if (direct) await t.putDirect(direct, file.slice(s.start, s.end), pieceSignal, onProgress);
        else await t.putPiece(uploadUrl!, s.start, file.slice(s.start, s.end), pieceSignal, onProgress);
      } catch (err) {
        progress.partial(i, 0);
        // An expired part URL: the retry goes to a fresh one (or, if the piece is in after all, to uploadUrl,
        // which answers that it has it).
        if (direct && err instanceof SendError && err.reason === 'url_refused') await refresh().catch(() => {});
        throw err;
      }
    },
    onSent(i) {
      sent.push(i);
      progress.sent(bytes(i), i);
    },
  };
  return withQueue(session, queueOptions, async (queue) => {
    const held = opened.video ? undefined : opened.missing.at(-1);
    queue.add(opened.missing.filter((i) => i !== held));
    let fileHash = saved.fileHash;
    progress.hashed = fileHash ? size : 0;
    if (!fileHash)
      fileHash = await hashWhileSending(queue, { file, saved, progress, signal, chunkSize: BIG_VIDEO_SLICE_BYTES });
    const hashed = fileHash;
    const video = await finishRounds(
      queue,
      signal,
      tune.pollMs,
      async () => {
        // Records the MD5 (the assembly checks it), or checks it against the already published file.
        const st = await t.call('/api/article/pieceStatus', { uploadId: saved.uploadId, file_hash: hashed }, signal);
        uploadUrl = st.uploadUrl;
        parts = st.parts ?? null;
        return st;
      },
      () => progress.setPhase('finishing'),
    );
    return completed(saved, progress, video, { instant: false, fileHash: hashed, sent });
  });
}
