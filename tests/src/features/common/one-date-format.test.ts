import { describe, expect, it } from 'vitest';
import { formatDateTime as moneyDateTime, formatDay as moneyDay } from '../../../../src/features/common/money-format';
import { formatDateTime, formatDay } from '../../../../src/lib/format';

// 2027-03-31 09:05 local time: a single-digit month and hour show padding differences.
const AT = new Date(2027, 2, 31, 9, 5).getTime() / 1000;

describe('one date format on every page', () => {
  it.each(['zh', 'en'] as const)('the money pages write a day as the profile and detail pages do (%s)', (lang) => {
    expect(moneyDay(AT, lang)).toBe(formatDay(AT, lang));
    expect(moneyDateTime(AT, lang)).toBe(formatDateTime(AT, lang));
    expect(formatDateTime(AT, lang).startsWith(formatDay(AT, lang))).toBe(true);
  });

  it('reads 2027/3/31 in Chinese and 31/03/2027 in English, with a 24-hour time', () => {
    expect(formatDateTime(AT, 'zh')).toBe('2027/3/31 09:05');
    expect(formatDateTime(AT, 'en')).toBe('31/03/2027 09:05');
  });
});
