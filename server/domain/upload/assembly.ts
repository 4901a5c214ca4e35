import { randomUUID } from 'node:crypto';
import type { UploadedVideo } from '../../../protocol/upload';
import type { Db } from '../../db/database';
import type { MediaStorage } from '../../lib/media-storage';
import { discard } from '../../lib/scratch';
import { LostSliceError, finishPrefix, forgetPrefix } from './prefix';
import { removeUploadFiles, storedSlices } from './store';
import type { UploadRow } from './store';
import { insertVideo, videoPath } from '../media';

/** An 'assembling' upload whose heartbeat is older than this is taken over (its process died). */
export const ASSEMBLY_STALE_S = 60;
const HEARTBEAT_MS = 10_000;

export type AssemblyResult =
  | { kind: 'done'; video: UploadedVideo }
  | { kind: 'incomplete'; missing: number[] }
  | { kind: 'mismatch'; actual: string };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Claims the upload for assembly (one process, one request at a time).
 * @returns false when someone else is assembling it right now.
 */
export async function claimAssembly(db: Db, uploadId: string, nowS: number): Promise<boolean> {
  const res = await db
    .updateTable('uploads')
    .set({ status: 'assembling', updated_at: nowS })
    .where('id', '=', uploadId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'open'),
        eb.and([eb('status', '=', 'assembling'), eb('updated_at', '<', nowS - ASSEMBLY_STALE_S)]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Keeps a claimed assembly's row fresh while it runs, so no one takes it over as dead; returns the stop. */
export function startHeartbeat(db: Db, uploadId: string): () => void {
  const timer = setInterval(() => {
    void db
      .updateTable('uploads')
      .set({ updated_at: nowSeconds() })
      .where('id', '=', uploadId)
      .execute()
      .catch(() => {});
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Back to 'open' with the lost slice's row gone, so the client lists it as missing and sends it again. */
async function reopenWithout(db: Db, upload: UploadRow, index: number): Promise<AssemblyResult> {
  await db.deleteFrom('upload_slices').where('upload_id', '=', upload.id).where('index', '=', index).execute();
  await db
    .updateTable('uploads')
    .set({ status: 'open', updated_at: nowSeconds() })
    .where('id', '=', upload.id)
    .execute();
  const have = new Set((await storedSlices(db, upload.id)).map((s) => s.index));
  return {
    kind: 'incomplete',
    missing: Array.from({ length: upload.slices }, (_, i) => i).filter((i) => !have.has(i)),
  };
}

/**
 * Concatenates the slices into one file while computing its MD5 (streamed: memory stays flat for any
 * size), checks it against file_hash (pieces uploads have none: the computed MD5 is recorded) and
 * publishes it to storage. Call after claimAssembly succeeded and every slice row exists. Leaves the
 * upload 'open' (incomplete), 'failed' (mismatch) or 'done'.
 */
export async function assemble(
  deps: { db: Db; dataDir: string; storage: MediaStorage },
  upload: UploadRow,
): Promise<AssemblyResult> {
  const { db, storage } = deps;
  const stopHeartbeat = startHeartbeat(db, upload.id);
  let tmp: string | null = null;
  try {
    // Usually built already while the slices arrived (prefix.ts); else read from storage now. Every row's
    // object is in the one store, wherever it was received: only a slice truly lost is asked for again.
    let built: Awaited<ReturnType<typeof finishPrefix>>;
    try {
      built = await finishPrefix(deps, upload);
    } catch (err) {
      if (err instanceof LostSliceError) return await reopenWithout(db, upload, err.index);
      throw err;
    }
    if (!built) throw new Error('a slice row vanished during assembly');
    tmp = built.file;
    const actual = built.md5;
    if (upload.file_hash !== null && actual !== upload.file_hash) {
      await failUpload(deps, upload.id, `file hash mismatch: got ${actual}`);
      return { kind: 'mismatch', actual };
    }
    // A pieces upload promised its video id (UploadName) up front.
    const videoId = upload.video_id ?? randomUUID();
    const path = videoPath(videoId, upload.format);
    await storage.putFile(path, tmp);
    const nowS = nowSeconds();
    await insertVideo(db, { id: videoId, userId: upload.user_id, md5: actual, size: Number(upload.size), path, nowS });
    await finishUpload(deps, upload.id, videoId, nowS);
    return { kind: 'done', video: { videoId, url: path } };
  } catch (err) {
    // Back to 'open' so the client (or another process) can try again; nothing stored is lost.
    await db
      .updateTable('uploads')
      .set({ status: 'open', updated_at: nowSeconds() })
      .where('id', '=', upload.id)
      .execute();
    if (tmp !== null) await discard(tmp);
    throw err;
  } finally {
    stopHeartbeat();
  }
}

export async function finishUpload(
  { db, storage }: { db: Db; storage: MediaStorage },
  uploadId: string,
  videoId: string,
  nowS: number,
): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ status: 'done', video_id: videoId, error: null, updated_at: nowS })
    .where('id', '=', uploadId)
    .execute();
  await db.deleteFrom('upload_slices').where('upload_id', '=', uploadId).execute();
  await forgetPrefix(uploadId);
  await removeUploadFiles(storage, uploadId);
}

export async function failUpload(
  { db, storage }: { db: Db; storage: MediaStorage },
  uploadId: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('uploads')
    .set({ status: 'failed', error, updated_at: nowSeconds() })
    .where('id', '=', uploadId)
    .execute();
  await db.deleteFrom('upload_slices').where('upload_id', '=', uploadId).execute();
  await forgetPrefix(uploadId);
  await removeUploadFiles(storage, uploadId);
}
