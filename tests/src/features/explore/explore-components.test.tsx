import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { TagSummary } from '../../../../protocol/explore';
import { TagChips } from '../../../../src/features/explore/TagChips';
import { explorePageState, tagPath, themePath } from '../../../../src/features/common/explore-paths';
import { FilterChips } from '../../../../src/features/listings/search/FilterChips';
import { PriceRange } from '../../../../src/features/listings/search/PriceRange';
import { setLang } from '../../../../src/state/locale';

const tag = (over: Partial<TagSummary>): TagSummary => ({
  name: '当日可约',
  nameEn: 'Same day',
  count: 13,
  curated: true,
  ...over,
});

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('explore components', () => {
  afterAll(() => setLang('zh'));

  it('links each tag to its page with its count, in the reader’s language', () => {
    setLang('en');
    const html = renderToStaticMarkup(<TagChips list={[tag({}), tag({ name: 'a/b?', nameEn: 'a/b?', count: 0 })]} />);
    expect(count(html, 'data-testid="tag-chip"')).toBe(2);
    expect(html).toContain('# Same day');
    expect(html).toMatch(/href="\/en(\/h)?\/explore\/tag\/%E5%BD%93%E6%97%A5%E5%8F%AF%E7%BA%A6"/);
    // A tag is one path segment however it is spelled.
    expect(html).toMatch(/href="\/en(\/h)?\/explore\/tag\/a%2Fb%3F"/);
    expect(html).toContain('>13<');
    setLang('zh');
    expect(renderToStaticMarkup(<TagChips list={[tag({})]} />)).toContain('# 当日可约');
  });

  it('shows one removable chip per active filter, none without filters', () => {
    setLang('en');
    const state = {
      cityCode: 0,
      typeCode: 0,
      keyword: 'k',
      page: 1,
      priceMin: 100,
      priceMax: 800,
      sort: 'price' as const,
    };
    const html = renderToStaticMarkup(<FilterChips state={state} onChange={() => {}} />);
    expect(html).toContain('data-testid="chip-price"');
    expect(html).toContain('¥100–800');
    expect(html).toContain('data-testid="chip-sort"');
    expect(html).toContain('aria-label="Remove filter: Price, low to high"');
    expect(count(html, 'data-testid="remove-')).toBe(2);
    expect(
      renderToStaticMarkup(<FilterChips state={{ ...state, priceMin: undefined, priceMax: 9 }} onChange={() => {}} />),
    ).toContain('up to ¥9');
    const none = { cityCode: 0, typeCode: 0, keyword: 'k', page: 1 };
    expect(renderToStaticMarkup(<FilterChips state={none} onChange={() => {}} />)).toBe('');
  });

  it('fills the price range from the applied filter', () => {
    setLang('en');
    const html = renderToStaticMarkup(<PriceRange value={{ priceMin: 30 }} onApply={() => {}} />);
    expect(html).toContain('value="30"');
    expect(html).toContain('Lowest price');
    expect(html).toContain('data-testid="price-apply"');
  });

  it('keeps a tag or theme page’s city, order and page in its URL', () => {
    expect(tagPath('x')).toBe('/explore/tag/x');
    expect(tagPath('x', { page: 2, cityCode: 110100, sort: 'popularity' })).toBe(
      '/explore/tag/x/2?city=110100&sort=popularity',
    );
    expect(themePath(4, { page: 1, cityCode: 0, sort: 'price' })).toBe('/explore/theme/4?sort=price');
    expect(explorePageState({ paginationCode: '2' }, '?city=110100&sort=popularity')).toEqual({
      page: 2,
      cityCode: 110100,
      sort: 'popularity',
    });
    expect(explorePageState({}, '?city=abc&sort=stars')).toEqual({ page: 1, cityCode: 0, sort: 'newest' });
  });
});
