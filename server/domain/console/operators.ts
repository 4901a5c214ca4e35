import { PostgresAdapter, sql } from 'kysely';
import type { OperatorEntry } from '../../../protocol/console';
import { OPERATOR_ROLES, isOperatorRole } from '../../../protocol/console-operators';
import type { OperatorRole } from '../../../protocol/console-operators';
import type { Db, Trx } from '../../db/database';
import type { AuditActor } from '../common';
import { recordAudit, Refusal, rolesOf } from '../common';

// Operator roles (user_roles): several per account. Granting and revoking are audited in the same transaction;
// the last admin cannot lose the role, so the console always has someone who can grant roles.

/** Everyone holding a role, by username. */
export async function listOperators(db: Db | Trx): Promise<OperatorEntry[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .leftJoin('users as granter', 'granter.id', 'user_roles.granted_by')
    .select([
      'users.id',
      'users.username',
      'users.nickname',
      'user_roles.role',
      'user_roles.granted_at',
      'granter.username as granted_by',
    ])
    .orderBy('users.username')
    .execute();
  const byId = new Map<number, OperatorEntry>();
  for (const r of rows) {
    if (!isOperatorRole(r.role)) continue;
    const entry = byId.get(r.id) ?? { id: r.id, username: r.username, nickname: r.nickname, roles: [] };
    entry.roles.push({ role: r.role, grantedAt: r.granted_at, grantedBy: r.granted_by });
    byId.set(r.id, entry);
  }
  for (const e of byId.values())
    e.roles.sort((a, b) => OPERATOR_ROLES.indexOf(a.role) - OPERATOR_ROLES.indexOf(b.role));
  return [...byId.values()];
}

async function entryOf(trx: Db | Trx, user: { id: number; username: string; nickname: string }) {
  const all = await listOperators(trx);
  return all.find((e) => e.id === user.id) ?? { ...user, roles: [] };
}

async function findUser(trx: Trx, username: string) {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'username', 'nickname'])
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new Refusal('admin.user_not_found', { username });
  return user;
}

export interface RoleChangeCall {
  username: string;
  role: OperatorRole;
  reason: string;
  actor: AuditActor;
  nowS: number;
}

/** @throws Refusal admin.user_not_found, admin.role_held. */
export async function grantRole(db: Db, c: RoleChangeCall): Promise<OperatorEntry> {
  return db.transaction().execute(async (trx) => {
    const user = await findUser(trx, c.username);
    const before = await rolesOf(trx, user.id);
    if (before.includes(c.role)) throw new Refusal('admin.role_held', { username: user.username, role: c.role });
    // A concurrent grant of the same role trips the primary key; the loser gets the same refusal.
    const added = await trx
      .insertInto('user_roles')
      .values({ user_id: user.id, role: c.role, granted_by: c.actor.id, granted_at: c.nowS })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0) !== 1) {
      throw new Refusal('admin.role_held', { username: user.username, role: c.role });
    }
    await recordAudit(trx, c.actor, {
      action: 'role.grant',
      targetType: 'user',
      targetId: String(user.id),
      before: { username: user.username, roles: before },
      after: { username: user.username, roles: await rolesOf(trx, user.id) },
      reason: c.reason,
      nowS: c.nowS,
    });
    return entryOf(trx, user);
  });
}

/** @throws Refusal admin.user_not_found, admin.role_not_held, admin.last_admin. */
export async function revokeRole(db: Db, c: RoleChangeCall): Promise<OperatorEntry> {
  return db.transaction().execute(async (trx) => {
    const user = await findUser(trx, c.username);
    if (c.role === 'admin' && trx.getExecutor().adapter instanceof PostgresAdapter) {
      // Two admins revoking each other at once: the second waits here and then counts what the first left.
      await trx.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').forUpdate().execute();
    }
    const before = await rolesOf(trx, user.id);
    if (!before.includes(c.role)) throw new Refusal('admin.role_not_held', { username: user.username, role: c.role });
    const removed = await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', user.id)
      .where('role', '=', c.role)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) {
      throw new Refusal('admin.role_not_held', { username: user.username, role: c.role });
    }
    if (c.role === 'admin') {
      // Counted after the delete, inside the transaction: two admins revoking each other cannot both win.
      const left = await trx
        .selectFrom('user_roles')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      if (Number(left.n) === 0) throw new Refusal('admin.last_admin');
    }
    await recordAudit(trx, c.actor, {
      action: 'role.revoke',
      targetType: 'user',
      targetId: String(user.id),
      before: { username: user.username, roles: before },
      after: { username: user.username, roles: await rolesOf(trx, user.id) },
      reason: c.reason,
      nowS: c.nowS,
    });
    return entryOf(trx, user);
  });
}
