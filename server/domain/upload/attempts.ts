import { PostgresAdapter, sql } from 'kysely';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

// The one counter behind the upload limits (image uploads, failure logs, proof challenges, quotas): count and
// record under a lock of the budget, so a burst of parallel requests — across processes too — passes exactly
// `limit` times. PostgreSQL: a transaction-scoped advisory lock on the budget's key; SQLite: the
// transaction itself (one connection, taken whole by a transaction).

export type AttemptKind = 'image' | 'log' | 'challenge';

export interface Budget {
  kind: AttemptKind;
  /** `u:<userId>` or `ip:<address>`. */
  subject: string;
  windowS: number;
  limit: number;
}

export const userSubject = (userId: number) => `u:${userId}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

/** A count of rows elsewhere that a budget includes, as one `n` column. */
export type CountQuery<T extends keyof Database> = SelectQueryBuilder<Database, T, { n: string | number }>;

/** Attempts older than this are swept (the longest window of any budget). */
export const ATTEMPT_RETENTION_S = 24 * 60 * 60;

/** Runs `work` in a transaction that holds the lock of `key` until it commits. */
export async function withBudgetLock<T>(db: Db, key: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (db.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    return work(trx);
  });
}

/**
 * Records an attempt when the budget's window has room: its attempts plus `alsoCounted` (read in the same
 * statement, so a row moving from one to the other is never missed nor counted twice).
 * @returns the attempt's id, or null when the budget is spent (nothing is recorded then, so a flood does
 *   not keep extending its own refusal).
 */
export async function takeAttempt<T extends keyof Database = 'upload_attempts'>(
  db: Db,
  budget: Budget,
  nowS: number,
  alsoCounted?: (trx: Db, sinceS: number) => CountQuery<T>,
): Promise<number | null> {
  return withBudgetLock(db, `${budget.kind}:${budget.subject}`, async (trx) => {
    const sinceS = nowS - budget.windowS;
    const { n, m } = await trx
      .selectNoFrom((eb) => [
        trx
          .selectFrom('upload_attempts')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .where('kind', '=', budget.kind)
          .where('subject', '=', budget.subject)
          .where('at', '>', sinceS)
          .as('n'),
        alsoCounted ? alsoCounted(trx, sinceS).as('m') : eb.lit(0).as('m'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(n ?? 0) + Number(m ?? 0) >= budget.limit) return null;
    const row = await trx
      .insertInto('upload_attempts')
      .values({ kind: budget.kind, subject: budget.subject, at: nowS })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}

/** Takes an attempt back (it turned into a row that is counted elsewhere). */
export async function releaseAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('upload_attempts').where('id', '=', id).execute();
}

/** @returns how many attempt rows were removed. */
export async function sweepAttempts(db: Db, nowS: number): Promise<number> {
  const res = await db
    .deleteFrom('upload_attempts')
    .where('at', '<', nowS - ATTEMPT_RETENTION_S)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
