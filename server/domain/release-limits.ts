import { PostgresAdapter } from 'kysely';
import { POST_STATUS } from '../../protocol/status';
import type { Db } from '../db/database';
import type { PostingLimits } from './posting-limits';
import { Refusal } from './refusal';
import { refundWindow, takeWindow, waitWords } from './throttle';
import type { Taken } from './throttle';

// The two posting limits (posting-limits.ts), each exact under a burst of parallel releases:
// - posts per day: the shared atomic window counter (throttle.ts); a release refused later gives its count
//   back, so only stored posts use the day's quota;
// - posts waiting for review: counted inside the transaction that adds one, after locking the poster's row
//   (PostgreSQL; SQLite runs one transaction at a time), so two releases cannot both see the last free place.

const dayKey = (userId: number) => `post:day:${userId}`;

export interface DaySlot {
  key: string;
  taken: Taken;
}

/** @throws Refusal release.daily_limit with the wait until the day's window ends. */
export async function takeDaySlot(db: Db, userId: number, limits: PostingLimits, nowS: number): Promise<DaySlot> {
  const key = dayKey(userId);
  const taken = await takeWindow(db, key, limits.perDay, nowS);
  if (!taken.ok) throw new Refusal('release.daily_limit', { max: limits.perDay.max, wait: waitWords(taken.waitS) });
  return { key, taken };
}

export async function giveBackDaySlot(db: Db, slot: DaySlot): Promise<void> {
  await refundWindow(db, slot.key, slot.taken);
}

/**
 * Call inside the transaction that puts a post into review; `exceptPostId` is a post already counted.
 * @throws Refusal release.pending_limit when the poster already has pendingMax posts waiting.
 */
export async function requirePendingRoom(
  trx: Db,
  userId: number,
  limits: PostingLimits,
  exceptPostId?: number,
): Promise<void> {
  let lock = trx.selectFrom('users').select('id').where('id', '=', userId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) lock = lock.forUpdate();
  await lock.execute();
  let count = trx
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', POST_STATUS.PENDING);
  if (exceptPostId !== undefined) count = count.where('id', '!=', exceptPostId);
  const { n } = await count.executeTakeFirstOrThrow();
  if (Number(n) >= limits.pendingMax) throw new Refusal('release.pending_limit', { max: limits.pendingMax });
}
