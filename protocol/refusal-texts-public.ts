import type { LocalText, PublicRefusal } from './refusals';

// Refusal texts of the public pages: nearby's area and reports of fake posts (see refusal-texts.ts).

export const PUBLIC_REFUSAL_TEXT: Record<PublicRefusal, LocalText> = {
  'area.required': { zh: '请选择城市或允许获取位置', en: 'Pick a city or share your location' },
  'area.point_incomplete': { zh: '位置需同时包含纬度和经度', en: 'A location needs both latitude and longitude' },
  'area.city_unknown': { zh: '该城市不存在或暂不支持附近查询', en: 'That city does not exist or has no nearby list' },
  'report.duplicate': {
    zh: '你已举报过这条信息，我们正在处理',
    en: 'You already reported this post; it is being looked at',
  },
  'report.too_many': { zh: '举报过于频繁，请 {wait}后再试', en: 'Too many reports: try again in {wait}' },
  'report.own_post': { zh: '不能举报自己发布的信息', en: 'You cannot report your own post' },
};
