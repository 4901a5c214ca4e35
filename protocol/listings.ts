import type { Access } from './access';
import { PRICE_FILTER_MAX } from './explore';
import type { PostSort } from './explore';
import type { Ad, City, GlobalConfig, Notice, Page, PostCard, PostDetail, PostKind, Taxonomy } from './types';

// The listings' calls: the home page's config, ads and notices, the post lists, one post, the catalogue and
// search (spec §7's home and info areas). docs/protocol.md describes each.

/** The home list's orders: newest first (default), cheapest first, dearest first. */
export const LIST_SORTS = ['newest', 'price', 'price_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The home list's query-string filters (`?min=&max=&sort=`), as ListQuery fields. */
export type ListExtras = Pick<ListQuery, 'priceMin' | 'priceMax' | 'sort'>;

/** A price from a link: whole, within the server's bounds, else left out. */
function priceFromLink(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,8}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= PRICE_FILTER_MAX ? n : undefined;
}

/** A link's price range (`?min=&max=`); an upside-down one loses its upper end. */
export function priceRangeFromQuery(q: URLSearchParams): { priceMin?: number; priceMax?: number } {
  const range: { priceMin?: number; priceMax?: number } = {};
  const min = priceFromLink(q.get('min'));
  const max = priceFromLink(q.get('max'));
  if (min !== undefined) range.priceMin = min;
  if (max !== undefined && (min === undefined || max >= min)) range.priceMax = max;
  return range;
}

const isListSort = (v: string | null): v is ListSort => (LIST_SORTS as readonly (string | null)[]).includes(v);

/**
 * The home list's query-string filters; what the server would refuse is dropped, so a shared link always
 * opens. The client's list state and the server's first reply of the list (server/http/first-replies.ts)
 * both read the URL with it, so the page carries the reply of the very call the client sends.
 */
export function listExtrasFromQuery(query: string | URLSearchParams): ListExtras {
  const q = new URLSearchParams(query);
  const extras: ListExtras = priceRangeFromQuery(q);
  const sort = q.get('sort');
  if (isListSort(sort) && sort !== 'newest') extras.sort = sort;
  return extras;
}

/** How many similar posts a detail page shows. */
export const SIMILAR_MAX = 6;

export interface ListQuery {
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  kind?: PostKind;
  /** As search's: a post matches when its own price range overlaps this one; posts without a price drop out. */
  priceMin?: number;
  priceMax?: number;
  /** Default newest; posts without a price go last in either price order. */
  sort?: ListSort;
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
  /** Public posts of the post's city and type, newest first, not the post itself (at most SIMILAR_MAX). */
  '/api/info/similar': { payload: { id: number }; reply: PostCard[] };
  /** The store's posts: its owner's public store posts in its city, newest first, not the store post itself. */
  '/api/info/storePosts': { payload: { id: number; page?: number; pageSize?: number }; reply: Page<PostCard> };
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
  '/api/info/similar': 'public',
  '/api/info/storePosts': 'public',
} as const satisfies Record<keyof ListingsEndpoints, Access>;
