import type { Access } from './access';
import type { PublicUser, UserProfile } from './types';

// Registration, login and logout, the profile, and the caller's sessions and password (the recovery calls
// are in accounts-recovery.ts). docs/protocol.md describes each.

export interface Credentials {
  username: string;
  password: string;
}

export interface ProfileUpdate {
  /** When given it must be the caller's own id: editing someone else's profile is refused (403). */
  id?: number;
  nickname?: string;
  bio?: string;
  avatar?: string | null;
  /** A city code from getInfoType's cities; null clears it. */
  area?: number | null;
}

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
  /** Reply data is the new session token. */
  '/api/account/registerByPassword': { payload: Credentials & { incode?: string }; reply: string };
  /** Reply data is the new session token. */
  '/api/account/loginByPassword': { payload: Credentials; reply: string };
  /** Revokes the caller's token. */
  '/api/account/logout': { payload: Record<string, never>; reply: null };

  '/api/user/userinfo': { payload: Record<string, never>; reply: UserProfile };
  /** A publisher's public profile; any other id (missing, or no public post) answers user.not_found alike. */
  '/api/user/getUserInfo': { payload: { id: number }; reply: PublicUser };
  '/api/user/updateUserinfo': { payload: ProfileUpdate; reply: UserProfile };
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
  '/api/account/registerByPassword': 'public',
  '/api/account/loginByPassword': 'public',
  '/api/account/logout': 'user',
  '/api/user/userinfo': 'user',
  '/api/user/getUserInfo': 'optional',
  '/api/user/updateUserinfo': 'user',
  '/api/account/sessions': 'user',
  '/api/account/revokeSession': 'user',
  '/api/account/logoutOthers': 'user',
  '/api/account/changePassword': 'user',
} as const satisfies Record<keyof AccountEndpoints, Access>;
