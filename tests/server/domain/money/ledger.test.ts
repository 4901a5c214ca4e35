import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../../../server/domain/console';
import { balanceOf, transfer } from '../../../../server/domain/money/ledger';
import { once } from '../../../../server/domain/money/ledger-idempotency';
import { Refusal } from '../../../../server/domain/common';
import { dialects, nowS } from '../../helper';
import { fundWallet, insertUser, useMoneyDb } from '../../support/money-db';

const wallet = (user: number) => ({ user, kind: 'wallet' as const });
const revenue = { platform: 'revenue' as const };

describe.each(dialects)('ledger (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  const credit = (user: number, amount: number, uniq: string) => fundWallet(m.db, user, amount, uniq);

  it('moves gold in balanced transfers and refuses an overdraft without moving anything', async () => {
    const u = await insertUser(m.db);
    await credit(u, 100, `t1-${u}`);
    const spend = (amount: number, uniq: string) =>
      m.db.transaction().execute((trx) =>
        transfer(trx, {
          kind: 'vip',
          uniq,
          userId: u,
          ref: '',
          nowS: nowS(),
          legs: [
            { account: wallet(u), amount: -amount },
            { account: revenue, amount },
          ],
        }),
      );
    await spend(60, `s1-${u}`);
    await expect(spend(41, `s2-${u}`)).rejects.toMatchObject({ code: 'money.insufficient' });
    expect(await balanceOf(m.db, wallet(u))).toBe(40);
    expect(await m.db.selectFrom('ledger_transfers').select('id').where('uniq', '=', `s2-${u}`).execute()).toEqual([]);
    expect(await checkLedger(m.db)).toEqual([]);
  });

  it('never takes a balance below zero under concurrent debits', async () => {
    const u = await insertUser(m.db);
    await credit(u, 50, `c-${u}`);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        m.db.transaction().execute((trx) =>
          transfer(trx, {
            kind: 'vip',
            uniq: `cc-${u}-${i}`,
            userId: u,
            ref: '',
            nowS: nowS(),
            legs: [
              { account: wallet(u), amount: -10 },
              { account: revenue, amount: 10 },
            ],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(Refusal);
    expect(await balanceOf(m.db, wallet(u))).toBe(0);
    expect(await checkLedger(m.db)).toEqual([]);
  });

  it('applies an idempotency key once: same request → first reply, other request → refused', async () => {
    const u = await insertUser(m.db);
    let runs = 0;
    const call = (request: unknown) =>
      once(m.db, { userId: u, action: 'test', key: 'key-000001', request }, nowS(), async () => ({ run: ++runs }));
    const replies = await Promise.all([call({ a: 1, b: 2 }), call({ b: 2, a: 1 }), call({ a: 1, b: 2 })]);
    expect(replies).toEqual([{ run: 1 }, { run: 1 }, { run: 1 }]);
    expect(runs).toBe(1);
    await expect(call({ a: 2 })).rejects.toMatchObject({ code: 'money.key_reused' });
  });

  it('reconciliation names a hand-edited balance', async () => {
    const u = await insertUser(m.db);
    await credit(u, 70, `h-${u}`);
    expect(await checkLedger(m.db)).toEqual([]);
    await sql`update ledger_accounts set balance = balance + 5 where key = ${`wallet:${u}`}`.execute(m.db);
    const problems = await checkLedger(m.db);
    expect(problems.map((p) => p.invariant)).toContain('balance = Σ of its entries');
    expect(problems.find((p) => p.invariant === 'balance = Σ of its entries')?.detail).toContain(`wallet:${u}`);
    await sql`update ledger_accounts set balance = balance - 5 where key = ${`wallet:${u}`}`.execute(m.db);
  });
});
