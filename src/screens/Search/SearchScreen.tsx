import { useEffect, useState } from 'react';
import { useRouteParams, useScreenQuery } from '../../nav/screen-entry';
import { go } from '../../nav/nav';
import { pageCount, searchPath, searchStateFromParams } from '../../features/common/list-query';
import { Pager } from '../../features/listings/posts/Pager';
import { PostGrid } from '../../features/listings/posts/PostGrid';
import { usePastEnd } from '../../features/listings/posts/PastEnd';
import { useSearchResults } from '../../features/listings/posts/usePostList';
import { ExplorePanel } from '../../features/explore/ExplorePanel';
import { MatchingTags } from '../../features/explore/MatchingTags';
import { FilterChips } from '../../features/listings/search/FilterChips';
import { useHomeCity } from '../../features/listings/search/home-city';
import { HotTypes } from '../../features/listings/search/HotTypes';
import { useSearchMessages } from '../../features/listings/search/messages';
import { SearchBar } from '../../features/listings/search/SearchBar';
import { SearchFilters } from '../../features/listings/search/SearchFilters';
import { RecentPosts } from '../../features/listings/search/RecentPosts';
import { SearchHistory } from '../../features/listings/search/SearchHistory';
import { useSubmitSearch } from '../../features/listings/search/useSubmitSearch';
import { SaveSearchButton } from '../../features/people/saved-searches/SaveSearchButton';
import { setKey } from '../../state/search';
import styles from './SearchScreen.module.css';

/**
 * Search: /search/:city/:type/:keyword/:page?mode&min&max&sort. Before a query: history, explore (hot tags,
 * themes, recommended posts) and shortcuts, in the city chosen on home, where a submitted search goes too.
 */
export function SearchScreen() {
  const m = useSearchMessages();
  const state = searchStateFromParams(useRouteParams(), useScreenQuery());
  // Home's city is the context until the search names its own, or its chip is removed here.
  const homeCity = useHomeCity();
  const [dropped, setDropped] = useState(0);
  const fromHome = homeCity !== dropped ? homeCity : 0;
  const context = state.keyword ? state : { ...state, cityCode: state.cityCode || fromHome };
  const result = useSearchResults(state);
  const submit = useSubmitSearch(context);
  const data = result.data;
  const onChange = (next: typeof state) => go(searchPath(next));
  const past = usePastEnd(searchPath({ ...state, page: 1 }));

  useEffect(() => setKey(state.keyword), [state.keyword]);

  return (
    <div className={styles.screen} data-testid="search-screen">
      <div className={styles.head}>
        <SearchBar value={state.keyword} onSubmit={submit} autoFocus={!state.keyword} />
        {state.keyword ? (
          <SearchFilters state={state} onChange={onChange} />
        ) : (
          <FilterChips state={context} onChange={() => setDropped(context.cityCode)} />
        )}
      </div>
      {state.keyword ? (
        <div className={styles.results} data-testid="search-result">
          <MatchingTags keyword={state.keyword} cityCode={state.cityCode} />
          <div className={styles.heading}>
            <h2>{m.resultsFor(state.keyword)}</h2>
            <div className={styles.actions}>
              {data && <span>{m.total(data.total)}</span>}
              <SaveSearchButton state={state} />
            </div>
          </div>
          {data && data.list.length === 0 && state.page > 1 ? (
            <PostGrid result={result} emptyTitle={past.title} emptyHint={past.hint} emptyAction={past.action} />
          ) : (
            <PostGrid result={result} emptyTitle={m.noResults} emptyHint={m.noResultsHint} />
          )}
          {data && data.list.length > 0 && (
            <Pager
              page={state.page}
              pages={pageCount(data.total, data.pageSize)}
              total={data.total}
              pathFor={(page) => searchPath({ ...state, page })}
            />
          )}
        </div>
      ) : (
        <div className={styles.start}>
          <SearchHistory onPick={submit} />
          <RecentPosts />
          <ExplorePanel cityCode={context.cityCode} />
          <HotTypes />
        </div>
      )}
    </div>
  );
}
