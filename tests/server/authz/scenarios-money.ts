import { randomBytes } from 'node:crypto';
import { STATUS } from '../../../protocol/status';
import { nowS } from '../helper';
import type { TestApp } from '../helper';
import { GOODS } from '../../../server/seed/money';
import { fundWallet } from '../support/money-db';
import type { MutatingPath } from './expectations';
import type { Cell, Scenario } from './scenario';
import { insertPost, rowOf } from './world';
import type { Person } from './world';

// Money and video uploads.

export const key = () => randomBytes(9).toString('base64url');
const MONTHLY_PRICE = GOODS.find((g) => g.name_en === 'Monthly card')!.price_gold;
const VIDEO = { name: 'shop-tour.mp4', size: 5_000_000, format: 'mp4' };

export async function ok<T>(reply: Promise<{ status: number; msg: string; data: T }>, what: string): Promise<T> {
  const r = await reply;
  if (r.status !== STATUS.OK) throw new Error(`${what}: ${r.status} ${r.msg}`);
  return r.data;
}

export async function payoutAccount(t: TestApp, owner: Person): Promise<number> {
  const payload = { method: 'alipay', holder: 'Chen Jing', accountNo: 'chen.jing@example.com' } as const;
  return (await ok(t.call('/api/user/addAccount', payload, { token: owner.token }), 'addAccount')).id;
}

async function upload(t: TestApp, owner: Person) {
  const id = (await ok(t.call('/api/article/createUpload', VIDEO, { token: owner.token }), 'createUpload')).uploadId;
  return { id, state: () => t.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst() };
}

/** Gold in the caller's wallet, so a refusal for want of it cannot hide who is asking. */
async function funded(c: Cell): Promise<void> {
  if (c.actor) await fundWallet(c.s.t.db, c.actor.id, 5000, `authz-fund-${c.n}`);
}

export const MONEY_SCENARIOS = {
  '/api/order/createPaying': async (c) => ({ payload: { goodsId: c.s.goods.get('60 gold'), key: key() } }),
  '/api/order/exchange': async (c) => {
    await funded(c);
    // A first card: its quote is its price.
    return { payload: { goodsId: c.s.goods.get('Monthly card'), payGold: MONTHLY_PRICE, key: key() } };
  },
  '/api/info/userBuyInfo': async (c) => {
    await funded(c);
    return { payload: { id: await insertPost(c.s.t.db, c.owner.id, { vip: 1 }), key: key() } };
  },
  '/api/info/bumpPost': async (c) => {
    await funded(c);
    const id = await insertPost(c.s.t.db, c.owner.id);
    return { payload: { id, key: key() }, state: () => rowOf(c.s.t.db, 'posts', id) };
  },
  '/api/order/cancelOrder': async (c) => {
    const { db } = c.s.t;
    const paying = await ok(
      c.s.t.call(
        '/api/order/createPaying',
        { goodsId: c.s.goods.get('60 gold')!, key: key() },
        { token: c.owner.token },
      ),
      'createPaying',
    );
    const orderNo = paying.order.orderNo;
    return {
      payload: { orderNo },
      state: () => db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst(),
    };
  },
  '/api/user/addAccount': async () => ({
    payload: { method: 'bank', holder: 'Wang Fang', accountNo: '6222020000001234' },
  }),
  '/api/user/delAccount': async (c) => {
    const id = await payoutAccount(c.s.t, c.owner);
    return {
      payload: { id },
      state: () => rowOf(c.s.t.db, 'payout_accounts', id),
    };
  },
  '/api/order/withdraw': async (c) => {
    const { db } = c.s.t;
    const accountId = await payoutAccount(c.s.t, c.owner);
    await fundWallet(db, c.owner.id, 500, `authz-${c.n}-${nowS()}`);
    return {
      payload: { amount: 100, accountId, key: key() },
      state: () => db.selectFrom('withdrawals').selectAll().where('payout_account_id', '=', accountId).execute(),
    };
  },
  '/api/order/withdrawCancel': async (c) => {
    const { db } = c.s.t;
    const accountId = await payoutAccount(c.s.t, c.owner);
    await fundWallet(db, c.owner.id, 500, `authz-${c.n}-${nowS()}`);
    const asked = await ok(
      c.s.t.call('/api/order/withdraw', { amount: 100, accountId, key: key() }, { token: c.owner.token }),
      'withdraw',
    );
    return { payload: { id: asked.id }, state: () => rowOf(db, 'withdrawals', asked.id) };
  },

  '/api/article/createUpload': async () => ({ payload: VIDEO }),
  '/api/article/getUploadUrl': async () => ({ payload: VIDEO }),
  '/api/article/checkSlice': async (c) => {
    const u = await upload(c.s.t, c.owner);
    return { payload: { uploadId: u.id, file_hash: 'a'.repeat(32) }, state: u.state };
  },
  '/api/article/storeFileInfo': async (c) => {
    const u = await upload(c.s.t, c.owner);
    return { payload: { uploadId: u.id, original: VIDEO.name, size: VIDEO.size, slices: 3 }, state: u.state };
  },
  '/api/article/uploadLog': async (c) => {
    const u = await upload(c.s.t, c.owner);
    return { payload: { uploadId: u.id, msg: 'slice 2 failed: network' }, state: u.state };
  },
} satisfies Partial<Record<MutatingPath, Scenario>>;
