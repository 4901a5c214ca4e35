import type { Selectable } from 'kysely';
import { payoutCents, withdrawFee } from '../../../protocol/money';
import type { Withdrawal } from '../../../protocol/money';
import type { Page } from '../../../protocol/types';
import type { Db, Trx } from '../../db/database';
import type { PayoutAccountTable, WithdrawalTable } from '../../db/schema-money';
import { CLI_ACTOR, pageOf, recordAudit, Refusal, refuseOwnRequest } from '../common';
import type { AuditActor, Paging } from '../common';
import { transfer } from './ledger';
import { once } from './ledger-idempotency';
import { recordNotice } from '../common';
import type { MoneyConfig } from './config';
import { ownAccount, toPayoutAccount } from './payout-accounts';

// A withdrawal moves gold wallet → hold at once; an operator then approves (hold → payouts, the fee to
// revenue) or rejects with a reason (hold → wallet, all of it). The daily cap counts the last 24 hours'
// requests that were not rejected. A decision is audited in its own transaction; the status flip is conditional
// on 'pending', so two operators deciding at once pay (or refund) once and the second is refused.

type WithdrawalRow = Selectable<WithdrawalTable>;
const DAY_S = 86_400;

export function toWithdrawal(w: WithdrawalRow, account: Selectable<PayoutAccountTable> | undefined): Withdrawal {
  return {
    id: w.id,
    amount: w.amount,
    fee: w.fee,
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
 * counted one after the other and cannot pass the cap together.
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
    const account = await ownAccount(trx, call.userId, call.accountId);
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
      .where('status', 'not in', ['rejected', 'cancelled'])
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
    return close(trx, w, 'cancelled', '', nowS, returnHold(w));
  });
  return withAccount(db, row);
}

/** The legs that give a request's held gold back to its wallet (rejected or cancelled). */
function returnHold(w: WithdrawalRow): Parameters<typeof transfer>[1]['legs'] {
  return [
    { account: { user: w.user_id, kind: 'hold' }, amount: -w.amount },
    { account: { user: w.user_id, kind: 'wallet' }, amount: w.amount },
  ];
}

const CLOSING_KIND = { paid: 'withdraw_paid', rejected: 'withdraw_rejected', cancelled: 'withdraw_cancelled' } as const;

/**
 * Ends a pending request in the caller's transaction: the status change is conditional on `pending`, so of two
 * endings at once (a payout, a rejection, the member's cancel) exactly one happens; the transfer's key is the
 * same for all three, a second guard.
 * @throws Refusal money.withdrawal_decided.
 */
async function close(
  trx: Trx,
  w: WithdrawalRow,
  to: 'paid' | 'rejected' | 'cancelled',
  reason: string,
  nowS: number,
  legs: Parameters<typeof transfer>[1]['legs'],
): Promise<WithdrawalRow> {
  const flipped = await trx
    .updateTable('withdrawals')
    .set({ status: to, reason, decided_at: nowS })
    .where('id', '=', w.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(flipped.numUpdatedRows) !== 1) throw new Refusal('money.withdrawal_decided', { status: w.status });
  await transfer(trx, {
    kind: CLOSING_KIND[to],
    uniq: `withdraw:${w.id}:decided`,
    userId: w.user_id,
    ref: String(w.id),
    nowS,
    legs,
  });
  return { ...w, status: to, reason, decided_at: nowS };
}

/** A withdrawal as its replies show it, with the payout account it pays to (undefined once deleted). */
export async function withAccount(db: Db, row: WithdrawalRow): Promise<Withdrawal> {
  const account = await db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('id', '=', row.payout_account_id)
    .executeTakeFirst();
  return toWithdrawal(row, account);
}

async function decide(
  db: Db,
  id: number,
  to: 'paid' | 'rejected',
  reason: string,
  nowS: number,
  actor: AuditActor,
  legs: (w: WithdrawalRow) => Parameters<typeof transfer>[1]['legs'],
): Promise<WithdrawalRow> {
  return db.transaction().execute(async (trx: Trx) => {
    const w = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    if (!w) throw new Refusal('money.withdrawal_not_found');
    refuseOwnRequest(actor, w.user_id);
    const closed = await close(trx, w, to, reason, nowS, legs(w));
    await recordNotice(trx, {
      userId: w.user_id,
      code: `withdraw.${to}`,
      params: { amount: w.amount, fee: w.fee, reason },
      nowS,
    });
    await recordAudit(trx, actor, {
      action: to === 'paid' ? 'withdrawal.approve' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: String(id),
      before: { status: w.status, userId: w.user_id, amount: w.amount, fee: w.fee },
      after: { status: to, userId: w.user_id, amount: w.amount, fee: w.fee },
      reason,
      nowS,
    });
    return closed;
  });
}

/** Operator: pays out (the amount less the fee leaves; the fee is revenue). */
export async function approveWithdrawal(
  db: Db,
  id: number,
  nowS: number,
  actor: AuditActor = CLI_ACTOR,
): Promise<WithdrawalRow> {
  return decide(db, id, 'paid', '', nowS, actor, (w) => [
    { account: { user: w.user_id, kind: 'hold' }, amount: -w.amount },
    { account: { platform: 'payouts' }, amount: w.amount - w.fee },
    { account: { platform: 'revenue' }, amount: w.fee },
  ]);
}

/** Operator: refuses with a reason the user reads; all the gold goes back to the wallet. */
export async function rejectWithdrawal(
  db: Db,
  id: number,
  reason: string,
  nowS: number,
  actor: AuditActor = CLI_ACTOR,
): Promise<WithdrawalRow> {
  if (reason.trim() === '') throw new Refusal('money.reason_required');
  return decide(db, id, 'rejected', reason.trim(), nowS, actor, returnHold);
}
