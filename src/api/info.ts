import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

export function getInfoList(
  payload: PayloadOf<'/api/info/getInfoList'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/getInfoList'>> {
  return request('/api/info/getInfoList', payload, opts);
}

/** One post; contact details only come back for a logged-in caller. */
export function getInfo(
  payload: PayloadOf<'/api/info/getInfo'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/getInfo'>> {
  return request('/api/info/getInfo', payload, opts);
}

/** Cities, types and modes. */
export function getInfoType(
  payload: PayloadOf<'/api/info/getInfoType'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/getInfoType'>> {
  return request('/api/info/getInfoType', payload, opts);
}

export function search(
  payload: PayloadOf<'/api/info/search'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/search'>> {
  return request('/api/info/search', payload, opts);
}

/** Public VIP posts as cards (the VIP section), newest first. */
export function getInfoVipList(
  payload: PayloadOf<'/api/info/getInfoVipList'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/info/getInfoVipList'>> {
  return request('/api/info/getInfoVipList', payload, opts);
}
