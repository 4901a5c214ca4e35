import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/database';
import { runMoneyAdmin } from '../../../../server/domain/console/money-admin';
import { DEFAULT_MONEY, requestWithdrawal } from '../../../../server/domain/money';
import { dialects, nowS } from '../../helper';
import { fundWallet, insertUser, useMoneyDb } from '../../support/money-db';

async function cli(db: Db, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMoneyAdmin(db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(dialects)('npm run admin -- withdrawals | ledger (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it('lists, approves, settles and rejects withdrawals; refuses a second decision', async () => {
    const u = await insertUser(m.db);
    await fundWallet(m.db, u, 1000, `adm-${u}`);
    const acct = await m.db
      .insertInto('payout_accounts')
      .values({
        user_id: u,
        method: 'bank',
        holder: 'Li',
        account_no: '6222021234567890',
        deleted_at: null,
        created_at: nowS(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ask = (amount: number, key: string) =>
      requestWithdrawal(m.db, DEFAULT_MONEY, { userId: u, amount, accountId: acct.id, key }, nowS());
    const a = await ask(500, 'admin-key-1');
    const b = await ask(200, 'admin-key-2');
    const pending = await cli(m.db, 'withdrawals', 'pending');
    expect(pending.code).toBe(0);
    expect(pending.out).toMatch(/^id\s+amount\s+fee\s+method\s+account\s+holder\s+requested/);
    expect(pending.out).toContain('************7890');
    expect(pending.out).not.toContain('6222021234567890');

    expect(await cli(m.db, 'withdrawals', 'approve', String(a.id))).toMatchObject({
      code: 0,
      out: `withdrawal ${a.id}: approved, pay 490 gold by hand, then: withdrawals paid ${a.id}`,
    });
    expect((await cli(m.db, 'withdrawals', 'failed', String(a.id))).code).toBe(1);
    expect(await cli(m.db, 'withdrawals', 'paid', String(a.id))).toMatchObject({
      code: 0,
      out: `withdrawal ${a.id}: payout paid`,
    });
    expect((await cli(m.db, 'withdrawals', 'paid', String(a.id))).code).toBe(1);
    const done = await m.db.selectFrom('withdrawals').select('status').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(done.status).toBe('paid');
    expect((await cli(m.db, 'withdrawals', 'reject', String(b.id))).code).toBe(1);
    expect(await cli(m.db, 'withdrawals', 'reject', String(b.id), '--reason', 'name differs')).toMatchObject({
      code: 0,
    });
    const again = await cli(m.db, 'withdrawals', 'approve', String(b.id));
    expect(again).toMatchObject({ code: 1, err: expect.stringContaining('已处理') });
    expect((await cli(m.db, 'withdrawals', 'approve', 'x')).code).toBe(2);
    // Held gold stays held while a payout is on its way; a status changed by hand without the gold is named.
    const c = await ask(100, 'admin-key-3');
    expect((await cli(m.db, 'withdrawals', 'approve', String(c.id))).code).toBe(0);
    expect((await cli(m.db, 'ledger', 'check')).code).toBe(0);
    await sql`update withdrawals set status = 'paid' where id = ${c.id}`.execute(m.db);
    expect((await cli(m.db, 'ledger', 'check')).err).toContain(
      `held gold = open withdrawals — hold:${u}: held 100, open withdrawals 0`,
    );
    await sql`update withdrawals set status = 'paying' where id = ${c.id}`.execute(m.db);
    expect((await cli(m.db, 'withdrawals', 'failed', String(c.id), '--reason', 'bank returned it')).code).toBe(0);
    expect((await cli(m.db, 'ledger', 'check')).code).toBe(0);
    expect(await cli(m.db, 'posts', 'pending')).toMatchObject({ code: null });
  });

  it('ledger check passes on balanced books and names a hand-edited balance', async () => {
    const u = await insertUser(m.db);
    await fundWallet(m.db, u, 300, `chk-${u}`);
    expect(await cli(m.db, 'ledger', 'check')).toMatchObject({ code: 0, out: 'ledger ok: every invariant holds' });
    await sql`update ledger_accounts set balance = balance + 1 where key = ${`wallet:${u}`}`.execute(m.db);
    const broken = await cli(m.db, 'ledger', 'check');
    expect(broken.code).toBe(1);
    expect(broken.err).toContain(`broken: balance = Σ of its entries — wallet:${u}: balance 301, entries sum 300`);
    expect(broken.err).toContain('all balances sum to zero');
    await sql`update ledger_accounts set balance = balance - 1 where key = ${`wallet:${u}`}`.execute(m.db);
    await sql`update orders set gold = gold + 5 where order_no = ${`chk-${u}`}`.execute(m.db);
    expect((await cli(m.db, 'ledger', 'check')).err).toContain('paid orders = gateway clearing');
    await sql`update orders set gold = gold - 5 where order_no = ${`chk-${u}`}`.execute(m.db);
  });
});
