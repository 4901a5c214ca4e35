import { useCallback, useEffect, useMemo } from 'react';
import { POST_STATUS } from '../../../../protocol/status';
import { PAGE_SIZE_MAX } from '../../../../protocol/constants';
import type { MyPost } from '../../../../protocol/release';
import type { Page } from '../../../../protocol/types';
import { usePages } from '../../common/usePages';
import type { PageWindow } from '../../common/usePages';
import { request } from '../../../api/request';

/** Appends a page, skipping rows already shown (a row may shift pages when another changed status). */
export function mergeById(a: readonly MyPost[], b: readonly MyPost[]): MyPost[] {
  const seen = new Set(a.map((p) => p.id));
  return [...a, ...b.filter((p) => !seen.has(p.id))];
}

function rowsOf(w: PageWindow<Page<MyPost>> | null): MyPost[] {
  return (w?.pages ?? []).reduce<MyPost[]>((rows, p) => mergeById(rows, p.list), []);
}

function totalOf(w: PageWindow<Page<MyPost>> | null): number {
  return w?.pages[w.pages.length - 1]?.total ?? 0;
}

const PROCESSING_POLL_MS = 5000;

/**
 * The owner's posts under one status filter, page by page as the list scrolls. Re-fetches page 1 whenever
 * the screen shows again (a kept-alive screen re-runs its effects), keeping the old rows until it arrives.
 */
export function useMyPosts(status: number | undefined) {
  const list = usePages<Page<MyPost>>({
    key: String(status ?? 'all'),
    start: 1,
    refetchOnShow: true,
    fetchPage: (page, signal) =>
      request(
        '/api/info/myPost',
        { page, pageSize: PAGE_SIZE_MAX, ...(status ? { status: status as MyPost['status'] } : {}) },
        { signal },
      ),
    hasNext: (w) => rowsOf(w).length < totalOf(w),
  });
  const { window, patch } = list;
  const items = useMemo(() => rowsOf(window), [window]);

  /** After an action: replace the row, or drop it when it left this tab (or was deleted). */
  const update = useCallback(
    (id: number, next: MyPost | null) =>
      patch((w) => {
        const keep = next && (status === undefined || next.status === status);
        const pages = w.pages.map((p) => ({
          ...p,
          list: keep ? p.list.map((row) => (row.id === id ? next : row)) : p.list.filter((row) => row.id !== id),
        }));
        const removed = rowsOf(w).length - rowsOf({ ...w, pages }).length;
        const total = totalOf(w) - removed;
        return { ...w, pages: pages.map((p) => ({ ...p, total })) };
      }),
    [patch, status],
  );

  // A video being made moves on by itself (status 6 → review): its progress is looked at again every few seconds.
  const processing = items.some((p) => p.status === POST_STATUS.PROCESSING);
  const { reload } = list;
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(reload, PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, reload]);

  return {
    items,
    total: totalOf(window),
    status: list.status,
    error: list.error,
    loadingMore: list.busy,
    loadMore: list.next,
    update,
    reload: list.reload,
  };
}
