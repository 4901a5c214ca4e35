import { describe, expect, it } from 'vitest';
import { detailPath, parseDetailPath } from '../../src/features/listing/paths';
import { formatPrice } from '../../src/features/listing/price';

describe('detail paths', () => {
  it('builds and parses the four kinds, with or without /h', () => {
    expect(detailPath('store', 12)).toBe('/details/store/12');
    expect(parseDetailPath('/details/broker/7')).toEqual({ kind: 'broker', id: 7 });
    expect(parseDetailPath('/h/details/certification/31')).toEqual({ kind: 'certification', id: 31 });
    expect(parseDetailPath('/h/details/store/abc')).toBeNull();
    expect(parseDetailPath('/details/shop/1')).toBeNull();
  });
});

describe('price range', () => {
  const l = { currency: '¥', negotiable: 'ask', from: 'from {n}', upTo: 'up to {n}' };
  it('formats ranges, single bounds and no price', () => {
    expect(formatPrice(200, 1500, l)).toBe('¥200–1,500');
    expect(formatPrice(300, 300, l)).toBe('¥300');
    expect(formatPrice(80, null, l)).toBe('from ¥80');
    expect(formatPrice(null, 90, l)).toBe('up to ¥90');
    expect(formatPrice(null, null, l)).toBe('ask');
  });
});

describe('taxonomy names', async () => {
  const { groupCities, nameOf, nameMaps } = await import('../../src/features/taxonomy/taxonomy-names');
  const cities = [
    { code: 1, name: '北京', nameEn: 'Beijing', abroad: false, region: '' },
    { code: 2, name: '东京', nameEn: 'Tokyo', abroad: true, region: '日本' },
  ];
  it('splits domestic and abroad, and names codes per language', () => {
    expect(groupCities(cities).abroad.map((c) => c.code)).toEqual([2]);
    expect(groupCities(cities).domestic.map((c) => c.code)).toEqual([1]);
    expect(nameOf(cities, 2, 'en')).toBe('Tokyo');
    expect(nameOf(cities, 2, 'zh')).toBe('东京');
    expect(nameOf(cities, 0, 'zh')).toBe('');
    expect(nameMaps({ cities, types: [], modes: [] }, 'zh').city.get(1)).toBe('北京');
  });
});
