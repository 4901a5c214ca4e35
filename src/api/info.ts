import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

export function getInfoList(payload: PayloadOf<'/api/info/getInfoList'>, opts?: RequestOptions): Promise<ReplyOf<'/api/info/getInfoList'>> {
  return request('/api/info/getInfoList', payload, opts);
}

export function getInfoVipList(payload: PayloadOf<'/api/info/getInfoVipList'>, opts?: RequestOptions): Promise<ReplyOf<'/api/info/getInfoVipList'>> {
  return request('/api/info/getInfoVipList', payload, opts);
}

/** One post; contact details only come back for a logged-in caller. */
export function getInfo(payload: PayloadOf<'/api/info/getInfo'>, opts?: RequestOptions): Promise<ReplyOf<'/api/info/getInfo'>> {
  return request('/api/info/getInfo', payload, opts);
}

/** A VIP post; needs login (420 otherwise). */
export function getInfoVip(payload: PayloadOf<'/api/info/getInfoVip'>, opts?: RequestOptions): Promise<ReplyOf<'/api/info/getInfoVip'>> {
  return request('/api/info/getInfoVip', payload, opts);
}

/** Cities, types and modes. */
export function getInfoType(payload: PayloadOf<'/api/info/getInfoType'> = {}, opts?: RequestOptions): Promise<ReplyOf<'/api/info/getInfoType'>> {
  return request('/api/info/getInfoType', payload, opts);
}

/** Abroad cities (spec §7 path /api/info/getAbroadCity). */
export function getAbroadCity(payload: PayloadOf<'/api/info/getAbroadCity'> = {}, opts?: RequestOptions): Promise<ReplyOf<'/api/info/getAbroadCity'>> {
  return request('/api/info/getAbroadCity', payload, opts);
}

export function search(payload: PayloadOf<'/api/info/search'>, opts?: RequestOptions): Promise<ReplyOf<'/api/info/search'>> {
  return request('/api/info/search', payload, opts);
}
