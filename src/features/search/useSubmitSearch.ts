import { useCallback } from 'react';
import { go } from '../../nav/nav';
import { showToast } from '../../state/overlay';
import { addHistory, setKey } from '../../state/search';
import type { SearchState } from '../listing/list-query';
import { useSearchMessages } from './messages';
import { searchTarget } from './search-target';

/** Submit handler: records history, then navigates (an empty key → /search with a toast). */
export function useSubmitSearch(current: Pick<SearchState, 'cityCode' | 'typeCode'>) {
  const m = useSearchMessages();
  const { cityCode, typeCode } = current;
  return useCallback(
    (raw: string) => {
      const { key, path } = searchTarget(raw, { cityCode, typeCode });
      setKey(key);
      if (!key) showToast(m.emptyKey);
      else addHistory(key);
      go(path);
    },
    [cityCode, typeCode, m],
  );
}
