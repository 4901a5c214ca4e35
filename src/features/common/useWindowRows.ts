import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** Ask for the next page when the last rendered row is this close to the end. */
const PREFETCH_ROWS = 6;

interface Options {
  /** A row's height before it is measured, in CSS pixels. */
  estimatePx: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * A list of rows virtualised against the window scroll (the page scrolls, not a box), each row measured as it
 * renders, asking for the next page as the end comes near. Put `listRef` on the list's box and position each
 * row at `row.start - virtual.options.scrollMargin`.
 */
export function useWindowRows<T extends { id: number }>(items: readonly T[], opts: Options) {
  const { hasMore, loadingMore, loadMore } = opts;
  // The list's offset in the page: the virtualiser measures rows against the window scroll.
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(document.body);
    return () => ro.disconnect();
  }, []);

  const virtual = useWindowVirtualizer({
    count: items.length,
    scrollMargin: margin,
    estimateSize: () => opts.estimatePx,
    overscan: 6,
    gap: 10,
    getItemKey: (i) => items[i]?.id ?? i,
  });
  const rows = virtual.getVirtualItems();
  const last = rows[rows.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && last >= items.length - PREFETCH_ROWS) loadMore();
  }, [last, items.length, hasMore, loadingMore, loadMore]);

  return { listRef, virtual, rows };
}
