import { POST_SORTS } from '../../../protocol/explore';
import type { PostSort } from '../../../protocol/explore';
import { decodeSegment, parseCode, parsePage } from '../../../protocol/list-url';
import type { RawParams } from '../../../protocol/list-url';

/** A tag or theme page as its URL carries it: the page in the path, city and order in the query. */
export interface ExplorePageState {
  page: number;
  cityCode: number;
  sort: PostSort;
}

function query(s: ExplorePageState): string {
  const q = new URLSearchParams();
  if (s.cityCode) q.set('city', String(s.cityCode));
  if (s.sort !== 'newest') q.set('sort', s.sort);
  const text = q.toString();
  return text ? `?${text}` : '';
}

const withPage = (base: string, s: ExplorePageState) => (s.page > 1 ? `${base}/${s.page}` : base) + query(s);

const FIRST: ExplorePageState = { page: 1, cityCode: 0, sort: 'newest' };

export function tagPath(name: string, s: ExplorePageState = FIRST): string {
  return withPage(`/explore/tag/${encodeURIComponent(name)}`, s);
}

export function themePath(id: number, s: ExplorePageState = FIRST): string {
  return withPage(`/explore/theme/${id}`, s);
}

export function explorePageState(p: RawParams, search: string): ExplorePageState {
  const q = new URLSearchParams(search);
  const sort = q.get('sort');
  return {
    page: parsePage(p.paginationCode),
    cityCode: parseCode(q.get('city') ?? undefined),
    sort: (POST_SORTS as readonly (string | null)[]).includes(sort) ? (sort as PostSort) : 'newest',
  };
}

export const tagNameFromParams = (p: RawParams): string => decodeSegment(p.name).trim();
