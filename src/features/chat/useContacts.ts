import { useCallback, useEffect, useState } from 'react';
import type { ChatContact } from '../../../protocol/chat';
import { getContactList } from '../../api/chat';
import { onPushEvent } from '../../api/push';

export type ContactsResult =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; list: ChatContact[] };

/** My conversations, re-read whenever a message or a read mark arrives. */
export function useContacts(): { result: ContactsResult; reload: () => void } {
  const [result, setResult] = useState<ContactsResult>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    const ctrl = new AbortController();
    getContactList({}, { signal: ctrl.signal, background: tick > 0 })
      .then((list) => setResult({ status: 'ready', list }))
      .catch((error: unknown) => {
        if (!ctrl.signal.aborted) setResult({ status: 'error', error });
      });
    return () => ctrl.abort();
  }, [tick]);

  useEffect(() => onPushEvent((e) => e.type !== 'hello' && reload()), [reload]);
  return { result, reload };
}
