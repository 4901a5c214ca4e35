import { useEffect, useState } from 'react';
import { GridEmpty, GridError, GridSkeleton } from '../../features/listings/posts/GridStates';
import { pageOfIndex } from '../../features/listings/posts/grid-window';
import { homePath } from '../../features/common/list-query';
import type { ListState } from '../../features/common/list-query';
import { replaceUrlQuietly, showsHomeList } from '../../features/listings/posts/quiet-url';
import { useInfinitePosts } from '../../features/listings/posts/useInfinitePosts';
import { VirtualPostGrid } from '../../features/listings/posts/VirtualPostGrid';
import type { GridView } from '../../features/listings/posts/VirtualPostGrid';
import { usePastEnd } from '../../features/listings/posts/PastEnd';
import { useHomeScreenMessages } from './messages';
import styles from './HomeScreen.module.css';

/** Ask for the next page when the last card in view is this close to the end (about two rows on a phone). */
const LOAD_AHEAD_ITEMS = 4;

/**
 * The phone's home list: one endless, virtualised list from the route's page on. The page in view is kept
 * in the address bar (quietly replaced), so a reload or browser back lands where the reader was.
 */
export function HomeInfinite({ state, onTotal }: { state: ListState; onTotal: (total: number | undefined) => void }) {
  const m = useHomeScreenMessages();
  const past = usePastEnd(homePath({ ...state, page: 1 }));
  const list = useInfinitePosts(state, state.page);
  const [inView, setInView] = useState(state.page);
  const total = list.status === 'ok' ? list.total : undefined;
  useEffect(() => onTotal(total), [onTotal, total]);

  const onView = ({ topIndex, lastIndex }: GridView) => {
    list.noteTopIndex(topIndex);
    const page = pageOfIndex(topIndex, list.pageSize, list.firstPage);
    setInView(page);
    replaceUrlQuietly(homePath({ ...state, page }), (current) => showsHomeList(current, state));
    if (lastIndex >= list.posts.length - LOAD_AHEAD_ITEMS && !list.moreError) list.loadMore();
  };

  if (list.status === 'loading') return <GridSkeleton />;
  if (list.status === 'error') return <GridError error={list.error} onRetry={list.reload} />;
  if (list.posts.length === 0) {
    return <GridEmpty {...(state.page > 1 && past)} />;
  }
  return (
    <div
      className={styles.infinite}
      data-testid="home-list"
      data-page-in-view={inView}
      data-first-page={list.firstPage}
      data-last-page={list.lastPage}
    >
      {list.firstPage > 1 && (
        <button
          type="button"
          className={styles.more}
          onClick={list.loadEarlier}
          disabled={list.busy}
          data-testid="load-earlier"
        >
          {list.busy ? m.loadingMore : m.loadEarlier(list.firstPage - 1)}
        </button>
      )}
      <VirtualPostGrid posts={list.posts} onView={onView} initialIndex={list.restoreIndex} />
      <div className={styles.footer}>
        {list.moreError ? (
          <button type="button" className={styles.more} onClick={list.loadMore} data-testid="load-more-retry">
            {m.moreFailed}
          </button>
        ) : list.done ? (
          <span data-testid="list-end">{m.end}</span>
        ) : (
          <span data-testid="list-more" aria-busy="true">
            {m.loadingMore}
          </span>
        )}
      </div>
    </div>
  );
}
