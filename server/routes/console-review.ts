import { z } from 'zod';
import { APPEAL_DECISIONS, REVIEW_BULK_MAX, REVIEW_PAGE_MAX, REVIEW_REASON_MAX } from '../../protocol/console-review';
import { REVIEW_ACTIONS, REVIEW_TRANSITIONS } from '../../protocol/release-transitions';
import { appealQueue, decideAppeal, reviewBulk, reviewPost, reviewQueue } from '../domain/console';
import type { ApiRegistry } from './registry';
import { int } from './validation';
import { CONSOLE_REPLIES } from '../../protocol/console-texts';

const reason = z.string().trim().max(REVIEW_REASON_MAX).default('');
/** A transition that needs a reason (reject) is refused without one, before anything is read. */
const withReason = <T extends { action: string; reason: string }>(p: T) =>
  !(REVIEW_TRANSITIONS[p.action as keyof typeof REVIEW_TRANSITIONS]?.needsReason ?? false) || p.reason !== '';

// The review queue of the console (capability 'review').
export function consoleReviewRoutes(api: ApiRegistry): void {
  api
    .add('/api/admin/reviewQueue', {
      schema: z.object({ page: int(1, 10_000).optional(), pageSize: int(1, REVIEW_PAGE_MAX).optional() }),
      handler: async (p, ctx) => reviewQueue(ctx.db, p),
    })
    .add('/api/admin/reviewDecide', {
      schema: z
        .object({ id: int(1), action: z.enum(REVIEW_ACTIONS), reason })
        .refine(withReason, { message: 'admin.reason_required', path: ['reason'] }),
      handler: async (p, ctx) => reviewPost(ctx.db, p.id, p.action, p.reason ?? '', ctx.nowS, ctx.operator.actor),
      okMsg: CONSOLE_REPLIES.done,
    })
    .add('/api/admin/reviewBulk', {
      schema: z
        .object({
          ids: z.array(int(1)).min(1).max(REVIEW_BULK_MAX),
          action: z.enum(['approve', 'reject']),
          reason,
        })
        .refine(withReason, { message: 'admin.reason_required', path: ['reason'] }),
      handler: async (p, ctx) =>
        reviewBulk(ctx.db, { ...p, reason: p.reason ?? '', actor: ctx.operator.actor, nowS: ctx.nowS }, ctx.language),
    })
    .add('/api/admin/appealQueue', {
      schema: z.object({ page: int(1, 10_000).optional(), pageSize: int(1, REVIEW_PAGE_MAX).optional() }),
      handler: async (p, ctx) => appealQueue(ctx.db, p),
    })
    .add('/api/admin/appealDecide', {
      // Either way the owner reads why: in the notice of an upheld ban, in the status notice of a restore.
      schema: z
        .object({ id: int(1), decision: z.enum(APPEAL_DECISIONS), reason })
        .refine((p) => p.reason !== '', { message: 'admin.reason_required', path: ['reason'] }),
      handler: async (p, ctx) =>
        decideAppeal(ctx.db, { ...p, reason: p.reason ?? '', actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.done,
    });
}
