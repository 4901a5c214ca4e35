import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import type { Db } from '../../../server/db/database';
import { openJobQueue } from '../../../server/lib/jobs';
import type { JobQueue } from '../../../server/lib/jobs';
import { createTestEnv, dialects } from '../helper';
import { until } from '../support/clips';
import type { TestEnv } from '../helper';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(dialects)('the job queue (%s)', (dialect) => {
  let env: TestEnv;
  let db: Db;
  let queue: JobQueue;

  const open = async () => {
    env = await createTestEnv(dialect, 'goldpost-jobs-');
    db = openDatabase({ ...env.config, pgSchema: env.config.pgSchema ?? undefined });
    await migrateToLatest(db);
    queue = await openJobQueue(db, env.config, quiet);
  };

  afterEach(async () => {
    await queue.close();
    await db.destroy();
    await env.dispose();
  });

  it('runs a job once however often its key is enqueued while it waits, then forgets it', async () => {
    await open();
    const seen: unknown[] = [];
    await queue.enqueue({ task: 'echo', payload: { n: 1 }, key: 'same' });
    await queue.enqueue({ task: 'echo', payload: { n: 2 }, key: 'same' });
    expect(await queue.stats()).toEqual({ waiting: 1, running: 0, failed: 0 });
    await queue.start({ echo: async (p) => void seen.push(p.n) }, 1);
    await until(async () => (await queue.stats()).waiting === 0 && seen.length === 1);
    await until(async () => (await queue.stats()).running === 0);
    // The second enqueue replaced the waiting job's payload: one run, with the newest payload.
    expect(seen).toEqual([2]);
    expect(await queue.stats()).toEqual({ waiting: 0, running: 0, failed: 0 });
  });

  it('keeps a job out of attempts with its error, and an operator retry runs it again', async () => {
    await open();
    let fail = true;
    let runs = 0;
    await queue.enqueue({ task: 'flaky', payload: {}, key: 'k1', maxAttempts: 1 });
    await queue.start(
      {
        flaky: async (_p, ctx) => {
          runs++;
          expect(ctx.attempt).toBe(1);
          if (fail) throw new Error('disk on fire');
        },
      },
      1,
    );
    await until(async () => (await queue.stats()).failed === 1);
    const [failed] = await queue.listJobs('failed', 10);
    expect(failed).toMatchObject({ task: 'flaky', key: 'k1', attempts: 1, maxAttempts: 1 });
    expect(failed!.lastError).toContain('disk on fire');
    expect(await queue.retry('999999')).toBe(false);
    fail = false;
    expect(await queue.retry(failed!.id)).toBe(true);
    await until(async () => {
      const s = await queue.stats();
      return s.failed === 0 && s.waiting === 0 && s.running === 0;
    });
    expect(runs).toBe(2);
    // Not failed any more: a second retry of the same id has nothing to do.
    expect(await queue.retry(failed!.id)).toBe(false);
  });

  it('a stopping worker aborts its running job at once, and the job runs again with its attempt given back', async () => {
    await open();
    const attempts: number[] = [];
    await queue.enqueue({ task: 'long', payload: {}, key: 'long-1', maxAttempts: 1 });
    await queue.start(
      {
        long: async (_p, ctx) => {
          attempts.push(ctx.attempt);
          if (attempts.length > 1) return;
          // Runs until told to stop, as a transcode does (its ffmpeg is killed on the signal).
          await new Promise((_resolve, reject) =>
            ctx.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
          );
        },
      },
      1,
    );
    await until(async () => attempts.length === 1);
    const t0 = performance.now();
    await queue.stop();
    // Well under the engine's own grace period before it aborts a job.
    expect(performance.now() - t0).toBeLessThan(4000);
    // Back in the queue, not failed: its one attempt was given back.
    expect(await queue.stats()).toEqual({ waiting: 1, running: 0, failed: 0 });
    await queue.start({ long: async (_p, ctx) => void attempts.push(ctx.attempt) }, 1);
    await until(async () => attempts.length === 2);
    await until(async () => {
      const s = await queue.stats();
      return s.waiting === 0 && s.running === 0 && s.failed === 0;
    });
    expect(attempts).toEqual([1, 1]);
  });

  it('a queue whose database connections were cut takes jobs again', async () => {
    await open();
    if (dialect !== 'postgres') return;
    // A queue of its own whose connections carry a name: the cut below must reach them and nothing else
    // (other test files share this database).
    const name = `jobs-cut-${Math.random().toString(36).slice(2, 10)}`;
    const url = new URL(env.config.databaseUrl!);
    url.searchParams.set('application_name', name);
    await queue.close();
    queue = await openJobQueue(db, { ...env.config, databaseUrl: url.href }, quiet);
    const seen: number[] = [];
    await queue.start({ echo: async (p) => void seen.push(Number(p.n)) }, 1);
    await queue.enqueue({ task: 'echo', payload: { n: 1 }, key: 'first' });
    await until(async () => seen.length === 1);
    // What a database restart or failover does to the queue's sessions.
    const admin = new pg.Client({ connectionString: env.config.databaseUrl! });
    await admin.connect();
    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [name],
    );
    await admin.end();
    expect(cut.rowCount).toBeGreaterThan(0);
    // The enqueuing pool may hand out a cut connection before it has noticed the cut, once per connection it
    // held idle (more of them on a busy machine), as any caller would meet it; the caller tries again.
    const second = { task: 'echo', payload: { n: 2 }, key: 'second' };
    for (let tries = 1; ; tries++) {
      try {
        await queue.enqueue(second);
        break;
      } catch (err) {
        if (tries === 5) throw err;
        await sleep(100);
      }
    }
    await until(async () => seen.length === 2, 30_000);
    expect(seen).toEqual([1, 2]);
  }, 60_000);
});
