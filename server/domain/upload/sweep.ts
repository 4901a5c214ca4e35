import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_EXPIRY_S } from '../../../protocol/upload';
import type { Db } from '../../db/database';
import { sweepAttempts } from './attempts';
import { isUploadId, removeUploadFiles, uploadsRoot } from './store';

/**
 * Deletes uploads idle for UPLOAD_EXPIRY_S (unfinished ones lose their slices; finished ones only their
 * bookkeeping — the video stays), then temp folders no row owns (a crash between folder and row), then
 * attempt rows older than any limit's window.
 * @returns how many upload rows were removed.
 */
export async function sweepExpiredUploads(db: Db, dataDir: string, nowS: number): Promise<number> {
  const cutoff = nowS - UPLOAD_EXPIRY_S;
  const stale = await db.selectFrom('uploads').select('id').where('updated_at', '<', cutoff).execute();
  for (const { id } of stale) {
    await removeUploadFiles(dataDir, id);
    await db.deleteFrom('upload_slices').where('upload_id', '=', id).execute();
    await db.deleteFrom('uploads').where('id', '=', id).where('updated_at', '<', cutoff).execute();
  }
  const root = uploadsRoot(dataDir);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !isUploadId(entry.name)) continue;
    const row = await db.selectFrom('uploads').select('id').where('id', '=', entry.name).executeTakeFirst();
    if (!row) await rm(join(root, entry.name), { recursive: true, force: true });
  }
  await sweepAttempts(db, nowS);
  return stale.length;
}
