import type { OperatorAccess } from './access';
import type { UserSummary } from './console-content';
import type { MoneyDetail, Order, Withdrawal } from './money';
import type { VipGrant } from './money-vip';
import type { Capability, OperatorRole } from './console-operators';
import type { Page, PostKind } from './types';

// One person in the console: their profile, posts, orders and sessions, and what an operator may do to the
// account besides banning (protocol/console-content.ts): end one session, reset the password, grant VIP.
// docs/protocol.md "Admin: users" describes them; each names the capability it needs.

/** Days one VIP grant may add (a longer gift is several grants, each with its reason). */
export const VIP_GRANT_DAYS_MAX = 366;
/** How long an operator's temporary password answers a login. */
export const TEMP_PASSWORD_TTL_S = 24 * 3600;

export interface UserSessionRow {
  id: number;
  /** The user agent the session logged in with. */
  device: string;
  /** The address of its latest request. */
  ip: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface UserDetail extends UserSummary {
  /** The membership in force (0: none or expired) and its end (null: none, or lifetime). */
  vipActive: number;
  vipExpiresAt: number | null;
  roles: OperatorRole[];
  invitedBy: { id: number; username: string } | null;
  /** People who registered with this account's invite code. */
  invited: number;
  /** The wallet's balance in gold, read from the ledger. */
  walletGold: number;
  /** A temporary password an operator set is waiting for its one login (until then) or was used (null). */
  tempPasswordUntil: number | null;
  /** The live sessions, most recently used first. */
  sessionList: UserSessionRow[];
}

export interface UserPostRow {
  id: number;
  kind: PostKind;
  title: string;
  /** Spec §3 status code (protocol/status.ts POST_STATUS). */
  status: number;
  createdAt: number;
  updatedAt: number;
}

export interface UserOrders {
  /** Gold recharges, newest first. */
  orders: Page<Order>;
  /** Membership changes, newest first: cards bought and operators' grants (`granted`). */
  vip: VipGrant[];
}

/** A member's money as support reads it: the wallet's statement (each line labelled) and the withdrawals. */
export interface UserMoney {
  /** Newest first, page by page. */
  statement: Page<MoneyDetail>;
  /** Newest first; the first page only (a member asks about the latest). */
  withdrawals: Page<Withdrawal>;
}

export interface UserRef {
  userId: number;
}

export interface UserPaging extends UserRef {
  page?: number;
}

export interface SessionEnd extends UserRef {
  sessionId: number;
  reason: string;
}

export interface VipGrantInput extends UserRef {
  /** 1..VIP_GRANT_DAYS_MAX days. */
  days: number;
  /** A tier of protocol/money.ts VIP_LEVEL below lifetime; default the tier in force, else monthly. */
  level?: number;
  reason: string;
}

export interface VipGrantResult {
  level: number;
  expiresAt: number | null;
  before: { level: number; expiresAt: number | null };
}

export interface TempPassword {
  /** Shown to the operator once; the server keeps only its hash and never logs it. */
  password: string;
  expiresAt: number;
  sessionsEnded: number;
}

export interface AdminUsersEndpoints {
  '/api/admin/userDetail': { payload: UserRef; reply: UserDetail };
  '/api/admin/userPosts': { payload: UserPaging; reply: Page<UserPostRow> };
  '/api/admin/userOrders': { payload: UserPaging; reply: UserOrders };
  '/api/admin/userMoney': { payload: UserPaging; reply: UserMoney };
  '/api/admin/userSessionEnd': { payload: SessionEnd; reply: UserDetail };
  '/api/admin/userPasswordReset': { payload: { userId: number; reason: string }; reply: TempPassword };
  '/api/admin/userVipGrant': { payload: VipGrantInput; reply: VipGrantResult };
}

const needs = (operator: Capability): OperatorAccess => ({ operator });

export const ADMIN_USERS_ACCESS = {
  '/api/admin/userDetail': needs('users.read'),
  '/api/admin/userPosts': needs('users.read'),
  '/api/admin/userOrders': needs('orders.read'),
  '/api/admin/userMoney': needs('orders.read'),
  '/api/admin/userSessionEnd': needs('users.write'),
  '/api/admin/userPasswordReset': needs('users.write'),
  '/api/admin/userVipGrant': needs('users.write'),
} as const satisfies Record<keyof AdminUsersEndpoints, OperatorAccess>;
