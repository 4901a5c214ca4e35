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

// toLocaleString builds a new Intl formatter per call, and the page's first Intl.NumberFormat loads the
// number data: about 100 ms of one task on a desktop, several times that on a weak phone. Whole numbers (every
// price and every gold amount) are grouped by hand, as zh-CN, en-GB and en-US all group them; a formatter is
// built, once, only for a fraction.
let numbers: Intl.NumberFormat | undefined;

/** A number with its thousands grouped by commas: 1234567 → "1,234,567"; fractions as en-US writes them. */
export function groupDigits(n: number): string {
  return Number.isSafeInteger(n) && !Object.is(n, -0)
    ? String(n).replace(/\B(?=(\d{3})+$)/g, ',')
    : (numbers ??= new Intl.NumberFormat('en-US')).format(n);
}

/** A price range as one short string: "¥200–500", "from ¥200", or the negotiable label. */
export function formatPrice(min: number | null, max: number | null, l: PriceLabels): string {
  if (min != null && max != null) {
    return min === max ? `${l.currency}${groupDigits(min)}` : `${l.currency}${groupDigits(min)}–${groupDigits(max)}`;
  }
  if (min != null) return l.from.replace('{n}', `${l.currency}${groupDigits(min)}`);
  if (max != null) return l.upTo.replace('{n}', `${l.currency}${groupDigits(max)}`);
  return l.negotiable;
}
