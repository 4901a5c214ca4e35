import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../../server/domain/console';
import { NOTIFY_PATH } from '../../../server/domain/money';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { insertGoods, newKey, register } from '../support/money';
import { sandboxNotify } from '../support/money-notify';

describe.each(dialects)('an unpaid order resumed or cancelled from My orders (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ goods: await insertGoods(t) }));
  const goods = (name: string) => w.goods.get(name)!;
  const balance = async (token: string) => (await t.call('/api/proxy/info', {}, { token })).data.balance;

  async function unpaid(token: string, pack = '300 gold') {
    const r = await t.call('/api/order/createPaying', { goodsId: goods(pack), key: newKey() }, { token });
    return r.data;
  }

  it('gives the pay page again to go on paying, and only to the order’s owner while it is unpaid', async () => {
    const u = await register(t);
    const other = await register(t, 'other');
    const created = await unpaid(u.token);
    const orderNo = created.order.orderNo;
    const resumed = await t.call('/api/order/resumePaying', { orderNo }, { token: u.token });
    expect(resumed.data).toEqual(created);
    const page = await t.app.inject({ method: 'GET', url: resumed.data.payUrl });
    expect(page.body).toContain(`${resumed.data.payUrl}/confirm`);

    const stranger = await t.call('/api/order/resumePaying', { orderNo }, { token: other.token });
    expect(stranger).toMatchObject({ status: 404, code: 'money.order_not_found' });
    const theirs = await t.call('/api/order/cancelOrder', { orderNo }, { token: other.token });
    expect(theirs).toMatchObject({ status: 404, code: 'money.order_not_found' });

    await t.app.inject({ method: 'POST', url: `${resumed.data.payUrl}/confirm` });
    const paid = await t.call('/api/order/resumePaying', { orderNo }, { token: u.token });
    expect(paid).toMatchObject({ status: 409, code: 'money.order_closed', msg: '该订单已支付，不能再支付或取消' });
    const late = await t.call('/api/order/cancelOrder', { orderNo }, { token: u.token, language: 'en' });
    expect(late).toMatchObject({
      status: 409,
      msg: 'This order is already paid: it can no longer be paid or cancelled',
    });
    expect(await balance(u.token)).toBe(300);
  });

  it('cancels an unpaid order once; an expired one cannot be resumed or cancelled', async () => {
    const u = await register(t);
    const { order } = await unpaid(u.token);
    const cancelled = await t.call('/api/order/cancelOrder', { orderNo: order.orderNo }, { token: u.token });
    expect(cancelled).toMatchObject({
      status: 1,
      msg: '订单已取消',
      data: { orderNo: order.orderNo, status: 'cancelled' },
    });
    const twice = await t.call('/api/order/cancelOrder', { orderNo: order.orderNo }, { token: u.token });
    expect(twice).toMatchObject({ status: 409, msg: '该订单已取消，不能再支付或取消' });
    expect((await t.call('/api/order/resumePaying', { orderNo: order.orderNo }, { token: u.token })).status).toBe(409);

    const old = await unpaid(u.token);
    await t.db
      .updateTable('orders')
      .set({ expires_at: nowS() - 1 })
      .where('order_no', '=', old.order.orderNo)
      .execute();
    const expired = await t.call('/api/order/resumePaying', { orderNo: old.order.orderNo }, { token: u.token });
    expect(expired).toMatchObject({ status: 409, msg: '该订单已过期，不能再支付或取消' });
    const gone = await t.call('/api/order/cancelOrder', { orderNo: old.order.orderNo }, { token: u.token });
    expect(gone.status).toBe(409);
    expect((await t.call('/api/order/cancelOrder', { orderNo: '' }, { token: u.token })).status).toBe(400);
  });

  it('credits a paid notify that races the member’s cancel, exactly once', async () => {
    const u = await register(t);
    let credited = 0;
    for (let round = 0; round < 8; round++) {
      const { order } = await unpaid(u.token, '60 gold');
      const notify = sandboxNotify(t, order.orderNo, order.amountCents);
      const [cancel, paid] = await Promise.all([
        t.call('/api/order/cancelOrder', { orderNo: order.orderNo }, { token: u.token }),
        t.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/sandbox`, payload: notify }),
      ]);
      expect(paid.statusCode).toBe(200);
      // Either the cancel came first (and the notify still paid it) or the notify did (and the cancel is refused).
      expect([1, 409]).toContain(cancel.status);
      const row = await t.db
        .selectFrom('orders')
        .select('status')
        .where('order_no', '=', order.orderNo)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('paid');
      credited += order.gold;
      expect(await balance(u.token)).toBe(credited);
    }
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
