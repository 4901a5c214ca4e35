import type { SearchState } from '../../common/list-query';

export type FilterId = 'city' | 'type' | 'mode' | 'price' | 'sort';

export interface ActiveFilter {
  id: FilterId;
  /** The search without this filter, back on page 1. */
  without: SearchState;
}

/** The filters narrowing or reordering a search, in the order their controls appear. */
export function activeFilters(s: SearchState): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const add = (id: FilterId, patch: Partial<SearchState>) => out.push({ id, without: { ...s, ...patch, page: 1 } });
  if (s.cityCode) add('city', { cityCode: 0 });
  if (s.typeCode) add('type', { typeCode: 0 });
  if (s.modeCode) add('mode', { modeCode: undefined });
  if (s.priceMin !== undefined || s.priceMax !== undefined) add('price', { priceMin: undefined, priceMax: undefined });
  if (s.sort && s.sort !== 'newest') add('sort', { sort: undefined });
  return out;
}
