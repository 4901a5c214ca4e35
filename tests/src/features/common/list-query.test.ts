import { describe, expect, it } from 'vitest';
import {
  homePath,
  listPayload,
  listStateFromParams,
  pageCount,
  parseCode,
  searchPath,
  searchPayload,
  searchStateFromParams,
} from '../../../../src/features/common/list-query';
import { LIST_PAGE_MAX, PAGE_SIZE } from '../../../../protocol/constants';

describe('listing route params ↔ API payload', () => {
  it('reads missing, zero and non-digit codes as "all"', () => {
    expect(parseCode(undefined)).toBe(0);
    expect(parseCode('')).toBe(0);
    expect(parseCode('12a')).toBe(0);
    expect(parseCode('-3')).toBe(0);
    expect(parseCode('110100')).toBe(110100);
  });

  it('maps home params to a state with page 1 as default', () => {
    expect(listStateFromParams({})).toEqual({ cityCode: 0, typeCode: 0, modeCode: 0, page: 1 });
    expect(listStateFromParams({ cityCode: '110100', typeCode: '0', modeCode: '3', paginationCode: '2' })).toEqual({
      cityCode: 110100,
      typeCode: 0,
      modeCode: 3,
      page: 2,
    });
    expect(listStateFromParams({ paginationCode: '0' }).page).toBe(1);
    // Past the last page a list serves: its last, empty page, which reads as past the end (not a refusal).
    expect(listStateFromParams({ paginationCode: '20000' }).page).toBe(LIST_PAGE_MAX);
    expect(searchStateFromParams({ keyword: 'tea', paginationCode: '999999999' }, '').page).toBe(LIST_PAGE_MAX);
  });

  it('leaves "all" codes out of the payload', () => {
    expect(listPayload({ cityCode: 0, typeCode: 5, modeCode: 0, page: 3 })).toEqual({
      typeCode: 5,
      page: 3,
      pageSize: PAGE_SIZE,
    });
    expect(listPayload({ cityCode: 1, typeCode: 2, modeCode: 3, page: 1 }, 10)).toEqual({
      cityCode: 1,
      typeCode: 2,
      modeCode: 3,
      page: 1,
      pageSize: 10,
    });
  });

  it('builds home paths that round-trip through the params', () => {
    expect(homePath({ cityCode: 0, typeCode: 0, modeCode: 0, page: 1 })).toBe('/');
    expect(homePath({ cityCode: 110100, typeCode: 0, modeCode: 0, page: 1 })).toBe('/110100');
    expect(homePath({ cityCode: 0, typeCode: 0, modeCode: 2, page: 1 })).toBe('/0/0/2');
    expect(homePath({ cityCode: 0, typeCode: 0, modeCode: 0, page: 4 })).toBe('/0/0/0/4');
    const s = { cityCode: 7, typeCode: 8, modeCode: 9, page: 2 };
    const [, c, t, m, p] = homePath(s).split('/');
    expect(listStateFromParams({ cityCode: c, typeCode: t, modeCode: m, paginationCode: p })).toEqual(s);
  });

  it('encodes the search keyword and keeps the codes before it', () => {
    expect(searchPath({ cityCode: 0, typeCode: 0, keyword: '', page: 1 })).toBe('/search');
    expect(searchPath({ cityCode: 0, typeCode: 2, keyword: 'tea / café', page: 1 })).toBe(
      '/search/0/2/tea%20%2F%20caf%C3%A9',
    );
    expect(searchPath({ cityCode: 1, typeCode: 0, keyword: '咖啡', page: 3 })).toBe(
      `/search/1/0/${encodeURIComponent('咖啡')}/3`,
    );
  });

  it('reads search params, decoding what wouter leaves encoded', () => {
    const s = searchStateFromParams({ cityCode: '0', typeCode: '2', keyword: 'tea %2F café', paginationCode: '2' });
    expect(s).toEqual({ cityCode: 0, typeCode: 2, keyword: 'tea / café', page: 2 });
    expect(searchStateFromParams({ keyword: '100%' }).keyword).toBe('100%');
    expect(searchPayload(s)).toEqual({ keyword: 'tea / café', typeCode: 2, page: 2, pageSize: PAGE_SIZE });
  });

  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
