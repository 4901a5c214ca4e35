import { forgetPrefix } from './prefix';
import { removeUploadFiles, sliceKey, storedSlices } from './store';
import type { UploadDeps, UploadRow, Uploader } from './store';

// A big upload picked again on another device, or after the browser's storage was cleared, opens a new
// upload: once its file_hash is known, the slices the caller's earlier open upload of the same file holds
// move into it, so checkSlice lists only what neither holds. Only the caller's own uploads: another user
// with the same hash gets nothing of them (their way to skip bytes is the proof of possession, proof.ts).

/** The caller's other open sliced uploads of this very file (same hash, size and slice size). */
async function earlierUploads(deps: UploadDeps, upload: UploadRow, ctx: Uploader): Promise<UploadRow[]> {
  if (!upload.file_hash) return [];
  return deps.db
    .selectFrom('uploads')
    .selectAll()
    .where('user_id', '=', ctx.userId)
    .where('id', '!=', upload.id)
    .where('mode', '=', 'slices')
    .where('status', '=', 'open')
    .where('file_hash', '=', upload.file_hash)
    .where('size', '=', Number(upload.size))
    .where('slice_size', '=', upload.slice_size)
    .orderBy('updated_at', 'desc')
    .execute();
}

/**
 * Moves `from`'s slices that `into` lacks, then removes `from`. `from` stops being open first, so no slice
 * lands in it meanwhile and two concurrent checks move it once.
 */
async function takeSlices(deps: UploadDeps, from: UploadRow, into: UploadRow, ctx: Uploader): Promise<number> {
  const { db, storage } = deps;
  const claimed = await db
    .updateTable('uploads')
    .set({ status: 'failed', error: 'continued in another upload', updated_at: ctx.nowS })
    .where('id', '=', from.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return 0;
  const have = new Set((await storedSlices(db, into.id)).map((s) => s.index));
  let moved = 0;
  for (const s of await storedSlices(db, from.id)) {
    if (have.has(s.index)) continue;
    // Copied inside the store, then the row, as acceptSlice orders them: a listed slice is always stored.
    // One whose object is gone stays missing and is sent again.
    if (!(await storage.copy(sliceKey(from.id, s.index, s.md5), sliceKey(into.id, s.index, s.md5)))) continue;
    try {
      await db
        .insertInto('upload_slices')
        .values({ upload_id: into.id, index: s.index, md5: s.md5, size: s.size, created_at: ctx.nowS })
        .execute();
      moved++;
    } catch {
      // The same index arrived meanwhile: the arrival's row stands (its object has its own MD5's name).
    }
  }
  await db.deleteFrom('upload_slices').where('upload_id', '=', from.id).execute();
  await db.deleteFrom('uploads').where('id', '=', from.id).execute();
  await forgetPrefix(from.id);
  await removeUploadFiles(storage, from.id);
  ctx.log.info({ uploadId: into.id, from: from.id, moved, userId: ctx.userId }, 'upload continued from an earlier one');
  return moved;
}

/** Takes over the slices of the caller's earlier open uploads of the same file; returns how many moved. */
export async function continueEarlierUploads(deps: UploadDeps, upload: UploadRow, ctx: Uploader): Promise<number> {
  let moved = 0;
  for (const from of await earlierUploads(deps, upload, ctx)) moved += await takeSlices(deps, from, upload, ctx);
  return moved;
}
