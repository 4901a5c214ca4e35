import { describe, expect, it } from 'vitest';
import { RANDOM_STRING_LENGTH } from '../../../protocol/constants';
import { ALPHANUMERIC, randomString } from '../../../src/lib/random-string';

describe('randomString', () => {
  it('defaults to the spec length and uses letters and digits only', () => {
    const s = randomString();
    expect(s).toHaveLength(RANDOM_STRING_LENGTH);
    expect(s).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('skips biased bytes instead of folding them with modulo', () => {
    // 248 = 4 × 62 is the first biased byte; it must be skipped, 0 and 61 map to the alphabet ends.
    const bytes = [248, 255, 0, 61, 62];
    let served = false;
    const fill = (b: Uint8Array) => {
      if (!served) b.set(bytes.slice(0, b.length));
      served = true;
      return b;
    };
    expect(randomString(3, ALPHANUMERIC, fill)).toBe('A9A');
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => randomString(12))).size).toBe(50);
  });
});
