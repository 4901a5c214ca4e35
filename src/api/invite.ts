import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

/** The caller's invite code, link path, invitee count, earnings and the reward now. */
export function r2Info(
  payload: PayloadOf<'/api/user/r2Info'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/user/r2Info'>> {
  return request('/api/user/r2Info', payload, opts);
}

/** The caller's invitees, newest first. */
export function listInvitation(
  payload: PayloadOf<'/api/user/listInvitation'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/user/listInvitation'>> {
  return request('/api/user/listInvitation', payload, opts);
}
