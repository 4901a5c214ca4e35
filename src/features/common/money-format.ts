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

export function formatDay(s: number, lang: Lang): string {
  return new Date(s * 1000).toLocaleDateString(localeOf(lang), { year: 'numeric', month: '2-digit', day: '2-digit' });
}

export function formatDateTime(s: number, lang: Lang): string {
  return new Date(s * 1000).toLocaleString(localeOf(lang), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
