import type { AppealStatus } from '../../../protocol/release';
import type { Db } from '../../db/database';
import { Refusal, takeWindow, waitWords } from '../common';
import { ownPost } from './owner';
import { BANNED_STATUSES } from './post-status';

// An owner's appeal of a banned post (what my posts shows of a ban: ban-facts.ts). The moderators' side (queue, decision) is the console's appeal-queue.ts.

/** Appeals a person may send per day, over all their posts: enough to appeal each ban, too few to flood the queue. */
export const APPEAL_RULE = { max: 3, windowS: 24 * 3600 };

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint/.test(e.message ?? '');
};

/**
 * Opens an appeal of the caller's own banned post (98 or 99); the text is checked by the route.
 * @throws Refusal release.not_found (missing or someone else's), release.appeal_not_banned,
 *   release.appeal_open (an appeal of this post is still open), release.appeal_too_many (the daily limit).
 */
export async function appealPost(
  db: Db,
  userId: number,
  id: number,
  text: string,
  nowS: number,
): Promise<{ id: number; status: AppealStatus }> {
  const post = await ownPost(db, userId, id, ['personal', 'store', 'certification', 'broker']);
  if (!BANNED_STATUSES.includes(post.status)) throw new Refusal('release.appeal_not_banned');
  const open = await db
    .selectFrom('post_appeals')
    .select('id')
    .where('post_id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (open) throw new Refusal('release.appeal_open');
  try {
    return await db.transaction().execute(async (trx) => {
      // Counted in the appeal's transaction: an appeal that is not written gives its place back.
      const slot = await takeWindow(trx, `appeals:user:${userId}`, APPEAL_RULE, nowS);
      if (!slot.ok) throw new Refusal('release.appeal_too_many', { max: APPEAL_RULE.max, wait: waitWords(slot.waitS) });
      const row = await trx
        .insertInto('post_appeals')
        .values({ post_id: id, user_id: userId, text, created_at: nowS })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, status: 'open' as const };
    });
  } catch (err) {
    // Two appeals sent at once: the partial unique index lets one be open.
    if (isUniqueViolation(err)) throw new Refusal('release.appeal_open');
    throw err;
  }
}
