import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from '../../../../../src/features/listings/store/map-link';
import { pageOfQuery, storeIdOf, storePath } from '../../../../../src/features/common/person-paths';

describe('store page links', () => {
  it('searches a mainland address on AMap and an abroad one on OpenStreetMap, encoded', () => {
    expect(mapSearchUrl('上海市徐汇区解放路46号', '上海', false)).toBe(
      `https://uri.amap.com/search?keyword=${encodeURIComponent('上海市徐汇区解放路46号')}`,
    );
    expect(mapSearchUrl('12 Soho Road & Co', 'London', true)).toBe(
      'https://www.openstreetmap.org/search?query=London%2012%20Soho%20Road%20%26%20Co',
    );
  });

  it('carries the store id in the query and reads back only a plain id', () => {
    expect(storePath(26)).toBe('/user/store-detail?id=26');
    expect(storeIdOf('?id=26')).toBe(26);
    for (const bad of ['', '?id=', '?id=abc', '?id=-3', '?id=1e3']) expect(storeIdOf(bad)).toBe(0);
    expect(pageOfQuery('?page=3')).toBe(3);
    expect(pageOfQuery('?page=0')).toBe(1);
  });
});
