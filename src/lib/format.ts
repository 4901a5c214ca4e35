type Unit = readonly [suffix: string, divisor: number];

/** Spec §9: 1000–9999 as K, 10000 and above as W (万). */
const ZH_UNITS: readonly Unit[] = [
  ['W', 10_000],
  ['K', 1000],
];
/** English readers know K and M, not W: 17,300 reads 17.3K, 1,700,000 reads 1.7M. */
const EN_UNITS: readonly Unit[] = [
  ['M', 1_000_000],
  ['K', 1000],
];

/**
 * Count shortening with one decimal: Chinese per spec §9 (K, then W from 10000), English with K and M.
 * The decimal is cut, not rounded, so a count never reads higher than it is (9999 → 9.9K rather than
 * 10.0K, which would also jump units), and a zero decimal is dropped (1000 → 1K, 20000 → 2W).
 */
export function shortenNumber(value: number, lang: 'zh' | 'en' = 'zh'): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.trunc(Math.abs(value));
  const unit = (lang === 'en' ? EN_UNITS : ZH_UNITS).find(([, divisor]) => n >= divisor);
  if (!unit) return `${sign}${n}`;
  const [suffix, divisor] = unit;
  const tenths = Math.floor((n * 10) / divisor);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${sign}${whole}${decimal ? `.${decimal}` : ''}${suffix}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A day in the reader's local time, as `toLocaleDateString` writes it for zh-CN (2026/1/5) and en-GB
 * (05/01/2026), written by hand: the first Intl date formatter a page builds loads its locale data, tens of
 * ms in one task on a slow phone, and a detail page shows its date in its first screen.
 */
export function formatDay(seconds: number, lang: 'zh' | 'en'): string {
  const d = new Date(seconds * 1000);
  const [y, m, day] = [d.getFullYear(), d.getMonth() + 1, d.getDate()];
  return lang === 'en' ? `${two(day)}/${two(m)}/${y}` : `${y}/${m}/${day}`;
}

/** A day and the time of day, in the reader's local time: `2027/3/31 14:05`, `31/03/2027 14:05`. */
export function formatDateTime(seconds: number, lang: 'zh' | 'en'): string {
  const d = new Date(seconds * 1000);
  return `${formatDay(seconds, lang)} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
