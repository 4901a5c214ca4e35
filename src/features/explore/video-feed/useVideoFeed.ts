import { useCallback, useEffect, useState } from 'react';
import { appendPage, EMPTY_FEED, shouldLoadMore } from './feed-paging';
import type { FeedList } from './feed-paging';
import { request } from '../../../api/request';

export type FeedStatus = 'loading' | 'ready' | 'error';

interface FirstPage {
  status: FeedStatus;
  error: unknown;
  attempt: number;
}

/**
 * The feed's slides, page by page from the server as the viewer nears the end. A failed first page is the
 * screen's error state (retry reloads); a failed later page waits for `retryMore` (the next swipe).
 */
export function useVideoFeed(index: number) {
  const [list, setList] = useState<FeedList>(EMPTY_FEED);
  const [first, setFirst] = useState<FirstPage>({ status: 'loading', error: null, attempt: 0 });
  const [more, setMore] = useState({ failed: false, attempt: 0 });

  useEffect(() => {
    const ctrl = new AbortController();
    request('/api/explore/videoFeed', {}, { signal: ctrl.signal }).then(
      (page) => {
        setList(appendPage(EMPTY_FEED, page));
        setFirst((f) => ({ ...f, status: 'ready' }));
      },
      (error: unknown) => !ctrl.signal.aborted && setFirst((f) => ({ ...f, status: 'error', error })),
    );
    return () => ctrl.abort();
  }, [first.attempt]);

  // The cursor to load now, or null: a page is asked for while the viewer is near the end of the list.
  const cursor = first.status === 'ready' && !more.failed && shouldLoadMore(list, index) ? list.next : null;
  useEffect(() => {
    if (cursor === null) return;
    const ctrl = new AbortController();
    request('/api/explore/videoFeed', { cursor }, { signal: ctrl.signal }).then(
      (page) => setList((l) => (l.next === cursor ? appendPage(l, page) : l)),
      () => !ctrl.signal.aborted && setMore((m) => ({ ...m, failed: true })),
    );
    return () => ctrl.abort();
  }, [cursor, more.attempt]);

  const retryMore = useCallback(() => setMore((m) => (m.failed ? { failed: false, attempt: m.attempt + 1 } : m)), []);
  const reload = useCallback(() => {
    setList(EMPTY_FEED);
    setMore((m) => ({ failed: false, attempt: m.attempt + 1 }));
    setFirst((f) => ({ status: 'loading', error: null, attempt: f.attempt + 1 }));
  }, []);

  return {
    items: list.items,
    hasMore: list.next !== null,
    status: first.status,
    error: first.error,
    loadingMore: cursor !== null,
    retryMore,
    reload,
  };
}
