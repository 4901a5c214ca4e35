import { sql } from 'kysely';
import { invitePath } from '../../../protocol/invite';
import type { Invitee, InviteSummary } from '../../../protocol/invite';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { InviteConfig } from './config';
import { transfer } from '../money';
import { takeWindow } from '../common';

// The inviter of an account is recorded at registration (users.invited_by); the reward is paid when the
// invitee's first recharge is paid, not at registration: a throwaway account then costs more than it earns, so
// rewards cannot be farmed into withdrawable gold. It is one ledger transfer from the platform's promotions
// account whose unique key names the invitee, so it is paid at most once per invitee however many times, or in
// how many processes at once, the credit runs.

const rewardKey = (inviteeId: number) => `invite:${inviteeId}`;

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint/.test(e.message ?? '');
};

export type RewardOutcome = 'paid' | 'already_paid' | 'no_inviter' | 'capped' | 'off';

/** Credits the inviter of `inviteeId` once. */
export async function creditInviteReward(
  db: Db,
  inviteeId: number,
  config: InviteConfig,
  nowS: number,
): Promise<RewardOutcome> {
  if (config.rewardGold <= 0) return 'off';
  const invitee = await db.selectFrom('users').select('invited_by').where('id', '=', inviteeId).executeTakeFirst();
  const inviterId = invitee?.invited_by ?? null;
  if (inviterId === null) return 'no_inviter';
  const uniq = rewardKey(inviteeId);
  const paid = await db.selectFrom('ledger_transfers').select('id').where('uniq', '=', uniq).executeTakeFirst();
  if (paid) return 'already_paid';
  // The cap stops one person farming rewards with throwaway accounts (registration is only throttled per
  // address). It is counted in the transaction of the transfer, so a duplicate credit that loses on the
  // unique key rolls its count back too.
  const capKey = `invite-reward:user:${inviterId}`;
  try {
    return await db.transaction().execute(async (trx) => {
      const slot = await takeWindow(trx, capKey, { max: config.dailyRewardCap, windowS: 24 * 3600 }, nowS);
      if (!slot.ok) return 'capped';
      await transfer(trx, {
        kind: 'invite_reward',
        uniq,
        userId: inviterId,
        ref: `user:${inviteeId}`,
        legs: [
          { account: { platform: 'promotions' }, amount: -config.rewardGold },
          { account: { user: inviterId, kind: 'wallet' }, amount: config.rewardGold },
        ],
        nowS,
      });
      return 'paid';
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return 'already_paid';
  }
}

/**
 * After a paid notify of `orderNo` (first or repeated): credits the buyer's inviter if not yet done. Repeats
 * are harmless and finish a credit a crash may have left out.
 */
export async function creditInviteRewardForOrder(
  db: Db,
  orderNo: string,
  config: InviteConfig,
  nowS: number,
): Promise<RewardOutcome | 'not_paid'> {
  const order = await db
    .selectFrom('orders')
    .select(['user_id', 'status'])
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (order?.status !== 'paid') return 'not_paid';
  return creditInviteReward(db, order.user_id, config, nowS);
}

/** Gold an invitee earned the inviter: the wallet leg of the invitee's reward transfer. */
function rewardOf(db: Db) {
  return db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_entries as e', 'e.transfer_id', 't.id')
    .where('t.kind', '=', 'invite_reward')
    .where('e.amount', '>', 0);
}

/** The caller's invitees, newest first, with what each earned them. */
export async function listInvitations(
  db: Db,
  userId: number,
  query: { page?: number; pageSize?: number },
): Promise<Page<Invitee>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const total = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('invited_by', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('users as u')
    .select(['u.nickname', 'u.created_at'])
    .select((eb) =>
      eb
        .exists(
          eb.selectFrom('orders as o').select('o.id').whereRef('o.user_id', '=', 'u.id').where('o.status', '=', 'paid'),
        )
        .as('recharged'),
    )
    .select((eb) =>
      rewardOf(db)
        .select((e) => e.fn.coalesce(e.fn.sum<number | string>('e.amount'), sql.lit(0)).as('r'))
        .where('t.uniq', '=', sql<string>`${sql.lit('invite:')} || cast(${eb.ref('u.id')} as text)`)
        .as('reward'),
    )
    .where('u.invited_by', '=', userId)
    .orderBy('u.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      nickname: r.nickname,
      joinedAt: r.created_at,
      reward: Number(r.reward ?? 0),
      // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
      recharged: Boolean(r.recharged),
    })),
    page,
    pageSize,
    total: Number(total.n),
  };
}

/** The caller's invite code and link, how many joined through it, what it earned, and the reward now. */
export async function inviteSummary(db: Db, userId: number, config: InviteConfig): Promise<InviteSummary> {
  const user = await db.selectFrom('users').select('incode').where('id', '=', userId).executeTakeFirstOrThrow();
  const invited = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('invited_by', '=', userId)
    .executeTakeFirstOrThrow();
  const earned = await rewardOf(db)
    .select((e) => e.fn.coalesce(e.fn.sum<number | string>('e.amount'), sql.lit(0)).as('s'))
    .where('t.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    incode: user.incode,
    invitePath: invitePath(user.incode),
    invited: Number(invited.n),
    earned: Number(earned.s),
    rewardGold: config.rewardGold,
  };
}
