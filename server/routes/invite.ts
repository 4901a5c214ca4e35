import { z } from 'zod';
import type { InviteConfig } from '../domain/invite';
import { inviteSummary, listInvitations } from '../domain/invite';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';

export function inviteRoutes(api: ApiRegistry, opts: { invites: InviteConfig }): void {
  api
    .add('/api/user/listInvitation', {
      schema: z.object({ page: int(1).optional(), pageSize: int(1, 50).optional() }),
      handler: async (q, ctx) => listInvitations(ctx.db, ctx.caller.userId, q),
    })
    .add('/api/user/r2Info', {
      schema: empty(),
      handler: async (_, ctx) => inviteSummary(ctx.db, ctx.caller.userId, opts.invites),
    });
}
