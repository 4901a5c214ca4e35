import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Order, PayingOrder } from '../../../protocol/money';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { OrderTable } from '../../db/schema-money';
import { activeGoods } from './goods';
import { once } from './ledger-idempotency';
import type { MoneyConfig } from './config';
import type { Gateways } from './payment-gateway';
import { ORDER_CLOSED_WORD } from '../../../protocol/money-texts';
import { pageOf, Refusal, takeWindow, waitWords } from '../common';
import type { Paging } from '../common';

// Orders for gold packs: created → paid (by a verified gateway notify), or cancelled, or expired when unpaid
// past the configured time. A paid notify for an expired or cancelled order still settles it: the payer's
// money arrived, so their gold must too.

type OrderRow = Selectable<OrderTable>;

interface GoodsNames {
  name: string;
  name_en: string;
}

function toOrder(o: OrderRow, goods: GoodsNames | undefined, nowS: number): Order {
  const lapsed = o.status === 'created' && o.expires_at <= nowS;
  return {
    orderNo: o.order_no,
    goodsId: o.goods_id,
    goodsName: goods?.name ?? '',
    goodsNameEn: goods?.name_en ?? '',
    payWay: o.pay_way,
    amountCents: o.amount_cents,
    gold: o.gold,
    status: lapsed ? 'expired' : o.status,
    createdAt: o.created_at,
    expiresAt: o.expires_at,
    paidAt: o.paid_at,
  };
}

const newOrderNo = (nowS: number) => `GP${nowS}${randomBytes(5).toString('hex').toUpperCase()}`;

export interface CreatePaying {
  userId: number;
  goodsId: number;
  payWay: string;
  key: string;
}

/** @throws Refusal money.pay_way_unknown, money.goods_unknown, money.key_reused. */
export async function createPaying(
  db: Db,
  config: MoneyConfig,
  gateways: Gateways,
  call: CreatePaying,
  nowS: number,
): Promise<PayingOrder> {
  const gateway = gateways.get(call.payWay);
  if (!gateway) throw new Refusal('money.pay_way_unknown');
  const request = { goodsId: call.goodsId, payWay: call.payWay };
  return once(db, { userId: call.userId, action: 'createPaying', key: call.key, request }, nowS, async (trx) => {
    const goods = await activeGoods(trx, call.goodsId, 'gold');
    // Taken in the order's transaction: a refused or failed order gives its place back.
    const rule = { max: config.ordersPerHour, windowS: 3600 };
    const slot = await takeWindow(trx, `orders:user:${call.userId}`, rule, nowS);
    if (!slot.ok) throw new Refusal('money.too_many_orders', { max: rule.max, wait: waitWords(slot.waitS) });
    const row = await trx
      .insertInto('orders')
      .values({
        order_no: newOrderNo(nowS),
        user_id: call.userId,
        goods_id: goods.id,
        pay_way: gateway.code,
        amount_cents: goods.price_cents,
        gold: goods.gold,
        status: 'created',
        created_at: nowS,
        expires_at: nowS + config.orderTtlS,
        paid_at: null,
        gateway_ref: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const order = toOrder(row, goods, nowS);
    return {
      order,
      payUrl: gateway.payUrl({ orderNo: order.orderNo, amountCents: order.amountCents, subject: goods.name }),
    };
  });
}

export interface OrderQuery extends Paging {
  orderNo?: string;
  paidOnly?: boolean;
}

/** The caller's orders, newest first; one order by number (someone else's reads as not found). */
export async function listOrders(db: Db, userId: number, q: OrderQuery, nowS: number): Promise<Page<Order>> {
  const { page, pageSize, offset } = pageOf(q);
  let base = db.selectFrom('orders as o').leftJoin('goods as g', 'g.id', 'o.goods_id').where('o.user_id', '=', userId);
  if (q.orderNo !== undefined) base = base.where('o.order_no', '=', q.orderNo);
  if (q.paidOnly) base = base.where('o.status', '=', 'paid');
  const [rows, count] = await Promise.all([
    base
      .selectAll('o')
      .select(['g.name as goods_name', 'g.name_en as goods_name_en'])
      .orderBy('o.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  if (q.orderNo !== undefined && rows.length === 0) throw new Refusal('money.order_not_found');
  const names = (r: (typeof rows)[number]) => ({ name: r.goods_name ?? '', name_en: r.goods_name_en ?? '' });
  return { list: rows.map((r) => toOrder(r, names(r), nowS)), page, pageSize, total: Number(count.n) };
}

/** The order for the gateway's pay page (no caller there: the order number is the capability). */
export async function orderForPayment(db: Db, orderNo: string, nowS: number): Promise<Order | null> {
  const row = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) return null;
  const goods = await db
    .selectFrom('goods')
    .select(['name', 'name_en'])
    .where('id', '=', row.goods_id)
    .executeTakeFirst();
  return toOrder(row, goods, nowS);
}

/**
 * Closes an unpaid order (the pay page's cancel, the member's in My orders). The close is conditional on
 * `created`, so of a cancel and a paid notify at once the notify still settles it (settleOrder flips any
 * status but paid): the payer's money arrived. Returns whether this call closed it.
 */
export async function cancelOrder(db: Db, orderNo: string, userId?: number): Promise<boolean> {
  let q = db.updateTable('orders').set({ status: 'cancelled' }).where('order_no', '=', orderNo);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const r = await q.where('status', '=', 'created').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The caller's order by number; someone else's reads as not found. */
async function ownOrder(db: Db, userId: number, orderNo: string, nowS: number): Promise<Order> {
  return (await listOrders(db, userId, { orderNo }, nowS)).list[0]!;
}

const closed = (order: Order) =>
  new Refusal('money.order_closed', { status: ORDER_CLOSED_WORD[order.status as keyof typeof ORDER_CLOSED_WORD] });

/**
 * The member cancels their unpaid order from My orders.
 * @throws Refusal money.order_not_found, money.order_closed (paid, cancelled or expired first).
 */
export async function cancelOwnOrder(db: Db, userId: number, orderNo: string, nowS: number): Promise<Order> {
  const order = await ownOrder(db, userId, orderNo, nowS);
  // Lapsed but not yet swept reads expired: past its time, the gateway no longer takes it either.
  if (order.status !== 'created' || !(await cancelOrder(db, orderNo, userId))) {
    throw closed(await ownOrder(db, userId, orderNo, nowS));
  }
  return ownOrder(db, userId, orderNo, nowS);
}

/**
 * The pay page of the member's unpaid order again, to go on paying it.
 * @throws Refusal money.order_not_found, money.order_closed, money.pay_way_unknown (its gateway is gone).
 */
export async function resumePaying(
  db: Db,
  gateways: Gateways,
  userId: number,
  orderNo: string,
  nowS: number,
): Promise<PayingOrder> {
  const order = await ownOrder(db, userId, orderNo, nowS);
  if (order.status !== 'created') throw closed(order);
  const gateway = gateways.get(order.payWay);
  if (!gateway) throw new Refusal('money.pay_way_unknown');
  return { order, payUrl: gateway.payUrl({ orderNo, amountCents: order.amountCents, subject: order.goodsName }) };
}

/** Marks unpaid orders past their time expired; returns how many. */
export async function expireOrders(db: Db, nowS: number): Promise<number> {
  const r = await db
    .updateTable('orders')
    .set({ status: 'expired' })
    .where('status', '=', 'created')
    .where('expires_at', '<=', nowS)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
