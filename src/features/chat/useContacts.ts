import { useCallback, useEffect, useState } from 'react';
import type { ChatContact } from '../../../protocol/chat';
import { onPushEvent } from '../../api/chat-push';
import { request } from '../../api/request';

const PAGE_SIZE = 20;

export type ContactsResult =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; list: ChatContact[]; more: boolean };

/** My conversations, page by page, re-read (every loaded page) whenever a message or a read mark arrives. */
export function useContacts(): { result: ContactsResult; reload: () => void; loadMore: () => void } {
  const [result, setResult] = useState<ContactsResult>({ status: 'loading' });
  const [pages, setPages] = useState(1);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const loadMore = useCallback(() => setPages((n) => n + 1), []);

  useEffect(() => {
    const ctrl = new AbortController();
    const opts = { signal: ctrl.signal, background: tick > 0 };
    Promise.all(
      Array.from({ length: pages }, (_, i) =>
        request('/api/message/getContactList', { page: i + 1, pageSize: PAGE_SIZE }, opts),
      ),
    )
      .then((lists) => {
        // A conversation that moved up between two pages' reads shows once, at its newer place.
        const seen = new Set<number>();
        const list = lists.flat().filter((c) => !seen.has(c.peer.id) && seen.add(c.peer.id));
        setResult({ status: 'ready', list, more: (lists.at(-1)?.length ?? 0) === PAGE_SIZE });
      })
      .catch((error: unknown) => {
        if (!ctrl.signal.aborted) setResult({ status: 'error', error });
      });
    return () => ctrl.abort();
  }, [tick, pages]);

  useEffect(() => onPushEvent((e) => e.type !== 'hello' && reload()), [reload]);
  return { result, reload, loadMore };
}
