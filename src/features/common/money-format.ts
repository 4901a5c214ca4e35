import type { Lang } from '../../i18n';

// How gold, money and times read on the money pages.

const localeOf = (lang: Lang) => (lang === 'en' ? 'en-GB' : 'zh-CN');

/** Gold with thousands separators. */
export function formatGold(n: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang)).format(n);
}

/** A signed movement: +300 / −30. */
export function formatSigned(n: number, lang: Lang): string {
  if (n === 0) return '0';
  return `${n > 0 ? '+' : '−'}${formatGold(Math.abs(n), lang)}`;
}

/** Integer cents as yuan: ¥6.00, ¥1,234.50. */
const YUAN = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatYuan(cents: number): string {
  return `¥${YUAN.format(cents / 100)}`;
}

// Days and times read as lib/format writes them everywhere (2027/3/31, 31/03/2027): a page that shows a
// profile's dates beside the wallet's must not write one day two ways.
export { formatDateTime, formatDay } from '../../lib/format';
