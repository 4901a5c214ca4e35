import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { PostCard as Post } from '../../../../protocol/types';
import { gridWindow, rowCount, windowRows } from './grid-window';
import { GridSkeleton } from './GridStates';
import type { GridWindow } from './grid-window';
import { PostCard } from './PostCard';
import { usePostLabels } from './usePostLabels';
import { useGridMetrics } from './useGridMetrics';
import { useGlobal } from '../../../state/global';
import styles from './VirtualPostGrid.module.css';

/** Where the reader's eye is, as a share of the viewport height: the "page in view" is read there. */
const READING_LINE = 0.3;
const NONE: ReadonlySet<number> = new Set();
/**
 * Rows shown before the grid has been measured, in the page's flow rather than placed: the first screen's
 * cards, rendered by the server and hydrated as they are (nothing in them depends on the window). Rows are
 * uniform, so once measured the same rows are placed exactly where the flow had put them.
 */
const FIRST_ROWS = 2;
/**
 * A desktop's columns follow the window's width, which the server does not know: its first cards are one
 * row in the flow that the CSS fills column by column (auto-fill, the count the grid's measure arrives at),
 * so they sit where the placed rows put them; the first placed row keeps its cards, the next take the rest.
 */
const DESKTOP_FIRST_CARDS = 8;

export interface GridView {
  /** The item under the reading line. */
  topIndex: number;
  /** The last item inside the viewport. */
  lastIndex: number;
}

interface Props {
  posts: readonly Post[];
  /** Called when the items in view change (not while the grid is hidden). */
  onView?: (view: GridView) => void;
  /** Once, after the first layout: scroll the window so this item sits on the reading line. */
  initialIndex?: number;
}

function sameWindow(a: GridWindow, b: GridWindow): boolean {
  return (
    a.firstRow === b.firstRow &&
    a.readingRow === b.readingRow &&
    a.lastRow === b.lastRow &&
    a.mount.length === b.mount.length &&
    a.mount[0] === b.mount[0]
  );
}

/** Runs `fn` when the main thread is idle (a timeout where the browser has no idle callbacks); returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 16);
  return () => clearTimeout(id);
}

/**
 * The grid's window against the window scroll, re-read once per frame while scrolling; the grid re-renders
 * only when the window changes (a row enters or leaves), not per scroll event. A hidden grid (a kept-alive
 * screen under another) keeps its last window, since the page's scroll then belongs to the other screen.
 * New sizes are read while rendering and the scroll in the next frame, never while committing: reading the
 * scroll position then would force the commit's fresh layout into the commit's own task.
 */
function useGridWindow(list: RefObject<HTMLElement | null>, top: number, rowHeight: number, rows: number): GridWindow {
  const read = () =>
    gridWindow(
      typeof window === 'undefined' ? 0 : window.scrollY,
      typeof window === 'undefined' ? 0 : window.innerHeight,
      top,
      rowHeight,
      rows,
      READING_LINE,
    );
  const [state, setState] = useState(() => ({ top, rowHeight, rows, view: read() }));
  let current = state.view;
  if (state.top !== top || state.rowHeight !== rowHeight || state.rows !== rows) {
    current = read();
    setState({ top, rowHeight, rows, view: current });
  }
  useLayoutEffect(() => {
    const update = () => {
      if (list.current && list.current.offsetWidth === 0) return;
      const next = read();
      setState((old) => (sameWindow(old.view, next) ? old : { ...old, view: next }));
    };
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    onScroll(); // shown again after a while hidden: the page may have scrolled meanwhile
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [list, top, rowHeight, rows]); // eslint-disable-line react-hooks/exhaustive-deps
  return current;
}

function firstRows(rows: number): number[] {
  return Array.from({ length: Math.min(rows, FIRST_ROWS) }, (_, i) => i);
}

/**
 * A card grid virtualised by rows against the window scroll: only rows near the viewport are mounted, so
 * images of rows scrolled far away unmount and release their object URLs. Rows are uniform (cards have a
 * fixed media ratio and a clamped title), so one measured row sizes them all and positions are exact.
 */
export function VirtualPostGrid({ posts, onView, initialIndex }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  const metrics = useGridMetrics(list, probe);
  const { isDesktop } = useGlobal();
  const { columns, gap, top } = metrics;
  const labels = usePostLabels(posts);
  const rows = rowCount(posts.length, columns);
  const cardWidthKnown = metrics.width > 0 ? (metrics.width - gap * (columns - 1)) / columns : undefined;
  const cardWidth = cardWidthKnown ?? 180;
  const [measured, setMeasured] = useState(0);
  const rowHeight = measured || Math.round(cardWidth * 0.75 + 100 + gap);
  const view = useGridWindow(list, top, rowHeight, rows);
  // On a slow phone a page of cards at once is a long task, a row is a short one. A new window keeps the rows
  // already mounted and adds those on screen and at most one other (none while nothing is mounted, so the
  // data's arrival costs one screenful); the rest follow one row per idle moment.
  const [grown, setGrown] = useState(() => ({ view, mounted: windowRows(view, NONE, 0) }));
  let mounted = grown.mounted;
  if (grown.view !== view) {
    mounted = windowRows(view, new Set(grown.mounted), grown.mounted.length === 0 ? 0 : 1);
    setGrown({ view, mounted });
  }
  // Cards wait for the first measure, so they are laid out once, at their real size. A list that starts at its
  // top shows its first rows in the flow meanwhile (the server's render of them, hydrated); one coming back to
  // a place further down shows a skeleton until it can scroll there.
  const laidOut = metrics.width > 0;
  const startsAtTop = !initialIndex;
  const growing = laidOut && mounted.length < view.mount.length;
  useEffect(() => {
    if (!growing) return;
    return whenIdle(() =>
      startTransition(() => setGrown((g) => ({ view: g.view, mounted: windowRows(g.view, new Set(g.mounted), 1) }))),
    );
  }, [growing, mounted]);

  // One mounted row gives the height of all (its bottom padding is the gap), read once the browser has laid it
  // out (see useGridMetrics for why not while committing); a first row in the flow gives it before the grid is
  // placed, so the placed rows land where the flow had them.
  useLayoutEffect(() => {
    const row = list.current?.querySelector<HTMLElement>('[data-row]');
    if (!row) return;
    // A card and the gap under it (the row's bottom padding): the desktop's first row in the flow may wrap.
    const read = () => {
      const card = row.firstElementChild as HTMLElement | null;
      const h = card ? Math.round(card.offsetHeight + parseFloat(getComputedStyle(row).paddingBottom)) : 0;
      if (h > 0) setMeasured((old) => (old === h ? old : h));
    };
    if (typeof ResizeObserver === 'undefined') return read();
    const ro = new ResizeObserver(read);
    ro.observe(row);
    return () => ro.disconnect();
  }, [rows > 0, columns, metrics.width]); // eslint-disable-line react-hooks/exhaustive-deps

  // Cards prepended above (an earlier page loaded): keep the same cards under the reader's eyes.
  const firstId = useRef<number | undefined>(posts[0]?.id);
  useLayoutEffect(() => {
    const before = firstId.current;
    firstId.current = posts[0]?.id;
    if (before === undefined || before === posts[0]?.id) return;
    const moved = posts.findIndex((p) => p.id === before);
    if (moved > 0) window.scrollBy(0, Math.ceil(moved / columns) * rowHeight);
  }, [posts, columns, rowHeight]);

  // Restores a position once the layout is known (the row's height, and the grid's place and columns: a first
  // row in the flow gives the height before the grid is measured); runs after the shell's own scroll reset.
  const restored = useRef(initialIndex === undefined);
  useEffect(() => {
    if (restored.current || !measured || !laidOut || initialIndex === undefined) return;
    restored.current = true;
    const y = top + Math.floor(initialIndex / columns) * rowHeight - window.innerHeight * READING_LINE + rowHeight / 2;
    window.scrollTo(0, Math.max(0, Math.round(y)));
  }, [measured, laidOut, initialIndex, top, columns, rowHeight]);

  const topIndex = Math.min(posts.length - 1, view.readingRow * columns);
  const lastIndex = Math.min(posts.length - 1, (view.lastRow + 1) * columns - 1);
  const onViewRef = useRef(onView);
  useLayoutEffect(() => {
    onViewRef.current = onView;
  });
  useEffect(() => {
    if (posts.length > 0 && metrics.width > 0) onViewRef.current?.({ topIndex, lastIndex });
  }, [topIndex, lastIndex, posts.length, metrics.width]);

  return (
    <div ref={list} className={styles.list} style={{ height: Math.max(0, rows * rowHeight - gap) }}>
      <div ref={probe} className={styles.probe} aria-hidden="true" />
      {!laidOut && !startsAtTop && <GridSkeleton count={Math.min(posts.length, 4)} />}
      {(laidOut ? mounted : startsAtTop ? firstRows(isDesktop ? Math.min(rows, 1) : rows) : []).map((row) => (
        <div
          key={row}
          data-row={row}
          className={laidOut ? styles.row : styles.flowRow}
          style={
            laidOut
              ? {
                  transform: `translateY(${row * rowHeight}px)`,
                  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                  columnGap: gap,
                  paddingBottom: gap,
                }
              : undefined
          }
        >
          {(laidOut || !isDesktop
            ? posts.slice(row * columns, row * columns + columns)
            : posts.slice(0, DESKTOP_FIRST_CARDS)
          ).map((p) => {
            const l = labels.get(p.id);
            return l ? <PostCard key={p.id} post={p} labels={l} width={cardWidthKnown} /> : null;
          })}
        </div>
      ))}
    </div>
  );
}
