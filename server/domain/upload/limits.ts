import type { Insertable } from 'kysely';
import { MAX_VIDEO_BYTES } from '../../../protocol/upload';
import type { Db } from '../../db/database';
import type { UploadTable } from '../../db/schema-upload';
import { Refusal } from '../common';
import { userSubject, withBudgetLock } from './attempts';

// Per-user limits of video uploads: server policy (the client only meets them as refusals), so they live
// here rather than in protocol/.

/**
 * Unfinished uploads a user may hold at once, and their declared bytes: each holds disk until it finishes or
 * expires, so twenty abandoned 8 GiB uploads must not be possible. Ten covers a few cancelled tries a day;
 * two maximum-size videos of bytes in flight cover any real posting.
 */
export const MAX_OPEN_UPLOADS_PER_USER = 10;
export const MAX_OPEN_UPLOAD_BYTES_PER_USER = 2 * MAX_VIDEO_BYTES;

/** A piece PUT's reply (and refusal) lists at most this many missing pieces; pieceStatus has them all. */
export const MAX_LISTED_MISSING = 64;

const OPEN = ['open', 'assembling'] as const;

/**
 * Inserts the upload row when the user's open uploads leave room for it, counted and inserted under the
 * user's quota lock (a burst of parallel creates passes exactly up to the limits).
 * @throws Refusal upload.too_many_open or upload.too_many_bytes.
 */
export async function insertUploadWithinQuota(db: Db, row: Insertable<UploadTable>): Promise<void> {
  await withBudgetLock(db, `quota:${userSubject(row.user_id)}`, async (trx) => {
    const held = await trx
      .selectFrom('uploads')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.sum<string | number | null>('size').as('bytes'),
      ])
      .where('user_id', '=', row.user_id)
      .where('status', 'in', OPEN)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= MAX_OPEN_UPLOADS_PER_USER)
      throw new Refusal('upload.too_many_open', { max: MAX_OPEN_UPLOADS_PER_USER });
    if (Number(held.bytes ?? 0) + Number(row.size) > MAX_OPEN_UPLOAD_BYTES_PER_USER)
      throw new Refusal('upload.too_many_bytes', { max: `${MAX_OPEN_UPLOAD_BYTES_PER_USER / 1024 ** 3} GiB` });
    await trx.insertInto('uploads').values(row).execute();
  });
}

/** The first MAX_LISTED_MISSING indexes and how many there are: what a piece reply carries. */
export function listedMissing(missing: readonly number[]): { missing: number[]; missingCount: number } {
  return { missing: missing.slice(0, MAX_LISTED_MISSING), missingCount: missing.length };
}
