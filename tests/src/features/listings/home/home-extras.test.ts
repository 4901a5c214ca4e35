import { describe, expect, it } from 'vitest';
import { listExtrasFromQuery } from '../../../../../protocol/listings';
import { homePath, listPayload, listStateFromParams } from '../../../../../src/features/common/list-query';
import { operatorText } from '../../../../../src/features/listings/home/operator-text';

describe('the home list’s order and price range in the URL', () => {
  it('reads order and price range from the query string, dropping what the server would refuse', () => {
    expect(listExtrasFromQuery('?min=100&max=800&sort=price_desc')).toEqual({
      priceMin: 100,
      priceMax: 800,
      sort: 'price_desc',
    });
    expect(listExtrasFromQuery('?sort=popularity&min=-1&max=abc')).toEqual({});
    expect(listExtrasFromQuery('?min=500&max=100&sort=newest')).toEqual({ priceMin: 500 });
  });

  it('round-trips through the path and reaches the payload', () => {
    const state = { cityCode: 110100, typeCode: 0, modeCode: 0, page: 2, priceMin: 50, sort: 'price' as const };
    const path = homePath(state);
    expect(path).toBe('/110100/0/0/2?min=50&sort=price');
    const [p, q] = path.split('?');
    const [, cityCode, typeCode, modeCode, paginationCode] = p!.split('/');
    expect(listStateFromParams({ cityCode, typeCode, modeCode, paginationCode }, `?${q}`)).toEqual(state);
    expect(listPayload(state, 20)).toEqual({ cityCode: 110100, page: 2, pageSize: 20, priceMin: 50, sort: 'price' });
    // The plain home page stays `/`.
    expect(homePath({ cityCode: 0, typeCode: 0, modeCode: 0, page: 1, sort: 'newest' })).toBe('/');
  });
});

describe('operator text on English pages', () => {
  it('shows the English text to an English reader, else the Chinese text once, tagged as Chinese', () => {
    expect(operatorText('春季维修', 'Spring repairs', 'en')).toEqual({ text: 'Spring repairs', lang: 'en' });
    expect(operatorText('春季维修', '  ', 'en')).toEqual({ text: '春季维修', lang: 'zh' });
    expect(operatorText('春季维修', 'Spring repairs', 'zh')).toEqual({ text: '春季维修', lang: 'zh' });
  });
});
