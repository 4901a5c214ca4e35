import { normalizeKey } from '../../../lib/search-history';
import { searchPath } from '../../common/list-query';
import type { SearchState } from '../../common/list-query';

/**
 * Where a submitted key leads (spec §5): the key is trimmed and cut to the maximum; an empty key goes to the
 * bare /search page. A new search starts on page 1 and keeps the current city and type.
 */
export function searchTarget(
  raw: string,
  current: Pick<SearchState, 'cityCode' | 'typeCode'>,
): { key: string; path: string } {
  const key = normalizeKey(raw);
  return { key, path: searchPath({ cityCode: current.cityCode, typeCode: current.typeCode, keyword: key, page: 1 }) };
}
