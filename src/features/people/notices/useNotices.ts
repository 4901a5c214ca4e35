import { useEffect, useMemo } from 'react';
import type { NoticePage, SystemNotice } from '../../../../protocol/people';
import { usePages } from '../../common/usePages';
import type { PageWindow } from '../../common/usePages';
import { setUnread } from './notice-store';
import { request } from '../../../api/request';

const PAGE = 20;

const lastOf = (w: PageWindow<NoticePage> | null) => w?.pages[w.pages.length - 1];

/**
 * My notices, newest first, a page at a time; page 1 again whenever the screen shows. Showing them marks
 * them read up to the newest one shown (rows keep their unread look until the next visit).
 */
export function useNotices() {
  const list = usePages<NoticePage>({
    key: 'notices',
    start: 1,
    refetchOnShow: true,
    fetchPage: (page, signal) => request('/api/message/getSystemNoticeList', { page, pageSize: PAGE }, { signal }),
    hasNext: (w) => (lastOf(w)?.list.length ?? 0) === PAGE && w.pages.length * PAGE < (lastOf(w)?.total ?? 0),
  });
  const items = useMemo<SystemNotice[]>(() => (list.window?.pages ?? []).flatMap((p) => p.list), [list.window]);
  const newest = items[0]?.id ?? 0;
  const unread = list.window?.pages[0]?.unread ?? 0;

  useEffect(() => {
    setUnread(unread);
    if (newest === 0 || unread === 0) return;
    request('/api/message/readSystemNotice', { upTo: newest }, { skipStatusActions: true })
      .then((r) => setUnread(r.unread))
      .catch(() => undefined);
  }, [newest, unread]);

  return {
    items,
    unread,
    total: lastOf(list.window)?.total ?? 0,
    status: list.status,
    error: list.error,
    busy: list.busy,
    hasMore: items.length < (lastOf(list.window)?.total ?? 0),
    loadMore: list.next,
    reload: list.reload,
  };
}
