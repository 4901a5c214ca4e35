import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useUser } from '../../../state/user';
import { discardDraft, draftChanges, listDrafts, onDraftsChange } from '../form/device-drafts';

/**
 * The logged-in account's drafts on this device, read again whenever the hub shows or a draft is saved or
 * discarded (in this tab or another).
 */
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
  // This tab's own saves, also the one a form makes as it closes: that runs once the hub, opened in its
  // place, has rendered, and the subscription checks the snapshot again as it starts.
  const own = useSyncExternalStore(onDraftsChange, draftChanges);
  // `version` and `own` are the signals to read local storage again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const drafts = useMemo(() => (userId === undefined ? [] : listDrafts(userId)), [userId, version, own]);
  const discard = useCallback(
    (id: string) => {
      if (userId === undefined) return;
      discardDraft(userId, id);
    },
    [userId],
  );
  return { drafts, discard };
}
