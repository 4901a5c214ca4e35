import type { Generated } from 'kysely';
import type { OperatorRole } from '../../protocol/console-operators';

// Tables added by the operators migration (2026-11-26-040); merged into Database in schema.ts.

/** An operator role held by an account; an account with no row is an ordinary user. */
export interface UserRoleTable {
  user_id: number;
  role: OperatorRole;
  /** The admin who granted it; null when granted from the command line or the seed. */
  granted_by: number | null;
  granted_at: number;
}

/**
 * Append-only (triggers refuse UPDATE and DELETE on both databases): one row per operator action, written in
 * the same transaction as the action itself.
 */
export interface AuditLogTable {
  id: Generated<number>;
  /** null for the command line. */
  actor_id: number | null;
  /** The role that allowed the action, or 'cli'. */
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON text of the target's relevant fields before and after (null when there was none). */
  before: string | null;
  after: string | null;
  reason: string;
  ip: string;
  created_at: number;
}

export interface OperatorTables {
  user_roles: UserRoleTable;
  audit_log: AuditLogTable;
}
