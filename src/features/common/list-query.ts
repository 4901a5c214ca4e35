import { ALL } from '../../../protocol/list-url';
import type { ListState, SearchExtras, SearchState } from '../../../protocol/list-url';

// The list and search pages' addresses built from their state; reading them is protocol/list-url.ts's, shared
// with the server.
export {
  listPayload,
  listStateFromParams,
  parseCode,
  searchPayload,
  searchStateFromParams,
} from '../../../protocol/list-url';
export type { ListState, SearchState } from '../../../protocol/list-url';

/** `?min=…&max=…&sort=…` of a home list's set extras, '' when none. */
export function listQueryString(s: Pick<ListState, 'priceMin' | 'priceMax' | 'sort'>): string {
  const q = new URLSearchParams();
  if (s.priceMin !== undefined) q.set('min', String(s.priceMin));
  if (s.priceMax !== undefined) q.set('max', String(s.priceMax));
  if (s.sort && s.sort !== 'newest') q.set('sort', s.sort);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** `?mode=…&min=…&max=…&sort=…` of the set filters, '' when none. */
export function searchQueryString(s: SearchExtras): string {
  const q = new URLSearchParams();
  if (s.modeCode) q.set('mode', String(s.modeCode));
  if (s.priceMin !== undefined) q.set('min', String(s.priceMin));
  if (s.priceMax !== undefined) q.set('max', String(s.priceMax));
  if (s.sort && s.sort !== 'newest') q.set('sort', s.sort);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The desktop path of a listing state (the nav helpers add /h on mobile). Trailing default segments are
 * dropped so the plain home page stays `/`; inner zeros stay because the segments are positional.
 */
export function homePath(s: ListState): string {
  const segs = [s.cityCode, s.typeCode, s.modeCode, s.page > 1 ? s.page : ALL];
  while (segs.length && segs[segs.length - 1] === ALL) segs.pop();
  return '/' + segs.join('/') + listQueryString(s);
}

/**
 * `/search/:cityCode/:typeCode/:keyword/:paginationCode` plus the query-string filters; the codes stay
 * because the keyword follows them.
 */
export function searchPath(s: SearchState): string {
  if (!s.keyword) return '/search';
  const base = `/search/${s.cityCode}/${s.typeCode}/${encodeURIComponent(s.keyword)}`;
  return (s.page > 1 ? `${base}/${s.page}` : base) + searchQueryString(s);
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
