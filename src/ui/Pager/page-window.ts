export type PageSlot = number | 'gap';

/** Page numbers to show around the current one: first, last, `radius` either side, gaps between. */
export function pageWindow(page: number, pages: number, radius = 2): PageSlot[] {
  const out: PageSlot[] = [];
  const lo = Math.max(2, page - radius);
  const hi = Math.min(pages - 1, page + radius);
  out.push(1);
  if (lo > 2) out.push('gap');
  for (let p = lo; p <= hi; p++) out.push(p);
  if (hi < pages - 1) out.push('gap');
  if (pages > 1) out.push(pages);
  return out;
}
