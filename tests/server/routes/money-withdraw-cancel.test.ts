import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { checkLedger } from '../../../server/domain/console';
import { DEFAULT_MONEY, requestWithdrawal } from '../../../server/domain/money';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { insertGoods, newKey, recharge, register } from '../support/money';
import { person } from '../support/operators';

// A member takes back a withdrawal still under review; the held gold returns, once, whatever races it.
describe.each(dialects)('cancelling a withdrawal (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ goods: await insertGoods(t), finance: await person(t, 'cancelfin', ['finance']) }));

  const funded = async () => {
    const u = await register(t);
    await recharge(t, u.token, w.goods.get('1,000 gold')!);
    const acct = await t.call(
      '/api/user/addAccount',
      { method: 'alipay', holder: 'Zhao', accountNo: '13700005678' },
      { token: u.token },
    );
    const ask = async (amount: number) => {
      const r = await t.call(
        '/api/order/withdraw',
        { amount, accountId: acct.data.id, key: newKey() },
        { token: u.token },
      );
      if (r.status !== STATUS.OK) throw new Error(r.msg);
      return r.data.id;
    };
    return { ...u, accountId: acct.data.id, ask };
  };
  const wallet = async (token: string) => (await t.call('/api/proxy/info', {}, { token })).data;

  it('returns the held gold, says so in the statement, and cannot be done twice or by someone else', async () => {
    const u = await funded();
    const other = await register(t);
    const id = await u.ask(300);
    expect(await wallet(u.token)).toMatchObject({ balance: 700 });
    const foreign = await t.call('/api/order/withdrawCancel', { id }, { token: other.token });
    expect([foreign.status, foreign.code]).toEqual([404, 'money.withdrawal_not_found']);
    const done = await t.call('/api/order/withdrawCancel', { id }, { token: u.token, language: 'en' });
    expect([done.status, done.msg, done.data?.status, done.data?.fee]).toEqual([
      STATUS.OK,
      'Cancelled: the gold is back in your wallet',
      'cancelled',
      0,
    ]);
    // Nothing was charged: the list says no fee either (the fee was 6 while it was pending).
    const listed = await t.call('/api/order/listWithdraw', {}, { token: u.token });
    expect(listed.data.list.find((x) => x.id === id)).toMatchObject({ status: 'cancelled', fee: 0 });
    expect(await wallet(u.token)).toMatchObject({ balance: 1000 });
    const again = await t.call('/api/order/withdrawCancel', { id }, { token: u.token });
    // The status in words, never its code.
    expect([again.status, again.code, again.msg]).toEqual([409, 'money.withdrawal_decided', '该提现已处理（已取消）']);
    const statement = await t.call('/api/user/listMoneyDetail', {}, { token: u.token, language: 'en' });
    expect(statement.data.list[0]).toMatchObject({
      kind: 'withdraw_cancelled',
      amount: 300,
      balance: 1000,
      label: 'Withdrawal cancelled, gold returned',
    });
    // Finance no longer sees it, and cannot decide it.
    const queue = await t.call('/api/admin/withdrawalQueue', {}, { token: w.finance.token });
    expect(queue.data.items.map((q) => q.id)).not.toContain(id);
    const late = await t.call('/api/admin/withdrawalDecide', { id, action: 'approve' }, { token: w.finance.token });
    expect([late.status, late.code]).toEqual([409, 'money.withdrawal_decided']);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('of a cancel and a payout at once, exactly one happens, and the money adds up', async () => {
    const u = await funded();
    const ids = [await u.ask(100), await u.ask(100), await u.ask(100), await u.ask(100)];
    const results = await Promise.all(
      ids.flatMap((id) => [
        t.call('/api/order/withdrawCancel', { id }, { token: u.token }),
        t.call('/api/admin/withdrawalDecide', { id, action: 'approve' }, { token: w.finance.token }),
      ]),
    );
    let cancelled = 0;
    let paid = 0;
    for (let i = 0; i < ids.length; i++) {
      const [cancel, approve] = [results[2 * i]!, results[2 * i + 1]!];
      expect([cancel.status, approve.status].sort()).toEqual([STATUS.OK, 409]);
      if (cancel.status === STATUS.OK) cancelled += 1;
      else paid += 1;
    }
    const rows = await t.db.selectFrom('withdrawals').select('status').where('user_id', '=', u.id).execute();
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(cancelled);
    expect(rows.filter((r) => r.status === 'paying')).toHaveLength(paid);
    expect(await wallet(u.token)).toMatchObject({ balance: 1000 - 100 * paid, held: 100 * paid });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('frees the day’s cap: what was cancelled can be asked for again', async () => {
    const u = await funded();
    const config = { ...DEFAULT_MONEY, withdrawDailyCap: 500 };
    const ask = (amount: number) =>
      requestWithdrawal(t.db, config, { userId: u.id, amount, accountId: u.accountId, key: newKey() }, nowS());
    const first = await ask(500);
    await expect(ask(100)).rejects.toMatchObject({ code: 'money.withdraw_over_cap' });
    expect((await t.call('/api/order/withdrawCancel', { id: first.id }, { token: u.token })).status).toBe(STATUS.OK);
    await expect(ask(500)).resolves.toMatchObject({ status: 'pending' });
  });
});
