import { useState } from 'react';
import { request } from '../../../api/request';
import { currentPath } from '../../../nav/location';
import { requireLogin } from '../../../nav/nav';
import { stripMobile } from '../../../nav/routes';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { errorText } from '../../common/error-text';
import { SearchIcon } from '../../common/icons';
import type { SearchState } from '../../common/list-query';
import { useSavedSearchMessages } from './messages';
import { filtersOf } from './saved-search-paths';

/**
 * Saves the search on screen, so new matching posts are announced. A guest gets the login prompt and comes
 * back to these results; saving the same search twice keeps one.
 */
export function SaveSearchButton({ state }: { state: SearchState }) {
  const m = useSavedSearchMessages();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (busy || !requireLogin(stripMobile(currentPath()) + window.location.search)) return;
    setBusy(true);
    try {
      await request('/api/user/saveSearch', filtersOf(state));
      showToast(m.saved);
    } catch (err) {
      showToast(errorText(err, m.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<SearchIcon />}
      loading={busy}
      testId="save-search"
      onClick={() => void save()}
    >
      {m.save}
    </Button>
  );
}
