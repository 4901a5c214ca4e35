import type { Access } from './access';
import type { PostSort } from './explore';
import type { Ad, City, GlobalConfig, Notice, Page, PostCard, PostDetail, PostKind, Taxonomy } from './types';

// The listings' calls: the home page's config, ads and notices, the post lists, one post, the catalogue and
// search (spec §7's home and info areas). docs/protocol.md describes each.

export interface ListQuery {
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  kind?: PostKind;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface SearchQuery {
  keyword: string;
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  /** A post matches a price range when its own range overlaps it; posts without a price then drop out. */
  priceMin?: number;
  priceMax?: number;
  /** Default newest. */
  sort?: PostSort;
  page?: number;
  pageSize?: number;
}

export interface ListingsEndpoints {
  '/api/home/config': { payload: { code?: string; c?: string }; reply: GlobalConfig };
  /** Ads grouped by slot key (e.g. `home_banner`); a missing key reads as an empty list. */
  '/api/home/getAds': { payload: Record<string, never>; reply: Record<string, Ad[]> };
  '/api/home/adsClick': { payload: { id: number }; reply: null };
  '/api/home/buyNotice': { payload: Record<string, never>; reply: Notice[] };

  '/api/info/getInfoList': { payload: ListQuery; reply: Page<PostCard> };
  '/api/info/getInfoVipList': { payload: ListQuery; reply: Page<PostCard> };
  '/api/info/getInfo': { payload: { id: number; kind?: PostKind }; reply: PostDetail };
  '/api/info/getInfoVip': { payload: { id: number }; reply: PostDetail };
  '/api/info/getInfoType': { payload: Record<string, never>; reply: Taxonomy };
  /** The abroad cities, in display order (spec §7 lists it with the home calls, under /api/info). */
  '/api/info/getAbroadCity': { payload: Record<string, never>; reply: City[] };
  '/api/info/search': { payload: SearchQuery; reply: Page<PostCard> };
}

export const LISTINGS_ACCESS = {
  '/api/home/config': 'public',
  '/api/home/getAds': 'public',
  '/api/home/adsClick': 'optional',
  '/api/home/buyNotice': 'public',
  '/api/info/getInfoList': 'public',
  '/api/info/getInfoVipList': 'public',
  '/api/info/getInfo': 'optional',
  '/api/info/getInfoVip': 'user',
  '/api/info/getInfoType': 'public',
  '/api/info/getAbroadCity': 'public',
  // The caller decides what a keyword may match in VIP posts.
  '/api/info/search': 'optional',
} as const satisfies Record<keyof ListingsEndpoints, Access>;
