import type { Page, PostCard } from '../../../protocol/types';
import type { TagSummary, ThemeSummary } from '../../../protocol/explore';
import { PAGE_SIZE } from '../../../protocol/constants';
import { useQuery } from '../common/useQuery';
import type { QueryState } from '../common/useQuery';
import type { ExplorePageState } from '../common/explore-paths';
import { request } from '../../api/request';

// Explore changes slowly; a minute of reuse spares a reload on every return to the search tab.
const KEEP_MS = 60_000;
const RECOMMENDED = 10;
const TAG_INDEX_SIZE = 50;

const city = (cityCode: number) => (cityCode ? { cityCode } : {});

export function useHotTags(cityCode: number) {
  return useQuery<TagSummary[]>(
    `showtags:${cityCode}`,
    (signal) => request('/api/explore/showtags', city(cityCode), { signal }),
    {
      keepMs: KEEP_MS,
    },
  );
}

/** The tag index; idle until `open`. */
export function useTagIndex(cityCode: number, open: boolean) {
  return useQuery<Page<TagSummary>>(
    open ? `tags:${cityCode}` : null,
    (signal) => request('/api/explore/tags', { ...city(cityCode), pageSize: TAG_INDEX_SIZE }, { signal }),
    { keepMs: KEEP_MS },
  );
}

export function useThemes(cityCode: number) {
  return useQuery<ThemeSummary[]>(
    `themes:${cityCode}`,
    (signal) => request('/api/explore/themecount', city(cityCode), { signal }),
    {
      keepMs: KEEP_MS,
    },
  );
}

export function useRecommended(cityCode: number) {
  return useQuery<Page<PostCard>>(
    `recommend:${cityCode}`,
    (signal) => request('/api/explore/recommend', { ...city(cityCode), pageSize: RECOMMENDED }, { signal }),
    { keepMs: KEEP_MS },
  );
}

/** Tags matching a search keyword; idle for an empty keyword. */
export function useMatchingTags(keyword: string, cityCode: number) {
  return useQuery<TagSummary[]>(keyword ? `searchtags:${cityCode}:${keyword}` : null, (signal) =>
    request('/api/explore/searchtags', { keyword, ...city(cityCode) }, { signal }),
  );
}

const paging = (s: ExplorePageState) => ({ page: s.page, pageSize: PAGE_SIZE, sort: s.sort, ...city(s.cityCode) });

export function useTagPage(name: string, s: ExplorePageState) {
  const payload = { name, ...paging(s) };
  return useQuery(`tag:${JSON.stringify(payload)}`, (signal) =>
    request('/api/explore/tagsdetail', payload, { signal }),
  );
}

export function useThemePage(id: number, s: ExplorePageState) {
  const payload = { id, ...paging(s) };
  return useQuery(`theme:${JSON.stringify(payload)}`, (signal) =>
    request('/api/explore/themedetail', payload, { signal }),
  );
}

/** The posts part of a tag or theme page's reply, as the post grid takes it. */
export function postsOf<T extends { posts: Page<PostCard> }>(
  r: QueryState<T> & { reload: () => void },
): QueryState<Page<PostCard>> & { reload: () => void } {
  if (r.status === 'ok') return { status: 'ok', data: r.data.posts, error: undefined, reload: r.reload };
  return { ...r, data: undefined };
}
