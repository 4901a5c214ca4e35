import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGold, formatSigned, formatYuan } from '../../../../src/features/common/money-format';

// The wallet's amounts are written by hand (a page's first Intl.NumberFormat costs a long task on a weak
// phone); they must read exactly as the locale formatters would write them.
describe('money amounts', () => {
  it('writes gold as zh-CN and en-GB group it, whole or not', () => {
    const zh = new Intl.NumberFormat('zh-CN');
    const en = new Intl.NumberFormat('en-GB');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatGold(n, 'zh')).toBe(zh.format(n));
        expect(formatGold(n, 'en')).toBe(en.format(n));
      }),
    );
    expect(formatGold(1234567, 'zh')).toBe('1,234,567');
    expect(formatSigned(-3000, 'en')).toBe('−3,000');
    expect(formatSigned(300, 'zh')).toBe('+300');
  });

  it('writes integer cents as yuan with two decimals, as Intl en-US would', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatYuan(cents)).toBe(`¥${intl.format(cents / 100)}`);
      }),
    );
    expect(formatYuan(600)).toBe('¥6.00');
    expect(formatYuan(123450)).toBe('¥1,234.50');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(-320)).toBe('¥-3.20');
    expect(formatYuan(12.5)).toBe(`¥${intl.format(0.125)}`);
  });
});
