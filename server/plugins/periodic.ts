import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { countJobFailure, countPeriodicRun } from '../lib/metrics';

// Every process runs the same timers; the database decides which one does the work of each period, so a
// sweep runs once per period however many processes share the database (and a process that dies mid-period
// only delays its job to the next one). A conditional update rather than an advisory lock: it reads the same
// on SQLite and PostgreSQL, holds no connection while the job runs, and a lock would stop two runs at once
// but not a second run later in the same period.

export interface PeriodicJob {
  /** Unique in the deployment: the row that holds the job's next due time. */
  name: string;
  periodSeconds: number;
  run: (nowS: number) => Promise<unknown>;
}

/** The sweeps' failures are counted as those of this queue (goldpost_job_failures_total). */
const PERIODIC_QUEUE = 'periodic';
const THIS_PROCESS = `${hostname()}:${process.pid}`;
/** A job is looked at four times a period (at most once a minute), so it runs at most a quarter period late. */
const LOOKS_PER_PERIOD = 4;
const MAX_LOOK_MS = 60_000;

/**
 * Whether the caller runs `name`'s period starting at nowS: true for exactly one caller per period across
 * every process on the database.
 */
export async function claimPeriod(
  db: Db,
  name: string,
  nowS: number,
  periodSeconds: number,
  by: string = THIS_PROCESS,
): Promise<boolean> {
  await db
    .insertInto('periodic_runs')
    .values({ name, due_at: 0, ran_by: '' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const moved = await db
    .updateTable('periodic_runs')
    .set({ due_at: nowS + periodSeconds, ran_by: by })
    .where('name', '=', name)
    .where('due_at', '<=', nowS)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Looks at the job a few times a period while the app is open and runs it when this process claims the period. */
export function addPeriodicJob(app: FastifyInstance, db: Db, job: PeriodicJob): void {
  let running = false;
  const look = async () => {
    // A run longer than a look's interval is not started again beside itself in this process.
    if (running) return;
    running = true;
    try {
      const nowS = Math.floor(Date.now() / 1000);
      if (await claimPeriod(db, job.name, nowS, job.periodSeconds)) {
        countPeriodicRun(job.name);
        await job.run(nowS);
      }
    } catch (err) {
      app.log.error({ err, job: job.name }, 'periodic job failed');
      countJobFailure(PERIODIC_QUEUE);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void look(), Math.min((job.periodSeconds * 1000) / LOOKS_PER_PERIOD, MAX_LOOK_MS));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
