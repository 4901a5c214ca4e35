import { z } from 'zod';
import type { Background } from '../background';
import { jobsOverview, retryJob } from '../domain/console';
import type { ApiRegistry } from './registry';
import { empty } from './validation';

// The console's background jobs: the queue, its running and failed jobs with their errors, and a retry
// (admins: the `jobs` capability, checked by the envelope before a handler runs).
export function consoleJobsRoutes(api: ApiRegistry, deps: { background: Background | null }): void {
  const queue = deps.background?.queue ?? null;
  api
    .add('/api/admin/jobList', {
      schema: empty(),
      handler: async () => jobsOverview(queue, deps.background?.ladders ?? false),
    })
    .add('/api/admin/jobRetry', {
      schema: z.object({
        id: z
          .string()
          .trim()
          .regex(/^\d{1,18}$/),
      }),
      handler: async ({ id }, ctx) => retryJob(ctx.db, queue, { id, actor: ctx.operator.actor, nowS: ctx.nowS }),
    });
}
