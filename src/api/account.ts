import { request, requestReply } from './request';
import type { RequestOptions } from './request';
import type { Reply } from '../../protocol/envelope';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

/** Resolves with the new session token. */
export function registerByPassword(
  payload: PayloadOf<'/api/account/registerByPassword'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/account/registerByPassword'>> {
  return request('/api/account/registerByPassword', payload, opts);
}

/** Resolves with the new session token. */
export function loginByPassword(
  payload: PayloadOf<'/api/account/loginByPassword'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/account/loginByPassword'>> {
  return request('/api/account/loginByPassword', payload, opts);
}

/** Revokes the caller's token on the server. */
export function logout(
  payload: PayloadOf<'/api/account/logout'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/account/logout'>> {
  return request('/api/account/logout', payload, opts);
}

/** The caller's live sessions, most recently used first. */
export function sessions(
  payload: PayloadOf<'/api/account/sessions'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/account/sessions'>> {
  return request('/api/account/sessions', payload, opts);
}

/** Ends one of the caller's sessions, keeping the server's `msg` for the toast. */
export function revokeSessionReply(
  payload: PayloadOf<'/api/account/revokeSession'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/account/revokeSession'>>> {
  return requestReply('/api/account/revokeSession', payload, opts);
}

/** Ends every other session of the caller; data is how many ended. */
export function logoutOthersReply(
  payload: PayloadOf<'/api/account/logoutOthers'> = {},
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/account/logoutOthers'>>> {
  return requestReply('/api/account/logoutOthers', payload, opts);
}

/** Changes the password (the other sessions end, this one stays), keeping the server's `msg` for the toast. */
export function changePasswordReply(
  payload: PayloadOf<'/api/account/changePassword'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/account/changePassword'>>> {
  return requestReply('/api/account/changePassword', payload, opts);
}
