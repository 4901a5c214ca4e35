import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PAGE_SIZE_MAX } from '../../../protocol/constants';
import type { MyPost } from '../../../protocol/release';
import { myPost } from '../../api/release';
import { isCancel } from '../errors/error-text';

export interface MyPostsState {
  items: MyPost[];
  total: number;
  /** Pages loaded so far. */
  page: number;
  status: 'loading' | 'ok' | 'error';
  error: unknown;
  loadingMore: boolean;
}

const INITIAL: MyPostsState = { items: [], total: 0, page: 0, status: 'loading', error: undefined, loadingMore: false };

/**
 * The owner's posts under one status filter, page by page as the list scrolls. Re-fetches page 1 whenever
 * the screen shows again (a kept-alive screen re-runs its effects), keeping the old rows until it arrives.
 */
export function useMyPosts(status: number | undefined) {
  const [state, setState] = useState<MyPostsState>(INITIAL);
  const [shownFor, setShownFor] = useState(status);
  // A new tab starts from its loading state in the same render (React's "adjust state on prop change").
  if (shownFor !== status) {
    setShownFor(status);
    setState(INITIAL);
  }
  const ctrl = useRef<AbortController | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const c = new AbortController();
    ctrl.current?.abort();
    ctrl.current = c;
    myPost({ page: 1, pageSize: PAGE_SIZE_MAX, ...(status ? { status: status as MyPost['status'] } : {}) }, { signal: c.signal }).then(
      (p) => !c.signal.aborted && setState({ items: p.list, total: p.total, page: 1, status: 'ok', error: undefined, loadingMore: false }),
      (error: unknown) => !c.signal.aborted && !isCancel(error) && setState({ ...INITIAL, status: 'error', error }),
    );
    return () => c.abort();
  }, [status, tick]);

  // Read by loadMore, which the virtual list calls from its effects: a ref keeps it stable.
  const current = useRef(state);
  useLayoutEffect(() => {
    current.current = state;
  });
  const loadMore = useCallback(() => {
    const s = current.current;
    const c = ctrl.current;
    if (!c || s.status !== 'ok' || s.loadingMore || s.items.length >= s.total) return;
    const next = s.page + 1;
    current.current = { ...s, loadingMore: true };
    setState((cur) => ({ ...cur, loadingMore: true }));
    myPost({ page: next, pageSize: PAGE_SIZE_MAX, ...(status ? { status: status as MyPost['status'] } : {}) }, { signal: c.signal }).then(
      (p) => !c.signal.aborted && setState((cur) => ({ ...cur, items: mergeById(cur.items, p.list), total: p.total, page: next, loadingMore: false })),
      () => !c.signal.aborted && setState((cur) => ({ ...cur, loadingMore: false })),
    );
  }, [status]);

  /** After an action: replace the row, or drop it when it left this tab (or was deleted). */
  const update = useCallback(
    (id: number, next: MyPost | null) =>
      setState((s) => {
        const keep = next && (status === undefined || next.status === status);
        const items = keep ? s.items.map((p) => (p.id === id ? next : p)) : s.items.filter((p) => p.id !== id);
        return { ...s, items, total: s.total - (s.items.length - items.length) };
      }),
    [status],
  );

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, loadMore, update, reload };
}

/** Appends a page, skipping rows already shown (a row may shift pages when another changed status). */
export function mergeById(a: readonly MyPost[], b: readonly MyPost[]): MyPost[] {
  const seen = new Set(a.map((p) => p.id));
  return [...a, ...b.filter((p) => !seen.has(p.id))];
}
