// Operators: the roles, what each may do, and the one map both the console (to hide what a role cannot use)
// and the server (to refuse it) read. A person may hold several roles; their capabilities are the union.

export const OPERATOR_ROLES = ['admin', 'moderator', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What a console endpoint needs; each endpoint names exactly one. */
export const CAPABILITIES = [
  /** The dashboard's queue sizes and today's figures. */
  'dashboard',
  /** The review queue: approve, reject, ban posts. */
  'review',
  /** Reports of posts and users. */
  'reports',
  /** Look people up: profile, posts, sessions. */
  'users.read',
  /** Act on people: ban, unban, end sessions, reset password, grant VIP. */
  'users.write',
  /** Orders and a user's statement, read only. */
  'orders.read',
  /** Approve and reject withdrawals, settle manual payouts. */
  'withdrawals',
  /** Read a payout account unmasked (audited): finance alone, not even admins. */
  'payouts.reveal',
  /** The ledger: a user's statement, the reconciliation status. */
  'ledger',
  'ads',
  'notices',
  'themes',
  'feedback',
  /** Read the audit log. */
  'audit',
  /** Grant and revoke operator roles. */
  'roles',
  /** The background jobs: queue depth, failures and their errors, retry a failed one. */
  'jobs',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/**
 * Least privilege: moderators work content, reports and people; finance the money; support reads people and
 * orders; only admins manage roles, ads and read the audit log (which records every other operator's work).
 * Only finance reads a payout account whole: whoever pays needs it, and nobody else does.
 */
export const ROLE_CAPABILITIES: Readonly<Record<OperatorRole, readonly Capability[]>> = {
  admin: CAPABILITIES.filter((c) => c !== 'payouts.reveal'),
  moderator: ['dashboard', 'review', 'reports', 'users.read', 'users.write', 'notices', 'themes', 'feedback'],
  finance: ['dashboard', 'withdrawals', 'payouts.reveal', 'ledger', 'users.read', 'orders.read'],
  support: ['dashboard', 'users.read', 'orders.read'],
};

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Whether anyone holding `roles` may use `capability`. */
export function can(roles: readonly OperatorRole[], capability: Capability): boolean {
  return roles.some((r) => ROLE_CAPABILITIES[r].includes(capability));
}

/** Everything `roles` together may do, in CAPABILITIES order. */
export function capabilitiesOf(roles: readonly OperatorRole[]): Capability[] {
  return CAPABILITIES.filter((c) => can(roles, c));
}
