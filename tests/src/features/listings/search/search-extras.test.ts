import { describe, expect, it } from 'vitest';
import { searchExtrasFromQuery } from '../../../../../protocol/list-url';
import { searchPath, searchPayload, searchStateFromParams } from '../../../../../src/features/common/list-query';
import { activeFilters } from '../../../../../src/features/listings/search/active-filters';
import { lastHomeCity } from '../../../../../src/features/listings/search/home-city';

describe('search filters in the URL', () => {
  it('reads mode, price range and order from the query string', () => {
    expect(searchExtrasFromQuery('?mode=2&min=100&max=800&sort=price')).toEqual({
      modeCode: 2,
      priceMin: 100,
      priceMax: 800,
      sort: 'price',
    });
    expect(searchExtrasFromQuery('')).toEqual({});
  });

  it('drops what the server would refuse, so a shared link always opens', () => {
    expect(searchExtrasFromQuery('?mode=abc&min=-5&max=1e9&sort=stars')).toEqual({});
    expect(searchExtrasFromQuery('?min=99999999999')).toEqual({});
    // Upside down: the upper end goes.
    expect(searchExtrasFromQuery('?min=500&max=100')).toEqual({ priceMin: 500 });
    // Newest is the default and never written out.
    expect(searchExtrasFromQuery('?sort=newest')).toEqual({});
  });

  it('round-trips a state through its path', () => {
    const state = { cityCode: 110100, typeCode: 0, keyword: 'tea & cake', page: 2, modeCode: 3, priceMax: 50 };
    const path = searchPath(state);
    expect(path).toBe('/search/110100/0/tea%20%26%20cake/2?mode=3&max=50');
    const [p, q] = path.split('?');
    const [, , city, type, keyword, page] = p!.split('/');
    expect(searchStateFromParams({ cityCode: city, typeCode: type, keyword, paginationCode: page }, `?${q}`)).toEqual(
      state,
    );
    expect(searchPayload(state, 20)).toEqual({
      keyword: 'tea & cake',
      page: 2,
      pageSize: 20,
      cityCode: 110100,
      modeCode: 3,
      priceMax: 50,
    });
  });

  it('lists each active filter with the search that removing it leaves', () => {
    const state = {
      cityCode: 1,
      typeCode: 2,
      keyword: 'k',
      page: 3,
      modeCode: 4,
      priceMin: 5,
      sort: 'popularity' as const,
    };
    const filters = activeFilters(state);
    expect(filters.map((f) => f.id)).toEqual(['city', 'type', 'mode', 'price', 'sort']);
    const price = filters.find((f) => f.id === 'price')!.without;
    expect(price).toMatchObject({ priceMin: undefined, priceMax: undefined, modeCode: 4, page: 1 });
    expect(searchPath(filters.find((f) => f.id === 'mode')!.without)).toBe('/search/1/2/k?min=5&sort=popularity');
    expect(activeFilters({ cityCode: 0, typeCode: 0, keyword: 'k', page: 1, sort: 'newest' })).toEqual([]);
  });

  it('takes the city last chosen on home, whatever came after', () => {
    expect(lastHomeCity([])).toBe(0);
    const records = [
      { name: 'home', path: '/h/110100' },
      { name: 'details-store', path: '/h/details/store/4' },
      { name: 'home', path: '/310100/2' },
      { name: 'search', path: '/h/search' },
    ];
    expect(lastHomeCity(records)).toBe(310100);
    expect(lastHomeCity([{ name: 'home', path: '/h' }])).toBe(0);
  });
});
