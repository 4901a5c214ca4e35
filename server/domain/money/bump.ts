import { sql } from 'kysely';
import { PostgresAdapter } from 'kysely';
import type { BumpReceipt } from '../../../protocol/money';
import { postStatusName } from '../../../protocol/refusal-words';
import { POST_STATUS } from '../../../protocol/status';
import type { Db, Trx } from '../../db/database';
import { isPublic, Refusal } from '../common';
import { balanceOf, transfer } from './ledger';
import { once } from './ledger-idempotency';
import type { MoneyConfig } from './config';

// A paid bump: the owner's public post goes on top of its city's newest list for a while, paid from the
// wallet to the platform through the ledger like an unlock. A city has a few top places at once; a bump
// beyond them, or of a post already on top, is refused and charges nothing (decided in docs/decisions/money.md).

export interface Bump {
  userId: number;
  postId: number;
  key: string;
}

/** A namespace for the advisory locks of bumps, one lock per city. */
const BUMP_LOCK = 7_170;

/** Bumps of one city wait for each other, so two cannot both take its last place (SQLite runs one at a time). */
async function lockCity(trx: Trx, cityCode: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${BUMP_LOCK}::int, ${cityCode}::int)`.execute(trx);
}

/** `2026-11-28 14:05 UTC`: a refusal's wording of a moment. */
const momentWords = (s: number) => `${new Date(s * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Puts the caller's post on top of its city's list for config.bumpSeconds at config.bumpPriceGold.
 * @throws Refusal money.bump_not_found (missing or someone else's), money.bump_not_public, money.bump_already,
 *   money.bump_city_full, money.insufficient, money.key_reused, money.conflict.
 */
export function bumpPost(db: Db, config: MoneyConfig, call: Bump, nowS: number): Promise<BumpReceipt> {
  const request = { postId: call.postId };
  return once(db, { userId: call.userId, action: 'bumpPost', key: call.key, request }, nowS, async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'user_id', 'status', 'city_code'])
      .select(isPublic().as('public'))
      .where('id', '=', call.postId)
      .executeTakeFirst();
    if (!post || post.user_id !== call.userId || post.status === POST_STATUS.DELETED)
      throw new Refusal('money.bump_not_found');
    if (!post.public) throw new Refusal('money.bump_not_public', { status: postStatusName(post.status) });
    await lockCity(trx, post.city_code);
    // Read after the lock: a bump of this city that committed meanwhile is seen.
    const now = await trx
      .selectFrom('posts')
      .select(['bumped_until', 'status'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    if (now.status !== POST_STATUS.VERIFIED)
      throw new Refusal('money.bump_not_public', { status: postStatusName(now.status) });
    if (now.bumped_until !== null && now.bumped_until > nowS)
      throw new Refusal('money.bump_already', { until: momentWords(now.bumped_until) });
    const taken = await trx
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('city_code', '=', post.city_code)
      .where('bumped_until', '>', nowS)
      .where(isPublic())
      .executeTakeFirstOrThrow();
    if (Number(taken.n) >= config.bumpPerCity) throw new Refusal('money.bump_city_full', { max: config.bumpPerCity });

    const price = config.bumpPriceGold;
    const until = nowS + config.bumpSeconds;
    const transferId = await transfer(trx, {
      kind: 'bump',
      uniq: `bump:${call.userId}:${call.key}`,
      userId: call.userId,
      ref: String(post.id),
      nowS,
      legs: [
        { account: { user: call.userId, kind: 'wallet' }, amount: -price },
        { account: { platform: 'revenue' }, amount: price },
      ],
    });
    await trx.updateTable('posts').set({ bumped_at: nowS, bumped_until: until }).where('id', '=', post.id).execute();
    await trx
      .insertInto('post_bumps')
      .values({
        post_id: post.id,
        user_id: call.userId,
        city_code: post.city_code,
        price_gold: price,
        transfer_id: transferId,
        bumped_until: until,
        created_at: nowS,
      })
      .execute();
    const balance = await balanceOf(trx, { user: call.userId, kind: 'wallet' });
    return { postId: post.id, paid: price, balance, bumpedUntil: until };
  });
}
