import type { PostKind } from './types';
import type { PriceLabels } from './price';

// The words of a listing's shared-link preview (the page's title, description and card tags the server
// writes, server/http/landing-meta.ts), in both languages, as the client's cards word them.

export interface ShareWords {
  siteName: string;
  /** The home page's title suffix. */
  siteTagline: string;
  kinds: Record<PostKind, string>;
  price: PriceLabels;
  vip: string;
}

export const SHARE_WORDS: Readonly<Record<'zh' | 'en', ShareWords>> = {
  zh: {
    siteName: '金帖',
    siteTagline: '本地信息黄页',
    kinds: { personal: '个人', store: '商家', certification: '认证', broker: '经纪人' },
    price: { currency: '¥', negotiable: '面议', from: '{n} 起', upTo: '最高 {n}' },
    vip: 'VIP 信息，开通会员查看全部内容',
  },
  en: {
    siteName: 'Goldpost',
    siteTagline: 'Local listings directory',
    kinds: { personal: 'Personal', store: 'Store', certification: 'Certified', broker: 'Broker' },
    price: { currency: '¥', negotiable: 'Ask for price', from: 'from {n}', upTo: 'up to {n}' },
    vip: 'A VIP listing: members see all of it',
  },
};
