import { describe, expect, it } from 'vitest';
import { formatDay, shortenNumber } from '../../../src/lib/format';

describe('shortenNumber (spec §9)', () => {
  it('leaves numbers under 1000 as they are', () => {
    expect(shortenNumber(0)).toBe('0');
    expect(shortenNumber(7)).toBe('7');
    expect(shortenNumber(999)).toBe('999');
  });

  it('writes 1000–9999 as K with one decimal', () => {
    expect(shortenNumber(1000)).toBe('1K');
    expect(shortenNumber(1234)).toBe('1.2K');
    expect(shortenNumber(1299)).toBe('1.2K');
    expect(shortenNumber(5050)).toBe('5K');
    expect(shortenNumber(9999)).toBe('9.9K');
  });

  it('writes 10000 and above as W with one decimal', () => {
    expect(shortenNumber(10_000)).toBe('1W');
    expect(shortenNumber(12_345)).toBe('1.2W');
    expect(shortenNumber(99_999)).toBe('9.9W');
    expect(shortenNumber(250_000)).toBe('25W');
    expect(shortenNumber(123_456_789)).toBe('12345.6W');
  });

  it('never rounds up across a unit boundary', () => {
    expect(shortenNumber(9_960)).not.toBe('10K');
    expect(shortenNumber(9_960)).toBe('9.9K');
  });

  it('handles fractions, negatives and non-numbers', () => {
    expect(shortenNumber(1500.9)).toBe('1.5K');
    expect(shortenNumber(-2500)).toBe('-2.5K');
    expect(shortenNumber(Number.NaN)).toBe('0');
    expect(shortenNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('shortenNumber in English', () => {
  it('uses K up to a million and M above, never W', () => {
    expect(shortenNumber(999, 'en')).toBe('999');
    expect(shortenNumber(1000, 'en')).toBe('1K');
    expect(shortenNumber(17_345, 'en')).toBe('17.3K');
    expect(shortenNumber(999_999, 'en')).toBe('999.9K');
    expect(shortenNumber(1_000_000, 'en')).toBe('1M');
    expect(shortenNumber(1_750_000, 'en')).toBe('1.7M');
    expect(shortenNumber(-2500, 'en')).toBe('-2.5K');
  });

  it('keeps the Chinese units when asked for zh', () => {
    expect(shortenNumber(17_345, 'zh')).toBe('1.7W');
    expect(shortenNumber(1_750_000, 'zh')).toBe('175W');
  });
});

describe('formatDay', () => {
  it('writes a day as toLocaleDateString does for zh-CN and en-GB', () => {
    for (const [y, m, d] of [
      [2026, 0, 5],
      [2026, 10, 26],
      [1999, 11, 31],
    ] as const) {
      const seconds = new Date(y, m, d, 13, 7).getTime() / 1000;
      expect(formatDay(seconds, 'zh')).toBe(new Date(seconds * 1000).toLocaleDateString('zh-CN'));
      expect(formatDay(seconds, 'en')).toBe(new Date(seconds * 1000).toLocaleDateString('en-GB'));
    }
    expect(formatDay(new Date(2026, 0, 5).getTime() / 1000, 'zh')).toBe('2026/1/5');
    expect(formatDay(new Date(2026, 0, 5).getTime() / 1000, 'en')).toBe('05/01/2026');
  });
});
