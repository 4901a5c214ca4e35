import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Page, PostCard } from '../../../protocol/types';
import { getInfoList } from '../../api/info';
import { isCancel } from '../errors/error-text';
import { findSession, lastPageOf, saveSession } from './infinite-sessions';
import { listPayload, pageCount } from './list-query';
import type { ListState } from './list-query';

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

interface Data {
  firstPage: number;
  pages: Page<PostCard>[];
}

function filtersKey(f: Filters): string {
  return `${f.cityCode}/${f.typeCode}/${f.modeCode}`;
}

/**
 * The mobile home list: starts at `startPage`, appends the next page on demand and prepends earlier ones,
 * one request at a time. A list mounted again for the same filters and a page it had loaded comes back
 * from its session (see infinite-sessions.ts).
 */
export function useInfinitePosts(filters: Filters, startPage: number): InfiniteList {
  const key = filtersKey(filters);
  const [restored] = useState(() => findSession(key, startPage));
  const [data, setData] = useState<Data | null>(() => (restored ? { firstPage: restored.firstPage, pages: restored.pages } : null));
  const [error, setError] = useState<unknown>(null);
  const [moreError, setMoreError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const inFlight = useRef<AbortController | null>(null);
  const topIndex = useRef(restored?.topIndex ?? 0);

  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => getInfoList(listPayload({ ...filters, page }), { signal }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  // First page (unless restored); re-run by reload().
  useEffect(() => {
    if (data) return;
    const ctrl = new AbortController();
    fetchPage(startPage, ctrl.signal).then(
      (page) => !ctrl.signal.aborted && setData({ firstPage: startPage, pages: [page] }),
      (err: unknown) => !ctrl.signal.aborted && !isCancel(err) && setError(err),
    );
    return () => ctrl.abort();
  }, [data, fetchPage, startPage, tick]);

  useEffect(() => {
    if (data) saveSession(key, { ...data, topIndex: topIndex.current });
  }, [data, key]);

  // Hidden or unmounted: a pending next page is dropped (it loads again on demand).
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
      setBusy(false);
    },
    [],
  );

  const last = data ? data.pages[data.pages.length - 1] : undefined;
  const total = last?.total ?? 0;
  const pageSize = last?.pageSize || 1;
  const lastPage = data ? lastPageOf(data) : startPage;
  const done = !!data && (!last || last.list.length === 0 || lastPage >= pageCount(total, pageSize));

  const load = (page: number, place: 'append' | 'prepend') => {
    if (!data || inFlight.current) return;
    const ctrl = new AbortController();
    inFlight.current = ctrl;
    setBusy(true);
    setMoreError(null);
    fetchPage(page, ctrl.signal)
      .then(
        (p) => {
          if (ctrl.signal.aborted) return;
          setData((d) => {
            if (!d) return d;
            if (place === 'append' && lastPageOf(d) === page - 1) return { ...d, pages: [...d.pages, p] };
            if (place === 'prepend' && d.firstPage === page + 1) return { firstPage: page, pages: [p, ...d.pages] };
            return d;
          });
        },
        (err: unknown) => !ctrl.signal.aborted && !isCancel(err) && setMoreError(err),
      )
      .finally(() => {
        if (inFlight.current === ctrl) {
          inFlight.current = null;
          setBusy(false);
        }
      });
  };

  const posts = useMemo(() => (data ? data.pages.flatMap((p) => p.list) : []), [data]);
  return {
    status: data ? 'ok' : error ? 'error' : 'loading',
    posts,
    firstPage: data?.firstPage ?? startPage,
    lastPage,
    total,
    pageSize,
    done,
    busy,
    moreError,
    error,
    restoreIndex: restored?.topIndex,
    loadMore: () => !done && load(lastPage + 1, 'append'),
    loadEarlier: () => data && data.firstPage > 1 && load(data.firstPage - 1, 'prepend'),
    reload: () => {
      setError(null);
      setData(null);
      setTick((t) => t + 1);
    },
    noteTopIndex: (index) => {
      topIndex.current = index;
      if (data) saveSession(key, { ...data, topIndex: index });
    },
  };
}
