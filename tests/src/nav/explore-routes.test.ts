import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/nav/routes';
import { tagNameFromParams } from '../../../src/features/common/explore-paths';

describe('tag and theme routes', () => {
  it('match in both layouts, with an optional page', () => {
    const tag = matchRoute('/h/explore/tag/%E5%BD%93%E6%97%A5%E5%8F%AF%E7%BA%A6/2?sort=price');
    expect(tag?.route.name).toBe('explore-tag');
    expect(tag?.params.paginationCode).toBe('2');
    expect(tagNameFromParams(tag!.params)).toBe('当日可约');
    expect(matchRoute('/explore/theme/7')?.params).toEqual({ id: '7' });
    expect(matchRoute('/explore/tag/a%2Fb')?.route.name).toBe('explore-tag');
    expect(tagNameFromParams(matchRoute('/explore/tag/a%2Fb')!.params)).toBe('a/b');
  });

  it('give the 404 page for a non-numeric theme or a missing tag', () => {
    expect(matchRoute('/explore/theme/abc')).toBeNull();
    expect(matchRoute('/explore/tag')).toBeNull();
    expect(matchRoute('/explore/tag/x/y')).toBeNull();
  });
});
