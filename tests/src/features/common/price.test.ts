import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/features/common/price';

describe('price range', () => {
  const l = { currency: '¥', negotiable: 'ask', from: 'from {n}', upTo: 'up to {n}' };
  it('formats ranges, single bounds and no price', () => {
    expect(formatPrice(200, 1500, l)).toBe('¥200–1,500');
    expect(formatPrice(300, 300, l)).toBe('¥300');
    expect(formatPrice(80, null, l)).toBe('from ¥80');
    expect(formatPrice(null, 90, l)).toBe('up to ¥90');
    expect(formatPrice(null, null, l)).toBe('ask');
  });

  it('groups digits exactly as Intl en-US does, whole numbers and fractions alike', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.double({ noNaN: true, noDefaultInfinity: true })), (n) => {
        expect(formatPrice(n, n, l)).toBe(`¥${intl.format(n)}`);
      }),
    );
    expect(formatPrice(-1234567, 1000, l)).toBe('¥-1,234,567–1,000');
  });
});
