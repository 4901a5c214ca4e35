import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of listings: the home page's adverts and a post's details.

const { NEEDS_VIP, NOT_FOUND } = STATUS;

export const LISTINGS_REFUSALS = {
  'home.ad_not_found': { status: NOT_FOUND, zh: '广告不存在', en: 'No such advert' },
  'post.not_found': { status: NOT_FOUND, zh: '信息不存在或已下架', en: 'This post does not exist or was taken down' },
  'post.vip_required': { status: NEEDS_VIP, zh: '需要开通VIP', en: 'This needs a VIP membership' },
} as const satisfies RefusalTable<'home' | 'post'>;
