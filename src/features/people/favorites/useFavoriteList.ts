import { useCallback, useMemo } from 'react';
import { PAGE_SIZE_MAX } from '../../../../protocol/constants';
import type { FavoriteItem } from '../../../../protocol/people';
import type { Page } from '../../../../protocol/types';
import { usePages } from '../../common/usePages';
import type { PageWindow } from '../../common/usePages';
import { noteFavorite } from './favorite-store';
import { request } from '../../../api/request';

type Window = PageWindow<Page<FavoriteItem>> | null;

/** Rows of the loaded pages, each post once (a removal shifts later rows back a page). */
export function rowsOf(w: Window): FavoriteItem[] {
  const seen = new Set<number>();
  const out: FavoriteItem[] = [];
  for (const p of w?.pages ?? []) {
    for (const row of p.list) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
    }
  }
  return out;
}

const totalOf = (w: Window) => w?.pages[w.pages.length - 1]?.total ?? 0;

/**
 * My kept posts, page by page as the list scrolls; page 1 again whenever the screen shows (a post kept on
 * another screen appears). Every row tells the heart store it is kept, with its count.
 */
export function useFavoriteList() {
  const list = usePages<Page<FavoriteItem>>({
    key: 'favorites',
    start: 1,
    refetchOnShow: true,
    fetchPage: async (page, signal) => {
      const reply = await request('/api/user/getFavoriteList', { page, pageSize: PAGE_SIZE_MAX }, { signal });
      for (const p of reply.list) noteFavorite(p.id, true, p.favorites);
      return reply;
    },
    hasNext: (w) => rowsOf(w).length < totalOf(w),
  });
  const { window, patch } = list;
  const items = useMemo(() => rowsOf(window), [window]);

  /** Drops a row that was removed, and counts it out of the total. */
  const drop = useCallback(
    (id: number) =>
      patch((w) => {
        const had = rowsOf(w).some((p) => p.id === id);
        const total = totalOf(w) - (had ? 1 : 0);
        return { ...w, pages: w.pages.map((p) => ({ ...p, total, list: p.list.filter((row) => row.id !== id) })) };
      }),
    [patch],
  );

  return {
    items,
    total: totalOf(window),
    status: list.status,
    error: list.error,
    loadingMore: list.busy,
    loadMore: list.next,
    drop,
    reload: list.reload,
  };
}
