import { request, requestReply } from './request';
import type { RequestOptions } from './request';
import type { Reply } from '../../protocol/envelope';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

/** The caller's own profile. */
export function userinfo(
  payload: PayloadOf<'/api/user/userinfo'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/user/userinfo'>> {
  return request('/api/user/userinfo', payload, opts);
}

/** The profile update, keeping the server's `msg` for the success toast (spec §8). */
export function updateUserinfoReply(
  payload: PayloadOf<'/api/user/updateUserinfo'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/user/updateUserinfo'>>> {
  return requestReply('/api/user/updateUserinfo', payload, opts);
}
