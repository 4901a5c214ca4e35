import type { Db } from '../../../server/db/database';
import { nowS } from '../helper';

let seq = 0;

/** A user row without a password (cannot log in): a target for bans and notices. */
export async function bystander(db: Db, banned = false): Promise<number> {
  const name = `bystander${String(++seq)}`;
  const row = await db
    .insertInto('users')
    .values({
      username: name,
      password_hash: 'x',
      nickname: name,
      avatar: null,
      incode: `BY${String(seq).padStart(6, '0')}`,
      invited_by: null,
      created_at: nowS(),
      ...(banned ? { banned_at: nowS(), ban_reason: 'spam' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An open report of `postId` by `reporterId`, as fakeInfo files it. */
export async function fileReport(db: Db, postId: number, reporterId: number, reason = 'fake'): Promise<number> {
  const row = await db
    .insertInto('post_reports')
    .values({
      post_id: postId,
      reporter_id: reporterId,
      reason,
      note: 'the photos are from another shop',
      created_at: nowS(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const AD_IMAGE = 'img/ad/' + 'c'.repeat(64) + '.bin';

/** A stored image the ads may use (uploads put the same row). */
export async function storeAdImage(db: Db): Promise<string> {
  await db
    .insertInto('media')
    .values({
      path: AD_IMAGE,
      kind: 'image',
      mime: 'image/png',
      size: 1000,
      width: 750,
      height: 300,
      created_at: nowS(),
    })
    .execute();
  return AD_IMAGE;
}
