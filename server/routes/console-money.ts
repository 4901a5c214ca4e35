import { z } from 'zod';
import { WITHDRAW_REASON_MAX } from '../../protocol/console-money';
import { decideWithdrawal, ledgerStatus, settleManualPayout, userStatement, withdrawalQueue } from '../domain/console';
import { MANUAL, revealPayoutAccount } from '../domain/money';
import type { PayoutAdapters } from '../domain/money';
import { paging } from './money';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { CONSOLE_REPLIES } from '../../protocol/console-texts';

const reason = () => z.string().trim().max(WITHDRAW_REASON_MAX).default('');

// The console's withdrawal queue and payouts (capabilities 'withdrawals', 'payouts.reveal') and ledger view ('ledger').
export function consoleMoneyRoutes(api: ApiRegistry, { payouts }: { payouts: PayoutAdapters }): void {
  api
    .add('/api/admin/withdrawalQueue', {
      schema: empty(),
      handler: async (_, ctx) => withdrawalQueue(ctx.db, payouts, ctx.language),
    })
    .add('/api/admin/withdrawalDecide', {
      schema: z
        .object({
          id: int(1),
          action: z.enum(['approve', 'reject']),
          reason: reason(),
          channel: z.string().min(1).max(32).default(MANUAL),
        })
        .refine((p) => p.action === 'approve' || p.reason !== '', {
          message: 'admin.reason_required',
          path: ['reason'],
        }),
      handler: async (p, ctx) =>
        decideWithdrawal(ctx.db, payouts, {
          ...p,
          reason: p.reason ?? '',
          channel: p.channel ?? MANUAL,
          actor: ctx.operator.actor,
          nowS: ctx.nowS,
        }),
      okMsg: CONSOLE_REPLIES.done,
    })
    .add('/api/admin/payoutReveal', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, ctx) => revealPayoutAccount(ctx.db, id, ctx.nowS, ctx.operator.actor),
    })
    .add('/api/admin/payoutSettle', {
      schema: z
        .object({ id: int(1), outcome: z.enum(['paid', 'failed']), reason: reason() })
        .refine((p) => p.outcome === 'paid' || p.reason !== '', {
          message: 'admin.reason_required',
          path: ['reason'],
        }),
      handler: async (p, ctx) =>
        settleManualPayout(ctx.db, { ...p, reason: p.reason ?? '', actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.done,
    })
    .add('/api/admin/userStatement', {
      schema: z.object({ username: z.string().trim().min(1).max(64), ...paging }),
      handler: async (p, ctx) => userStatement(ctx.db, p, ctx.language),
    })
    .add('/api/admin/ledgerCheck', { schema: empty(), handler: async (_, ctx) => ledgerStatus(ctx.db, ctx.nowS) });
}
