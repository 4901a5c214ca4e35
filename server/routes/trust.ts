import { z } from 'zod';
import { USER_REPORT_MAX } from '../../protocol/public-pages-reports';
import { reportPerson } from '../domain/public-pages/person-reports';
import type { ApiRegistry } from './registry';
import { int } from './validation';

// Reports of a person from their public page (protocol/public-pages-reports.ts).

export function trustRoutes(api: ApiRegistry): void {
  api.add('/api/user/reportUser', {
    schema: z.object({ id: int(1), reason: z.string().trim().min(1).max(USER_REPORT_MAX) }),
    okMsg: { zh: '举报已提交', en: 'Report sent' },
    handler: async ({ id, reason }, ctx) => {
      await reportPerson(ctx.db, ctx.caller.userId, id, reason, ctx.nowS);
      return null;
    },
  });
}
