import { request, requestReply } from './request';
import type { RequestOptions } from './request';
import type { Reply } from '../../protocol/envelope';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

// Favourites, system notices, feedback and contact details.

/** Keeps or drops a post; send `favorite` (the wanted state) so a retry cannot undo the first try. */
export function toggleFavorite(
  payload: PayloadOf<'/api/user/toggle_favorite'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/user/toggle_favorite'>> {
  return request('/api/user/toggle_favorite', payload, opts);
}

/** My kept posts, newest first; `ids` asks which of those posts are kept. */
export function getFavoriteList(
  payload: PayloadOf<'/api/user/getFavoriteList'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/user/getFavoriteList'>> {
  return request('/api/user/getFavoriteList', payload, opts);
}

export function getContactInfo(opts?: RequestOptions): Promise<ReplyOf<'/api/user/getContactInfo'>> {
  return request('/api/user/getContactInfo', {}, opts);
}

/** Saves my contact details, keeping the server's `msg` for the success toast. */
export function setContactInfoReply(
  payload: PayloadOf<'/api/user/setContactInfo'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/user/setContactInfo'>>> {
  return requestReply('/api/user/setContactInfo', payload, opts);
}

export function getStoreContact(
  payload: PayloadOf<'/api/user/getStoreContact'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/user/getStoreContact'>> {
  return request('/api/user/getStoreContact', payload, opts);
}

export function setStoreContactReply(
  payload: PayloadOf<'/api/user/setStoreContact'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/user/setStoreContact'>>> {
  return requestReply('/api/user/setStoreContact', payload, opts);
}

export function getSystemNoticeList(
  payload: PayloadOf<'/api/message/getSystemNoticeList'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/message/getSystemNoticeList'>> {
  return request('/api/message/getSystemNoticeList', payload, opts);
}

export function getSystemNoticeUnread(opts?: RequestOptions): Promise<ReplyOf<'/api/message/getSystemNoticeUnread'>> {
  return request('/api/message/getSystemNoticeUnread', {}, opts);
}

export function readSystemNotice(
  payload: PayloadOf<'/api/message/readSystemNotice'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/message/readSystemNotice'>> {
  return request('/api/message/readSystemNotice', payload, opts);
}

/** Sends feedback to the operators, keeping the server's thank-you `msg`. */
export function feedbackReply(
  payload: PayloadOf<'/api/message/feedback'>,
  opts?: RequestOptions,
): Promise<Reply<ReplyOf<'/api/message/feedback'>>> {
  return requestReply('/api/message/feedback', payload, opts);
}
