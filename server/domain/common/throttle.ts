import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { COMMON_WORDS } from '../../../protocol/common-texts';
import { fillText } from '../../../protocol/refusals';
import type { LocalText } from '../../../protocol/refusals';
import type { Db } from '../../db/database';

// Counters that hold for any burst across any number of processes (DESIGN §5): each check-and-count is ONE
// `INSERT … ON CONFLICT DO UPDATE … RETURNING` on the row of its key. Both databases lock the row for the
// statement, so parallel statements on one key run one after another and each sees the others' counts.
// The statement also writes its own verdict into the row, so RETURNING tells this caller whether it got in.
// Numbers in the SQL are our constants and clock (inlined so PostgreSQL types them as integers); the key,
// which carries user input, is always a parameter.

/** At most `max` attempts per fixed window of `windowS` seconds. */
export interface WindowRule {
  max: number;
  windowS: number;
}

/**
 * `free` attempts, then the n-th further one waits `baseWaitS · 2^n` (capped at `maxWaitS`) after the one
 * before it; a key untouched for `forgetS` starts over.
 */
export interface BackoffRule {
  free: number;
  baseWaitS: number;
  maxWaitS: number;
  forgetS: number;
}

export interface Taken {
  ok: boolean;
  /** Seconds until an attempt may be admitted again (0 when admitted). */
  waitS: number;
  /** Identifies the window the attempt was counted in, for a refund. */
  windowStart: number;
}

/** Rows untouched for longer than any rule's memory. */
const SWEEP_AFTER_S = 2 * 24 * 3600;

const lit = (n: number) => sql.lit(Math.floor(n));
const col = (name: string) => sql.ref(`throttle_counters.${name}`);

interface Row {
  count: number | string;
  window_start: number | string;
  blocked_until: number | string;
  verdict: number | string;
}

async function upsert(db: Db, key: string, insert: Record<string, RawBuilder<unknown>>, update: typeof insert) {
  const row = await db
    .insertInto('throttle_counters')
    .values({ key, ...insert } as never)
    .onConflict((oc) => oc.column('key').doUpdateSet(update as never))
    .returning(['count', 'window_start', 'blocked_until', 'verdict'])
    .executeTakeFirstOrThrow();
  const r = row as Row;
  return {
    count: Number(r.count),
    windowStart: Number(r.window_start),
    blockedUntil: Number(r.blocked_until),
    admitted: Number(r.verdict) === 1,
  };
}

/** Counts one attempt against the key's window unless the window is full. */
export async function takeWindow(db: Db, key: string, rule: WindowRule, nowS: number): Promise<Taken> {
  const expired = sql`${col('window_start')} <= ${lit(nowS - rule.windowS)}`;
  const room = sql`${col('count')} < ${lit(rule.max)}`;
  const r = await upsert(
    db,
    key,
    { count: lit(1), window_start: lit(nowS), blocked_until: lit(0), verdict: lit(1), updated_at: lit(nowS) },
    {
      count: sql`case when ${expired} then 1 when ${room} then ${col('count')} + 1 else ${col('count')} end`,
      window_start: sql`case when ${expired} then ${lit(nowS)} else ${col('window_start')} end`,
      verdict: sql`case when ${expired} or ${room} then 1 else 0 end`,
      updated_at: lit(nowS),
    },
  );
  return { ok: r.admitted, waitS: r.admitted ? 0 : r.windowStart + rule.windowS - nowS, windowStart: r.windowStart };
}

/** Gives back an attempt counted by takeWindow (it turned out not to count, e.g. a correct password). */
export async function refundWindow(db: Db, key: string, taken: Taken): Promise<void> {
  await db
    .updateTable('throttle_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', taken.windowStart)
    .where('count', '>', 0)
    .execute();
}

/** Seconds to wait after the n-th counted attempt (1-based). */
export function backoffWaitS(rule: BackoffRule, n: number): number {
  if (n < rule.free) return 0;
  return Math.min(rule.maxWaitS, rule.baseWaitS * 2 ** Math.min(n - rule.free, 30));
}

/** SQL for "now + the wait after attempt n", n being an SQL expression. */
function blockedUntilAfter(rule: BackoffRule, n: RawBuilder<unknown>, nowS: number): RawBuilder<unknown> {
  const steps: RawBuilder<unknown>[] = [];
  for (let i = rule.free; backoffWaitS(rule, i) < rule.maxWaitS; i++) {
    steps.push(sql`when ${n} = ${lit(i)} then ${lit(nowS + backoffWaitS(rule, i))}`);
  }
  return sql`case when ${n} < ${lit(rule.free)} then 0 ${sql.join(steps, sql` `)} else ${lit(nowS + rule.maxWaitS)} end`;
}

/** Counts one attempt unless the key is waiting out its back-off. */
export async function takeBackoff(db: Db, key: string, rule: BackoffRule, nowS: number): Promise<Taken> {
  const stale = sql`${col('updated_at')} <= ${lit(nowS - rule.forgetS)}`;
  const waiting = sql`(not (${stale}) and ${col('blocked_until')} > ${lit(nowS)})`;
  const next = sql`${col('count')} + 1`;
  const firstWait = backoffWaitS(rule, 1);
  const afterFirst = lit(firstWait > 0 ? nowS + firstWait : 0);
  const r = await upsert(
    db,
    key,
    {
      count: lit(1),
      window_start: lit(nowS),
      blocked_until: afterFirst,
      verdict: lit(1),
      updated_at: lit(nowS),
    },
    {
      count: sql`case when ${stale} then 1 when ${waiting} then ${col('count')} else ${next} end`,
      window_start: sql`case when ${stale} then ${lit(nowS)} else ${col('window_start')} end`,
      blocked_until: sql`case when ${stale} then ${afterFirst} when ${waiting} then ${col('blocked_until')} else ${blockedUntilAfter(rule, next, nowS)} end`,
      verdict: sql`case when ${waiting} then 0 else 1 end`,
      updated_at: sql`case when ${waiting} then ${col('updated_at')} else ${lit(nowS)} end`,
    },
  );
  return { ok: r.admitted, waitS: r.admitted ? 0 : Math.max(1, r.blockedUntil - nowS), windowStart: r.windowStart };
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttle_counters').where('key', '=', key).execute();
}

/** Drops counters no rule remembers any more. */
export async function sweepCounters(db: Db, nowS: number): Promise<void> {
  await db
    .deleteFrom('throttle_counters')
    .where('updated_at', '<', nowS - SWEEP_AFTER_S)
    .execute();
}

const counted = (unit: LocalText, count: number): LocalText => ({
  zh: fillText(unit, 'zh', { count }),
  en: fillText(unit, 'en', { count }),
});

/** A wait as people say it, rounded up: seconds under a minute, minutes under an hour, else hours. */
export function waitWords(seconds: number): LocalText {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return counted(COMMON_WORDS.seconds, s);
  if (s < 3600) return counted(COMMON_WORDS.minutes, Math.ceil(s / 60));
  return counted(COMMON_WORDS.hours, Math.ceil(s / 3600));
}
