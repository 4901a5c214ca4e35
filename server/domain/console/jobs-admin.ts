import type { JobsOverview } from '../../../protocol/console-jobs';
import { JOBS_LISTED } from '../../../protocol/console-jobs';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs';
import type { AuditActor } from '../common';
import { recordAudit, Refusal } from '../common';

/** The queue as the console shows it; a server without jobs says so rather than showing an empty queue. */
export async function jobsOverview(queue: JobQueue | null, ladders: boolean): Promise<JobsOverview> {
  if (queue === null)
    return { engine: null, ladders, waiting: 0, running: 0, failed: 0, runningJobs: [], failedJobs: [] };
  const [stats, runningJobs, failedJobs] = await Promise.all([
    queue.stats(),
    queue.listJobs('running', JOBS_LISTED),
    queue.listJobs('failed', JOBS_LISTED),
  ]);
  return { engine: queue.engine, ladders, ...stats, runningJobs, failedJobs };
}

/**
 * Runs a failed job again now with fresh attempts, and records who did.
 * @throws Refusal admin.job_not_failed when the id is not a failed job (unknown, waiting, running, done).
 */
export async function retryJob(
  db: Db,
  queue: JobQueue | null,
  c: { id: string; actor: AuditActor; nowS: number },
): Promise<{ id: string }> {
  if (queue === null || !(await queue.retry(c.id))) throw new Refusal('admin.job_not_failed', { id: c.id });
  await db.transaction().execute((trx) =>
    recordAudit(trx, c.actor, {
      action: 'job.retry',
      targetType: 'job',
      targetId: c.id,
      before: { state: 'failed' },
      after: { state: 'waiting' },
      nowS: c.nowS,
    }),
  );
  return { id: c.id };
}
