// Ledger transfers per second (a 2-entry spend, each in its own transaction with its guarded debit) on SQLite
// and, when DATABASE_URL is set, on PostgreSQL, with 1 and 8 concurrent clients. Not a test: numbers only.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import type { Db } from '../../server/db/database';
import { transfer } from '../../server/domain/money';
import { median, round } from '../lib/result';
import type { BenchContext, BenchOutcome } from '../lib/result';

const CLIENTS = [1, 8];
const FULL = { runs: 5, runMs: 1500, users: 64 };
const QUICK: typeof FULL = { runs: 1, runMs: 200, users: 16 };
type Sizes = typeof FULL;

async function fund(db: Db, size: Sizes): Promise<number[]> {
  const users: number[] = [];
  for (let i = 0; i < size.users; i++) {
    const u = await db
      .insertInto('users')
      .values({
        username: `bench${i}`,
        password_hash: 'x',
        nickname: 'b',
        avatar: null,
        vip_expires_at: null,
        incode: `B${i}`,
        invited_by: null,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) =>
      transfer(trx, {
        kind: 'grant',
        uniq: `fund:${u.id}`,
        userId: u.id,
        ref: '',
        nowS: 0,
        legs: [
          { account: { platform: 'clearing' }, amount: -1_000_000_000 },
          { account: { user: u.id, kind: 'wallet' }, amount: 1_000_000_000 },
        ],
      }),
    );
    users.push(u.id);
  }
  return users;
}

/** Transfers per second over one timed run with `clients` concurrent loops. */
async function timedRun(db: Db, users: number[], clients: number, tag: string, runMs: number): Promise<number> {
  let done = 0;
  const end = performance.now() + runMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; performance.now() < end; i++) {
        const user = users[(c * 7 + i) % users.length]!;
        await db.transaction().execute((trx) =>
          transfer(trx, {
            kind: 'vip',
            uniq: `${tag}:${c}:${i}`,
            userId: user,
            ref: '',
            nowS: 0,
            legs: [
              { account: { user, kind: 'wallet' }, amount: -1 },
              { account: { platform: 'revenue' }, amount: 1 },
            ],
          }),
        );
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

async function measure(dialect: 'sqlite' | 'postgres', size: Sizes, log: (l: string) => void): Promise<BenchOutcome[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'goldpost-bench-ledger-'));
  const url = dialect === 'postgres' ? (process.env.DATABASE_URL ?? null) : null;
  const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const admin = url ? new pg.Client({ connectionString: url }) : null;
  if (admin && schema) {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  }
  const db = openDatabase({ dataDir, databaseUrl: url, pgSchema: schema });
  try {
    await migrateToLatest(db);
    const users = await fund(db, size);
    const out: BenchOutcome[] = [];
    for (const clients of CLIENTS) {
      const runs: number[] = [];
      for (let r = 0; r < size.runs; r++)
        runs.push(round(await timedRun(db, users, clients, `c${clients}r${r}`, size.runMs)));
      log(`${dialect}, ${clients} client(s): ${runs.join(', ')} transfers/s`);
      out.push({
        id: `ledger-${dialect}-${clients}`,
        metric: `ledger transfers per second, ${dialect}, ${clients} concurrent client(s)`,
        unit: 'transfers/s',
        better: 'higher',
        ours: median(runs),
        runs,
        baselines: [],
        limits: [],
      });
    }
    return out;
  } finally {
    await db.destroy();
    if (admin && schema) {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

export default async function ledgerBench({ log, quick }: BenchContext): Promise<BenchOutcome[]> {
  const size = quick ? QUICK : FULL;
  const out = await measure('sqlite', size, log);
  if (process.env.DATABASE_URL) out.push(...(await measure('postgres', size, log)));
  else log('PostgreSQL skipped: set DATABASE_URL');
  return out;
}
