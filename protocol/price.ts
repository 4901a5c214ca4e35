// A price range as the product writes it, on every screen and in a shared link's preview (server/http/landing-meta.ts).

export interface PriceLabels {
  currency: string;
  /** Shown when the post names no price. */
  negotiable: string;
  /** Template with {n} for a lower bound only, e.g. "from {n}". */
  from: string;
  /** Template with {n} for an upper bound only. */
  upTo: string;
}

// One formatter for every card: toLocaleString builds a new Intl formatter per call (slow on a phone). Even
// one costs tens of ms on a slow phone's first load, so whole numbers (every seeded price) are grouped by
// hand and the formatter is only built for a fraction.
let numbers: Intl.NumberFormat | undefined;
const num = (n: number) =>
  Number.isSafeInteger(n) && !Object.is(n, -0)
    ? String(n).replace(/\B(?=(\d{3})+$)/g, ',')
    : (numbers ??= new Intl.NumberFormat('en-US')).format(n);

/** A price range as one short string: "¥200–500", "from ¥200", or the negotiable label. */
export function formatPrice(min: number | null, max: number | null, l: PriceLabels): string {
  if (min != null && max != null) {
    return min === max ? `${l.currency}${num(min)}` : `${l.currency}${num(min)}–${num(max)}`;
  }
  if (min != null) return l.from.replace('{n}', `${l.currency}${num(min)}`);
  if (max != null) return l.upTo.replace('{n}', `${l.currency}${num(max)}`);
  return l.negotiable;
}
