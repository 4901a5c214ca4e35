import { UPLOAD_EXPIRY_S } from '../../../protocol/upload';
import type { Db } from '../../db/database';
import type { MediaStorage } from '../../lib/media-storage';
import { sweepAttempts } from './attempts';
import { removeUploadFiles } from './store';

/**
 * Deletes uploads idle for UPLOAD_EXPIRY_S (unfinished ones lose their slices; finished ones only their
 * bookkeeping — the video stays) with their objects in storage, then attempt rows older than any limit's
 * window. Scratch files are each machine's own (plugins/upload-sweep.ts).
 * @returns how many upload rows were removed.
 */
export async function sweepExpiredUploads(deps: { db: Db; storage: MediaStorage }, nowS: number): Promise<number> {
  const { db } = deps;
  const cutoff = nowS - UPLOAD_EXPIRY_S;
  const stale = await db.selectFrom('uploads').select('id').where('updated_at', '<', cutoff).execute();
  for (const { id } of stale) {
    await removeUploadFiles(deps.storage, id);
    await db.deleteFrom('upload_slices').where('upload_id', '=', id).execute();
    await db.deleteFrom('uploads').where('id', '=', id).where('updated_at', '<', cutoff).execute();
  }
  await sweepAttempts(db, nowS);
  return stale.length;
}
