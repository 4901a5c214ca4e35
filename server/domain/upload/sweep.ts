import { UPLOAD_EXPIRY_S } from '../../../protocol/upload';
import type { Db } from '../../db/database';
import type { MediaStorage } from '../../lib/media-storage';
import type { DirectParts } from '../../lib/s3-parts';
import { sweepAttempts } from './attempts';
import { dropDirect } from './direct-pieces';
import { removeUploadFiles } from './store';

/**
 * Deletes uploads idle for UPLOAD_EXPIRY_S (unfinished ones lose their slices; finished ones only their
 * bookkeeping — the video stays) with their objects in storage, then attempt rows older than any limit's
 * window. Scratch files are each machine's own (plugins/upload-sweep.ts).
 * @returns how many upload rows were removed.
 */
export async function sweepExpiredUploads(
  deps: { db: Db; storage: MediaStorage; parts?: DirectParts | null },
  nowS: number,
): Promise<number> {
  const { db } = deps;
  const cutoff = nowS - UPLOAD_EXPIRY_S;
  const stale = await db.selectFrom('uploads').selectAll().where('updated_at', '<', cutoff).execute();
  for (const upload of stale) {
    const { id } = upload;
    // An abandoned direct upload: its parts cost storage until aborted (a finished one's object is the video).
    if (upload.multipart_id && upload.status !== 'done' && deps.parts)
      await dropDirect({ storage: deps.storage, parts: deps.parts }, upload);
    await removeUploadFiles(deps.storage, id);
    await db.deleteFrom('upload_slices').where('upload_id', '=', id).execute();
    await db.deleteFrom('uploads').where('id', '=', id).where('updated_at', '<', cutoff).execute();
  }
  await sweepAttempts(db, nowS);
  return stale.length;
}
