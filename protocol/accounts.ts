import type { Access } from './access';

// The caller's sessions and password. Login, registration and logout stay in endpoints.ts beside the other
// spec §7 calls; these are this product's own. docs/protocol.md describes each.

/** One signed-in device of the caller, as the user centre lists it. */
export interface SessionInfo {
  id: number;
  /** The browser's User-Agent when the session started, cut to a readable length ('' when none was sent). */
  device: string;
  /** Address of the last request (the one the session started from until it is used elsewhere). */
  ip: string;
  createdAt: number;
  lastSeenAt: number;
  /** The session of this very request. */
  current: boolean;
}

export interface PasswordChange {
  oldPassword: string;
  /** Must pass the registration rules (protocol/accounts-rules.ts). */
  newPassword: string;
}

export interface AccountEndpoints {
  /** The caller's active sessions, most recently used first. */
  '/api/account/sessions': { payload: Record<string, never>; reply: SessionInfo[] };
  /** Ends one of the caller's sessions (the current one too: that is a logout). */
  '/api/account/revokeSession': { payload: { id: number }; reply: null };
  /** Ends every session of the caller but this one; reply data is how many ended. */
  '/api/account/logoutOthers': { payload: Record<string, never>; reply: number };
  /** Checks the current password (throttled like a login), stores the new one, ends the other sessions. */
  '/api/account/changePassword': { payload: PasswordChange; reply: null };
}

export const ACCOUNT_ACCESS = {
  '/api/account/sessions': 'user',
  '/api/account/revokeSession': 'user',
  '/api/account/logoutOthers': 'user',
  '/api/account/changePassword': 'user',
} as const satisfies Record<keyof AccountEndpoints, Access>;
