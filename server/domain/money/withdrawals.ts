import type { Selectable } from 'kysely';
import { OPEN_WITHDRAWAL, payoutCents, withdrawFee } from '../../../protocol/money';
import type { Withdrawal, WithdrawalStatus } from '../../../protocol/money';
import { WITHDRAWAL_STATUS_WORDS } from '../../../protocol/money-texts';
import type { Page } from '../../../protocol/types';
import type { Db, Trx } from '../../db/database';
import type { PayoutAccountTable, TransferKind, WithdrawalTable } from '../../db/schema-money';
import { pageOf, Refusal } from '../common';
import type { Paging } from '../common';
import { transfer } from './ledger';
import { once } from './ledger-idempotency';
import type { MoneyConfig } from './config';
import { ownAccount, toPayoutAccount } from './payout-accounts';

// A withdrawal moves gold wallet → hold at once; an operator then rejects it with a reason (hold → wallet, all
// of it) or approves it, which sends the payout (payouts.ts) while the gold stays held; the payout's channel
// confirming moves hold → payouts with the fee to revenue, its failure gives the hold back. The daily cap
// counts the last 24 hours' requests that gave nothing back. Every status change is conditional on the one
// before, so of two endings at once exactly one happens.

export type WithdrawalRow = Selectable<WithdrawalTable>;
export type Legs = Parameters<typeof transfer>[1]['legs'];
const DAY_S = 86_400;
/** Statuses that charge the fee: still on the way, or paid. */
const CHARGED: readonly WithdrawalStatus[] = [...OPEN_WITHDRAWAL, 'paid'];

export function toWithdrawal(w: WithdrawalRow, account: Selectable<PayoutAccountTable> | undefined): Withdrawal {
  return {
    id: w.id,
    amount: w.amount,
    fee: CHARGED.includes(w.status) ? w.fee : 0,
    payoutCents: w.payout_cents,
    status: w.status,
    reason: w.reason,
    account: account ? toPayoutAccount(account) : null,
    createdAt: w.created_at,
    decidedAt: w.decided_at,
  };
}

export interface WithdrawCall {
  userId: number;
  amount: number;
  accountId: number;
  key: string;
}

/**
 * The debit runs before the cap is counted: it locks the wallet row, so one user's concurrent requests are
 * counted one after the other and cannot pass the cap together. The account's row is locked first (as
 * deleting it does), so a deletion at the same moment either waits and then sees this request, or wins and
 * this one finds no account.
 * @throws Refusal money.withdraw_below_min, money.account_not_found, money.insufficient,
 *   money.withdraw_over_cap, money.key_reused.
 */
export async function requestWithdrawal(
  db: Db,
  config: MoneyConfig,
  call: WithdrawCall,
  nowS: number,
): Promise<Withdrawal> {
  if (call.amount < config.withdrawMin) throw new Refusal('money.withdraw_below_min', { min: config.withdrawMin });
  const request = { amount: call.amount, accountId: call.accountId };
  return once(db, { userId: call.userId, action: 'withdraw', key: call.key, request }, nowS, async (trx) => {
    const account = await ownAccount(trx, call.userId, call.accountId, { lock: true });
    const row = await trx
      .insertInto('withdrawals')
      .values({
        user_id: call.userId,
        payout_account_id: account.id,
        amount: call.amount,
        fee: withdrawFee(call.amount, config),
        payout_cents: payoutCents(call.amount, config),
        status: 'pending',
        created_at: nowS,
        decided_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await transfer(trx, {
      kind: 'withdraw_hold',
      uniq: `withdraw:${row.id}`,
      userId: call.userId,
      ref: String(row.id),
      nowS,
      legs: [
        { account: { user: call.userId, kind: 'wallet' }, amount: -call.amount },
        { account: { user: call.userId, kind: 'hold' }, amount: call.amount },
      ],
    });
    const today = await trx
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.sum<string | number>('amount').as('n'))
      .where('user_id', '=', call.userId)
      .where('status', 'not in', ['rejected', 'cancelled', 'failed'])
      .where('created_at', '>', nowS - DAY_S)
      .executeTakeFirstOrThrow();
    const used = Number(today.n ?? 0);
    if (used > config.withdrawDailyCap) {
      throw new Refusal('money.withdraw_over_cap', {
        left: Math.max(0, config.withdrawDailyCap - (used - call.amount)),
      });
    }
    return toWithdrawal(row, account);
  });
}

export async function listWithdrawals(db: Db, userId: number, paging: Paging): Promise<Page<Withdrawal>> {
  const { page, pageSize, offset } = pageOf(paging);
  const base = db.selectFrom('withdrawals').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = [...new Set(rows.map((r) => r.payout_account_id))];
  const accounts = ids.length
    ? await db.selectFrom('payout_accounts').selectAll().where('id', 'in', ids).execute()
    : [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return {
    list: rows.map((r) => toWithdrawal(r, byId.get(r.payout_account_id))),
    page,
    pageSize,
    total: Number(count.n),
  };
}

export async function pendingWithdrawals(db: Db): Promise<Withdrawal[]> {
  const rows = await db.selectFrom('withdrawals').selectAll().where('status', '=', 'pending').orderBy('id').execute();
  const accounts = rows.length
    ? await db
        .selectFrom('payout_accounts')
        .selectAll()
        .where(
          'id',
          'in',
          rows.map((r) => r.payout_account_id),
        )
        .execute()
    : [];
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return rows.map((r) => toWithdrawal(r, byId.get(r.payout_account_id)));
}

/**
 * The member takes back a request still under review: the held gold returns to the wallet. The same
 * conditional status change as an operator's decision, so of a cancel and a decision at once exactly one
 * happens, and the same transfer key, so the hold is released once.
 * @throws Refusal money.withdrawal_not_found (also someone else's), money.withdrawal_decided.
 */
export async function cancelWithdrawal(db: Db, userId: number, id: number, nowS: number): Promise<Withdrawal> {
  const row = await db.transaction().execute(async (trx: Trx) => {
    const w = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!w) throw new Refusal('money.withdrawal_not_found');
    return close(trx, w, { from: 'pending', to: 'cancelled', reason: '', nowS, legs: returnHold(w) });
  });
  return withAccount(db, row);
}

/** The legs that give a request's held gold back to its wallet (rejected, cancelled, or its payout failed). */
export function returnHold(w: WithdrawalRow): Legs {
  return [
    { account: { user: w.user_id, kind: 'hold' }, amount: -w.amount },
    { account: { user: w.user_id, kind: 'wallet' }, amount: w.amount },
  ];
}

/** The legs of a confirmed payout: the amount less the fee leaves, the fee is revenue. */
export function payOut(w: WithdrawalRow): Legs {
  return [
    { account: { user: w.user_id, kind: 'hold' }, amount: -w.amount },
    { account: { platform: 'payouts' }, amount: w.amount - w.fee },
    { account: { platform: 'revenue' }, amount: w.fee },
  ];
}

type Ending = 'paid' | 'failed' | 'rejected' | 'cancelled';
const CLOSING_KIND: Record<Ending, TransferKind> = {
  paid: 'withdraw_paid',
  failed: 'withdraw_failed',
  rejected: 'withdraw_rejected',
  cancelled: 'withdraw_cancelled',
};

export interface StatusChange {
  from: 'pending' | 'paying';
  to: 'paying' | Ending;
  reason: string;
  nowS: number;
  /** The ledger movement of an ending; approval (→ paying) moves nothing. */
  legs?: Legs;
}

/**
 * Moves a request on in the caller's transaction, conditional on its status being `from`: of two changes at
 * once (an approval, a rejection, the member's cancel; a confirmation and a failure) exactly one happens. Every
 * ending's transfer has the same key, a second guard that the hold leaves once.
 * @throws Refusal money.withdrawal_decided.
 */
export async function close(trx: Trx, w: WithdrawalRow, c: StatusChange): Promise<WithdrawalRow> {
  // decided_at is when it last moved: approval, then the payout's end (the dashboard counts payouts by that day).
  const flipped = await trx
    .updateTable('withdrawals')
    .set({ status: c.to, reason: c.reason, decided_at: c.nowS })
    .where('id', '=', w.id)
    .where('status', '=', c.from)
    .executeTakeFirst();
  if (Number(flipped.numUpdatedRows) !== 1) {
    const now = await trx.selectFrom('withdrawals').select('status').where('id', '=', w.id).executeTakeFirstOrThrow();
    throw withdrawalDecided(now.status);
  }
  if (c.to !== 'paying') {
    await transfer(trx, {
      kind: CLOSING_KIND[c.to],
      uniq: `withdraw:${w.id}:decided`,
      userId: w.user_id,
      ref: String(w.id),
      nowS: c.nowS,
      legs: c.legs ?? [],
    });
  }
  return { ...w, status: c.to, reason: c.reason, decided_at: c.nowS };
}

/** The refusal of a change a request's status no longer allows, naming the status in words. */
export const withdrawalDecided = (status: WithdrawalStatus): Refusal =>
  new Refusal('money.withdrawal_decided', { status: WITHDRAWAL_STATUS_WORDS[status] });

/** A withdrawal as its replies show it, with the payout account it pays to (undefined once deleted). */
export async function withAccount(db: Db, row: WithdrawalRow): Promise<Withdrawal> {
  const account = await db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('id', '=', row.payout_account_id)
    .executeTakeFirst();
  return toWithdrawal(row, account);
}
