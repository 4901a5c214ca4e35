import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of the public pages: the area nearby posts are measured from, and reports of a post or a person.

const { BAD_PAYLOAD, CONFLICT, FORBIDDEN, NOT_FOUND, RATE_LIMITED } = STATUS;

export const PUBLIC_PAGES_REFUSALS = {
  'area.required': { status: BAD_PAYLOAD, zh: '请选择城市或允许获取位置', en: 'Pick a city or share your location' },
  'area.point_incomplete': {
    status: BAD_PAYLOAD,
    zh: '位置需同时包含纬度和经度',
    en: 'A location needs both latitude and longitude',
  },
  'area.city_unknown': {
    status: BAD_PAYLOAD,
    zh: '该城市不存在或暂不支持附近查询',
    en: 'That city does not exist or has no nearby list',
  },
  'report.duplicate': {
    status: CONFLICT,
    zh: '你已举报过这条信息，我们正在处理',
    en: 'You already reported this post; it is being looked at',
  },
  'report.too_many': {
    status: RATE_LIMITED,
    zh: '举报过于频繁，请 {wait}后再试',
    en: 'Too many reports: try again in {wait}',
  },
  'report.own_post': { status: FORBIDDEN, zh: '不能举报自己发布的信息', en: 'You cannot report your own post' },
  'report.user_self': { status: BAD_PAYLOAD, zh: '不能举报自己', en: 'You cannot report yourself' },
  'report.user_not_found': { status: NOT_FOUND, zh: '该用户不存在', en: 'This person does not exist' },
  'report.user_too_many': {
    status: RATE_LIMITED,
    zh: '举报过于频繁，请 {wait}后再试',
    en: 'Too many reports: try again in {wait}',
  },
} as const satisfies RefusalTable<'area' | 'report'>;
