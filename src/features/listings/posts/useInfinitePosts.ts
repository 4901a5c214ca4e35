import { useEffect, useMemo, useRef, useState } from 'react';
import type { Page, PostCard } from '../../../../protocol/types';
import { lastPageOf, usePages } from '../../common/usePages';
import type { PageWindow } from '../../common/usePages';
import { findSession, saveSession } from './infinite-sessions';
import { listPayload, listQueryString, pageCount } from '../../common/list-query';
import { fetchListPage, keptListPage } from './usePostList';
import type { ListState } from '../../common/list-query';

export type Filters = Omit<ListState, 'page'>;

export interface InfiniteList {
  status: 'loading' | 'ok' | 'error';
  posts: PostCard[];
  firstPage: number;
  lastPage: number;
  total: number;
  pageSize: number;
  /** No page after the last loaded one. */
  done: boolean;
  /** A next/earlier page is on its way. */
  busy: boolean;
  /** The last next/earlier page load failed (retry with loadMore / loadEarlier). */
  moreError: unknown;
  error: unknown;
  /** Set when the list came back from a session: the card to show on the reading line. */
  restoreIndex: number | undefined;
  loadMore: () => void;
  loadEarlier: () => void;
  reload: () => void;
  /** Records the card on the reading line, for a later restore. */
  noteTopIndex: (index: number) => void;
}

function filtersKey(f: Filters): string {
  return `${f.cityCode}/${f.typeCode}/${f.modeCode}${listQueryString(f)}`;
}

/** No page after the window: the last one was empty or reached the page count. */
function isDone(w: PageWindow<Page<PostCard>>): boolean {
  const last = w.pages[w.pages.length - 1];
  return !last || last.list.length === 0 || lastPageOf(w) >= pageCount(last.total, last.pageSize || 1);
}

/**
 * The mobile home list: starts at `startPage`, appends the next page on demand and prepends earlier ones,
 * one request at a time. A list mounted again for the same filters and a page it had loaded comes back
 * from its session (see infinite-sessions.ts).
 */
export function useInfinitePosts(filters: Filters, startPage: number): InfiniteList {
  const key = filtersKey(filters);
  const [restored] = useState(() => findSession(key, startPage));
  // The landing's first page, when it is already here, is the first render's (the server rendered it).
  const [kept] = useState(() => (restored ? undefined : keptListPage(listPayload({ ...filters, page: startPage }))));
  const topIndex = useRef(restored?.topIndex ?? 0);
  const list = usePages<Page<PostCard>>({
    key,
    start: startPage,
    initial: restored
      ? { firstPage: restored.firstPage, pages: restored.pages }
      : kept
        ? { firstPage: startPage, pages: [kept] }
        : null,
    // The page the list opens on is waited for; the ones after it load as the reader scrolls, under the footer.
    fetchPage: (page, signal) =>
      fetchListPage(listPayload({ ...filters, page }), signal, { background: page !== startPage }),
    hasNext: (w) => !isDone(w),
  });
  const data = list.window;

  useEffect(() => {
    if (data) saveSession(key, { ...data, topIndex: topIndex.current });
  }, [data, key]);

  const last = data ? data.pages[data.pages.length - 1] : undefined;
  const posts = useMemo(() => (data ? data.pages.flatMap((p) => p.list) : []), [data]);
  return {
    status: list.status,
    posts,
    firstPage: data?.firstPage ?? startPage,
    lastPage: data ? lastPageOf(data) : startPage,
    total: last?.total ?? 0,
    pageSize: last?.pageSize || 1,
    done: !!data && isDone(data),
    busy: list.busy,
    moreError: list.moreError,
    error: list.error,
    restoreIndex: restored?.topIndex,
    loadMore: list.next,
    loadEarlier: list.previous,
    reload: list.reload,
    noteTopIndex: (index) => {
      topIndex.current = index;
      if (data) saveSession(key, { ...data, topIndex: index });
    },
  };
}
