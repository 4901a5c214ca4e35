import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemNotice } from '../../../protocol/people';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { GOODS } from '../../../server/seed/money';
import { dialects, nowS } from '../helper';
import { hasHello, openPush } from '../support/chat';
import type { PushClient } from '../support/chat';
import { listeningApp, startListening } from '../support/listening';
import type { Listening, ListeningApp } from '../support/listening';
import { buyVip, insertGoods, newKey, recharge, register } from '../support/money';
import { person } from '../support/operators';
import type { Person } from '../support/operators';

// Every money outcome leaves its person a notice of kind money, worded in the language they read, and tells
// their open tabs over the push stream once it is true in the database.
describe.each(dialects)('money notices (%s)', (dialect) => {
  let t: ListeningApp;
  let goods: Map<string, number>;
  let finance: Person;
  beforeAll(async () => {
    t = await listeningApp(dialect);
    goods = await insertGoods(t);
    finance = await person(t, 'noticefin', ['finance']);
  });
  afterAll(() => t?.close());

  const good = (name: string) => goods.get(name)!;
  const newest = async (token: string, language: 'zh' | 'en'): Promise<SystemNotice> =>
    (await t.call('/api/message/getSystemNoticeList', {}, { token, language })).data.list[0]!;
  const balance = async (token: string) => (await t.call('/api/proxy/info', {}, { token })).data.balance;
  /** The stream carried at least `n` money notice events. */
  const moneyEvent =
    (p: PushClient, n = 1) =>
    () =>
      p.frames.filter((f) => f.event.type === 'notice' && f.event.kind === 'money').length >= n;

  it('tells of a credited recharge in the reader’s language, and pushes it after the gold is there', async () => {
    const u = await register(t);
    const push = await openPush(t.origin, u.token);
    await push.until(hasHello);
    await recharge(t, u.token, good('1,000 gold'));
    await push.until(moneyEvent(push));
    // The event follows the commit: a read on its arrival already sees the gold.
    expect(await balance(u.token)).toBe(1000);
    push.close();
    expect(await newest(u.token, 'zh')).toMatchObject({
      kind: 'money',
      title: '充值已到账',
      text: '1000 金币已存入你的钱包',
      read: false,
    });
    expect(await newest(u.token, 'en')).toMatchObject({
      title: 'Recharge credited',
      text: '1000 gold was added to your wallet',
    });
  });

  it('tells of an approved, a paid and a refused withdrawal (with the reason), pushed to the open stream', async () => {
    const u = await register(t);
    await recharge(t, u.token, good('1,000 gold'));
    const acct = await t.call(
      '/api/user/addAccount',
      { method: 'alipay', holder: 'Qian', accountNo: '13700001234' },
      { token: u.token },
    );
    const ask = async (amount: number) =>
      (await t.call('/api/order/withdraw', { amount, accountId: acct.data.id, key: newKey() }, { token: u.token }))
        .data;
    const [paid, refused] = [await ask(300), await ask(200)];
    const push = await openPush(t.origin, u.token);
    await push.until(hasHello);
    const ok = await t.call(
      '/api/admin/withdrawalDecide',
      { id: paid.id, action: 'approve' },
      { token: finance.token },
    );
    // Approved is not paid: the member hears that the payout is on its way, and of the money only once it is paid.
    expect(ok.data.status).toBe('paying');
    await push.until(moneyEvent(push));
    expect(await newest(u.token, 'en')).toMatchObject({ kind: 'money', title: 'Withdrawal approved' });
    const settled = await t.call('/api/admin/payoutSettle', { id: paid.id, outcome: 'paid' }, { token: finance.token });
    expect(settled.status).toBe(STATUS.OK);
    await push.until(moneyEvent(push, 2));
    push.close();
    expect(await newest(u.token, 'zh')).toMatchObject({
      kind: 'money',
      title: '提现已到账',
      text: `你提现的 300 金币已打款（手续费 ${paid.fee} 金币）`,
    });
    await t.call(
      '/api/admin/withdrawalDecide',
      { id: refused.id, action: 'reject', reason: 'Account name differs' },
      { token: finance.token },
    );
    expect(await newest(u.token, 'en')).toMatchObject({
      kind: 'money',
      title: 'Withdrawal refused',
      text: 'Your withdrawal of 200 gold was refused; the gold is back in your wallet',
      reason: 'Account name differs',
    });
    expect((await newest(u.token, 'zh')).title).toBe('提现被拒绝');
  });

  it('tells of a VIP card bought, then of an upgrade', async () => {
    const u = await register(t);
    await recharge(t, u.token, good('3,000 gold'));
    expect((await buyVip(t, u.token, good('Monthly card'))).status).toBe(STATUS.OK);
    const bought = await newest(u.token, 'zh');
    expect(bought).toMatchObject({ kind: 'money', title: 'VIP 已开通' });
    expect(bought.text).toMatch(/^你用 \d+ 金币开通了 VIP，有效期至 \d{4}-\d{2}-\d{2}$/);
    const up = await buyVip(t, u.token, good('Quarterly card'));
    expect(up.status).toBe(STATUS.OK);
    expect(await newest(u.token, 'en')).toMatchObject({ kind: 'money', title: 'VIP membership upgraded' });
  });

  it('tells a poster that someone unlocked their post’s contact and what they earned', async () => {
    const poster = await register(t, 'poster');
    const buyer = await register(t);
    await recharge(t, buyer.token, good('1,000 gold'));
    const t0 = nowS();
    const post = await t.db
      .insertInto('posts')
      .values({
        user_id: poster.id,
        kind: 'store',
        title: 'Night Tea House',
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
    const before = await balance(poster.token);
    const unlocked = await t.call('/api/info/userBuyInfo', { id: post.id, key: newKey() }, { token: buyer.token });
    expect(unlocked.data.paid).toBeGreaterThan(0);
    const earned = (await balance(poster.token)) - before;
    expect(earned).toBeGreaterThan(0);
    expect(await newest(poster.token, 'zh')).toMatchObject({
      kind: 'money',
      title: '有人解锁了你的联系方式',
      text: `「Night Tea House」的联系方式被解锁，你获得 ${earned} 金币`,
      postId: post.id,
      postKind: 'store',
    });
    expect((await newest(poster.token, 'en')).text).toBe(
      `The contact of “Night Tea House” was unlocked: you earned ${earned} gold`,
    );
    // The buyer's gold went out; the money notices are the poster's.
    expect((await newest(buyer.token, 'en')).title).toBe('Recharge credited');
  });
});

// Two API processes on one PostgreSQL database: the event crosses over LISTEN/NOTIFY like chat messages do.
if (dialects.includes('postgres')) {
  describe('money notice pushed across two server processes (postgres)', () => {
    let l: Listening;
    beforeAll(async () => {
      l = await startListening('postgres', 2);
    });
    afterAll(() => l?.close());

    it('pushes a recharge credited by one process to a stream held by the other', async () => {
      const [app0, app1] = l.servers as [FastifyInstance, FastifyInstance];
      const rows = await app0.db.insertInto('goods').values(GOODS).returning(['id', 'name_en']).execute();
      const pack = rows.find((r) => r.name_en === '300 gold')!.id;
      const reg = await l.call('/api/account/registerByPassword', {
        username: 'crossnotice',
        password: 'secret-pass-1',
      });
      const token = reg.data;
      const push = await openPush(l.urls[0]!, token);
      await push.until(hasHello);
      const order = await l.call('/api/order/createPaying', { goodsId: pack, key: newKey() }, { token }, 1);
      const paid = await app1.inject({ method: 'POST', url: `${order.data.payUrl}/confirm` });
      expect(paid.statusCode).toBe(303);
      await push.until((f) => f.some((x) => x.event.type === 'notice' && x.event.kind === 'money'));
      expect((await l.call('/api/proxy/info', {}, { token }, 0)).data.balance).toBe(300);
      push.close();
    });
  });
}
