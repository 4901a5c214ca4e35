import { describe, expect, it } from 'vitest';
import { detailPath, parseDetailPath } from '../../../../src/features/common/post-paths';

describe('detail paths', () => {
  it('builds and parses the four kinds, with or without /h', () => {
    expect(detailPath('store', 12)).toBe('/details/store/12');
    expect(parseDetailPath('/details/broker/7')).toEqual({ kind: 'broker', id: 7 });
    expect(parseDetailPath('/h/details/certification/31')).toEqual({ kind: 'certification', id: 31 });
    expect(parseDetailPath('/h/details/store/abc')).toBeNull();
    expect(parseDetailPath('/details/shop/1')).toBeNull();
  });
});
