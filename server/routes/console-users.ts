import { z } from 'zod';
import { MODERATION_REASON_MAX } from '../../protocol/console-content';
import { VIP_GRANT_DAYS_MAX } from '../../protocol/console-users';
import { VIP_LEVEL } from '../../protocol/money';
import {
  endUserSession,
  grantVip,
  resetUserPassword,
  userDetail,
  userMoney,
  userOrders,
  userPosts,
} from '../domain/console';
import type { ApiRegistry } from './registry';
import { int } from './validation';
import { CONSOLE_REPLIES } from '../../protocol/console-texts';

const PAGE_MAX = 10_000;

const reason = () => z.string().trim().min(1, 'admin.reason_required').max(MODERATION_REASON_MAX);
const user = z.object({ userId: int(1) });
const paged = user.extend({ page: int(1, PAGE_MAX).optional() });

// One person in the console; the envelope has admitted the caller with the endpoint's capability.
export function consoleUsersRoutes(api: ApiRegistry): void {
  api
    .add('/api/admin/userDetail', {
      schema: user,
      handler: async ({ userId }, ctx) => userDetail(ctx.db, userId, ctx.nowS),
    })
    .add('/api/admin/userPosts', {
      schema: paged,
      handler: async ({ userId, page }, ctx) => userPosts(ctx.db, userId, page),
    })
    .add('/api/admin/userOrders', {
      schema: paged,
      handler: async ({ userId, page }, ctx) => userOrders(ctx.db, userId, ctx.nowS, page),
    })
    .add('/api/admin/userMoney', {
      schema: paged,
      handler: async ({ userId, page }, ctx) => userMoney(ctx.db, userId, ctx.language, page),
    })
    .add('/api/admin/userSessionEnd', {
      schema: user.extend({ sessionId: int(1), reason: reason() }),
      handler: async (a, ctx) => endUserSession(ctx.db, { ...a, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.sessionEnded,
    })
    .add('/api/admin/userPasswordReset', {
      schema: user.extend({ reason: reason() }),
      handler: async (a, ctx) => resetUserPassword(ctx.db, { ...a, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.temporaryPasswordSet,
    })
    .add('/api/admin/userVipGrant', {
      schema: user.extend({
        days: int(1, VIP_GRANT_DAYS_MAX),
        level: int(VIP_LEVEL.MONTHLY, VIP_LEVEL.ANNUAL).optional(),
        reason: reason(),
      }),
      handler: async (a, ctx) => grantVip(ctx.db, { ...a, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.vipGranted,
    });
}
