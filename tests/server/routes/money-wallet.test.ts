import { describe, expect, it } from 'vitest';
import { VIP_LEVEL } from '../../../protocol/money';
import { POST_STATUS } from '../../../protocol/status';
import { ENVELOPE_STATUS } from '../../../protocol/refusals';
import {
  approveWithdrawal,
  DEFAULT_MONEY,
  MANUAL,
  rejectWithdrawal,
  settlePayout,
  requestWithdrawal,
  requireVipLevel,
} from '../../../server/domain/money';
import { checkLedger } from '../../../server/domain/console';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { buyVip, insertGoods, newKey, recharge, register } from '../support/money';

describe.each(dialects)('wallet, VIP, unlocks and withdrawals (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ goods: await insertGoods(t) }));
  const goods = (name: string) => w.goods.get(name)!;
  const balance = async (token: string) => (await t.call('/api/proxy/info', {}, { token })).data.balance;

  async function vipPost(authorId: number): Promise<number> {
    const t0 = nowS();
    const row = await t.db
      .insertInto('posts')
      .values({
        user_id: authorId,
        kind: 'store',
        title: 'VIP only',
        description: 'Hidden details',
        city_code: 110100,
        type_code: 1,
        mode_code: 1,
        price_min: null,
        price_max: null,
        address: 'Secret street',
        hours: '',
        contact: 'tel 139-0000-0000',
        tags: '[]',
        facts: '[]',
        vip: 1,
        status: POST_STATUS.VERIFIED,
        created_at: t0,
        updated_at: t0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('buys a monthly card with gold, extends it, and the VIP post opens', async () => {
    const u = await register(t);
    const author = await register(t, 'poster');
    const postId = await vipPost(author.id);
    expect((await t.call('/api/info/getInfo', { id: postId }, { token: u.token })).data.locked).toBe(true);
    expect((await t.call('/api/info/getInfoVip', { id: postId }, { token: u.token })).status).toBe(422);

    const poor = await buyVip(t, u.token, goods('Monthly card'));
    expect(poor).toMatchObject({ status: 400, code: 'money.insufficient', msg: '金币余额不足' });

    await recharge(t, u.token, goods('1,000 gold'));
    const key = newKey();
    const bought = await buyVip(t, u.token, goods('Monthly card'), key);
    expect(bought.data.is_vip).toBe(1);
    const first = bought.data.expiresAt!;
    expect(first - nowS()).toBeGreaterThan(29 * 86_400);
    const retry = await t.call(
      '/api/order/exchange',
      { goodsId: goods('Monthly card'), payGold: 300, key },
      { token: u.token },
    );
    expect(retry.data).toEqual(bought.data);
    expect(await balance(u.token)).toBe(700);

    const extended = await buyVip(t, u.token, goods('Monthly card'));
    expect(extended.data.expiresAt).toBe(first + 30 * 86_400);
    expect((await t.call('/api/info/getInfoVip', { id: postId }, { token: u.token })).data.contact).toBe(
      'tel 139-0000-0000',
    );
    const info = await t.call('/api/user/myVipInfo', {}, { token: u.token });
    expect(info.data.history).toHaveLength(2);
    expect((await t.call('/api/user/userinfo', {}, { token: u.token })).data.is_vip).toBe(1);
    // Online booking's gate (annual or higher) still refuses a monthly member, with the 421 of its dialog.
    await expect(requireVipLevel(t.db, u.id, VIP_LEVEL.ANNUAL, nowS())).rejects.toMatchObject({
      code: 'money.vip_annual_required',
    });
    expect(ENVELOPE_STATUS['money.vip_annual_required']).toBe(421);
    await requireVipLevel(t.db, u.id, VIP_LEVEL.MONTHLY, nowS());
  });

  it('unlocks a VIP post’s contact for gold: the poster gets their share, myUnlock lists it', async () => {
    const u = await register(t);
    const author = await register(t, 'poster');
    const postId = await vipPost(author.id);
    await recharge(t, u.token, goods('60 gold'));
    const key = newKey();
    const r = await t.call('/api/info/userBuyInfo', { id: postId, key }, { token: u.token });
    expect(r.data).toEqual({ postId, contact: 'tel 139-0000-0000', paid: 30, alreadyUnlocked: false });
    const again = await t.call('/api/info/userBuyInfo', { id: postId, key: newKey() }, { token: u.token });
    expect(again.data).toMatchObject({ paid: 0, alreadyUnlocked: true });
    expect(await balance(u.token)).toBe(30);
    expect(await balance(author.token)).toBe(21);
    const detail = await t.call('/api/info/getInfo', { id: postId }, { token: u.token });
    expect(detail.data).toMatchObject({ locked: true, contact: 'tel 139-0000-0000' });
    const guest = await t.call('/api/info/getInfo', { id: postId });
    expect(guest.data.contact).toBeNull();
    const mine = await t.call('/api/user/myUnlock', {}, { token: u.token });
    expect(mine.data.list).toEqual([
      expect.objectContaining({ postId, kind: expect.any(String), contact: 'tel 139-0000-0000', priceGold: 30 }),
    ]);
    const statement = await t.call('/api/user/listMoneyDetail', {}, { token: author.token, language: 'en' });
    expect(statement.data.list[0]).toMatchObject({
      kind: 'unlock_income',
      amount: 21,
      balance: 21,
      label: 'Earned from a contact unlock',
    });
    const missing = await t.call('/api/info/userBuyInfo', { id: 9_999_999, key: newKey() }, { token: u.token });
    expect(missing.code).toBe('post.not_found');
  });

  it('withdraws to a masked payout account; approve starts the payout, its confirmation pays, reject returns the gold', async () => {
    const u = await register(t);
    const other = await register(t);
    await recharge(t, u.token, goods('1,000 gold'));
    const bad = await t.call(
      '/api/user/addAccount',
      { method: 'bank', holder: 'Li', accountNo: '12ab' },
      { token: u.token },
    );
    expect(bad).toMatchObject({ status: 400, code: 'money.account_invalid' });
    const noBank = await t.call(
      '/api/user/addAccount',
      { method: 'bank', holder: 'Li', accountNo: '6222 0212 3456 7890', bankName: ' ' },
      { token: u.token },
    );
    expect(noBank).toMatchObject({ status: 400, code: 'money.bank_name_required', msg: '请填写开户银行（2–40 个字）' });
    const acct = await t.call(
      '/api/user/addAccount',
      { method: 'bank', holder: 'Li', accountNo: '6222 0212 3456 7890', bankName: ' 招商银行  深圳分行 ' },
      { token: u.token },
    );
    expect(acct.data).toMatchObject({ accountNo: '************7890', bankName: '招商银行 深圳分行' });
    const theirs = await t.call(
      '/api/user/addAccount',
      { method: 'alipay', holder: 'Wu', accountNo: '13900001111' },
      { token: other.token },
    );

    const foreign = await t.call(
      '/api/order/withdraw',
      { amount: 200, accountId: theirs.data.id, key: newKey() },
      { token: u.token },
    );
    expect(foreign).toMatchObject({ status: 404, code: 'money.account_not_found' });
    const small = await t.call(
      '/api/order/withdraw',
      { amount: 99, accountId: acct.data.id, key: newKey() },
      { token: u.token },
    );
    expect(small).toMatchObject({ code: 'money.withdraw_below_min', msg: '最低提现 100 金币' });
    const over = await t.call(
      '/api/order/withdraw',
      { amount: 1001, accountId: acct.data.id, key: newKey() },
      { token: u.token },
    );
    expect(over.code).toBe('money.insufficient');
    expect(await balance(u.token)).toBe(1000);

    const a = await t.call(
      '/api/order/withdraw',
      { amount: 300, accountId: acct.data.id, key: newKey() },
      { token: u.token },
    );
    expect(a.data).toMatchObject({
      amount: 300,
      fee: 6,
      status: 'pending',
      account: { accountNo: '************7890' },
    });
    const b = await t.call(
      '/api/order/withdraw',
      { amount: 200, accountId: acct.data.id, key: newKey() },
      { token: u.token },
    );
    expect(await t.call('/api/proxy/info', {}, { token: u.token })).toMatchObject({
      data: { balance: 500, held: 500 },
    });
    const busy = await t.call('/api/user/delAccount', { id: acct.data.id }, { token: u.token });
    expect(busy.code).toBe('money.account_busy');

    const approve = (id: number) => approveWithdrawal(t.db, new Map(), { id, channel: MANUAL, nowS: nowS() });
    await approve(a.data.id);
    await rejectWithdrawal(t.db, b.data.id, 'name differs', nowS());
    await expect(approve(b.data.id)).rejects.toMatchObject({ code: 'money.withdrawal_decided' });
    // Approved is not paid: the gold stays held and the account stays in use until the payout is confirmed.
    expect(await t.call('/api/proxy/info', {}, { token: u.token })).toMatchObject({
      data: { balance: 700, held: 300 },
    });
    expect((await t.call('/api/order/listWithdraw', {}, { token: u.token })).data.list[1]).toMatchObject({
      status: 'paying',
      fee: 6,
    });
    expect((await t.call('/api/user/delAccount', { id: acct.data.id }, { token: u.token })).code).toBe(
      'money.account_busy',
    );
    const settle = () =>
      settlePayout(t.db, { id: a.data.id, channel: MANUAL, outcome: 'paid', failure: '', nowS: nowS() });
    expect(await settle()).toBe('paid');
    expect(await settle()).toBe('already');
    expect(await t.call('/api/proxy/info', {}, { token: u.token })).toMatchObject({ data: { balance: 700, held: 0 } });
    const list = await t.call('/api/order/listWithdraw', {}, { token: u.token });
    // Nothing is charged on a rejected request.
    expect(list.data.list.map((x) => [x.status, x.reason, x.fee])).toEqual([
      ['rejected', 'name differs', 0],
      ['paid', '', 6],
    ]);
    const lines = await t.call('/api/user/listMoneyDetail', {}, { token: u.token });
    expect(lines.data.list.map((l) => [l.kind, l.amount, l.balance])).toEqual([
      ['withdraw_rejected', 200, 700],
      ['withdraw_hold', -200, 500],
      ['withdraw_hold', -300, 700],
      ['recharge', 1000, 1000],
    ]);
    expect((await t.call('/api/user/delAccount', { id: acct.data.id }, { token: u.token })).status).toBe(1);
    expect((await t.call('/api/user/listAccount', {}, { token: u.token })).data).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('caps a day’s withdrawals, naming what is left', async () => {
    const u = await register(t);
    await recharge(t, u.token, goods('1,000 gold'));
    const acct = await t.call(
      '/api/user/addAccount',
      { method: 'wechat', holder: 'Li', accountNo: 'wx_li_2024' },
      { token: u.token },
    );
    const config = { ...DEFAULT_MONEY, withdrawDailyCap: 500 };
    const ask = (amount: number) =>
      requestWithdrawal(t.db, config, { userId: u.id, amount, accountId: acct.data.id, key: newKey() }, nowS());
    await ask(300);
    await expect(ask(250)).rejects.toMatchObject({ code: 'money.withdraw_over_cap', params: { left: 200 } });
    await ask(200);
    expect(await balance(u.token)).toBe(500);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
