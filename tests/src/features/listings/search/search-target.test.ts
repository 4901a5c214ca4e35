import { describe, expect, it } from 'vitest';
import { SEARCH_KEY_MAX } from '../../../../../protocol/constants';
import { searchTarget } from '../../../../../src/features/listings/search/search-target';

describe('searchTarget (spec §5)', () => {
  it('sends an empty key to the bare /search page', () => {
    expect(searchTarget('   ', { cityCode: 110100, typeCode: 2 })).toEqual({ key: '', path: '/search' });
  });

  it('cuts the key to the maximum and keeps the city and type, on page 1', () => {
    const long = '好'.repeat(SEARCH_KEY_MAX + 5);
    const { key, path } = searchTarget(` ${long} `, { cityCode: 110100, typeCode: 2 });
    expect(Array.from(key)).toHaveLength(SEARCH_KEY_MAX);
    expect(path).toBe(`/search/110100/2/${encodeURIComponent(key)}`);
  });

  it('searches every city and type from the desktop top bar', () => {
    expect(searchTarget('修电脑', { cityCode: 0, typeCode: 0 }).path).toBe(
      `/search/0/0/${encodeURIComponent('修电脑')}`,
    );
  });
});

describe('search submit target', async () => {
  const { searchTarget } = await import('../../../../../src/features/listings/search/search-target');
  it('sends an empty key to /search and cuts long keys', () => {
    expect(searchTarget('   ', { cityCode: 3, typeCode: 0 })).toEqual({ key: '', path: '/search' });
    const long = 'x'.repeat(40);
    const t = searchTarget(long, { cityCode: 0, typeCode: 0 });
    expect(t.key).toHaveLength(30);
    expect(t.path).toBe(`/search/0/0/${'x'.repeat(30)}`);
    expect(searchTarget(' tea ', { cityCode: 3, typeCode: 4 }).path).toBe('/search/3/4/tea');
  });
});
