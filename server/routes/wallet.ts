import { z } from 'zod';
import { PAYOUT_METHODS } from '../../protocol/money';
import { addAccount, deleteAccount, listAccounts } from '../domain/money/payout-accounts';
import type { MoneyConfig } from '../domain/money/config';
import { listUnlocks, unlockContact } from '../domain/money/unlock';
import { vipInfo } from '../domain/money/vip';
import { statement } from '../domain/money/wallet';
import { idempotencyKey, paging } from './order';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';

const HOLDER_MAX = 40;

// The money calls of the user area (payout accounts, membership, statement, unlocks) and /api/info/userBuyInfo.
export function walletRoutes(api: ApiRegistry, { money }: { money: MoneyConfig }): void {
  api
    .add('/api/user/listAccount', {
      schema: empty(),
      handler: async (_, ctx) => listAccounts(ctx.db, ctx.caller.userId),
    })
    .add('/api/user/addAccount', {
      schema: z.object({
        method: z.enum(PAYOUT_METHODS),
        holder: z.string().trim().min(1).max(HOLDER_MAX),
        accountNo: z.string().trim().min(1).max(140),
      }),
      okMsg: { zh: '添加成功', en: 'Account added' },
      handler: async (a, ctx) => addAccount(ctx.db, ctx.caller.userId, a, ctx.nowS),
    })
    .add('/api/user/delAccount', {
      schema: z.object({ id: int(1) }),
      okMsg: { zh: '已删除', en: 'Deleted' },
      handler: async ({ id }, ctx) => {
        await deleteAccount(ctx.db, ctx.caller.userId, id, ctx.nowS);
        return null;
      },
    })
    .add('/api/user/myVipInfo', {
      schema: empty(),
      handler: async (_, ctx) => vipInfo(ctx.db, ctx.caller.userId, ctx.nowS),
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
    });
}
