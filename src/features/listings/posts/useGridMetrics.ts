import { startTransition, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { columnsFor } from './grid-window';

export interface GridMetrics {
  columns: number;
  /** Gap between cards (and rows), px. */
  gap: number;
  /** The list's top in document coordinates: the window virtualizer's scroll margin. */
  top: number;
  width: number;
}

const INITIAL: GridMetrics = { columns: 2, gap: 10, top: 0, width: 0 };

function same(a: GridMetrics, b: GridMetrics): boolean {
  return a.columns === b.columns && a.gap === b.gap && a.top === b.top && a.width === b.width;
}

/**
 * Columns, gap and document offset of a grid, from its element and a hidden probe whose CSS size is the
 * minimum card width × the gap (so the layout's rem scaling and breakpoints stay in CSS). Re-measured
 * whenever the page's layout changes size (an ad banner arriving above the list moves it down).
 *
 * Measured from a ResizeObserver, which reports once the browser has laid the page out anyway: reading sizes
 * while committing would force that layout into the commit's task, and the re-render the measure causes would
 * follow in the same task, the long task a slow phone feels. Until then `width` is 0: not measured yet.
 */
export function useGridMetrics(list: RefObject<HTMLElement | null>, probe: RefObject<HTMLElement | null>): GridMetrics {
  const [metrics, setMetrics] = useState(INITIAL);
  useLayoutEffect(() => {
    const measure = () => {
      const el = list.current;
      const p = probe.current;
      if (!el || !p) return;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0) return; // hidden (kept-alive screen): keep the last layout
      const gap = p.offsetHeight;
      const next: GridMetrics = {
        columns: columnsFor(rect.width, p.offsetWidth, gap),
        gap,
        top: Math.round(rect.top + window.scrollY),
        width: Math.round(rect.width),
      };
      // A transition: the cards this lets mount render in slices.
      startTransition(() => setMetrics((m) => (same(m, next) ? m : next)));
    };
    window.addEventListener('resize', measure);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return () => window.removeEventListener('resize', measure);
    }
    const ro = new ResizeObserver(measure);
    ro.observe(document.body);
    if (list.current) ro.observe(list.current);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [list, probe]);
  return metrics;
}
