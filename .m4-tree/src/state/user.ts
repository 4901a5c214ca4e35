import { proxy, useSnapshot } from 'valtio';
import type { UserProfile } from '../../protocol/types';
import { persist } from './persist';

export interface UserState {
  isLogin: boolean;
  token: string;
  u: UserProfile | null;
  /** Invite code captured from the landing URL and sent with registration. */
  incode: string;
}

export const user = proxy<UserState>({ isLogin: false, token: '', u: null, incode: '' });
persist('user', user, ['isLogin', 'token', 'u', 'incode'] as const);

export function setSession(token: string): void {
  user.token = token;
  user.isLogin = true;
}

export function setProfile(u: UserProfile): void {
  user.u = u;
}

export function clearSession(): void {
  user.token = '';
  user.u = null;
  user.isLogin = false;
}

export function setIncode(code: string): void {
  user.incode = code;
}

export function isVip(): boolean {
  return (user.u?.is_vip ?? 0) > 0;
}

export function useUser() {
  return useSnapshot(user);
}
