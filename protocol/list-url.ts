import { LIST_PAGE_MAX, PAGE_SIZE } from './constants';
import { POST_SORTS } from './explore';
import type { PostSort } from './explore';
import { listExtrasFromQuery, priceRangeFromQuery } from './listings';
import type { ListQuery, ListSort, SearchQuery } from './listings';

// A list page's or a search page's address read as the state it shows and the call it sends: the client's
// screens (src/features/common/list-query.ts) and the server's first reply of the page
// (server/http/first-replies.ts) both read it here, so the page carries the reply of the very call the client
// sends. `params` are the route pattern's named groups (protocol/route-patterns.ts) of the decodeURI'd path.

/** Home listing state as the URL carries it; 0 means "all" for every code. */
export interface ListState {
  cityCode: number;
  typeCode: number;
  modeCode: number;
  /** 1-based. */
  page: number;
  /** Carried in the query string (`?min=&max=&sort=`), as a search's are. */
  priceMin?: number;
  priceMax?: number;
  sort?: ListSort;
}

export interface SearchState extends Omit<ListState, 'modeCode' | 'sort'> {
  keyword: string;
  /** The filters after the path's segments, carried in the query string (`?mode=&min=&max=&sort=`). */
  modeCode?: number;
  priceMin?: number;
  priceMax?: number;
  sort?: PostSort;
}

/** The query-string filters of a search, as a link carries them. */
export type SearchExtras = Pick<SearchState, 'modeCode' | 'priceMin' | 'priceMax' | 'sort'>;

export type RawParams = Partial<Record<string, string | undefined>>;

export const ALL = 0;

/** A digits-only route segment as a code; anything else (missing, empty, non-digit) reads as 0 = all. */
export function parseCode(raw: string | undefined): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) return ALL;
  return Number(raw);
}

/**
 * A route page segment: missing or 0 is the first page; one past the last page a list serves asks for that
 * last page, which is empty, so the screen says it is past the end instead of failing.
 */
export function parsePage(raw: string | undefined): number {
  return Math.min(LIST_PAGE_MAX, Math.max(1, parseCode(raw)));
}

/** wouter decodes the path with decodeURI, which leaves %2F and friends; finish the job without throwing. */
export function decodeSegment(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function listStateFromParams(p: RawParams, query = ''): ListState {
  return {
    cityCode: parseCode(p.cityCode),
    typeCode: parseCode(p.typeCode),
    modeCode: parseCode(p.modeCode),
    page: parsePage(p.paginationCode),
    ...listExtrasFromQuery(query),
  };
}

const isSort = (v: string | null): v is PostSort => (POST_SORTS as readonly (string | null)[]).includes(v);

/**
 * The query-string filters of a search URL. Anything a link could carry that the server would refuse is
 * dropped here (an upside-down price range loses its upper end), so a shared link always opens.
 */
export function searchExtrasFromQuery(query: string): SearchExtras {
  const q = new URLSearchParams(query);
  const extras: SearchExtras = priceRangeFromQuery(q);
  const mode = parseCode(q.get('mode') ?? undefined);
  if (mode) extras.modeCode = mode;
  const sort = q.get('sort');
  if (isSort(sort) && sort !== 'newest') extras.sort = sort;
  return extras;
}

export function searchStateFromParams(p: RawParams, query = ''): SearchState {
  return {
    cityCode: parseCode(p.cityCode),
    typeCode: parseCode(p.typeCode),
    keyword: decodeSegment(p.keyword).trim(),
    page: parsePage(p.paginationCode),
    ...searchExtrasFromQuery(query),
  };
}

interface Filters<S extends string> {
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  priceMin?: number;
  priceMax?: number;
  sort?: S;
}

/** `q` with the state's filters: "all" codes and the default order are left out rather than sent. */
function withFilters<S extends string, Q extends Filters<S>>(q: Q, s: Filters<S>): Q {
  if (s.cityCode) q.cityCode = s.cityCode;
  if (s.typeCode) q.typeCode = s.typeCode;
  if (s.modeCode) q.modeCode = s.modeCode;
  if (s.priceMin !== undefined) q.priceMin = s.priceMin;
  if (s.priceMax !== undefined) q.priceMax = s.priceMax;
  if (s.sort && s.sort !== 'newest') q.sort = s.sort;
  return q;
}

/** The list's API payload. */
export function listPayload(s: ListState, pageSize: number = PAGE_SIZE): ListQuery {
  return withFilters<ListSort, ListQuery>({ page: s.page, pageSize }, s);
}

/** The search's API payload. */
export function searchPayload(s: SearchState, pageSize: number = PAGE_SIZE): SearchQuery {
  return withFilters<PostSort, SearchQuery>({ keyword: s.keyword, page: s.page, pageSize }, s);
}
