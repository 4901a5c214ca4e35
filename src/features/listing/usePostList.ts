import type { Page, PostCard } from '../../../protocol/types';
import { getInfoList, search } from '../../api/info';
import { useQuery } from '../shared/useQuery';
import type { ListState, SearchState } from './list-query';
import { listPayload, searchPayload } from './list-query';

/** One page of the home listing for a route state. */
export function usePostList(state: ListState) {
  const payload = listPayload(state);
  return useQuery<Page<PostCard>>(JSON.stringify(payload), (signal) => getInfoList(payload, { signal }));
}

/** One page of search results; idle (no request) while the keyword is empty. */
export function useSearchResults(state: SearchState) {
  const payload = searchPayload(state);
  return useQuery<Page<PostCard>>(state.keyword ? JSON.stringify(payload) : null, (signal) =>
    search(payload, { signal }),
  );
}
