/** The rows in the viewport (inclusive) of a list of `count` rows, and how many to mount around them. */
interface Range {
  startIndex: number;
  endIndex: number;
  overscan: number;
  count: number;
}

/**
 * Rows a list renders in full before virtualising: one page of cards on a phone (20 cards, 2 columns).
 * A single page is cheap to mount (images still load only near the viewport), and keeping it whole lets a
 * page be read and tested as a page; past it, only the rows near the viewport stay mounted.
 */
export const FULL_RENDER_MAX_ROWS = 10;

/**
 * Rows mounted above and below the viewport once virtualised: about two thirds of a phone screen (a row is
 * ~260 px at 390 px wide), enough for a brisk thumb (≈ 3,000 px/s) to find its rows mounted. Not more: every
 * frame's paint and layerize walk all mounted cards, so each extra row makes every scrolled frame dearer.
 */
export const OVERSCAN_ROWS = 2;

/** Columns of a grid `width` wide whose cards are at least `minCard` wide with `gap` between them. */
export function columnsFor(width: number, minCard: number, gap: number): number {
  if (width <= 0 || minCard <= 0) return 1;
  return Math.max(1, Math.floor((width + gap) / (minCard + gap)));
}

export function rowCount(items: number, columns: number): number {
  return columns > 0 ? Math.ceil(items / columns) : 0;
}

/** The row indexes to mount: all of them for a short list, else the visible range plus overscan. */
export function rowsToMount(range: Range): number[] {
  if (range.count <= FULL_RENDER_MAX_ROWS) return Array.from({ length: range.count }, (_, i) => i);
  const first = Math.max(0, range.startIndex - range.overscan);
  const last = Math.min(range.count - 1, range.endIndex + range.overscan);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/** The row under a point `offset` px below the list's top (clamped to the list). */
export function rowAt(offset: number, rowHeight: number, rows: number): number {
  if (rows <= 0 || rowHeight <= 0) return 0;
  return Math.min(rows - 1, Math.max(0, Math.floor(offset / rowHeight)));
}

/** Rows of a window-scrolled grid: what to mount, and the rows under the reading line and at the bottom edge. */
export interface GridWindow {
  mount: number[];
  /** The first and last rows inside the viewport. */
  firstRow: number;
  readingRow: number;
  lastRow: number;
}

/**
 * The window of a grid of `rows` uniform rows (`rowHeight` px, its top `top` px down the document) when the
 * page is scrolled to `scrollY` with a viewport `viewport` px high; `readingLine` is a share of the viewport.
 */
export function gridWindow(
  scrollY: number,
  viewport: number,
  top: number,
  rowHeight: number,
  rows: number,
  readingLine: number,
): GridWindow {
  const offset = scrollY - top;
  const startIndex = rowAt(offset, rowHeight, rows);
  const endIndex = rowAt(offset + viewport - 1, rowHeight, rows);
  return {
    mount: rows > 0 ? rowsToMount({ startIndex, endIndex, overscan: OVERSCAN_ROWS, count: rows }) : [],
    firstRow: startIndex,
    readingRow: rowAt(offset + viewport * readingLine, rowHeight, rows),
    lastRow: endIndex,
  };
}

/**
 * The rows of a window to mount, given the rows mounted before: the rows on screen always, the window's rows
 * already mounted, and at most `fresh` others (nearest the screen first, below before above). A freshly
 * mounted grid renders the screen first, so the data's arrival costs one screenful of cards; after that the
 * window fills one row per render, so a quick scroll that brings two rows into the window lays out and paints
 * one per frame instead of both in one long frame on a slow phone.
 */
export function windowRows(win: GridWindow, before: ReadonlySet<number>, fresh: number): number[] {
  const onScreen = (row: number) => row >= win.firstRow && row <= win.lastRow;
  const distance = (row: number) => (row > win.lastRow ? 2 * (row - win.lastRow) - 1 : 2 * (win.firstRow - row));
  const added = win.mount
    .filter((row) => !onScreen(row) && !before.has(row))
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, Math.max(0, fresh));
  const keep = new Set(added);
  return win.mount.filter((row) => onScreen(row) || before.has(row) || keep.has(row));
}

/** The page (1-based, counted from `firstPage`) holding the item at `index` of a list of whole pages. */
export function pageOfIndex(index: number, pageSize: number, firstPage = 1): number {
  return firstPage + Math.floor(Math.max(0, index) / Math.max(1, pageSize));
}
