import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database';
import type { LedgerAccountKind, TransferKind } from '../../db/schema-money';
import { countLedgerTransfer } from '../../lib/metrics';
import { Refusal } from '../common';

// The double-entry ledger (DESIGN §4). A transfer is ≥ 2 entries summing to zero, written in the caller's
// transaction together with the balance updates; each debit is a conditional UPDATE that must hit one row,
// so no balance goes below zero even under concurrent transfers, on SQLite and PostgreSQL alike.

// promotions: gold the platform gives away (invitation rewards); its negative balance is what they cost.
export type PlatformAccount = 'revenue' | 'clearing' | 'payouts' | 'promotions';
export type UserAccount = 'wallet' | 'hold';

export type AccountRef = { user: number; kind: UserAccount } | { platform: PlatformAccount };

export interface Leg {
  account: AccountRef;
  /** Signed gold: negative leaves the account, positive arrives. */
  amount: number;
}

export interface TransferSpec {
  kind: TransferKind;
  /** Unique across all transfers: a second transfer with the same value fails, so nothing moves twice. */
  uniq: string;
  userId: number | null;
  ref: string;
  legs: Leg[];
  nowS: number;
}

export function accountKey(ref: AccountRef): string {
  return 'user' in ref ? `${ref.kind}:${ref.user}` : `platform:${ref.platform}`;
}

/** The account's id, creating it on first use (concurrent creators meet on the unique key). */
export async function accountId(trx: DbOrTrx, ref: AccountRef, nowS: number): Promise<number> {
  const key = accountKey(ref);
  const found = await trx.selectFrom('ledger_accounts').select('id').where('key', '=', key).executeTakeFirst();
  if (found) return found.id;
  const kind: LedgerAccountKind = 'user' in ref ? ref.kind : ref.platform;
  await trx
    .insertInto('ledger_accounts')
    .values({
      key,
      kind,
      user_id: 'user' in ref ? ref.user : null,
      may_go_negative: kind === 'clearing' || kind === 'promotions' ? 1 : 0,
      created_at: nowS,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await trx.selectFrom('ledger_accounts').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
}

/** The balance of an account, 0 when it was never used. */
export async function balanceOf(db: DbOrTrx, ref: AccountRef): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('key', '=', accountKey(ref))
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/**
 * Writes one transfer inside `trx`. Legs on the same account are merged; accounts are updated in id order, after
 * every account is resolved, so two PostgreSQL transactions never wait on each other crosswise (no deadlock).
 * @throws Refusal money.insufficient when a debit would take an account below zero (the caller's
 *   transaction must then roll back); an Error when the legs do not sum to zero.
 */
export async function transfer(trx: Trx, spec: TransferSpec): Promise<number> {
  // Accounts are resolved (and created on first use) in key order: two transactions creating the same new
  // accounts then always meet in the same order, so PostgreSQL never sees them wait on each other crosswise.
  const refs = new Map<string, AccountRef>();
  for (const leg of spec.legs) {
    if (!Number.isSafeInteger(leg.amount)) throw new Error(`ledger: amount ${leg.amount} is not an integer`);
    refs.set(accountKey(leg.account), leg.account);
  }
  const ids = new Map<string, number>();
  for (const key of [...refs.keys()].sort()) ids.set(key, await accountId(trx, refs.get(key)!, spec.nowS));
  const byAccount = new Map<number, number>();
  for (const leg of spec.legs) {
    const id = ids.get(accountKey(leg.account))!;
    byAccount.set(id, (byAccount.get(id) ?? 0) + leg.amount);
  }
  const moves = [...byAccount].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
  if (moves.length < 2) throw new Error('ledger: a transfer needs two accounts');
  if (moves.reduce((s, [, a]) => s + a, 0) !== 0) throw new Error('ledger: a transfer must sum to zero');

  const { id: transferId } = await trx
    .insertInto('ledger_transfers')
    .values({ kind: spec.kind, uniq: spec.uniq, user_id: spec.userId, ref: spec.ref, created_at: spec.nowS })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [account, amount] of moves) {
    let update = trx
      .updateTable('ledger_accounts')
      .set({ balance: sql<number>`balance + ${amount}` })
      .where('id', '=', account);
    if (amount < 0) update = update.where((eb) => eb.or([eb('may_go_negative', '=', 1), eb('balance', '>=', -amount)]));
    const updated = await update.returning('balance').executeTakeFirst();
    if (!updated) throw new Refusal('money.insufficient');
    await trx
      .insertInto('ledger_entries')
      .values({
        transfer_id: transferId,
        account_id: account,
        amount,
        balance_after: Number(updated.balance),
        created_at: spec.nowS,
      })
      .execute();
  }
  // Counted when written: a caller's transaction that rolls back later still counted (rare; the books are
  // `ledger check`, this is a rate).
  countLedgerTransfer(spec.kind);
  return transferId;
}
