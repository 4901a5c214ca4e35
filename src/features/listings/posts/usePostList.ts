import type { Page, PostCard } from '../../../../protocol/types';
import { cachedResult, query } from '../../common/query';
import { useQuery } from '../../common/useQuery';
import type { ListQuery, SearchQuery } from '../../../../protocol/listings';
import type { ListState, SearchState } from '../../common/list-query';
import { listPayload, searchPayload } from '../../common/list-query';
import { request } from '../../../api/request';

/** The shared-query key of one list page: the paged and the endless home share replies through it. */
const listKey = (payload: ListQuery) => `list:${JSON.stringify(payload)}`;

/** One page of the home listing for a route state. */
export function usePostList(state: ListState) {
  const payload = listPayload(state);
  return useQuery<Page<PostCard>>(listKey(payload), (signal) => request('/api/info/getInfoList', payload, { signal }));
}

/**
 * One page of the listing, shared with a load of the same page already on its way (see preloadListPage).
 * `background`: a page fetched as the reader scrolls on, which the list's own footer
 * already shows as loading: no loading bar, whose start and end would re-render the overlays in the middle
 * of a fling.
 */
export function fetchListPage(
  payload: ListQuery,
  signal: AbortSignal,
  opts: { background?: boolean } = {},
): Promise<Page<PostCard>> {
  const background = opts.background === true;
  return query(listKey(payload), (s) => request('/api/info/getInfoList', payload, { signal: s, background }), {
    signal,
  });
}

/** A page of the listing some caller keeps (the landing's first page, see preloadListPage), if fresh. */
export function keptListPage(payload: ListQuery): Page<PostCard> | undefined {
  return cachedResult<Page<PostCard>>(listKey(payload))?.value;
}

/**
 * Starts loading the home's first page before the home mounts (a cold start landing on it), kept `keepMs`
 * so the list picks the reply up however late it mounts. Failures are left to the list's own call.
 */
export function preloadListPage(state: ListState, keepMs: number): Promise<Page<PostCard>> {
  const payload = listPayload(state);
  const page = query(listKey(payload), (signal) => request('/api/info/getInfoList', payload, { signal }), { keepMs });
  page.catch(() => undefined);
  return page;
}

/** The shared-query key of one page of search results. */
const searchKey = (payload: SearchQuery) => `search:${JSON.stringify(payload)}`;

/** One page of search results; idle (no request) while the keyword is empty. */
export function useSearchResults(state: SearchState) {
  const payload = searchPayload(state);
  return useQuery<Page<PostCard>>(state.keyword ? searchKey(payload) : null, (signal) =>
    request('/api/info/search', payload, { signal }),
  );
}

/**
 * Starts loading a search page's results before the screen mounts (a cold start landing on it), kept
 * `keepMs` so the screen's first render shows them. Failures are left to the screen's own call.
 */
export function preloadSearchPage(state: SearchState, keepMs: number): Promise<Page<PostCard>> {
  const payload = searchPayload(state);
  const page = query(searchKey(payload), (signal) => request('/api/info/search', payload, { signal }), { keepMs });
  page.catch(() => undefined);
  return page;
}
