import { sql } from 'kysely';
import { OPEN_WITHDRAWAL } from '../../../protocol/money';
import type { Db } from '../../db/database';

// Reconciliation (npm run admin -- ledger check): every invariant of the ledger, each broken one named.
// Aggregates run in SQL so the check stays one pass per invariant however long the history is.

export interface LedgerProblem {
  invariant: string;
  detail: string;
}

const n = (v: number | string | bigint | null | undefined): number => Number(v ?? 0);

async function transfersNotZero(db: Db): Promise<LedgerProblem[]> {
  const rows = await db
    .selectFrom('ledger_transfers as t')
    .leftJoin('ledger_entries as e', 'e.transfer_id', 't.id')
    .select(['t.id', 't.uniq'])
    .select((eb) => [eb.fn.sum<string>('e.amount').as('total'), eb.fn.count<string>('e.id').as('legs')])
    .groupBy(['t.id', 't.uniq'])
    .having((eb) =>
      eb.or([eb(eb.fn.coalesce(eb.fn.sum('e.amount'), sql.lit(0)), '!=', 0), eb(eb.fn.count('e.id'), '<', 2)]),
    )
    .limit(50)
    .execute();
  return rows.map((r) => ({
    invariant: 'transfer sums to zero with ≥ 2 entries',
    detail: `transfer ${r.id} (${r.uniq}): sum ${n(r.total)}, ${n(r.legs)} entries`,
  }));
}

async function entriesWithoutTransfer(db: Db): Promise<LedgerProblem[]> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .leftJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('t.id', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('k'))
    .executeTakeFirstOrThrow();
  return n(row.k) > 0 ? [{ invariant: 'every entry belongs to a transfer', detail: `${n(row.k)} orphan entries` }] : [];
}

async function overall(db: Db): Promise<LedgerProblem[]> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<string>('amount').as('total'))
    .executeTakeFirstOrThrow();
  const balances = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<string>('balance').as('total'))
    .executeTakeFirstOrThrow();
  const out: LedgerProblem[] = [];
  if (n(row.total) !== 0) out.push({ invariant: 'all entries sum to zero', detail: `sum ${n(row.total)}` });
  if (n(balances.total) !== 0) out.push({ invariant: 'all balances sum to zero', detail: `sum ${n(balances.total)}` });
  return out;
}

async function balancesMatchEntries(db: Db): Promise<LedgerProblem[]> {
  const sums = db
    .selectFrom('ledger_entries')
    .select(['account_id', (eb) => eb.fn.sum<string>('amount').as('total')])
    .groupBy('account_id')
    .as('s');
  const rows = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(sums, 's.account_id', 'a.id')
    .select(['a.key', 'a.balance', 's.total'])
    .where((eb) => eb('a.balance', '!=', eb.fn.coalesce('s.total', sql.lit(0))))
    .limit(50)
    .execute();
  return rows.map((r) => ({
    invariant: 'balance = Σ of its entries',
    detail: `${r.key}: balance ${n(r.balance)}, entries sum ${n(r.total)}`,
  }));
}

async function negativeBalances(db: Db): Promise<LedgerProblem[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['key', 'balance'])
    .where('balance', '<', 0)
    .where('may_go_negative', '=', 0)
    .limit(50)
    .execute();
  return rows.map((r) => ({ invariant: 'no negative balance', detail: `${r.key}: ${n(r.balance)}` }));
}

/** Keys are unique by constraint; this catches a key whose transfer is gone or doubled by hand. */
async function keysAppliedOnce(db: Db): Promise<LedgerProblem[]> {
  const rows = await db
    .selectFrom('ledger_transfers')
    .select(['uniq', (eb) => eb.fn.countAll<string>().as('k')])
    .groupBy('uniq')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .limit(50)
    .execute();
  const paid = await db
    .selectFrom('orders as o')
    .leftJoin('ledger_transfers as t', (j) => j.onRef('t.ref', '=', 'o.order_no').on('t.kind', '=', 'recharge'))
    .select(['o.order_no', (eb) => eb.fn.count<string>('t.id').as('k')])
    .where('o.status', '=', 'paid')
    .groupBy('o.order_no')
    .having((eb) => eb.fn.count('t.id'), '!=', 1)
    .limit(50)
    .execute();
  return [
    ...rows.map((r) => ({ invariant: 'each key applied once', detail: `${r.uniq}: ${n(r.k)} transfers` })),
    ...paid.map((r) => ({
      invariant: 'each paid order credited once',
      detail: `order ${r.order_no}: ${n(r.k)} credits`,
    })),
  ];
}

async function paidOrdersMatchClearing(db: Db): Promise<LedgerProblem[]> {
  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<string>('gold').as('total'))
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const clearing = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('key', '=', 'platform:clearing')
    .executeTakeFirst();
  const credited = -n(clearing?.balance);
  return n(orders.total) === credited
    ? []
    : [
        {
          invariant: 'paid orders = gateway clearing',
          detail: `paid orders ${n(orders.total)} gold, clearing ${credited}`,
        },
      ];
}

/** A user's held gold is exactly their requests under review or being paid: approval must not release it. */
async function holdsMatchOpenWithdrawals(db: Db): Promise<LedgerProblem[]> {
  const open = db
    .selectFrom('withdrawals')
    .select(['user_id', (eb) => eb.fn.sum<string>('amount').as('total')])
    .where('status', 'in', OPEN_WITHDRAWAL)
    .groupBy('user_id')
    .as('w');
  const rows = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(open, 'w.user_id', 'a.user_id')
    .select(['a.key', 'a.balance', 'w.total'])
    .where('a.kind', '=', 'hold')
    .where((eb) => eb('a.balance', '!=', eb.fn.coalesce('w.total', sql.lit(0))))
    .limit(50)
    .execute();
  return rows.map((r) => ({
    invariant: 'held gold = open withdrawals',
    detail: `${r.key}: held ${n(r.balance)}, open withdrawals ${n(r.total)}`,
  }));
}

/** Every broken invariant, or an empty list when the books balance. */
export async function checkLedger(db: Db): Promise<LedgerProblem[]> {
  const parts = [
    transfersNotZero,
    entriesWithoutTransfer,
    overall,
    balancesMatchEntries,
    negativeBalances,
    keysAppliedOnce,
    paidOrdersMatchClearing,
    holdsMatchOpenWithdrawals,
  ];
  const out: LedgerProblem[] = [];
  for (const part of parts) out.push(...(await part(db)));
  return out;
}
