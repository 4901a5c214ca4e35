import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { dialects, useSetup, useTestApp } from '../helper';
import { insertGoods, newKey, recharge, register } from '../support/money';
import { staff } from '../support/operators';

// Support answers "where is my money?" from the member's statement and withdrawals, read in words.
describe.each(dialects)('a member’s money in the console (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ goods: await insertGoods(t), ...(await staff(t)) }));

  it('shows support the statement with each movement named and the withdrawals, in the caller’s language', async () => {
    const u = await register(t);
    await recharge(t, u.token, w.goods.get('1,000 gold')!);
    const acct = await t.call(
      '/api/user/addAccount',
      { method: 'alipay', holder: 'Gu', accountNo: '13900002222' },
      { token: u.token },
    );
    const asked = await t.call(
      '/api/order/withdraw',
      { amount: 200, accountId: acct.data.id, key: newKey() },
      { token: u.token },
    );
    expect(asked.status).toBe(STATUS.OK);
    await t.call('/api/order/withdrawCancel', { id: asked.data.id }, { token: u.token });

    const read = (language: 'zh' | 'en') =>
      t.call('/api/admin/userMoney', { userId: u.id }, { token: w.support.token, language });
    const en = await read('en');
    expect(en.data.statement.list.map((l) => l.label)).toEqual([
      'Withdrawal cancelled, gold returned',
      'Withdrawal requested',
      'Recharge',
    ]);
    expect(en.data.withdrawals.list).toEqual([
      expect.objectContaining({ id: asked.data.id, status: 'cancelled', fee: 0, amount: 200 }),
    ]);
    const zh = await read('zh');
    expect(zh.data.statement.list.map((l) => l.label)).toEqual(['取消提现退回', '申请提现', '充值']);
    const none = await t.call('/api/admin/userMoney', { userId: 9_999_999 }, { token: w.support.token });
    expect(none.code).toBe('admin.user_not_found');
    const moderator = await t.call('/api/admin/userMoney', { userId: u.id }, { token: w.moderator.token });
    expect(moderator.code).toBe('admin.forbidden');
  });
});
