import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN, PAYOUT_METHODS } from '../../protocol/money';
import { PAGE_SIZE_MAX } from '../../protocol/constants';
import {
  addAccount,
  bumpPost,
  cancelOwnOrder,
  cancelWithdrawal,
  createPaying,
  deleteAccount,
  exchange,
  listAccounts,
  listGoods,
  listOrders,
  listUnlocks,
  listWithdrawals,
  payWays,
  requestWithdrawal,
  resumePaying,
  SANDBOX,
  statement,
  unlockContact,
  vipInfo,
  walletInfo,
} from '../domain/money';
import type { Gateways, MoneyConfig } from '../domain/money';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { MONEY_REPLIES } from '../../protocol/money-texts';

export interface MoneyDeps {
  money: MoneyConfig;
  gateways: Gateways;
}

/** The client's idempotency key of a money-moving call. */
export const idempotencyKey = () => z.string().regex(IDEMPOTENCY_KEY_PATTERN);
export const paging = { page: int(1, 10_000).optional(), pageSize: int(1, PAGE_SIZE_MAX).optional() };

const HOLDER_MAX = 40;
const orderNo = z.string().min(1).max(64);

// /api/proxy/info and /api/order/*: the wallet summary, goods, orders and withdrawals; the money calls of the
// user area (payout accounts, membership, statement, unlocks), /api/info/userBuyInfo and /api/info/bumpPost.

export function moneyRoutes(api: ApiRegistry, { money, gateways }: MoneyDeps): void {
  api
    .add('/api/proxy/info', {
      schema: empty(),
      handler: async (_, ctx) => walletInfo(ctx.db, money, ctx.caller.userId),
    })
    .add('/api/order/goodsList', {
      schema: z.object({ kind: z.enum(['gold', 'vip']).optional() }),
      handler: async ({ kind }, { db }) => listGoods(db, kind),
    })
    .add('/api/order/goodsPayWay', { schema: empty(), handler: async () => payWays(gateways) })
    .add('/api/order/createPaying', {
      schema: z.object({ goodsId: int(1), payWay: z.string().max(32).optional(), key: idempotencyKey() }),
      handler: async ({ goodsId, payWay, key }, ctx) =>
        createPaying(
          ctx.db,
          money,
          gateways,
          { userId: ctx.caller.userId, goodsId, payWay: payWay ?? SANDBOX, key },
          ctx.nowS,
        ),
    })
    .add('/api/order/orderList', {
      schema: z.object({ ...paging, orderNo: orderNo.optional() }),
      handler: async (q, ctx) => listOrders(ctx.db, ctx.caller.userId, q, ctx.nowS),
    })
    .add('/api/order/resumePaying', {
      schema: z.object({ orderNo }),
      handler: async (o, ctx) => resumePaying(ctx.db, gateways, ctx.caller.userId, o.orderNo, ctx.nowS),
    })
    .add('/api/order/cancelOrder', {
      schema: z.object({ orderNo }),
      okMsg: MONEY_REPLIES.orderCancelled,
      handler: async (o, ctx) => cancelOwnOrder(ctx.db, ctx.caller.userId, o.orderNo, ctx.nowS),
    })
    .add('/api/order/goodsPayList', {
      schema: z.object(paging),
      handler: async (q, ctx) => listOrders(ctx.db, ctx.caller.userId, { ...q, paidOnly: true }, ctx.nowS),
    })
    .add('/api/order/exchange', {
      schema: z.object({ goodsId: int(1), payGold: int(0), key: idempotencyKey() }),
      okMsg: MONEY_REPLIES.vipBought,
      handler: async (e, ctx) => exchange(ctx.db, { userId: ctx.caller.userId, ...e }, ctx.nowS),
    })
    .add('/api/order/withdraw', {
      schema: z.object({ amount: int(1), accountId: int(1), key: idempotencyKey() }),
      okMsg: MONEY_REPLIES.withdrawRequested,
      handler: async (w, ctx) => requestWithdrawal(ctx.db, money, { userId: ctx.caller.userId, ...w }, ctx.nowS),
    })
    .add('/api/order/withdrawCancel', {
      schema: z.object({ id: int(1) }),
      okMsg: MONEY_REPLIES.withdrawCancelled,
      handler: async ({ id }, ctx) => cancelWithdrawal(ctx.db, ctx.caller.userId, id, ctx.nowS),
    })
    .add('/api/order/listWithdraw', {
      schema: z.object(paging),
      handler: async (q, ctx) => listWithdrawals(ctx.db, ctx.caller.userId, q),
    })
    .add('/api/user/listAccount', {
      schema: empty(),
      handler: async (_, ctx) => listAccounts(ctx.db, ctx.caller.userId),
    })
    .add('/api/user/addAccount', {
      schema: z.object({
        method: z.enum(PAYOUT_METHODS),
        holder: z.string().trim().min(1).max(HOLDER_MAX),
        accountNo: z.string().trim().min(1).max(140),
        bankName: z.string().max(80).optional(),
      }),
      okMsg: MONEY_REPLIES.accountAdded,
      handler: async (a, ctx) => addAccount(ctx.db, ctx.caller.userId, a, ctx.nowS),
    })
    .add('/api/user/delAccount', {
      schema: z.object({ id: int(1) }),
      okMsg: MONEY_REPLIES.accountDeleted,
      handler: async ({ id }, ctx) => {
        await deleteAccount(ctx.db, ctx.caller.userId, id, ctx.nowS);
        return null;
      },
    })
    .add('/api/user/myVipInfo', {
      schema: z.object(paging),
      handler: async (q, ctx) => vipInfo(ctx.db, ctx.caller.userId, ctx.nowS, q),
    })
    .add('/api/user/listMoneyDetail', {
      schema: z.object(paging),
      handler: async (q, ctx) => statement(ctx.db, ctx.caller.userId, q, ctx.language),
    })
    .add('/api/user/myUnlock', {
      schema: z.object(paging),
      handler: async (q, ctx) => listUnlocks(ctx.db, ctx.caller.userId, q),
    })
    .add('/api/info/userBuyInfo', {
      schema: z.object({ id: int(1), key: idempotencyKey() }),
      handler: async ({ id, key }, ctx) =>
        unlockContact(ctx.db, money, { userId: ctx.caller.userId, postId: id, key }, ctx.nowS),
    })
    .add('/api/info/bumpPost', {
      schema: z.object({ id: int(1), key: idempotencyKey() }),
      handler: async ({ id, key }, ctx) =>
        bumpPost(ctx.db, money, { userId: ctx.caller.userId, postId: id, key }, ctx.nowS),
    });
}
