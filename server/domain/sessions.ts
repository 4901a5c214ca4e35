import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { Refusal } from './refusal';

// Sessions and login throttling both live in the database, so any number of API processes agree
// (DESIGN §5: nothing another process needs may sit in one process's memory).

const LAST_SEEN_STEP_S = 60;

export const LOGIN_WINDOW_S = 15 * 60;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;

/** Who is calling an endpoint: the session's user. */
export interface Caller {
  userId: number;
  sessionId: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** @returns the bearer token, shown to the client once; only its hash is stored. */
export async function createSession(db: Db, userId: number, ip: string, nowS: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: nowS,
      last_seen_at: nowS,
      revoked_at: null,
      ip,
    })
    .execute();
  return token;
}

export async function resolveCaller(db: Db, token: unknown, nowS: number): Promise<Caller | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  // Throttled so a busy client does not turn every read into a write.
  if (nowS - row.last_seen_at >= LAST_SEEN_STEP_S) {
    await db.updateTable('sessions').set({ last_seen_at: nowS }).where('id', '=', row.id).execute();
  }
  return { userId: row.user_id, sessionId: row.id };
}

export async function revokeSession(db: Db, sessionId: number, nowS: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowS })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

async function failuresSince(db: Db, scope: 'account' | 'ip', key: string, sinceS: number) {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min<number | null>('at').as('first')])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('success', '=', 0)
    .where('at', '>', sinceS)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), first: row.first === null ? null : Number(row.first) };
}

function tooMany(first: number | null, nowS: number): Refusal {
  const waitS = Math.max(1, (first ?? nowS) + LOGIN_WINDOW_S - nowS);
  return new Refusal('account.too_many_attempts', { minutes: Math.ceil(waitS / 60) });
}

export const accountKey = (username: string) => username.trim().toLowerCase();

/**
 * Per account the window restarts after a successful login; per IP it does not, so an attacker cannot
 * reset the IP budget by logging into an account of their own.
 * @throws Refusal account.too_many_attempts with the wait in minutes.
 */
export async function assertLoginAllowed(db: Db, username: string, ip: string, nowS: number): Promise<void> {
  const windowStart = nowS - LOGIN_WINDOW_S;
  const ipFailures = await failuresSince(db, 'ip', ip, windowStart);
  if (ipFailures.count >= LOGIN_MAX_FAILURES_PER_IP) throw tooMany(ipFailures.first, nowS);
  const key = accountKey(username);
  const lastSuccess = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max<number | null>('at').as('at'))
    .where('scope', '=', 'account')
    .where('key', '=', key)
    .where('success', '=', 1)
    .executeTakeFirst();
  const since = Math.max(windowStart, Number(lastSuccess?.at ?? 0));
  const accountFailures = await failuresSince(db, 'account', key, since);
  if (accountFailures.count >= LOGIN_MAX_FAILURES_PER_ACCOUNT) throw tooMany(accountFailures.first, nowS);
}

export async function recordLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  success: boolean,
  nowS: number,
): Promise<void> {
  const flag = success ? 1 : 0;
  await db
    .insertInto('login_attempts')
    .values([
      { scope: 'account', key: accountKey(username), at: nowS, success: flag },
      { scope: 'ip', key: ip, at: nowS, success: flag },
    ])
    .execute();
}
