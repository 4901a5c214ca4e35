import { describe, expect, it } from 'vitest';
import { balanceOf, statement } from '../../../server/domain/money';
import { checkLedger } from '../../../server/domain/console';
import { seedMoney } from '../../../server/seed/money';
import { dialects, nowS } from '../helper';
import { insertUser, useMoneyDb } from '../support/money-db';

describe.each(dialects)('money seed (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it('writes goods and balanced demo history: demo has gold, vipdemo a statement of every kind', async () => {
    const [demo, vip, author] = [await insertUser(m.db), await insertUser(m.db), await insertUser(m.db)];
    const goods = await m.db
      .transaction()
      .execute((trx) => seedMoney(trx, { demo, vip, vipPost: { id: 1, authorId: author } }, nowS()));
    expect(goods).toBe(8);
    expect(await checkLedger(m.db)).toEqual([]);
    expect(await balanceOf(m.db, { user: demo, kind: 'wallet' })).toBe(970);
    expect(await balanceOf(m.db, { user: author, kind: 'wallet' })).toBe(21);
    const lines = await statement(m.db, vip, {}, 'zh');
    expect(new Set(lines.list.map((l) => l.kind))).toEqual(
      new Set(['recharge', 'vip', 'withdraw_hold', 'withdraw_rejected']),
    );
    expect(lines.list[0]!.balance).toBe(await balanceOf(m.db, { user: vip, kind: 'wallet' }));
  });
});
