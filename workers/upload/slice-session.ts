import { SLICE_STATUS, sliceSpan, videoFormat } from '../../protocol/upload';
import { md5Blob, md5Ranges, md5Slices } from './hash';
import type { Opened } from './open-upload';
import type { ProgressTracker } from './progress';
import type { QueueOptions } from './queue';
import {
  completed,
  countHeld,
  finishRounds,
  hashFirst,
  hashWhileSending,
  queueTuning,
  sliceBytes,
  withQueue,
} from './transfer';
import type { Session } from './transfer';
import type { Transport } from './transport';
import type { PickedFile, UploadResult, UploadTuning } from './types';

// The 2 MB slice transport (spec §7 "big video"): slices POSTed with their own MD5 while the whole-file MD5
// is computed; the instant-upload check the moment it is known (the hash, then the answer to the server's
// proof challenge: the MD5 of the byte ranges it picked), then storeFileInfo until the server has
// assembled and verified the file. When createUpload says the file is probably on the server already (its
// sampled fingerprint), the hash goes first and only what the check lists is sent.

/** Per-slice digests from a read-ahead pass, handed to the queue as they appear (each slice read once). */
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
    if (!this.known.has(i) && this.open)
      await new Promise<void>((r) => this.waiting.set(i, [...(this.waiting.get(i) ?? []), r]));
    // Kept after use: a slice sent again (a retry, a finishing round) must not wait for a pass gone past it.
    return this.known.get(i) ?? md5Blob(slice());
  }
}

/** Sends the slices of an opened upload (see the header); resolves once the server has the file. */
export async function runSliceUpload(
  t: Transport,
  f: PickedFile,
  tune: UploadTuning,
  progress: ProgressTracker,
  session: Session,
  opened: Opened,
): Promise<UploadResult> {
  const { signal } = session;
  const file = f.blob;
  const { saved, missing, video: already } = opened;
  if (already) return completed(saved, progress, already, { instant: true, fileHash: saved.fileHash ?? '', sent: [] });

  const size = file.size;
  const span = (i: number) => sliceSpan(i, size, saved.sliceSize);
  const bytes = sliceBytes(size, saved.sliceSize);
  const needed = new Set(missing);
  countHeld(progress, size, saved.sliceSize, missing);
  let fileHash = saved.fileHash;
  progress.hashed = fileHash ? size : 0;
  const digests = new Digests();
  const sent: number[] = [];
  const queueOptions: QueueOptions = {
    ...queueTuning(tune, tune.concurrency),
    async send(i, sliceSignal) {
      const s = span(i);
      const chunk = file.slice(s.start, s.end);
      const hash = await digests.get(i, () => chunk);
      await t.sendSlice(
        { uploadId: saved.uploadId, index: String(i), hash, format: videoFormat(f.name), file_hash: fileHash ?? '' },
        chunk,
        sliceSignal,
      );
    },
    onSent(i) {
      sent.push(i);
      progress.sent(bytes(i));
    },
  };
  // The check by hash, answering the server's proof challenge when it sets one.
  const check = async (hash: string) => {
    const req = { uploadId: saved.uploadId, file_hash: hash };
    let st = await t.call('/api/article/checkSlice', req, signal);
    if (st.status !== SLICE_STATUS.EXISTS && st.challenge) {
      const proof = await md5Ranges(file, st.challenge.ranges);
      st = await t.call('/api/article/checkSlice', { ...req, proof }, signal);
    }
    return st;
  };
  return withQueue(session, queueOptions, async (queue) => {
    if (fileHash) {
      queue.add(missing);
      // No whole-file pass: a pass over the missing slices alone still reads ahead of the queue.
      void md5Slices(file, saved.sliceSize, missing, (i, d) => digests.put(i, d), signal)
        .catch(() => {})
        .finally(() => digests.close());
    } else if (opened.probable) {
      // The server probably has the file, or an earlier upload of it: the hash goes first, so no slice it
      // already holds is sent again.
      fileHash = await hashFirst(file, saved, progress, signal, (i, d) => needed.has(i) && digests.put(i, d));
      digests.close();
      const st = await check(fileHash);
      if (st.status === SLICE_STATUS.EXISTS && st.video)
        return completed(saved, progress, st.video, { instant: true, fileHash, sent });
      progress.loaded = 0;
      countHeld(progress, size, saved.sliceSize, st.missing);
      progress.emit(true);
      queue.add(st.missing);
    } else {
      queue.add(missing);
      fileHash = await hashWhileSending(queue, {
        file,
        saved,
        progress,
        signal,
        chunkSize: saved.sliceSize,
        onChunkDigest: (i, d) => needed.has(i) && digests.put(i, d),
        onEnd: () => digests.close(),
      });
      const st = await check(fileHash);
      if (st.status === SLICE_STATUS.EXISTS && st.video) {
        queue.cancel();
        return completed(saved, progress, st.video, { instant: true, fileHash, sent });
      }
      queue.keepOnly(st.missing);
    }
    const hashed = fileHash;
    await queue.drain();
    progress.setPhase('finishing');
    const video = await finishRounds(queue, signal, tune.pollMs, () =>
      t.call(
        '/api/article/storeFileInfo',
        { uploadId: saved.uploadId, original: f.name, size, slices: saved.slices },
        signal,
      ),
    );
    return completed(saved, progress, video, { instant: false, fileHash: hashed, sent });
  });
}
