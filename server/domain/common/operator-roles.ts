import { sql } from 'kysely';
import type { Expression } from 'kysely';
import { OPERATOR_ROLES } from '../../../protocol/console-operators';
import type { OperatorRole } from '../../../protocol/console-operators';
import type { Db, Trx } from '../../db/database';
import type { AuditActor } from './audit';
import { Refusal } from './refusal';

// Operator roles (user_roles) as every rule reads them: who holds which, and the requests an operator may not
// decide. The console grants and revokes them (console/operators.ts).

/** SQL: how many operator roles the account `userId` holds (a subquery, so callers fold it into their query). */
export function operatorRoleCount(userId: Expression<number>) {
  return sql<number | string>`(select count(*) from user_roles where user_roles.user_id = ${userId})`;
}

/** The account's operator roles in OPERATOR_ROLES order ([] for an ordinary user). */
export async function rolesOf(db: Db | Trx, userId: number): Promise<OperatorRole[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  const held = new Set(rows.map((r) => r.role));
  return OPERATOR_ROLES.filter((r) => held.has(r));
}

/**
 * Console actions on a person (ban, logout, a session's end, password reset, VIP grant) refuse an operator's
 * account, the actor's own included: a moderator must not lock out, take over or reward a colleague or
 * themselves; the admin revokes the roles first (audited).
 * @throws Refusal admin.operator_target.
 */
export async function refuseOperatorTarget(trx: Trx, userId: number): Promise<void> {
  if ((await rolesOf(trx, userId)).length > 0) throw new Refusal('admin.operator_target');
}

/**
 * An operator never decides a request of their own — their withdrawal, their post's review, a report about
 * them: another operator must, so no single role holder can pay themselves or publish unreviewed.
 * @throws Refusal admin.own_request.
 */
export function refuseOwnRequest(actor: AuditActor, ownerId: number): void {
  if (actor.id !== null && actor.id === ownerId) throw new Refusal('admin.own_request');
}
