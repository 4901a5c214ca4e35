import { defineMessages } from '../../i18n';
import type { Translation } from '../../i18n';
import { shortenNumber } from '../../lib/format';

// Words more than one feature shows, written once. A feature's own table spreads `commonWords` (so its
// components keep reading `m.retry`); the post and money words have their own hooks for the features that
// show posts or members without owning them.

const zh = {
  retry: '重试',
  loadFailed: '加载失败',
  close: '关闭',
  cancel: '取消',
  save: '保存',
  prev: '上一页',
  next: '下一页',
  errorFallback: '网络开小差了，请稍后重试',
};

export const commonWords: { zh: typeof zh; en: Translation<typeof zh> } = {
  zh,
  en: {
    retry: 'Retry',
    loadFailed: 'Could not load',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    prev: 'Previous',
    next: 'Next',
    errorFallback: 'The network hiccuped, please try again',
  },
};

const postZh = {
  kind_personal: '个人',
  kind_store: '商家',
  kind_certification: '认证',
  kind_broker: '经纪人',
  vip: 'VIP',
  currency: '¥',
  negotiable: '面议',
  from: '{n} 起',
  upTo: '最高 {n}',
  /** A view or favourite count, shortened the way the language reads (spec §9 K/W in Chinese). */
  count: (n: number) => shortenNumber(n, 'zh'),
  sort: '排序',
  sortNewest: '最新',
  sortPrice: '价格从低到高',
  sortPopularity: '最热门',
  sortRating: '评分最高',
  city: '城市',
  allCities: '全部城市',
  domestic: '国内',
  abroad: '海外',
};

/** A post's kind, price, counts and sort orders, wherever a post is shown. */
export const postWords: { zh: typeof postZh; en: Translation<typeof postZh> } = {
  zh: postZh,
  en: {
    kind_personal: 'Personal',
    kind_store: 'Store',
    kind_certification: 'Certified',
    kind_broker: 'Broker',
    vip: 'VIP',
    currency: '¥',
    negotiable: 'Ask for price',
    from: 'from {n}',
    upTo: 'up to {n}',
    count: (n: number) => shortenNumber(n, 'en'),
    sort: 'Sort',
    sortNewest: 'Newest',
    sortPrice: 'Price, low to high',
    sortPopularity: 'Most popular',
    sortRating: 'Best rated',
    city: 'City',
    allCities: 'All',
    domestic: 'Domestic',
    abroad: 'Abroad',
  },
};

export const usePostWords = defineMessages(postWords);

/** VIP levels 0–4 (protocol VIP_LEVEL) as message keys. */
export type TierKey = `tier_${0 | 1 | 2 | 3 | 4}`;

export function tierKey(level: number): TierKey {
  const l = Math.max(0, Math.min(4, Math.trunc(level)));
  return `tier_${l as 0 | 1 | 2 | 3 | 4}`;
}

const moneyZh = {
  tier_0: '普通用户',
  tier_1: '月卡会员',
  tier_2: '季卡会员',
  tier_3: '年卡会员',
  tier_4: '终身会员',
  method_alipay: '支付宝',
  method_wechat: '微信',
  method_bank: '银行卡',
  recharge: '充值',
};

/** Membership levels, payout methods and recharging, shown by the money screens and the console alike. */
export const moneyWords: { zh: typeof moneyZh; en: Translation<typeof moneyZh> } = {
  zh: moneyZh,
  en: {
    tier_0: 'Member',
    tier_1: 'Monthly VIP',
    tier_2: 'Quarterly VIP',
    tier_3: 'Annual VIP',
    tier_4: 'Lifetime VIP',
    method_alipay: 'Alipay',
    method_wechat: 'WeChat',
    method_bank: 'Bank card',
    recharge: 'Recharge',
  },
};

export const useMoneyWords = defineMessages(moneyWords);
