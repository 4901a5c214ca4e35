import { request, requestReply } from './request';
import type { RequestOptions } from './request';
import type { Reply } from '../../protocol/envelope';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

/** The caller's own profile. */
export function userinfo(payload: PayloadOf<'/api/user/userinfo'> = {}, opts?: RequestOptions): Promise<ReplyOf<'/api/user/userinfo'>> {
  return request('/api/user/userinfo', payload, opts);
}

/** Another user's public profile. */
export function getUserInfo(payload: PayloadOf<'/api/user/getUserInfo'>, opts?: RequestOptions): Promise<ReplyOf<'/api/user/getUserInfo'>> {
  return request('/api/user/getUserInfo', payload, opts);
}

export function updateUserinfo(payload: PayloadOf<'/api/user/updateUserinfo'>, opts?: RequestOptions): Promise<ReplyOf<'/api/user/updateUserinfo'>> {
  return request('/api/user/updateUserinfo', payload, opts);
}

/** As {@link updateUserinfo}, keeping the server's `msg` for the success toast (spec §8). */
export function updateUserinfoReply(payload: PayloadOf<'/api/user/updateUserinfo'>, opts?: RequestOptions): Promise<Reply<ReplyOf<'/api/user/updateUserinfo'>>> {
  return requestReply('/api/user/updateUserinfo', payload, opts);
}
