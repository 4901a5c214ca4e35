import { useCallback } from 'react';
import { go } from '../../../nav/nav';
import { showToast } from '../../../state/overlay';
import { addHistory, setKey } from '../../../state/search';
import type { SearchState } from '../../common/list-query';
import { useSearchMessages } from './messages';
import { searchTarget } from './search-target';

/** A search from outside a listing (the desktop top bar) covers every city and type. */
const EVERYWHERE: Pick<SearchState, 'cityCode' | 'typeCode'> = { cityCode: 0, typeCode: 0 };

/**
 * The one search submit (spec §5): the key is cut to its maximum and kept as the current key; an empty key
 * is refused with a toast and leads to the bare /search page; any other goes into the history (moved to
 * the front, capped) and opens its results on page 1 in the given city and type.
 */
export function useSubmitSearch(current: Pick<SearchState, 'cityCode' | 'typeCode'> = EVERYWHERE) {
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
