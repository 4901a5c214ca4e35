import { groupDigits } from '../../../protocol/price';
import type { Lang } from '../../i18n';

// How gold, money and times read on the money pages.

/** Gold with thousands separators (zh-CN and en-GB group alike). */
export function formatGold(n: number, _lang: Lang): string {
  return groupDigits(n);
}

/** A signed movement: +300 / −30. */
export function formatSigned(n: number, lang: Lang): string {
  if (n === 0) return '0';
  return `${n > 0 ? '+' : '−'}${formatGold(Math.abs(n), lang)}`;
}

// Built on a first amount that is not whole cents (none the server sends): see protocol/price.ts.
let yuan: Intl.NumberFormat | undefined;

/** Integer cents as yuan: ¥6.00, ¥1,234.50. */
export function formatYuan(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    yuan ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `¥${yuan.format(cents / 100)}`;
  }
  const abs = Math.abs(cents);
  return `¥${cents < 0 ? '-' : ''}${groupDigits(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

// Days and times read as lib/format writes them everywhere (2027/3/31, 31/03/2027): a page that shows a
// profile's dates beside the wallet's must not write one day two ways.
export { formatDateTime, formatDay } from '../../lib/format';
