import { z } from 'zod';
import { WITHDRAW_REASON_MAX } from '../../protocol/console-money';
import { decideWithdrawal, ledgerStatus, userStatement, withdrawalQueue } from '../domain/console';
import { paging } from './money';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { CONSOLE_REPLIES } from '../../protocol/console-texts';

// The console's withdrawal queue (capability 'withdrawals') and ledger view ('ledger').
export function consoleMoneyRoutes(api: ApiRegistry): void {
  api
    .add('/api/admin/withdrawalQueue', {
      schema: empty(),
      handler: async (_, ctx) => withdrawalQueue(ctx.db, ctx.language),
    })
    .add('/api/admin/withdrawalDecide', {
      schema: z
        .object({
          id: int(1),
          action: z.enum(['approve', 'reject']),
          reason: z.string().trim().max(WITHDRAW_REASON_MAX).default(''),
        })
        .refine((p) => p.action === 'approve' || p.reason !== '', {
          message: 'admin.reason_required',
          path: ['reason'],
        }),
      handler: async (p, ctx) =>
        decideWithdrawal(ctx.db, { ...p, reason: p.reason ?? '', actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.done,
    })
    .add('/api/admin/userStatement', {
      schema: z.object({ username: z.string().trim().min(1).max(64), ...paging }),
      handler: async (p, ctx) => userStatement(ctx.db, p, ctx.language),
    })
    .add('/api/admin/ledgerCheck', { schema: empty(), handler: async (_, ctx) => ledgerStatus(ctx.db, ctx.nowS) });
}
