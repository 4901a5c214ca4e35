import { describe, expect, it } from 'vitest';

describe('taxonomy names', async () => {
  const { groupCities, nameOf, nameMaps } = await import('../../../../../src/features/common/taxonomy/taxonomy-names');
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

  it('labels an abroad city with its region in Chinese only, and a city-state once', async () => {
    const { cityGroups } = await import('../../../../../src/features/common/taxonomy/taxonomy-options');
    const all = [...cities, { code: 3, name: '新加坡', nameEn: 'Singapore', abroad: true, region: '新加坡' }];
    const labels = { domestic: 'China', abroad: 'Abroad' };
    const abroad = (lang: 'zh' | 'en') => cityGroups(all, lang, labels)[1]!.options.map((o) => o.label);
    expect(abroad('zh')).toEqual(['东京 · 日本', '新加坡']);
    expect(abroad('en')).toEqual(['Tokyo', 'Singapore']);
  });
});
