import { sql } from 'kysely';
import type { UserSummary } from '../../../protocol/console-content';
import type { Db, Trx } from '../../db/database';
import { recordAudit, Refusal, refuseOperatorTarget } from '../common';
import type { AuditActor } from '../common';
import { SESSION_LIFETIME } from '../accounts';

// Operators acting on people: ban (sessions end, no new login, their posts leave every list — posts.ts filters
// on banned_at — until unbanned), unban, and ending every session. Each state change is conditional on the
// state it starts from, so two operators racing on one account get one success and one clear refusal.

const FIND_LIMIT = 20;

export interface UserAction {
  userId: number;
  reason: string;
  actor: AuditActor;
  nowS: number;
}

async function summaryOf(db: Db, userId: number, nowS: number): Promise<UserSummary | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.nickname',
      'u.banned_at',
      'u.ban_reason',
      'u.phone',
      'u.vip_level',
      'u.created_at',
      eb.selectFrom('posts').whereRef('posts.user_id', '=', 'u.id').select(eb.fn.countAll().as('n')).as('posts'),
      eb
        .selectFrom('sessions')
        .whereRef('sessions.user_id', '=', 'u.id')
        .where('sessions.revoked_at', 'is', null)
        // An idle-expired row is not live whatever revoked_at says.
        .where('sessions.last_seen_at', '>', nowS - SESSION_LIFETIME.user.idleS)
        .select(eb.fn.countAll().as('n'))
        .as('sessions'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    bannedAt: row.banned_at,
    banReason: row.ban_reason,
    phone: row.phone,
    vipLevel: row.vip_level,
    createdAt: row.created_at,
    posts: Number(row.posts ?? 0),
    liveSessions: Number(row.sessions ?? 0),
  };
}

/** @throws Refusal admin.user_not_found. */
export async function userSummary(db: Db, userId: number, nowS: number): Promise<UserSummary> {
  const s = await summaryOf(db, userId, nowS);
  if (!s) throw new Refusal('admin.user_not_found', { username: `#${String(userId)}` });
  return s;
}

/** By id, exact phone, or a username/nickname prefix (case-insensitive); at most FIND_LIMIT. */
export async function findUsers(db: Db, q: string, nowS: number): Promise<UserSummary[]> {
  const text = q.trim().toLowerCase();
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', id),
        eb('phone', '=', text),
        eb(sql<string>`lower(username)`, 'like', sql<string>`${prefix} escape '\\'`),
        eb(sql<string>`lower(nickname)`, 'like', sql<string>`${prefix} escape '\\'`),
      ]),
    )
    .orderBy('id')
    .limit(FIND_LIMIT)
    .execute();
  const found = await Promise.all(rows.map((r) => summaryOf(db, r.id, nowS)));
  return found.filter((s): s is UserSummary => s !== undefined);
}

/** @throws Refusal admin.user_not_found. */
export async function targetUser(trx: Trx, userId: number) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'username', 'banned_at', 'ban_reason'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new Refusal('admin.user_not_found', { username: `#${String(userId)}` });
  return user;
}

/** Revokes every session of the account still open; @returns how many. */
export async function endSessions(trx: Trx, userId: number, nowS: number): Promise<number> {
  const res = await trx
    .updateTable('sessions')
    .set({ revoked_at: nowS })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Bans inside the caller's transaction (a report's decision uses it too).
 * @throws Refusal admin.user_not_found, admin.operator_target, admin.user_banned.
 */
export async function banUserIn(trx: Trx, a: UserAction): Promise<void> {
  const user = await targetUser(trx, a.userId);
  await refuseOperatorTarget(trx, user.id);
  const res = await trx
    .updateTable('users')
    .set({ banned_at: a.nowS, ban_reason: a.reason })
    .where('id', '=', user.id)
    .where('banned_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new Refusal('admin.user_banned', { username: user.username });
  const ended = await endSessions(trx, user.id, a.nowS);
  await recordAudit(trx, a.actor, {
    action: 'user.ban',
    targetType: 'user',
    targetId: String(user.id),
    before: { username: user.username, bannedAt: null },
    after: { username: user.username, bannedAt: a.nowS, sessionsEnded: ended },
    reason: a.reason,
    nowS: a.nowS,
  });
}

export async function banUser(db: Db, a: UserAction): Promise<UserSummary> {
  await db.transaction().execute((trx) => banUserIn(trx, a));
  return userSummary(db, a.userId, a.nowS);
}

/** @throws Refusal admin.user_not_found, admin.user_not_banned. */
export async function unbanUser(db: Db, a: UserAction): Promise<UserSummary> {
  await db.transaction().execute(async (trx) => {
    const user = await targetUser(trx, a.userId);
    const res = await trx
      .updateTable('users')
      .set({ banned_at: null, ban_reason: '' })
      .where('id', '=', user.id)
      .where('banned_at', 'is not', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new Refusal('admin.user_not_banned', { username: user.username });
    await recordAudit(trx, a.actor, {
      action: 'user.unban',
      targetType: 'user',
      targetId: String(user.id),
      before: { username: user.username, bannedAt: user.banned_at, banReason: user.ban_reason },
      after: { username: user.username, bannedAt: null },
      reason: a.reason,
      nowS: a.nowS,
    });
  });
  return userSummary(db, a.userId, a.nowS);
}

/**
 * Ends every session of the account (it may log in again).
 * @throws Refusal admin.user_not_found, admin.operator_target.
 */
export async function logoutUser(db: Db, a: UserAction): Promise<UserSummary> {
  await db.transaction().execute(async (trx) => {
    const user = await targetUser(trx, a.userId);
    await refuseOperatorTarget(trx, user.id);
    const ended = await endSessions(trx, user.id, a.nowS);
    await recordAudit(trx, a.actor, {
      action: 'user.logout',
      targetType: 'user',
      targetId: String(user.id),
      before: { username: user.username, liveSessions: ended },
      after: { username: user.username, liveSessions: 0 },
      reason: a.reason,
      nowS: a.nowS,
    });
  });
  return userSummary(db, a.userId, a.nowS);
}
