import { hostname } from 'node:os';
import type { Db } from '../../db/database';
import { DEFAULT_MAX_ATTEMPTS } from './queue';
import type { JobHandler, JobQueue, JobRow, NewJob } from './queue';

// The embedded default's queue: one table in the app's SQLite file, the same rules as graphile-worker on
// PostgreSQL (a key replaces a waiting job, a finished job is deleted, a failure waits e^attempts seconds,
// a job out of attempts stays with its error). SQLite has one writer at a time, so a claim is one
// conditional UPDATE … RETURNING: two processes on the file never take the same job.

const POLL_MS = 1000;
/** A lock older than this belongs to a process that died mid-job: the job is taken again. */
const STALE_LOCK_MS = 4 * 60 * 60 * 1000;
const ERROR_MAX = 2000;

/** graphile-worker's backoff, so both engines retry alike: e^min(attempts, 10) seconds. */
export const backoffMs = (attempts: number) => Math.round(Math.exp(Math.min(attempts, 10)) * 1000);

const toRow = (r: {
  id: number;
  task: string;
  job_key: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: number;
  locked_at: number | null;
}): JobRow => ({
  id: String(r.id),
  task: r.task,
  key: r.job_key,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  runAt: Math.floor(r.run_at / 1000),
  lockedAt: r.locked_at === null ? null : Math.floor(r.locked_at / 1000),
});

export function sqliteJobQueue(db: Db): JobQueue {
  const me = `${hostname()}:${process.pid}`;
  let handlers: Record<string, JobHandler> = {};
  let limit = 0;
  let timer: NodeJS.Timeout | null = null;
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let stopping = false;

  const claim = async () => {
    const now = Date.now();
    const tasks = Object.keys(handlers);
    if (tasks.length === 0) return null;
    const next = db
      .selectFrom('jobs')
      .select('id')
      .where('task', 'in', tasks)
      .where('attempts', '<', (eb) => eb.ref('max_attempts'))
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', now - STALE_LOCK_MS)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(1);
    return db
      .updateTable('jobs')
      .set((eb) => ({ locked_at: now, locked_by: me, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', next)
      .returningAll()
      .executeTakeFirst();
  };

  const runOne = async (job: NonNullable<Awaited<ReturnType<typeof claim>>>, abort: AbortController) => {
    const handler = handlers[job.task]!;
    try {
      await handler(JSON.parse(job.payload) as Record<string, unknown>, {
        jobId: String(job.id),
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        signal: abort.signal,
      });
      await db.deleteFrom('jobs').where('id', '=', job.id).where('locked_by', '=', me).execute();
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
      // Stopped, not failed: the attempt is given back and any worker may take the job at once.
      const stopped = abort.signal.aborted;
      await db
        .updateTable('jobs')
        .set({
          locked_at: null,
          locked_by: null,
          last_error: message,
          attempts: stopped ? job.attempts - 1 : job.attempts,
          run_at: stopped ? Date.now() : Date.now() + backoffMs(job.attempts),
        })
        .where('id', '=', job.id)
        .execute();
    }
  };

  const look = async () => {
    while (!stopping && running.size < limit) {
      const job = await claim();
      if (!job) return;
      const abort = new AbortController();
      const done = (async () => {
        try {
          await runOne(job, abort);
        } finally {
          running.delete(job.id);
          if (!stopping) void look();
        }
      })();
      running.set(job.id, { abort, done });
    }
  };

  return {
    engine: 'sqlite',
    async enqueue(job: NewJob) {
      const now = Date.now();
      const values = {
        task: job.task,
        payload: JSON.stringify(job.payload),
        job_key: job.key,
        max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        run_at: now,
        created_at: Math.floor(now / 1000),
      };
      await db
        .insertInto('jobs')
        .values(values)
        .onConflict((oc) =>
          oc
            .column('job_key')
            .doUpdateSet({
              payload: values.payload,
              max_attempts: values.max_attempts,
              run_at: now,
              attempts: 0,
              last_error: null,
            })
            .where('locked_at', 'is', null),
        )
        .execute();
      if (timer !== null) void look();
    },
    async start(h, concurrency) {
      handlers = h;
      limit = Math.max(1, concurrency);
      stopping = false;
      timer = setInterval(() => void look(), POLL_MS);
      timer.unref();
      void look();
    },
    async stop() {
      stopping = true;
      if (timer !== null) clearInterval(timer);
      timer = null;
      for (const r of running.values()) r.abort.abort();
      await Promise.all([...running.values()].map((r) => r.done));
    },
    async close() {
      await this.stop();
    },
    async stats() {
      const rows = await db.selectFrom('jobs').select(['attempts', 'max_attempts', 'locked_at']).execute();
      let waiting = 0;
      let runningCount = 0;
      let failed = 0;
      for (const r of rows) {
        if (r.locked_at !== null) runningCount++;
        else if (r.attempts >= r.max_attempts) failed++;
        else waiting++;
      }
      return { waiting, running: runningCount, failed };
    },
    async listJobs(state, max) {
      let q = db.selectFrom('jobs').selectAll().orderBy('id', 'desc').limit(max);
      q =
        state === 'running'
          ? q.where('locked_at', 'is not', null)
          : q.where('locked_at', 'is', null).where('attempts', '>=', (eb) => eb.ref('max_attempts'));
      return (await q.execute()).map(toRow);
    },
    async retry(jobId) {
      const id = Number(jobId);
      if (!Number.isSafeInteger(id)) return false;
      const moved = await db
        .updateTable('jobs')
        .set({ attempts: 0, run_at: Date.now() })
        .where('id', '=', id)
        .where('locked_at', 'is', null)
        .where('attempts', '>=', (eb) => eb.ref('max_attempts'))
        .executeTakeFirst();
      if (timer !== null) void look();
      return Number(moved.numUpdatedRows) === 1;
    },
  };
}
