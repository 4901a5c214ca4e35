import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

// The one counter behind the upload limits (image uploads, failure logs, proof challenges): an attempt is a
// row, written BEFORE it is counted. Every request that passes has its row in place when it counts, so
// whatever the interleaving of a burst — across processes, on SQLite or PostgreSQL — the last one of
// `limit + 1` to count sees them all: at most `limit` pass. A burst may refuse a little early, never late.

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

/** A count of rows elsewhere that the budget includes, as one `n` column. */
export type CountQuery<T extends keyof Database> = SelectQueryBuilder<Database, T, { n: string | number }>;

/** Attempts older than this are swept (the longest window of any budget). */
export const ATTEMPT_RETENTION_S = 24 * 60 * 60;

/**
 * Records an attempt and counts the budget's attempts in its window (plus `alsoCounted`, read in the same
 * statement so a row moving from one to the other is never missed nor counted twice).
 * @returns the attempt's id, or null when the budget is spent (the attempt is then removed again, so a
 *   flood does not keep extending its own refusal).
 */
export async function takeAttempt<T extends keyof Database = 'upload_attempts'>(
  db: Db,
  budget: Budget,
  nowS: number,
  alsoCounted?: (sinceS: number) => CountQuery<T>,
): Promise<number | null> {
  const row = await db
    .insertInto('upload_attempts')
    .values({ kind: budget.kind, subject: budget.subject, at: nowS })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const sinceS = nowS - budget.windowS;
  const { n, m } = await db
    .selectNoFrom((eb) => [
      countQuery(db, budget, sinceS).as('n'),
      alsoCounted ? alsoCounted(sinceS).as('m') : eb.lit(0).as('m'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(n ?? 0) + Number(m ?? 0) <= budget.limit) return id;
  await releaseAttempt(db, id);
  return null;
}

function countQuery(db: Db, budget: Budget, sinceS: number) {
  return db
    .selectFrom('upload_attempts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kind', '=', budget.kind)
    .where('subject', '=', budget.subject)
    .where('at', '>', sinceS);
}

/** Takes an attempt back (it turned into a row that is counted elsewhere, or it was over budget). */
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
