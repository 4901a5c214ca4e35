import type { SavedSearch, SearchFilters } from '../../../../protocol/people';
import { searchPath } from '../../common/list-query';
import type { SearchState } from '../../common/list-query';

/** The search screen's path of a saved search, on page 1 (the default order). */
export function savedSearchPath(s: SavedSearch): string {
  return searchPath({
    keyword: s.keyword,
    cityCode: s.cityCode,
    typeCode: s.typeCode,
    modeCode: s.modeCode || undefined,
    priceMin: s.priceMin ?? undefined,
    priceMax: s.priceMax ?? undefined,
    page: 1,
  });
}

/** What a search screen's state saves: its filters, "all" codes and open prices left out. */
export function filtersOf(s: SearchState): SearchFilters {
  const f: SearchFilters = { keyword: s.keyword };
  if (s.cityCode) f.cityCode = s.cityCode;
  if (s.typeCode) f.typeCode = s.typeCode;
  if (s.modeCode) f.modeCode = s.modeCode;
  if (s.priceMin !== undefined) f.priceMin = s.priceMin;
  if (s.priceMax !== undefined) f.priceMax = s.priceMax;
  return f;
}
