import type { OperatorAccess } from '../../../protocol/access';
import { ROLE_CAPABILITIES } from '../../../protocol/console-operators';
import type { OperatorRole } from '../../../protocol/console-operators';
import type { Db } from '../../db/database';
import type { AuditActor } from '../common';
import { Refusal, rolesOf } from '../common';
import type { Caller } from '../accounts';

// The one gate of the console endpoints, run by the envelope before the payload is even parsed. Someone
// without any operator role gets the unknown-endpoint refusal, so the console's area is not advertised to
// users probing it; an operator without the capability learns that their role is the reason (403).

export interface OperatorGrant {
  roles: OperatorRole[];
  actor: AuditActor;
}

/** @throws Refusal api.not_found for a non-operator, admin.forbidden for an operator lacking the capability. */
export async function admitOperator(
  db: Db,
  caller: Caller,
  access: OperatorAccess,
  ip: string,
): Promise<OperatorGrant> {
  const roles = await rolesOf(db, caller.userId);
  if (roles.length === 0) throw new Refusal('api.not_found');
  const allowedBy = roles.find((r) => ROLE_CAPABILITIES[r].includes(access.operator));
  if (!allowedBy) throw new Refusal('admin.forbidden');
  return { roles, actor: { id: caller.userId, role: allowedBy, ip } };
}
