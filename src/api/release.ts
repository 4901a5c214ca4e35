import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

/** Creates a personal post; it starts pending review. */
export function postBeauty(
  payload: PayloadOf<'/api/info/postBeauty'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/postBeauty'>> {
  return request('/api/info/postBeauty', payload, opts);
}

/** Creates a store or certification post. */
export function postInfo(
  payload: PayloadOf<'/api/info/postInfo'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/postInfo'>> {
  return request('/api/info/postInfo', payload, opts);
}

/** Creates a broker post. */
export function postBroker(
  payload: PayloadOf<'/api/info/postBroker'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/postBroker'>> {
  return request('/api/info/postBroker', payload, opts);
}

/** Edits an own personal post; it goes back to pending review. */
export function editBeauty(
  payload: PayloadOf<'/api/info/editBeauty'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/editBeauty'>> {
  return request('/api/info/editBeauty', payload, opts);
}

/** Edits an own store, certification or broker post. */
export function editInfo(
  payload: PayloadOf<'/api/info/editInfo'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/editInfo'>> {
  return request('/api/info/editInfo', payload, opts);
}

/** An own personal post, loaded for its edit form. */
export function getEditBeauty(
  payload: PayloadOf<'/api/info/getEditBeauty'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/getEditBeauty'>> {
  return request('/api/info/getEditBeauty', payload, opts);
}

/** An own store or certification post, loaded for its edit form. */
export function getEditInfo(
  payload: PayloadOf<'/api/info/getEditInfo'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/getEditInfo'>> {
  return request('/api/info/getEditInfo', payload, opts);
}

/** An own broker post, loaded for its edit form. */
export function getEditBroker(
  payload: PayloadOf<'/api/info/getEditBroker'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/getEditBroker'>> {
  return request('/api/info/getEditBroker', payload, opts);
}

/** Whether the caller may apply for certification of a type (1 personal, 2 store), and why not. */
export function checkCertificateByType(
  payload: PayloadOf<'/api/info/checkCertificateByType'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/checkCertificateByType'>> {
  return request('/api/info/checkCertificateByType', payload, opts);
}

/** Deletes an own non-broker post (status 4). */
export function deleteInfo(
  payload: PayloadOf<'/api/info/deleteInfo'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/deleteInfo'>> {
  return request('/api/info/deleteInfo', payload, opts);
}

/** Deletes an own broker post (status 4). */
export function deleteBroker(
  payload: PayloadOf<'/api/info/deleteBroker'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/deleteBroker'>> {
  return request('/api/info/deleteBroker', payload, opts);
}

/** Suggested tags for a type. */
export function getTags(
  payload: PayloadOf<'/api/info/getTags'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/getTags'>> {
  return request('/api/info/getTags', payload, opts);
}

/** The caller's posts, every status but deleted. */
export function myPost(
  payload: PayloadOf<'/api/info/myPost'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/myPost'>> {
  return request('/api/info/myPost', payload, opts);
}

/** Takes an own post down (5) or restores it. */
export function changeStatus(
  payload: PayloadOf<'/api/info/changeStatus'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/changeStatus'>> {
  return request('/api/info/changeStatus', payload, opts);
}
