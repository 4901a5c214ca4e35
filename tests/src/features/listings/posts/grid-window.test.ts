import { describe, expect, it } from 'vitest';
import {
  FULL_RENDER_MAX_ROWS,
  OVERSCAN_ROWS,
  columnsFor,
  gridWindow,
  windowRows,
  pageOfIndex,
  rowAt,
  rowCount,
  rowsToMount,
} from '../../../../../src/features/listings/posts/grid-window';

describe('virtual grid window', () => {
  it('fits as many columns as the minimum card width allows', () => {
    expect(columnsFor(366, 150, 10)).toBe(2); // 390-px phone
    expect(columnsFor(1236, 228, 18)).toBe(5); // 1280-px desktop
    expect(columnsFor(100, 150, 10)).toBe(1);
    expect(columnsFor(0, 150, 10)).toBe(1);
    expect(rowCount(21, 2)).toBe(11);
    expect(rowCount(0, 2)).toBe(0);
  });

  it('mounts a short list whole and only a window of a long one', () => {
    const short = rowsToMount({ startIndex: 0, endIndex: 2, overscan: OVERSCAN_ROWS, count: FULL_RENDER_MAX_ROWS });
    expect(short).toHaveLength(FULL_RENDER_MAX_ROWS);
    // 500 cards in two columns, scrolled to row 120 with 4 rows on screen.
    const long = rowsToMount({ startIndex: 120, endIndex: 123, overscan: OVERSCAN_ROWS, count: 250 });
    expect(long[0]).toBe(120 - OVERSCAN_ROWS);
    expect(long.at(-1)).toBe(123 + OVERSCAN_ROWS);
    expect(long.length * 2).toBeLessThanOrEqual(2 * (4 + 2 * OVERSCAN_ROWS)); // at most ~2.5 screens of cards
  });

  it('mounts the rows on screen first, and the rest of a short list or the overscan after', () => {
    // A page of 20 cards in 2 columns below 300 px of banner, 260-px rows, an 844-px phone at the top.
    const top = gridWindow(0, 844, 300, 260, 10, 0.3);
    expect(top.mount).toHaveLength(10);
    expect(windowRows(top, new Set(), 0)).toEqual([0, 1, 2]);
    expect(windowRows(top, new Set(), 2)).toEqual([0, 1, 2, 3, 4]);
    expect(windowRows(top, new Set(), 99)).toEqual(top.mount);
    // Scrolled into a long list: the overscan comes nearest first, below before above.
    const deep = gridWindow(300 + 260 * 50 + 10, 844, 300, 260, 100, 0.3);
    expect(deep.mount).toEqual([48, 49, 50, 51, 52, 53, 54, 55]);
    expect(windowRows(deep, new Set(), 0)).toEqual([50, 51, 52, 53]);
    expect(windowRows(deep, new Set(), 3)).toEqual([49, 50, 51, 52, 53, 54, 55]);
    expect(windowRows(deep, new Set(), 6)).toEqual(deep.mount);
  });

  it('keeps the rows already mounted and adds at most the allowed number of others per window', () => {
    const at = (scrollY: number) => gridWindow(300 + scrollY, 844, 300, 260, 100, 0.3);
    const before = at(260 * 50 + 10);
    // A quick scroll of two rows: rows 56 and 57 enter the window below; the screen's rows come at once, and
    // only the nearest of the other new rows.
    const after = at(260 * 52 + 10);
    expect(after.mount).toEqual([50, 51, 52, 53, 54, 55, 56, 57]);
    const once = windowRows(after, new Set(before.mount), 1);
    expect(once).toEqual([50, 51, 52, 53, 54, 55, 56]);
    expect(windowRows(after, new Set(once), 1)).toEqual(after.mount);
    // Rows that left the window are dropped even though they were mounted.
    expect(windowRows(after, new Set(before.mount), 0)).toEqual([50, 51, 52, 53, 54, 55]);
    // A jump far down mounts the new screen whatever the allowance.
    const far = at(260 * 90 + 10);
    expect(windowRows(far, new Set(before.mount), 0)).toEqual([90, 91, 92, 93]);
  });

  it('maps scroll offsets to rows and items to pages', () => {
    expect(rowAt(0, 260, 10)).toBe(0);
    expect(rowAt(259, 260, 10)).toBe(0);
    expect(rowAt(260, 260, 10)).toBe(1);
    expect(rowAt(-50, 260, 10)).toBe(0);
    expect(rowAt(99_999, 260, 10)).toBe(9);
    expect(pageOfIndex(0, 20)).toBe(1);
    expect(pageOfIndex(19, 20)).toBe(1);
    expect(pageOfIndex(20, 20)).toBe(2);
    expect(pageOfIndex(5, 20, 3)).toBe(3); // a list that started at page 3
    expect(pageOfIndex(45, 20, 3)).toBe(5);
  });
});
