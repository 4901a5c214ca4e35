import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

/** Global config; `code`/`c` come from the page query string (spec §7). */
export function config(
  payload: PayloadOf<'/api/home/config'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/home/config'>> {
  return request('/api/home/config', payload, opts);
}

/** Ads grouped by slot key. */
export function getAds(
  payload: PayloadOf<'/api/home/getAds'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/home/getAds'>> {
  return request('/api/home/getAds', payload, opts);
}

/** Reports an advert click before its link opens. */
export function adsClick(
  payload: PayloadOf<'/api/home/adsClick'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/home/adsClick'>> {
  return request('/api/home/adsClick', payload, opts);
}

export function buyNotice(
  payload: PayloadOf<'/api/home/buyNotice'> = {},
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/home/buyNotice'>> {
  return request('/api/home/buyNotice', payload, opts);
}
