import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import { claimPeriod } from '../../../server/plugins/periodic';
import { createTestEnv, dialects, useSetup } from '../helper';
import { useMoneyDb } from '../support/money-db';

// Each test names its own job, so the suite's tests share one database without meeting.

describe.each(dialects)('one run per period across processes (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it('gives a period to exactly one of many callers at once', async () => {
    const now = 1_800_000_000;
    const wins = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claimPeriod(m.db, 'burst', now, 60, `process-${i % 3}`)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('gives the next period only once the current one has passed', async () => {
    const now = 1_800_000_000;
    expect(await claimPeriod(m.db, 'next', now, 60)).toBe(true);
    expect(await claimPeriod(m.db, 'next', now + 59, 60)).toBe(false);
    expect(await claimPeriod(m.db, 'next', now + 60, 60)).toBe(true);
    const row = await m.db.selectFrom('periodic_runs').selectAll().where('name', '=', 'next').executeTakeFirstOrThrow();
    expect(row.due_at).toBe(now + 120);
  });

  it('keeps each job to its own clock', async () => {
    const now = 1_800_000_000;
    expect(await claimPeriod(m.db, 'one', now, 3600)).toBe(true);
    expect(await claimPeriod(m.db, 'other', now, 3600)).toBe(true);
    expect(await claimPeriod(m.db, 'one', now + 1, 3600)).toBe(false);
  });
});

describe.each(dialects)('three processes looking every 15 s at a one-minute job (%s)', (dialect) => {
  // Three handles on one database stand for three processes (on SQLite: three connections to one file).
  const s = useSetup(
    async () => {
      const env = await createTestEnv(dialect, 'goldpost-periodic-');
      const { dataDir, databaseUrl, pgSchema } = env.config;
      const open = () => openDatabase({ dataDir, databaseUrl, pgSchema: pgSchema ?? undefined });
      const first = open();
      await migrateToLatest(first);
      return { env, dbs: [first, open(), open()] };
    },
    async ({ env, dbs }) => {
      for (const db of dbs) await db.destroy();
      await env.dispose();
    },
  );

  it('runs the job once a minute, not once per process', async () => {
    const start = 1_800_000_000;
    const runs: { at: number; by: number }[] = [];
    // Ten minutes of looks; the processes' clocks are a few seconds apart, as real machines' are.
    for (let t = 15; t <= 600; t += 15) {
      const looks = s.dbs.map(async (db, i) => {
        const nowS = start + t + i * 2;
        if (await claimPeriod(db, 'sweep', nowS, 60, `p${i}`)) runs.push({ at: nowS, by: i });
      });
      await Promise.all(looks);
    }
    expect(runs.length).toBe(10);
    const gaps = runs.slice(1).map((r, i) => r.at - runs[i]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(60);
  });
});
