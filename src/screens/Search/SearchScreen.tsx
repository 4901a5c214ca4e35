import { useEffect } from 'react';
import { useRouteParams } from '../../nav/screen-entry';
import { go } from '../../nav/nav';
import { pageCount, searchPath, searchStateFromParams } from '../../features/listing/list-query';
import { Pager } from '../../features/listing/Pager';
import { PostGrid } from '../../features/listing/PostGrid';
import { useSearchResults } from '../../features/listing/usePostList';
import { HotTypes } from '../../features/search/HotTypes';
import { useSearchMessages } from '../../features/search/messages';
import { SearchBar } from '../../features/search/SearchBar';
import { SearchFilters } from '../../features/search/SearchFilters';
import { SearchHistory } from '../../features/search/SearchHistory';
import { useSubmitSearch } from '../../features/search/useSubmitSearch';
import { setKey } from '../../state/search';
import styles from './SearchScreen.module.css';

/** Search: /search/:city/:type/:keyword/:page; history and shortcuts while there is no keyword. */
export function SearchScreen() {
  const m = useSearchMessages();
  const state = searchStateFromParams(useRouteParams());
  const result = useSearchResults(state);
  const submit = useSubmitSearch(state);
  const data = result.data;

  useEffect(() => setKey(state.keyword), [state.keyword]);

  return (
    <div className={styles.screen} data-testid="search-screen">
      <div className={styles.head}>
        <SearchBar value={state.keyword} onSubmit={submit} autoFocus={!state.keyword} />
        {state.keyword && <SearchFilters state={state} onChange={(next) => go(searchPath(next))} />}
      </div>
      {state.keyword ? (
        <div className={styles.results} data-testid="search-result">
          <div className={styles.heading}>
            <h2>{m.resultsFor(state.keyword)}</h2>
            {data && <span>{m.total(data.total)}</span>}
          </div>
          <PostGrid result={result} emptyTitle={m.noResults} emptyHint={m.noResultsHint} />
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
          <HotTypes />
        </div>
      )}
    </div>
  );
}
