import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../../../protocol/people';
import { SavedSearchList, SavedSearchRow } from '../../../../../src/features/people/saved-searches/SavedSearchList';
import { filtersOf, savedSearchPath } from '../../../../../src/features/people/saved-searches/saved-search-paths';
import { setLang } from '../../../../../src/state/locale';

const search = (over: Partial<SavedSearch>): SavedSearch => ({
  id: 4,
  keyword: 'rye bread',
  cityCode: 0,
  typeCode: 0,
  modeCode: 0,
  priceMin: null,
  priceMax: null,
  newCount: 0,
  createdAt: 1_800_000_000,
  ...over,
});

const none = () => {};

describe('saved searches', () => {
  beforeAll(() => setLang('en'));

  it('lists each search with its filters, a count of new posts where there are some, and its deletion', () => {
    const html = renderToStaticMarkup(
      <SavedSearchList
        items={[search({ id: 4, newCount: 3, priceMin: 20, priceMax: 50 }), search({ id: 5, keyword: 'repair' })]}
        busyId={5}
        onOpen={none}
        onRemove={none}
      />,
    );
    expect(html.split('data-testid="saved-search"').length - 1).toBe(2);
    expect(html).toContain('rye bread');
    expect(html).toContain('All cities · ¥20–50');
    // Only the search with new posts shows a count.
    expect(html.split('data-testid="saved-search-new"').length - 1).toBe(1);
    expect(html).toContain('3 new');
    expect(html).toContain('aria-label="Delete the search “repair”"');
    expect(html).toMatch(/data-id="5".*aria-busy="true"/s);
  });

  it('says the filters in Chinese too', () => {
    setLang('zh');
    const html = renderToStaticMarkup(
      <SavedSearchRow search={search({ newCount: 2 })} filters="全部城市" busy={false} onOpen={none} onRemove={none} />,
    );
    expect(html).toContain('2 条新信息');
    expect(html).toContain('删除搜索「rye bread」');
    setLang('en');
  });

  it('opens a saved search as the search it was, and saves a search screen as its filters', () => {
    const s = search({ cityCode: 110100, typeCode: 2, modeCode: 1, priceMin: 20, priceMax: null });
    expect(savedSearchPath(s)).toBe('/search/110100/2/rye%20bread?mode=1&min=20');
    expect(filtersOf({ keyword: 'rye', cityCode: 0, typeCode: 3, page: 2, sort: 'price' })).toEqual({
      keyword: 'rye',
      typeCode: 3,
    });
  });
});
