import type { OperatorAccess } from './access';
import type { Capability, OperatorRole } from './console-operators';
import type { Page } from './types';

// The operators' console calls, /api/admin/*, through the same envelope as every other call. Each names the
// capability it needs (protocol/console-operators.ts); docs/protocol.md "Admin" describes them.

/** The calling operator: the console shows only what `capabilities` allow (the server checks again). */
export interface OperatorMe {
  id: number;
  username: string;
  nickname: string;
  roles: OperatorRole[];
  capabilities: Capability[];
}

export interface Dashboard {
  /** Queue sizes now. */
  pendingPosts: number;
  pendingWithdrawals: number;
  /** Open reports of posts and of conversations. */
  openReports: number;
  /** Feedback not yet handled. */
  openFeedback: number;
  /** Since `since` (the console's local midnight). */
  today: {
    signups: number;
    posts: number;
    /** Gold credited to the platform's revenue account. */
    revenueGold: number;
    /** Withdrawals requested, and the gold of those paid out. */
    withdrawalsRequested: number;
    withdrawalsPaidGold: number;
  };
}

export interface RoleGrant {
  role: OperatorRole;
  grantedAt: number;
  /** Username of the admin who granted it; null when granted from the command line. */
  grantedBy: string | null;
}

export interface OperatorEntry {
  id: number;
  username: string;
  nickname: string;
  roles: RoleGrant[];
}

export interface RoleChange {
  username: string;
  role: OperatorRole;
  /** Why, kept in the audit log. */
  reason: string;
}

export interface AuditEntry {
  id: number;
  /** null with actorRole 'cli': the command line. */
  actorId: number | null;
  actorName: string | null;
  /** The role the action was allowed by, or 'cli'. */
  actorRole: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The target's relevant fields before and after, as stored (JSON values). */
  before: unknown;
  after: unknown;
  reason: string;
  ip: string;
  createdAt: number;
}

export interface AuditQuery {
  /** Username of the actor; 'cli' for the command line. */
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Unix seconds, inclusive start and exclusive end. */
  from?: number;
  to?: number;
  page?: number;
  pageSize?: number;
}

export const AUDIT_PAGE_MAX = 100;
export const ROLE_REASON_MAX = 200;

export interface AdminEndpoints {
  '/api/admin/me': { payload: Record<string, never>; reply: OperatorMe };
  '/api/admin/dashboard': { payload: { since: number }; reply: Dashboard };
  '/api/admin/listRoles': { payload: Record<string, never>; reply: OperatorEntry[] };
  '/api/admin/grantRole': { payload: RoleChange; reply: OperatorEntry };
  '/api/admin/revokeRole': { payload: RoleChange; reply: OperatorEntry };
  '/api/admin/auditList': { payload: AuditQuery; reply: Page<AuditEntry> };
}

const needs = (operator: Capability): OperatorAccess => ({ operator });

export const ADMIN_ACCESS = {
  '/api/admin/me': needs('dashboard'),
  '/api/admin/dashboard': needs('dashboard'),
  '/api/admin/listRoles': needs('roles'),
  '/api/admin/grantRole': needs('roles'),
  '/api/admin/revokeRole': needs('roles'),
  '/api/admin/auditList': needs('audit'),
} as const satisfies Record<keyof AdminEndpoints, OperatorAccess>;
