import { request } from './request';
import type { RequestOptions } from './request';
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
