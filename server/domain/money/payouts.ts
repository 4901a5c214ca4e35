import type { PayoutMethod } from '../../../protocol/money';
import type { Db, Trx } from '../../db/database';
import { CLI_ACTOR, recordAudit, recordNotice, Refusal, refuseOwnRequest } from '../common';
import type { AuditActor } from '../common';
import { MANUAL, transferNoOf } from './payout-adapter';
import type { PayoutAdapters } from './payout-adapter';
import { close, payOut, returnHold, withdrawalDecided } from './withdrawals';
import type { WithdrawalRow } from './withdrawals';

// Finance's decisions on a withdrawal and the payout that follows an approval. Approving sends the payout and
// moves the request to `paying`, the gold still held: nothing has reached the member yet. The channel's word
// ends it: paid (hold → payouts, the fee to revenue) or failed (hold → wallet, no fee). Every step is
// conditional on the one before, so a late or repeated notify, or two operators, change it once.

async function loadFor(trx: Trx, id: number, actor: AuditActor): Promise<WithdrawalRow> {
  const w = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!w) throw new Refusal('money.withdrawal_not_found');
  refuseOwnRequest(actor, w.user_id);
  return w;
}

const facts = (w: WithdrawalRow, status: string) => ({ status, userId: w.user_id, amount: w.amount, fee: w.fee });

export interface Approval {
  id: number;
  /** `manual`, or the code of a registered adapter. */
  channel: string;
  nowS: number;
  actor?: AuditActor;
}

/**
 * Operator: approves and sends the payout through `channel`. An adapter is handed the payout after the
 * approval commits (a provider call never holds a database transaction open); if it refuses at once, the
 * payout fails and the hold goes back.
 * @throws Refusal money.withdrawal_not_found, money.withdrawal_decided, money.payout_channel_unknown,
 *   money.payout_needs_manual, admin.own_request.
 */
export async function approveWithdrawal(db: Db, adapters: PayoutAdapters, a: Approval): Promise<WithdrawalRow> {
  const actor = a.actor ?? CLI_ACTOR;
  const adapter = a.channel === MANUAL ? null : adapters.get(a.channel);
  if (adapter === undefined) throw new Refusal('money.payout_channel_unknown');
  const row = await db.transaction().execute(async (trx) => {
    const w = await loadFor(trx, a.id, actor);
    // A request from before the money was recorded names no sum a provider could be told.
    if (adapter && w.payout_cents === null) throw new Refusal('money.payout_needs_manual');
    const paying = await close(trx, w, { from: 'pending', to: 'paying', reason: '', nowS: a.nowS });
    await recordNotice(trx, { userId: w.user_id, code: 'withdraw.paying', params: { amount: w.amount }, nowS: a.nowS });
    await trx
      .insertInto('payout_transfers')
      .values({
        withdrawal_id: w.id,
        channel: a.channel,
        status: 'sent',
        amount_cents: w.payout_cents ?? 0,
        provider_ref: null,
        created_at: a.nowS,
        settled_at: null,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: String(w.id),
      before: facts(w, w.status),
      after: { ...facts(w, 'paying'), channel: a.channel },
      reason: '',
      nowS: a.nowS,
    });
    return paying;
  });
  if (!adapter) return row;
  const account = await db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('id', '=', row.payout_account_id)
    .executeTakeFirstOrThrow();
  try {
    const providerRef = await adapter.send({
      transferNo: transferNoOf(row.id),
      amountCents: row.payout_cents ?? 0,
      method: account.method,
      holder: account.holder,
      accountNo: account.account_no,
      bankName: account.bank_name,
    });
    await db
      .updateTable('payout_transfers')
      .set({ provider_ref: providerRef })
      .where('withdrawal_id', '=', row.id)
      .execute();
    return row;
  } catch (err) {
    const failure = err instanceof Error ? err.message.slice(0, 200) : 'refused';
    await settlePayout(db, { id: row.id, channel: adapter.code, outcome: 'failed', failure, nowS: a.nowS });
    return db.selectFrom('withdrawals').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  }
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
  return db.transaction().execute(async (trx) => {
    const w = await loadFor(trx, id, actor);
    const closed = await close(trx, w, {
      from: 'pending',
      to: 'rejected',
      reason: reason.trim(),
      nowS,
      legs: returnHold(w),
    });
    const params = { amount: w.amount, reason: reason.trim() };
    await recordNotice(trx, { userId: w.user_id, code: 'withdraw.rejected', params, nowS });
    await recordAudit(trx, actor, {
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: String(id),
      before: facts(w, w.status),
      after: facts(w, 'rejected'),
      reason: reason.trim(),
      nowS,
    });
    return closed;
  });
}

export interface Settlement {
  id: number;
  /** The channel that speaks: a notify of one adapter never settles another's payout. */
  channel: string;
  outcome: 'paid' | 'failed';
  failure: string;
  nowS: number;
  providerRef?: string;
  /** Set when finance confirms a manual payout (audited); a provider's notify has none. */
  actor?: AuditActor;
}

/**
 * Ends a payout: paid moves the held gold out (the fee to revenue), failed gives it back. Repeats, and the
 * loser of two at once, answer `already` and change nothing.
 * @throws Refusal money.withdrawal_not_found (or not paid through this channel), money.payout_not_manual
 *   when finance confirms a payout an adapter sends.
 */
export async function settlePayout(db: Db, s: Settlement): Promise<'paid' | 'failed' | 'already'> {
  try {
    return await settleOnce(db, s);
  } catch (err) {
    if (err instanceof Refusal && err.code === 'money.withdrawal_decided') return 'already';
    throw err;
  }
}

async function settleOnce(db: Db, s: Settlement): Promise<'paid' | 'failed' | 'already'> {
  return db.transaction().execute(async (trx) => {
    const w = await loadFor(trx, s.id, s.actor ?? CLI_ACTOR);
    const payout = await trx
      .selectFrom('payout_transfers')
      .selectAll()
      .where('withdrawal_id', '=', w.id)
      .executeTakeFirst();
    // Never approved: nothing was sent to settle.
    if (!payout) throw withdrawalDecided(w.status);
    if (payout.channel !== s.channel) {
      if (s.channel === MANUAL) throw new Refusal('money.payout_not_manual');
      throw new Refusal('money.withdrawal_not_found');
    }
    if (payout.status !== 'sent') return 'already';
    const reason = s.outcome === 'failed' ? s.failure : '';
    const legs = s.outcome === 'paid' ? payOut(w) : returnHold(w);
    await close(trx, w, { from: 'paying', to: s.outcome, reason, nowS: s.nowS, legs });
    const params = { amount: w.amount, fee: w.fee, reason };
    await recordNotice(trx, { userId: w.user_id, code: `withdraw.${s.outcome}`, params, nowS: s.nowS });
    await trx
      .updateTable('payout_transfers')
      .set({
        status: s.outcome,
        failure: reason,
        settled_at: s.nowS,
        provider_ref: s.providerRef ?? payout.provider_ref,
      })
      .where('id', '=', payout.id)
      .where('status', '=', 'sent')
      .execute();
    if (s.actor) {
      await recordAudit(trx, s.actor, {
        action: s.outcome === 'paid' ? 'withdrawal.payout_paid' : 'withdrawal.payout_failed',
        targetType: 'withdrawal',
        targetId: String(w.id),
        before: facts(w, 'paying'),
        after: facts(w, s.outcome),
        reason,
        nowS: s.nowS,
      });
    }
    return s.outcome;
  });
}

/** The whole account a payout goes to, for finance paying by hand. */
export interface RevealedAccount {
  method: PayoutMethod;
  holder: string;
  bankName: string;
  accountNo: string;
}

/**
 * Finance reads the unmasked account of a request still open (under review or being paid); each reading is
 * audited.
 * @throws Refusal money.withdrawal_not_found, money.withdrawal_decided once it ended, admin.own_request.
 */
export async function revealPayoutAccount(
  db: Db,
  id: number,
  nowS: number,
  actor: AuditActor,
): Promise<RevealedAccount> {
  return db.transaction().execute(async (trx) => {
    const w = await loadFor(trx, id, actor);
    if (w.status !== 'pending' && w.status !== 'paying') throw withdrawalDecided(w.status);
    const a = await trx
      .selectFrom('payout_accounts')
      .selectAll()
      .where('id', '=', w.payout_account_id)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'withdrawal.reveal_account',
      targetType: 'withdrawal',
      targetId: String(w.id),
      before: null,
      after: { userId: w.user_id, accountId: a.id, method: a.method },
      reason: '',
      nowS,
    });
    return { method: a.method, holder: a.holder, bankName: a.bank_name, accountNo: a.account_no };
  });
}
