import { randomBytes } from 'node:crypto';
import type { TestApp } from '../helper';
import { GOODS } from '../../../server/seed/money';
import type { VipQuote } from '../../../protocol/money-vip';

/** A fresh idempotency key, as the client makes before a first try. */
export const newKey = () => randomBytes(9).toString('base64url');

let seq = 0;
/** A member registered from an address of its own: registration is throttled per address. */
export async function register(t: TestApp, prefix = 'payer'): Promise<{ token: string; id: number }> {
  const n = ++seq;
  const username = `${prefix}${n}${randomBytes(2).toString('hex')}`;
  const ip = `10.${128 + ((n >> 8) & 127)}.${n & 255}.${1 + (process.pid % 250)}`;
  const r = await t.call('/api/account/registerByPassword', { username, password: 'secret-pass-1' }, { ip });
  if (r.status !== 1) throw new Error(`register: ${r.msg}`);
  const me = await t.call('/api/user/userinfo', {}, { token: r.data });
  return { token: r.data, id: me.data.id };
}

/** The seed's goods, ids by name. */
export async function insertGoods(t: TestApp): Promise<Map<string, number>> {
  const rows = await t.db.insertInto('goods').values(GOODS).returning(['id', 'name_en']).execute();
  return new Map(rows.map((r) => [r.name_en, r.id]));
}

/** Creates an order for a gold pack and pays it through the sandbox page, as a payer's browser would. */
export async function recharge(t: TestApp, token: string, goodsId: number): Promise<string> {
  const r = await t.call('/api/order/createPaying', { goodsId, key: newKey() }, { token });
  if (r.status !== 1) throw new Error(`createPaying: ${r.msg}`);
  const res = await t.app.inject({ method: 'POST', url: `${r.data.payUrl}/confirm` });
  if (res.statusCode !== 303) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  return r.data.order.orderNo;
}

/** The caller's quote for a VIP card (myVipInfo). */
export async function quoteOf(t: TestApp, token: string, goodsId: number): Promise<VipQuote> {
  const info = await t.call('/api/user/myVipInfo', {}, { token });
  const quote = info.data.quotes.find((q) => q.goodsId === goodsId);
  if (!quote) throw new Error(`no quote for goods ${goodsId}`);
  return quote;
}

/**
 * Buys a VIP card at its quote, as the client does after the buyer confirmed it. An upgrade's credit is the
 * unused value of the card in force, rounded up to the coin, so it drops by a coin each time that card uses up
 * another coin's worth of time: when that happens between quote and purchase the server refuses the stale
 * price, and the client shows the new quote to confirm, as this does (a few times at most).
 */
export async function buyVip(t: TestApp, token: string, goodsId: number, key = newKey()) {
  for (let tries = 1; ; tries++) {
    const { payGold } = await quoteOf(t, token, goodsId);
    const r = await t.call('/api/order/exchange', { goodsId, payGold, key }, { token });
    if (r.code !== 'money.vip_quote_changed' || tries === 3) return r;
  }
}
