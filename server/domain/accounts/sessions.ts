import { createHash, randomBytes } from 'node:crypto';
import type { SessionInfo } from '../../../protocol/accounts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { operatorRoleCount, Refusal } from '../common';

// Sessions live in the database, so any number of API processes agree (DESIGN §5). A session ends when it is
// revoked, when it has not been used for its idle time, or at its absolute lifetime however much it is used
// (use slides only the idle end). Operators get shorter ones: their sessions can change other people's data.
// Whether the account is an operator is read at every request, so a grant shortens sessions already open.

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

/** `operator`: an account holding any operator role (user_roles). */
export type SessionClass = 'user' | 'operator';

export const SESSION_LIFETIME: Record<SessionClass, { idleS: number; absoluteS: number }> = {
  user: { idleS: 30 * DAY_S, absoluteS: 180 * DAY_S },
  operator: { idleS: 2 * HOUR_S, absoluteS: 12 * HOUR_S },
};

/** Use is recorded at most this often, so a busy client does not turn every read into a write. */
const LAST_SEEN_STEP_S = 60;
const USER_AGENT_MAX = 200;

/** Who is calling an endpoint: the session's user. */
export interface Caller {
  userId: number;
  sessionId: number;
}

/** Where a request comes from, as a session records it. */
export interface Origin {
  ip: string;
  userAgent: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function isLive(
  s: { created_at: number; last_seen_at: number; revoked_at: number | null },
  operator: boolean,
  nowS: number,
) {
  const life = SESSION_LIFETIME[operator ? 'operator' : 'user'];
  return s.revoked_at === null && nowS - s.last_seen_at < life.idleS && nowS - s.created_at < life.absoluteS;
}

/**
 * @returns the bearer token, shown to the client once; only its hash is stored.
 * @throws Refusal account.banned: every way in (password, reset, registration) ends here.
 */
export async function createSession(db: Db, userId: number, origin: Origin, nowS: number): Promise<string> {
  const banned = await db
    .selectFrom('users')
    .select('ban_reason')
    .where('id', '=', userId)
    .where('banned_at', 'is not', null)
    .executeTakeFirst();
  if (banned) throw new Refusal('account.banned', { reason: banned.ban_reason });
  const token = randomBytes(32).toString('base64url');
  const longest = SESSION_LIFETIME.user;
  // The user's dead sessions go now, so the table stays the size of the live ones.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('revoked_at', 'is not', null),
        eb('last_seen_at', '<=', nowS - longest.idleS),
        eb('created_at', '<=', nowS - longest.absoluteS),
      ]),
    )
    .execute();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: nowS,
      last_seen_at: nowS,
      revoked_at: null,
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, USER_AGENT_MAX),
    })
    .execute();
  return token;
}

/**
 * The caller of a token, or null when it is unknown, revoked or expired (all answered 420 alike). Use slides
 * the idle end and records `ip` (when given) as the session's latest address.
 */
export async function resolveCaller(db: Db, token: unknown, nowS: number, ip?: string): Promise<Caller | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.revoked_at',
      (eb) => operatorRoleCount(eb.ref('sessions.user_id')).as('operator_roles'),
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    // A banned account's sessions are revoked by the ban; this also holds for one racing the ban.
    .where('users.banned_at', 'is', null)
    .executeTakeFirst();
  if (!row || !isLive(row, Number(row.operator_roles) > 0, nowS)) return null;
  if (nowS - row.last_seen_at >= LAST_SEEN_STEP_S) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: nowS, ...(ip === undefined ? {} : { ip }) })
      .where('id', '=', row.id)
      .execute();
  }
  return { userId: row.user_id, sessionId: row.id };
}

/**
 * Why the account behind a token is banned, or null when it is not (or the token names no session). A ban ends
 * the account's sessions, so the pages it has open would otherwise only hear "log in again".
 */
export async function banReasonOfToken(db: Db, token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.ban_reason')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('users.banned_at', 'is not', null)
    .executeTakeFirst();
  return row ? row.ban_reason : null;
}

/** The refusal for a request that needs a caller and has none: why, when the token's account is banned. */
export async function noCallerRefusal(db: Db, token: unknown): Promise<Refusal> {
  const banned = await banReasonOfToken(db, token);
  return banned === null ? new Refusal('account.login_required') : new Refusal('account.banned', { reason: banned });
}

export async function revokeSession(db: Db, sessionId: number, nowS: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowS })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

async function lifeOf(db: Db, userId: number) {
  const row = await db.selectNoFrom(operatorRoleCount(sql.val(userId)).as('n')).executeTakeFirstOrThrow();
  return SESSION_LIFETIME[Number(row.n) > 0 ? 'operator' : 'user'];
}

/** The account's live sessions, most recently used first (the console lists anyone's). */
export async function liveSessionsOf(db: Db, userId: number, nowS: number) {
  const life = await lifeOf(db, userId);
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', nowS - life.idleS)
    .where('created_at', '>', nowS - life.absoluteS)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The caller's live sessions, most recently used first. */
export async function listSessions(db: Db, caller: Caller, nowS: number): Promise<SessionInfo[]> {
  const rows = await liveSessionsOf(db, caller.userId, nowS);
  return rows.map((r) => ({
    id: r.id,
    device: r.user_agent,
    ip: r.ip,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    current: r.id === caller.sessionId,
  }));
}

/** Revokes the user's live sessions that `which` picks; @returns how many ended. */
async function revokeLive(
  db: Db,
  userId: number,
  which: { only: number } | { except: number },
  nowS: number,
): Promise<number> {
  const life = await lifeOf(db, userId);
  const r = await db
    .updateTable('sessions')
    .set({ revoked_at: nowS })
    .where('user_id', '=', userId)
    .where('id', 'only' in which ? '=' : '!=', 'only' in which ? which.only : which.except)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', nowS - life.idleS)
    .where('created_at', '>', nowS - life.absoluteS)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Ends one of the caller's live sessions.
 * @throws Refusal account.session_not_found for any other id: someone else's session answers like a missing one.
 */
export async function revokeOwnSession(db: Db, caller: Caller, id: number, nowS: number): Promise<void> {
  if ((await revokeLive(db, caller.userId, { only: id }, nowS)) === 0) throw new Refusal('account.session_not_found');
}

/** Ends every live session of the user except `keep`. @returns how many ended. */
export function revokeOtherSessions(db: Db, userId: number, keep: number, nowS: number): Promise<number> {
  return revokeLive(db, userId, { except: keep }, nowS);
}

/** Ends every live session of the user (a password reset: whoever held one may be the reason for it). */
export function revokeAllSessions(db: Db, userId: number, nowS: number): Promise<number> {
  // Session ids start at 1, so excepting 0 excepts nothing.
  return revokeLive(db, userId, { except: 0 }, nowS);
}
