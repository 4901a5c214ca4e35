import { Logger as WorkerLogger, makeWorkerUtils, run, runMigrations } from 'graphile-worker';
import type { Runner, Task, WorkerUtils } from 'graphile-worker';
import pg from 'pg';
import type { Logger } from '../logger';
import { DEFAULT_MAX_ATTEMPTS } from './queue';
import type { JobHandler, JobQueue, JobRow } from './queue';

// PostgreSQL deployments: graphile-worker, in its own schema beside the app's. Jobs are claimed with
// SKIP LOCKED (each once, whichever process or machine asks), woken by LISTEN/NOTIFY, retried with
// exponential backoff; a worker that dies leaves its lock, which graphile-worker frees after 4 hours
// or at once when a worker of the same name starts again.

const POLL_MS = 2000;
/** Pause before a runner that ended by itself is started again. */
const RESTART_MS = 5000;

/** The job engine's schema: graphile_worker, or `<app schema>_jobs` beside a test's throwaway schema. */
export const jobSchemaFor = (appSchema: string | null) => (appSchema ? `${appSchema}_jobs` : 'graphile_worker');

interface JobViewRow {
  id: string;
  task_identifier: string;
  key: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  locked_at: Date | null;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const toRow = (r: JobViewRow): JobRow => ({
  id: String(r.id),
  task: r.task_identifier,
  key: r.key,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  runAt: seconds(r.run_at),
  lockedAt: r.locked_at === null ? null : seconds(r.locked_at),
});

function workerLogger(log: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    if (level === 'error') log.error({ meta }, message);
    else if (level === 'warning') log.warn({ meta }, message);
  });
}

export async function pgJobQueue(databaseUrl: string, appSchema: string | null, log: Logger): Promise<JobQueue> {
  const schema = jobSchemaFor(appSchema);
  const pgPool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // As the app's pool (db/database.ts): an idle connection the server ended is dropped, not fatal.
  pgPool.on('error', (err) => log.warn({ err }, 'job queue connection ended by the database'));
  const logger = workerLogger(log);
  const options = { pgPool, schema, logger };
  await runMigrations(options);
  const utils: WorkerUtils = await makeWorkerUtils(options);
  let runner: Runner | null = null;
  const fn = `"${schema.replace(/"/g, '')}"`;
  const view = `${fn}.jobs`;

  // graphile-worker aborts running jobs only some seconds into a graceful shutdown: ours abort at once, and
  // those stopped mid-run get their attempt back (failJob counted it) and may run again now, on any worker.
  let stopping = new AbortController();
  const stopped = new Set<string>();
  // What start asked for, while it holds: a runner that ends by itself (its database connection failed) is
  // started again, so a blip of the database does not leave a process that takes no more jobs.
  let wanted: { taskList: Record<string, Task>; concurrency: number } | null = null;
  const launch = async () => {
    if (!wanted || runner) return;
    const started = await run({
      ...options,
      taskList: wanted.taskList,
      concurrency: wanted.concurrency,
      noHandleSignals: true,
      pollInterval: POLL_MS,
    });
    runner = started;
    const ended = (err?: unknown) => {
      if (runner !== started || !wanted) return;
      runner = null;
      log.error({ err }, 'the job runner stopped by itself; starting it again');
      setTimeout(
        () => void launch().catch((e: unknown) => log.error({ err: e }, 'job runner restart failed')),
        RESTART_MS,
      ).unref();
    };
    started.promise.then(() => ended(), ended);
  };
  const stop = async () => {
    wanted = null;
    stopping.abort(new Error('the worker is stopping'));
    const current = runner;
    runner = null;
    // A runner that already ended by itself has nothing left to stop.
    if (current) await current.stop().catch(() => {});
    for (const id of stopped)
      await pgPool.query(
        `select ${fn}.reschedule_jobs(array[id], run_at := now(), attempts := greatest(attempts - 1, 0))
           from ${view} where id = $1 and locked_at is null`,
        [id],
      );
    stopped.clear();
  };

  return {
    engine: 'graphile-worker',
    async enqueue(job) {
      await utils.addJob(job.task, job.payload, {
        jobKey: job.key,
        maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      });
    },
    async start(handlers: Record<string, JobHandler>, concurrency) {
      stopping = new AbortController();
      const halt = stopping;
      const taskList: Record<string, Task> = {};
      for (const [name, handler] of Object.entries(handlers)) {
        taskList[name] = async (payload, helpers) => {
          const signal = helpers.abortSignal ? AbortSignal.any([helpers.abortSignal, halt.signal]) : halt.signal;
          try {
            await handler((payload ?? {}) as Record<string, unknown>, {
              jobId: String(helpers.job.id),
              attempt: helpers.job.attempts,
              maxAttempts: helpers.job.max_attempts,
              signal,
            });
          } catch (err) {
            if (signal.aborted) stopped.add(String(helpers.job.id));
            throw err;
          }
        };
      }
      wanted = { taskList, concurrency: Math.max(1, concurrency) };
      await launch();
    },
    stop,
    async close() {
      await stop();
      await utils.release();
      await pgPool.end();
    },
    async stats() {
      const { rows } = await pgPool.query<{ waiting: string; running: string; failed: string }>(
        `select count(*) filter (where locked_at is null and attempts < max_attempts) as waiting,
                count(*) filter (where locked_at is not null) as running,
                count(*) filter (where locked_at is null and attempts >= max_attempts) as failed
           from ${view}`,
      );
      const r = rows[0]!;
      return { waiting: Number(r.waiting), running: Number(r.running), failed: Number(r.failed) };
    },
    async listJobs(state, limit) {
      const where = state === 'running' ? 'locked_at is not null' : 'locked_at is null and attempts >= max_attempts';
      const { rows } = await pgPool.query<JobViewRow>(
        `select id, task_identifier, key, attempts, max_attempts, last_error, run_at, locked_at
           from ${view} where ${where} order by id desc limit $1`,
        [limit],
      );
      return rows.map(toRow);
    },
    async retry(jobId) {
      if (!/^\d{1,18}$/.test(jobId)) return false;
      const { rows } = await pgPool.query(
        `select 1 from ${view} where id = $1 and locked_at is null and attempts >= max_attempts`,
        [jobId],
      );
      if (rows.length === 0) return false;
      // The SQL function itself: WorkerUtils.rescheduleJobs drops `attempts: 0` as if it were not given.
      await pgPool.query(`select ${fn}.reschedule_jobs(array[$1]::bigint[], run_at := now(), attempts := 0)`, [jobId]);
      return true;
    },
  };
}
