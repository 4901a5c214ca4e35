/**
 * Spec §9 number shortening: 1000–9999 as K, 10000 and above as W (万), one decimal. The decimal is cut,
 * not rounded, so a count never reads higher than it is (9999 → 9.9K rather than 10.0K, which would also
 * jump units), and a zero decimal is dropped (1000 → 1K, 20000 → 2W).
 */
export function shortenNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const n = Math.trunc(Math.abs(value));
  if (n < 1000) return `${sign}${n}`;
  const [unit, divisor] = n < 10_000 ? (['K', 1000] as const) : (['W', 10_000] as const);
  const tenths = Math.floor((n * 10) / divisor);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${sign}${whole}${decimal ? `.${decimal}` : ''}${unit}`;
}
