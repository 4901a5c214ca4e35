import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../../server/domain/console';
import { NOTIFY_PATH } from '../../../server/domain/money';
import { dialects, useSetup, useTestApp } from '../helper';
import { insertGoods, newKey, recharge, register } from '../support/money';
import { sandboxNotify, signedLike } from '../support/money-notify';

describe.each(dialects)('orders and the sandbox gateway (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ goods: await insertGoods(t) }));
  const goods = (name: string) => w.goods.get(name)!;

  const wallet = async (token: string) => (await t.call('/api/proxy/info', {}, { token })).data;

  it('lists goods and pay ways to anyone', async () => {
    const list = await t.call('/api/order/goodsList', {});
    expect(list.data.map((g) => g.nameEn)).toEqual(
      expect.arrayContaining(['60 gold', 'Monthly card', 'Lifetime card']),
    );
    const gold = await t.call('/api/order/goodsList', { kind: 'gold' });
    expect(gold.data.every((g) => g.kind === 'gold' && g.priceCents > 0)).toBe(true);
    const ways = await t.call('/api/order/goodsPayWay', {});
    expect(ways.data).toEqual([{ code: 'sandbox', name: expect.any(String), nameEn: expect.any(String) }]);
  });

  it('recharges through the confirm page and credits once however often the notify arrives', async () => {
    const u = await register(t);
    const key = newKey();
    const created = await t.call('/api/order/createPaying', { goodsId: goods('300 gold'), key }, { token: u.token });
    expect(created.status).toBe(1);
    expect(created.data.order).toMatchObject({ status: 'created', gold: 300, amountCents: 3000 });
    // A retry with the same key is the same order.
    const again = await t.call('/api/order/createPaying', { goodsId: goods('300 gold'), key }, { token: u.token });
    expect(again.data.order.orderNo).toBe(created.data.order.orderNo);

    const pageRes = await t.app.inject({ method: 'GET', url: created.data.payUrl });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('¥30.00');
    expect(pageRes.body).toContain(`${created.data.payUrl}/confirm`);

    const confirm = await t.app.inject({ method: 'POST', url: `${created.data.payUrl}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect((await wallet(u.token)).balance).toBe(300);
    const order = await t.call('/api/order/orderList', { orderNo: created.data.order.orderNo }, { token: u.token });
    expect(order.data.list[0]).toMatchObject({ status: 'paid', paidAt: expect.any(Number) });

    // Confirming again, or replaying the notify, moves nothing.
    await t.app.inject({ method: 'POST', url: `${created.data.payUrl}/confirm` });
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', created.data.order.orderNo)
      .executeTakeFirstOrThrow();
    expect(row.gateway_ref).toMatch(/^[0-9a-f]{24}$/);
    expect((await wallet(u.token)).balance).toBe(300);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('refuses a tampered notify and applies a replayed one once', async () => {
    const u = await register(t);
    const created = await t.call(
      '/api/order/createPaying',
      { goodsId: goods('60 gold'), key: newKey() },
      { token: u.token },
    );
    const body = sandboxNotify(t, created.data.order.orderNo, 600);
    const tampered = await t.app.inject({
      method: 'POST',
      url: `${NOTIFY_PATH}/sandbox`,
      payload: { ...body, amountCents: '1' },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toBe('bad signature');
    const forged = await t.app.inject({
      method: 'POST',
      url: `${NOTIFY_PATH}/sandbox`,
      payload: { ...body, sign: 'a'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
    // Signed by the gateway but not a payment: acknowledged, nothing credited, not mistaken for a forgery.
    const failed = await t.app.inject({
      method: 'POST',
      url: `${NOTIFY_PATH}/sandbox`,
      payload: signedLike(t, body, { status: 'failed' }),
    });
    expect([failed.statusCode, failed.body]).toEqual([200, 'success']);
    for (const amountCents of ['0600', '600.0', '6e2', ' 600']) {
      const odd = await t.app.inject({
        method: 'POST',
        url: `${NOTIFY_PATH}/sandbox`,
        payload: signedLike(t, body, { amountCents }),
      });
      expect([amountCents, odd.statusCode, odd.body]).toEqual([amountCents, 400, 'malformed notify']);
    }
    const nowhere = await t.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/paypal`, payload: body });
    expect([nowhere.statusCode, nowhere.body]).toEqual([404, 'unknown gateway']);
    expect((await wallet(u.token)).balance).toBe(0);

    const replies = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/sandbox`, payload: body })),
    );
    expect(replies.map((r) => r.body)).toEqual(Array(5).fill('success'));
    expect((await wallet(u.token)).balance).toBe(60);
    const notifies = await t.db
      .selectFrom('gateway_notifies')
      .select('outcome')
      .where('order_no', '=', created.data.order.orderNo)
      .execute();
    expect(notifies.map((n) => n.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('cancels from the page; a late paid notify still credits the cancelled order', async () => {
    const u = await register(t);
    const created = await t.call(
      '/api/order/createPaying',
      { goodsId: goods('60 gold'), key: newKey() },
      { token: u.token },
    );
    const cancel = await t.app.inject({ method: 'POST', url: `${created.data.payUrl}/cancel` });
    expect(cancel.statusCode).toBe(303);
    const list = await t.call('/api/order/orderList', {}, { token: u.token });
    expect(list.data.list[0]).toMatchObject({ status: 'cancelled' });
    const late = await t.app.inject({
      method: 'POST',
      url: `${NOTIFY_PATH}/sandbox`,
      payload: sandboxNotify(t, created.data.order.orderNo, 600),
    });
    expect(late.body).toBe('success');
    expect((await wallet(u.token)).balance).toBe(60);
  });

  it('refuses unknown goods, a VIP card as a recharge, someone else’s order and a reused key', async () => {
    const u = await register(t);
    const other = await register(t);
    const unknown = await t.call('/api/order/createPaying', { goodsId: 99_999, key: newKey() }, { token: u.token });
    expect(unknown).toMatchObject({ status: 404, code: 'money.goods_unknown', msg: '商品不存在或已下架' });
    const card = await t.call(
      '/api/order/createPaying',
      { goodsId: goods('Monthly card'), key: newKey() },
      { token: u.token },
    );
    expect(card.code).toBe('money.goods_unknown');
    const way = await t.call(
      '/api/order/createPaying',
      { goodsId: goods('60 gold'), payWay: 'paypal', key: newKey() },
      { token: u.token },
    );
    expect(way.code).toBe('money.pay_way_unknown');

    const orderNo = await recharge(t, other.token, goods('60 gold'));
    const foreign = await t.call('/api/order/orderList', { orderNo }, { token: u.token, language: 'en' });
    expect(foreign).toMatchObject({ status: 404, code: 'money.order_not_found', msg: 'Order not found' });

    const key = newKey();
    await t.call('/api/order/createPaying', { goodsId: goods('60 gold'), key }, { token: u.token });
    const reused = await t.call('/api/order/createPaying', { goodsId: goods('300 gold'), key }, { token: u.token });
    expect(reused).toMatchObject({ status: 409, code: 'money.key_reused' });
    expect((await t.call('/api/order/orderList', {}, { token: u.token })).data.total).toBe(1);
    const noKey = await t.call('/api/order/createPaying', { goodsId: goods('60 gold') }, { token: u.token });
    expect(noKey.status).toBe(400);
    const guest = await t.call('/api/order/createPaying', { goodsId: goods('60 gold'), key: newKey() });
    expect(guest.status).toBe(420);
  });

  it('creates at most 20 orders an hour per account, also in a parallel burst; a replayed key still answers', async () => {
    const u = await register(t);
    const keys = Array.from({ length: 26 }, () => newKey());
    const burst = await Promise.all(
      keys.map((key) =>
        t.call('/api/order/createPaying', { goodsId: goods('60 gold'), key }, { token: u.token, language: 'en' }),
      ),
    );
    const made = burst.filter((r) => r.status === 1);
    expect(made).toHaveLength(20);
    for (const r of burst.filter((x) => x.status !== 1)) {
      expect([r.status, r.code]).toEqual([429, 'money.too_many_orders']);
      expect(r.msg).toMatch(/^At most 20 orders an hour: try again in \d+ (min|h), or pay one you have$/);
    }
    expect((await t.call('/api/order/orderList', {}, { token: u.token })).data.total).toBe(20);
    const replayed = keys[burst.findIndex((r) => r.status === 1)]!;
    const again = await t.call(
      '/api/order/createPaying',
      { goodsId: goods('60 gold'), key: replayed },
      { token: u.token },
    );
    expect(again.data).toEqual(made[0]!.data);
    // Another account is not held back by this one.
    const other = await register(t);
    const fine = await t.call(
      '/api/order/createPaying',
      { goodsId: goods('60 gold'), key: newKey() },
      { token: other.token },
    );
    expect(fine.status).toBe(1);
  });

  it('lists paid orders only in goodsPayList', async () => {
    const u = await register(t);
    await recharge(t, u.token, goods('60 gold'));
    await t.call('/api/order/createPaying', { goodsId: goods('300 gold'), key: newKey() }, { token: u.token });
    const all = await t.call('/api/order/orderList', {}, { token: u.token });
    expect(all.data.list.map((o) => o.status)).toEqual(['created', 'paid']);
    const paid = await t.call('/api/order/goodsPayList', {}, { token: u.token });
    expect(paid.data).toMatchObject({ total: 1, list: [{ status: 'paid', gold: 60 }] });
  });
});
