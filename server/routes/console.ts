import { z } from 'zod';
import { AUDIT_PAGE_MAX, ROLE_REASON_MAX } from '../../protocol/console';
import { OPERATOR_ROLES, capabilitiesOf } from '../../protocol/console-operators';
import { dashboard, grantRole, listAudit, listOperators, revokeRole } from '../domain/console';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { CONSOLE_REPLIES } from '../../protocol/console-texts';

const DAY_S = 86_400;
const USERNAME_MAX = 64;
const FILTER_MAX = 64;

const roleChange = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX),
  role: z.enum(OPERATOR_ROLES),
  reason: z.string().trim().max(ROLE_REASON_MAX).default(''),
});

const filter = () => z.string().trim().min(1).max(FILTER_MAX).optional();

// The console's own calls (/api/admin/*): who am I, the dashboard, roles, the audit log. The envelope has
// already admitted the caller as an operator with the endpoint's capability (ADMIN_ACCESS).
export function consoleRoutes(api: ApiRegistry): void {
  api
    .add('/api/admin/me', {
      schema: empty(),
      handler: async (_, ctx) => {
        const me = await ctx.db
          .selectFrom('users')
          .select(['id', 'username', 'nickname'])
          .where('id', '=', ctx.caller.userId)
          .executeTakeFirstOrThrow();
        const { roles } = ctx.operator;
        return { ...me, roles, capabilities: capabilitiesOf(roles) };
      },
    })
    .add('/api/admin/dashboard', {
      // The console's local midnight: at most two days back, so "today" cannot be stretched into a scan.
      schema: z.object({ since: int(0) }),
      handler: async ({ since }, ctx) => dashboard(ctx.db, Math.max(since, ctx.nowS - 2 * DAY_S)),
    })
    .add('/api/admin/listRoles', { schema: empty(), handler: async (_, ctx) => listOperators(ctx.db) })
    .add('/api/admin/grantRole', {
      schema: roleChange,
      handler: async (p, ctx) => grantRole(ctx.db, { ...p, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.roleGranted,
    })
    .add('/api/admin/revokeRole', {
      schema: roleChange,
      handler: async (p, ctx) => revokeRole(ctx.db, { ...p, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.roleRevoked,
    })
    .add('/api/admin/auditList', {
      schema: z.object({
        actor: filter(),
        action: filter(),
        targetType: filter(),
        targetId: filter(),
        from: int(0).optional(),
        to: int(0).optional(),
        page: int(1, 10_000).optional(),
        pageSize: int(1, AUDIT_PAGE_MAX).optional(),
      }),
      handler: async (q, ctx) => listAudit(ctx.db, q),
    });
}
