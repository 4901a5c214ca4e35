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
  /** A search results page's title ({q}: the keyword) and description. */
  searchTitle: string;
  searchDescription: string;
}

export const SHARE_WORDS: Readonly<Record<'zh' | 'en', ShareWords>> = {
  zh: {
    siteName: '金帖',
    siteTagline: '本地信息黄页',
    kinds: { personal: '个人', store: '商家', certification: '认证', broker: '经纪人' },
    price: { currency: '¥', negotiable: '面议', from: '{n} 起', upTo: '最高 {n}' },
    vip: 'VIP 信息，开通会员查看全部内容',
    searchTitle: '“{q}”的搜索结果',
    searchDescription: '在金帖查找“{q}”：本地商家、个人、认证与经纪人的信息，按城市、类型与价格筛选。',
  },
  en: {
    siteName: 'Goldpost',
    siteTagline: 'Local listings directory',
    kinds: { personal: 'Personal', store: 'Store', certification: 'Certified', broker: 'Broker' },
    price: { currency: '¥', negotiable: 'Ask for price', from: 'from {n}', upTo: 'up to {n}' },
    vip: 'A VIP listing: members see all of it',
    searchTitle: 'Search results for “{q}”',
    searchDescription:
      'Find “{q}” on Goldpost: local stores, people, certified providers and brokers, filtered by city, type and price.',
  },
};

/** The longest keyword a search page's title repeats; a longer one is cut (the page itself shows it whole). */
const TITLE_KEYWORD_CHARS = 40;

/** A keyword as a title quotes it: one line, cut with an ellipsis past TITLE_KEYWORD_CHARS characters. */
export function titleKeyword(keyword: string): string {
  const flat = Array.from(keyword.replace(/\s+/g, ' ').trim());
  return flat.length > TITLE_KEYWORD_CHARS ? `${flat.slice(0, TITLE_KEYWORD_CHARS - 1).join('')}…` : flat.join('');
}

/** A search results page's title, the same in the server's page head and the client's document title. */
export function searchPageTitle(keyword: string, lang: 'zh' | 'en'): string {
  const w = SHARE_WORDS[lang];
  return `${w.searchTitle.replace('{q}', () => titleKeyword(keyword))} · ${w.siteName}`;
}
