import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '../../protocol/money';
import { PAGE_SIZE_MAX } from '../../protocol/constants';
import { listGoods, payWays } from '../domain/money/goods';
import type { MoneyConfig } from '../domain/money/config';
import { createPaying, listOrders } from '../domain/money/orders';
import type { Gateways } from '../domain/money/payment-gateway';
import { SANDBOX } from '../domain/money/sandbox-gateway';
import { exchange } from '../domain/money/vip';
import { walletInfo } from '../domain/money/wallet';
import { cancelWithdrawal, listWithdrawals, requestWithdrawal } from '../domain/money/withdrawals';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';

export interface MoneyDeps {
  money: MoneyConfig;
  gateways: Gateways;
}

/** The client's idempotency key of a money-moving call. */
export const idempotencyKey = () => z.string().regex(IDEMPOTENCY_KEY_PATTERN);
export const paging = { page: int(1, 10_000).optional(), pageSize: int(1, PAGE_SIZE_MAX).optional() };

// /api/proxy/info and /api/order/*: the wallet summary, goods, orders and withdrawals.
export function orderRoutes(api: ApiRegistry, { money, gateways }: MoneyDeps): void {
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
      schema: z.object({ ...paging, orderNo: z.string().min(1).max(64).optional() }),
      handler: async (q, ctx) => listOrders(ctx.db, ctx.caller.userId, q, ctx.nowS),
    })
    .add('/api/order/goodsPayList', {
      schema: z.object(paging),
      handler: async (q, ctx) => listOrders(ctx.db, ctx.caller.userId, { ...q, paidOnly: true }, ctx.nowS),
    })
    .add('/api/order/exchange', {
      schema: z.object({ goodsId: int(1), key: idempotencyKey() }),
      okMsg: { zh: '开通成功', en: 'Membership updated' },
      handler: async ({ goodsId, key }, ctx) => exchange(ctx.db, { userId: ctx.caller.userId, goodsId, key }, ctx.nowS),
    })
    .add('/api/order/withdraw', {
      schema: z.object({ amount: int(1), accountId: int(1), key: idempotencyKey() }),
      okMsg: { zh: '提现申请已提交', en: 'Withdrawal requested' },
      handler: async (w, ctx) => requestWithdrawal(ctx.db, money, { userId: ctx.caller.userId, ...w }, ctx.nowS),
    })
    .add('/api/order/withdrawCancel', {
      schema: z.object({ id: int(1) }),
      okMsg: { zh: '已取消，金币已退回', en: 'Cancelled: the gold is back in your wallet' },
      handler: async ({ id }, ctx) => cancelWithdrawal(ctx.db, ctx.caller.userId, id, ctx.nowS),
    })
    .add('/api/order/listWithdraw', {
      schema: z.object(paging),
      handler: async (q, ctx) => listWithdrawals(ctx.db, ctx.caller.userId, q),
    });
}
