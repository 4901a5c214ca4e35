import { useCallback, useState } from 'react';
import type { SavedSearch } from '../../../../protocol/people';
import { request } from '../../../api/request';
import { go } from '../../../nav/nav';
import { showToast } from '../../../state/overlay';
import { errorText } from '../../common/error-text';
import { useQuery } from '../../common/useQuery';
import { useSavedSearchMessages } from './messages';
import { savedSearchPath } from './saved-search-paths';

/**
 * My saved searches (a short list, loaded whole each time the screen shows), opened or deleted from here.
 * Opening resets the new count on the server and runs the search.
 */
export function useSavedSearches() {
  const m = useSavedSearchMessages();
  const q = useQuery('saved-searches', (signal) => request('/api/user/getSavedSearchList', {}, { signal }));
  const [dropped, setDropped] = useState<readonly number[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const items = (q.data?.list ?? []).filter((s) => !dropped.includes(s.id));

  const open = useCallback(async (s: SavedSearch) => {
    // The results matter more than the count: a failed reset still runs the search.
    await request('/api/user/openSavedSearch', { id: s.id }).catch(() => undefined);
    go(savedSearchPath(s));
  }, []);

  const remove = useCallback(
    async (s: SavedSearch) => {
      setBusyId(s.id);
      try {
        await request('/api/user/deleteSavedSearch', { id: s.id });
        setDropped((d) => [...d, s.id]);
        showToast(m.removed);
      } catch (err) {
        showToast(errorText(err, m.removeFailed));
      } finally {
        setBusyId(null);
      }
    },
    [m],
  );

  return { status: q.status, error: q.error, reload: q.reload, items, max: q.data?.max ?? 0, busyId, open, remove };
}
