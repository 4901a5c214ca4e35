import { randomInt } from 'node:crypto';
import { PostgresAdapter } from 'kysely';
import type {
  TempPassword,
  UserDetail,
  UserOrders,
  UserPostRow,
  VipGrantResult,
} from '../../../protocol/console-users';
import { TEMP_PASSWORD_TTL_S } from '../../../protocol/console-users';
import { passwordProblem } from '../../../protocol/accounts-rules';
import { CONSOLE_NOTICES } from '../../../protocol/console-texts';
import { VIP_LEVEL } from '../../../protocol/money';
import type { LocalText } from '../../../protocol/refusals';
import type { Page } from '../../../protocol/types';
import type { Db, Trx } from '../../db/database';
import { pageOf, recordAudit, recordNotice, Refusal, refuseOperatorTarget, rolesOf } from '../common';
import type { AuditActor } from '../common';
import { balanceOf, dailyPriceOf, listOrders, membershipInForce, nextMembership, vipInfo } from '../money';
import { activeVipLevel, hashPassword, liveSessionsOf } from '../accounts';
import { endSessions, targetUser, userSummary } from './user-moderation';

// One person as the console sees them, and the account actions beyond a ban: end one session, set a temporary
// password, grant membership. Each action writes its audit row in its own transaction; the temporary password
// is in the reply only (the audit row and the user's notice say that one was set, never what it is).

interface Acting {
  userId: number;
  reason: string;
  actor: AuditActor;
  nowS: number;
}

async function exists(db: Db, userId: number): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new Refusal('admin.user_not_found', { username: `#${String(userId)}` });
}

/** @throws Refusal admin.user_not_found. */
export async function userDetail(db: Db, userId: number, nowS: number): Promise<UserDetail> {
  const summary = await userSummary(db, userId, nowS);
  const u = await db
    .selectFrom('users as u')
    .leftJoin('users as inviter', 'inviter.id', 'u.invited_by')
    .select([
      'u.vip_level',
      'u.vip_expires_at',
      'u.temp_password_expires_at',
      'u.temp_password_used_at',
      'inviter.id as inviter_id',
      'inviter.username as inviter_name',
      (eb) =>
        eb
          .selectFrom('users as i')
          .whereRef('i.invited_by', '=', 'u.id')
          .select(eb.fn.countAll().as('n'))
          .as('invited'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const roles = await rolesOf(db, userId);
  const sessions = await liveSessionsOf(db, userId, nowS);
  const vipActive = activeVipLevel(u, nowS);
  const tempLive = u.temp_password_used_at === null && (u.temp_password_expires_at ?? 0) > nowS;
  return {
    ...summary,
    liveSessions: sessions.length,
    vipActive,
    vipExpiresAt: vipActive > 0 ? u.vip_expires_at : null,
    roles,
    invitedBy: u.inviter_id !== null && u.inviter_name !== null ? { id: u.inviter_id, username: u.inviter_name } : null,
    invited: Number(u.invited ?? 0),
    walletGold: await balanceOf(db, { user: userId, kind: 'wallet' }),
    tempPasswordUntil: tempLive ? u.temp_password_expires_at : null,
    sessionList: sessions.map((s) => ({
      id: s.id,
      device: s.user_agent,
      ip: s.ip,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
    })),
  };
}

/** Every post of the account whatever its status, newest first. @throws Refusal admin.user_not_found. */
export async function userPosts(db: Db, userId: number, page?: number): Promise<Page<UserPostRow>> {
  await exists(db, userId);
  const p = pageOf(page === undefined ? {} : { page });
  const base = db.selectFrom('posts').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'kind', 'title', 'status', 'created_at', 'updated_at'])
      .orderBy('id', 'desc')
      .limit(p.pageSize)
      .offset(p.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      status: r.status,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
    page: p.page,
    pageSize: p.pageSize,
    total: Number(count.n),
  };
}

/** Recharge orders and membership history. @throws Refusal admin.user_not_found. */
export async function userOrders(db: Db, userId: number, nowS: number, page?: number): Promise<UserOrders> {
  await exists(db, userId);
  const orders = await listOrders(db, userId, page === undefined ? {} : { page }, nowS);
  return { orders, vip: (await vipInfo(db, userId, nowS, { pageSize: 50 })).history };
}

/**
 * Ends one live session of the account.
 * @throws Refusal admin.user_not_found, admin.operator_target, admin.session_not_found (another account's, or
 *   already ended).
 */
export async function endUserSession(db: Db, a: Acting & { sessionId: number }): Promise<UserDetail> {
  await db.transaction().execute(async (trx) => {
    const user = await targetUser(trx, a.userId);
    await refuseOperatorTarget(trx, user.id);
    const res = await trx
      .updateTable('sessions')
      .set({ revoked_at: a.nowS })
      .where('id', '=', a.sessionId)
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new Refusal('admin.session_not_found');
    await recordAudit(trx, a.actor, {
      action: 'user.session_end',
      targetType: 'user',
      targetId: String(user.id),
      before: { username: user.username, sessionId: a.sessionId, revokedAt: null },
      after: { username: user.username, sessionId: a.sessionId, revokedAt: a.nowS },
      reason: a.reason,
      nowS: a.nowS,
    });
  });
  return userDetail(db, a.userId, a.nowS);
}

// No 0/O, 1/l/I: read aloud or typed from a screen without doubt.
const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMP_LENGTH = 12;

/** A random password that passes the registration rules for `username`. */
export function temporaryPassword(username: string): string {
  for (;;) {
    let s = '';
    for (let i = 0; i < TEMP_LENGTH; i++) s += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
    if (passwordProblem(s, username) === undefined) return s;
  }
}

/**
 * Replaces the password with a temporary one for a single login within TEMP_PASSWORD_TTL_S, ends every
 * session and tells the user by a system notice. An operator's account is refused: a moderator must not be
 * able to take over an admin's.
 * @throws Refusal admin.user_not_found, admin.operator_target.
 */
export async function resetUserPassword(db: Db, a: Acting): Promise<TempPassword> {
  const user = await db.selectFrom('users').select(['id', 'username']).where('id', '=', a.userId).executeTakeFirst();
  if (!user) throw new Refusal('admin.user_not_found', { username: `#${String(a.userId)}` });
  const password = temporaryPassword(user.username);
  const hash = await hashPassword(password);
  const expiresAt = a.nowS + TEMP_PASSWORD_TTL_S;
  const sessionsEnded = await db.transaction().execute(async (trx) => {
    await refuseOperatorTarget(trx, user.id);
    await trx
      .updateTable('users')
      .set({ password_hash: hash, temp_password_expires_at: expiresAt, temp_password_used_at: null })
      .where('id', '=', user.id)
      .execute();
    const ended = await endSessions(trx, user.id, a.nowS);
    await recordNotice(trx, { userId: user.id, code: 'account.password_reset', nowS: a.nowS });
    await recordAudit(trx, a.actor, {
      action: 'user.password_reset',
      targetType: 'user',
      targetId: String(user.id),
      before: { username: user.username },
      after: { username: user.username, temporaryUntil: expiresAt, sessionsEnded: ended },
      reason: a.reason,
      nowS: a.nowS,
    });
    return ended;
  });
  return { password, expiresAt, sessionsEnded };
}

async function lockUser(trx: Trx, userId: number) {
  let q = trx.selectFrom('users').select(['id', 'username', 'vip_level', 'vip_expires_at']).where('id', '=', userId);
  // Two grants at once each extend what the other left (SQLite runs one writer at a time anyway).
  if (trx.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
  const user = await q.executeTakeFirst();
  if (!user) throw new Refusal('admin.user_not_found', { username: `#${String(userId)}` });
  return user;
}

const TIER_WORD: Partial<Record<number, LocalText>> = {
  [VIP_LEVEL.MONTHLY]: CONSOLE_NOTICES.monthlyTier,
  [VIP_LEVEL.QUARTERLY]: CONSOLE_NOTICES.quarterlyTier,
  [VIP_LEVEL.ANNUAL]: CONSOLE_NOTICES.annualTier,
};

/**
 * Extends the membership by `days` at `level` (default: the tier in force, else monthly) as a card of that
 * tier would (vip.ts nextMembership), without gold: recorded in the VIP history, the audit log and a notice.
 * @throws Refusal admin.user_not_found, admin.operator_target, money.vip_lower (a tier below the one in force,
 *   or a lifetime member), money.vip_too_far.
 */
export async function grantVip(db: Db, a: Acting & { days: number; level?: number }): Promise<VipGrantResult> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, a.userId);
    await refuseOperatorTarget(trx, user.id);
    const active = activeVipLevel(user, a.nowS);
    const level = a.level ?? (active > 0 && active < VIP_LEVEL.LIFETIME ? active : VIP_LEVEL.MONTHLY);
    const lowerDaily = active > 0 && active < level ? await dailyPriceOf(trx, active) : null;
    const cardDaily = (await dailyPriceOf(trx, level)) ?? [1, 1];
    const current = { level: user.vip_level, expiresAt: user.vip_expires_at };
    const next = nextMembership(current, { level, days: a.days }, a.nowS, lowerDaily, cardDaily);
    // Free days carry no gold: the gold still unused in the membership spreads over the longer time.
    const { unusedGold } = await membershipInForce(trx, user.id, a.nowS);
    await trx
      .updateTable('users')
      .set({ vip_level: next.level, vip_expires_at: next.expiresAt })
      .where('id', '=', user.id)
      .execute();
    await trx
      .insertInto('vip_grants')
      .values({
        user_id: user.id,
        goods_id: 0,
        level: next.level,
        from_level: active,
        starts_at: a.nowS,
        expires_at: next.expiresAt,
        price_gold: 0,
        value_gold: unusedGold,
        transfer_id: 0,
        created_at: a.nowS,
        granted_by: a.actor.id,
        reason: a.reason,
      })
      .execute();
    const until = next.expiresAt === null ? '' : new Date(next.expiresAt * 1000).toISOString().slice(0, 10);
    await recordNotice(trx, {
      userId: user.id,
      code: 'vip.granted',
      params: { days: a.days, tier: TIER_WORD[level] ?? '', until, reason: a.reason },
      nowS: a.nowS,
    });
    const before = { level: active, expiresAt: active > 0 ? user.vip_expires_at : null };
    await recordAudit(trx, a.actor, {
      action: 'user.vip_grant',
      targetType: 'user',
      targetId: String(user.id),
      before: { username: user.username, vipLevel: before.level, vipExpiresAt: before.expiresAt },
      after: { username: user.username, vipLevel: next.level, vipExpiresAt: next.expiresAt, days: a.days },
      reason: a.reason,
      nowS: a.nowS,
    });
    return { level: next.level, expiresAt: next.expiresAt, before };
  });
}
