import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

// The chat calls of spec §7 "Messages"; the push stream is push.ts.

export function getContactList(
  payload: PayloadOf<'/api/message/getContactList'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/message/getContactList'>> {
  return request('/api/message/getContactList', payload, opts);
}

export function getChatList(
  payload: PayloadOf<'/api/message/getChatList'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/message/getChatList'>> {
  return request('/api/message/getChatList', payload, opts);
}

export function chating(
  payload: PayloadOf<'/api/message/chating'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/message/chating'>> {
  return request('/api/message/chating', payload, opts);
}

export function feeding(
  payload: PayloadOf<'/api/message/feeding'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/message/feeding'>> {
  return request('/api/message/feeding', payload, opts);
}

export function getUnreadCount(opts?: RequestOptions): Promise<ReplyOf<'/api/message/getUnreadCount'>> {
  return request('/api/message/getUnreadCount', {}, opts);
}

export function markRead(
  payload: PayloadOf<'/api/message/markRead'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/message/markRead'>> {
  return request('/api/message/markRead', payload, opts);
}

export function blockUser(payload: PayloadOf<'/api/message/blockUser'>, opts?: RequestOptions): Promise<null> {
  return request('/api/message/blockUser', payload, opts);
}

export function reportChat(payload: PayloadOf<'/api/message/reportChat'>, opts?: RequestOptions): Promise<null> {
  return request('/api/message/reportChat', payload, opts);
}
