import { useCallback, useEffect, useMemo, useState } from 'react';
import { useUser } from '../../state/user';
import { discardDraft, listDrafts } from '../release/device-drafts';

/** The logged-in account's drafts on this device, read again whenever the hub shows or another tab saves one. */
export function useDeviceDrafts() {
  const userId = useUser().u?.id;
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    window.addEventListener('storage', bump);
    window.addEventListener('focus', bump);
    return () => {
      window.removeEventListener('storage', bump);
      window.removeEventListener('focus', bump);
    };
  }, []);
  // `version` is the signal to read local storage again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const drafts = useMemo(() => (userId === undefined ? [] : listDrafts(userId)), [userId, version]);
  const discard = useCallback(
    (id: string) => {
      if (userId === undefined) return;
      discardDraft(userId, id);
      setVersion((v) => v + 1);
    },
    [userId],
  );
  return { drafts, discard };
}
