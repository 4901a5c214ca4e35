import { useEffect, useRef } from 'react';
import { go, useRouteParams } from '../../app/nav';
import { AdBanner } from '../../features/home/AdBanner';
import { AppDownTip } from '../../features/home/AppDownTip';
import { BuyNotice } from '../../features/home/BuyNotice';
import { FilterBar } from '../../features/home/FilterBar';
import { homePath, listStateFromParams, pageCount } from '../../features/listing/list-query';
import type { ListState } from '../../features/listing/list-query';
import { Pager } from '../../features/listing/Pager';
import { AppLink } from '../../app/AppLink';
import { PostGrid } from '../../features/listing/PostGrid';
import { usePostList } from '../../features/listing/usePostList';
import '../../features/shared/scale.css';
import { useHomeScreenMessages } from './messages';
import styles from './HomeScreen.module.css';

/** Home listing: the URL (/:city/:type/:mode/:page) is the state; every change navigates. */
export function HomeScreen() {
  const m = useHomeScreenMessages();
  const params = useRouteParams();
  const state = listStateFromParams(params);
  const result = usePostList(state);
  const filtered = state.cityCode + state.typeCode + state.modeCode > 0;
  const data = result.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const pastEnd = !!data && data.list.length === 0 && state.page > 1;

  // A new page starts at the top of the list; filter changes keep the pickers in view.
  const top = useRef<HTMLDivElement>(null);
  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current !== state.page) top.current?.scrollIntoView({ block: 'start' });
    lastPage.current = state.page;
  }, [state.page]);

  const pathFor = (page: number) => homePath({ ...state, page });
  const change = (next: ListState) => go(homePath(next));

  return (
    <div className={styles.screen} data-testid="home-screen">
      <AppDownTip />
      <AdBanner />
      <BuyNotice />
      <div className={styles.filters} ref={top}>
        <FilterBar state={state} onChange={change} />
      </div>
      <div className={styles.heading}>
        <h2>{filtered ? m.filtered : m.latest}</h2>
        <span className={styles.count}>
          {data && m.total(data.total)}
          {filtered && (
            <button type="button" className={styles.reset} onClick={() => go('/')}>
              {m.reset}
            </button>
          )}
        </span>
      </div>
      <PostGrid
        result={result}
        {...(pastEnd && {
          emptyTitle: m.pastEnd,
          emptyHint: m.pastEndHint,
          emptyAction: (
            <AppLink to={pathFor(1)} className={styles.firstPage}>
              {m.firstPage}
            </AppLink>
          ),
        })}
      />
      {data && data.list.length > 0 && <Pager page={state.page} pages={pages} total={data.total} pathFor={pathFor} />}
    </div>
  );
}
