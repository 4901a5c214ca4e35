import { useLayoutEffect, useState } from 'react';
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
      setMetrics((m) => (same(m, next) ? m : next));
    };
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    ro?.observe(document.body);
    if (list.current) ro?.observe(list.current);
    window.addEventListener('resize', measure);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [list, probe]);
  return metrics;
}
