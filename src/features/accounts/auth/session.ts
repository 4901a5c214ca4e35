import { AUTH_TIMEOUT_MS } from '../../../../protocol/constants';
import { isTimeout, requestReply, request } from '../../../api/request';
import { forgetKeptReplies } from '../../../api/kept-replies';
import { setAfterLogin } from '../../../nav/nav';
import { clearSession, setProfile, setSession, user } from '../../../state/user';
import { showAlert, showToast } from '../../../state/overlay';
import { forgetChatDrafts } from '../../chat/chat-drafts';
import { errorTips, isCancel, replyMsg } from '../../common/error-text';
import type { PasswordChange } from '../../../../protocol/accounts';
import type { Credentials, ProfileUpdate } from '../../../../protocol/accounts';
import type { UserProfile } from '../../../../protocol/types';

export const LOGIN_NO_TOKEN = '@用户登录失败';
export const REGISTER_NO_TOKEN = '获取令牌失败';
/** Spec §8: what login, register, update and info reject with when unanswered in time. */
export const AUTH_TIMED_OUT = '注册失败';
const FAILED = '操作失败';
const UPDATED = '操作成功';
export const CHANGE_PASSWORD_PATH = '/user/user-password';

export interface AuthOptions {
  signal?: AbortSignal;
  /** The caller shows the failure itself (a form's inline error), so no alert is raised as well. */
  quiet?: boolean;
}

/**
 * Spec §8 for login, register and update failures: alert the server's msg, else 操作失败 (nothing for a
 * cancel), then give the error to reject with — 注册失败 when the call timed out.
 */
function failed(err: unknown, opts: AuthOptions): unknown {
  if (isCancel(err)) return err;
  const timedOut = isTimeout(err);
  if (!opts.quiet) void showAlert((timedOut ? undefined : replyMsg(err)) ?? FAILED);
  return timedOut ? AUTH_TIMED_OUT : err;
}

async function startSession(token: string): Promise<UserProfile | null> {
  setSession(token);
  // The session is valid even when the profile fetch fails; fetchProfile has already told the user.
  return fetchProfile().catch(() => null);
}

/**
 * Logs in, stores the token, then fetches the profile.
 * @returns the profile, or null when only its fetch failed.
 * @throws the failure after alerting it: the request's ApiError, '@用户登录失败' without a token, '注册失败' on timeout.
 */
export async function login(creds: Credentials, opts: AuthOptions = {}): Promise<UserProfile | null> {
  let token: string;
  try {
    token = await request(
      '/api/account/loginByPassword',
      { username: creds.username, password: creds.password },
      { signal: opts.signal, timeoutMs: AUTH_TIMEOUT_MS },
    );
  } catch (err) {
    throw failed(err, opts);
  }
  if (typeof token !== 'string' || token === '') {
    if (!opts.quiet) void showAlert(FAILED);
    throw LOGIN_NO_TOKEN;
  }
  const profile = await startSession(token);
  // A temporary password an operator set opens one session: the next page is choosing a password.
  if (profile?.mustChangePassword) setAfterLogin(CHANGE_PASSWORD_PATH);
  return profile;
}

/**
 * Registers (sending the invite code captured from the landing URL unless one is given — an empty string
 * means none), then as {@link login}.
 * @throws as {@link login}, with '获取令牌失败' when no token comes back.
 */
export async function register(
  creds: Credentials & { incode?: string },
  opts: AuthOptions = {},
): Promise<UserProfile | null> {
  const incode = creds.incode ?? user.incode;
  let token: string;
  try {
    token = await request(
      '/api/account/registerByPassword',
      { username: creds.username, password: creds.password, ...(incode ? { incode } : {}) },
      { signal: opts.signal, timeoutMs: AUTH_TIMEOUT_MS },
    );
  } catch (err) {
    throw failed(err, opts);
  }
  if (typeof token !== 'string' || token === '') {
    if (!opts.quiet) void showAlert(FAILED);
    throw REGISTER_NO_TOKEN;
  }
  return startSession(token);
}

/**
 * Fetches the caller's profile into the user store; failures go through the shared error tips.
 * @throws the failure ('注册失败' on timeout).
 */
export async function fetchProfile(opts: AuthOptions = {}): Promise<UserProfile> {
  try {
    const profile = await request('/api/user/userinfo', {}, { ...opts, timeoutMs: AUTH_TIMEOUT_MS });
    setProfile(profile);
    return profile;
  } catch (err) {
    const out = isTimeout(err) ? AUTH_TIMED_OUT : err;
    if (!isCancel(out)) errorTips(out);
    throw out;
  }
}

/**
 * Saves a profile change, toasts the server's msg (else 操作成功), then refetches the profile.
 * @throws as {@link login} after alerting.
 */
export async function updateProfile(update: ProfileUpdate, opts: AuthOptions = {}): Promise<UserProfile | null> {
  try {
    const reply = await requestReply('/api/user/updateUserinfo', update, { ...opts, timeoutMs: AUTH_TIMEOUT_MS });
    showToast(reply.msg || UPDATED);
  } catch (err) {
    throw failed(err, opts);
  }
  return fetchProfile(opts).catch(() => null);
}

/**
 * Changes the password and toasts the server's msg. This session stays (the server ends only the others), so
 * the stored token keeps working.
 * @throws as {@link login} after alerting (unless `opts.quiet`).
 */
export async function changePassword(change: PasswordChange, opts: AuthOptions = {}): Promise<void> {
  try {
    const reply = await requestReply('/api/account/changePassword', change, {
      signal: opts.signal,
      timeoutMs: AUTH_TIMEOUT_MS,
    });
    showToast(reply.msg || UPDATED);
  } catch (err) {
    throw failed(err, opts);
  }
  // A temporary password replaced: the profile stops asking for a new one.
  if (user.u?.mustChangePassword) await fetchProfile().catch(() => null);
}

/** Revokes the token on the server (a failure there changes nothing here), then forgets the session. */
export async function logoutUser(): Promise<void> {
  try {
    if (user.token) await request('/api/account/logout', {}, { skipStatusActions: true });
  } catch {
    // Offline or already revoked: the local session still ends.
  } finally {
    clearSession();
    forgetChatDrafts();
    void forgetKeptReplies();
  }
}
