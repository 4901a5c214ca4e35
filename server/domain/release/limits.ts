import { PostgresAdapter } from 'kysely';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';
import type { PostingLimits } from './posting-limits';
import { Refusal, takeWindow, waitWords } from '../common';

// The two posting limits (posting-limits.ts), each exact under a burst of parallel releases. Both are checked
// inside the transaction that puts a post into review, after locking the poster's row (PostgreSQL; SQLite
// runs one transaction at a time), so one account's releases pass one after another:
// - posts per day: the shared window counter (throttle.ts), counted in that transaction, so a release refused
//   or failing afterwards takes its count back with everything else it wrote;
// - posts waiting for review: counted in that transaction, so two releases cannot both see the last place.
//   A post whose video is being made (6) is on its way to review and counts: else videos pass the limit.

/** Holds the poster's row until the transaction ends. */
async function lockPoster(trx: Db, userId: number): Promise<void> {
  let lock = trx.selectFrom('users').select('id').where('id', '=', userId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) lock = lock.forUpdate();
  await lock.execute();
}

/** The statuses the posts-in-review limit counts. */
export const IN_REVIEW: number[] = [POST_STATUS.PENDING, POST_STATUS.PROCESSING];

async function requirePendingRoom(trx: Db, userId: number, limits: PostingLimits, exceptPostId?: number) {
  let count = trx
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', IN_REVIEW);
  if (exceptPostId !== undefined) count = count.where('id', '!=', exceptPostId);
  const { n } = await count.executeTakeFirstOrThrow();
  if (Number(n) >= limits.pendingMax) throw new Refusal('release.pending_limit', { max: limits.pendingMax });
}

/**
 * For a new post; call first in the transaction that stores it.
 * @throws Refusal release.daily_limit (with the wait until the day's window ends), release.pending_limit.
 */
export async function admitNewPost(trx: Db, userId: number, limits: PostingLimits, nowS: number): Promise<void> {
  await lockPoster(trx, userId);
  const taken = await takeWindow(trx, `post:day:${userId}`, limits.perDay, nowS);
  if (!taken.ok) throw new Refusal('release.daily_limit', { max: limits.perDay.max, wait: waitWords(taken.waitS) });
  await requirePendingRoom(trx, userId, limits);
}

/**
 * For an edit sending a post that was not waiting back to review (it is no new post: the day is not counted).
 * @throws Refusal release.pending_limit.
 */
export async function admitBackToReview(trx: Db, userId: number, postId: number, limits: PostingLimits) {
  await lockPoster(trx, userId);
  await requirePendingRoom(trx, userId, limits, postId);
}
