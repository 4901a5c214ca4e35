import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../../src/ui/Pager/page-window';

describe('pager window', () => {
  it('shows first, last, neighbours and gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageWindow(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
  });
});
