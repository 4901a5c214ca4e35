import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_MAX, SEARCH_KEY_MAX } from '../../../protocol/constants';
import { normalizeKey, pushHistory } from '../../../src/lib/search-history';

describe('search history (spec §5)', () => {
  it('cuts a key to 30 characters, counting CJK and emoji as one', () => {
    expect(SEARCH_KEY_MAX).toBe(30);
    expect(normalizeKey('a'.repeat(40))).toBe('a'.repeat(30));
    expect(normalizeKey('咖'.repeat(31))).toBe('咖'.repeat(30));
    expect(Array.from(normalizeKey('🍵'.repeat(35)))).toHaveLength(30);
    expect(normalizeKey('  cafe  ')).toBe('cafe');
  });

  it('stores the cut key', () => {
    expect(pushHistory([], 'x'.repeat(31))).toEqual(['x'.repeat(30)]);
  });

  it('puts new keys in front and keeps at most 10', () => {
    expect(SEARCH_HISTORY_MAX).toBe(10);
    let h: string[] = [];
    for (let i = 1; i <= 12; i++) h = pushHistory(h, `k${i}`);
    expect(h).toHaveLength(10);
    expect(h[0]).toBe('k12');
    expect(h).not.toContain('k1');
    expect(h).not.toContain('k2');
  });

  it('moves a repeated key to the front without duplicating it', () => {
    const h = pushHistory(['a', 'b', 'c'], 'c');
    expect(h).toEqual(['c', 'a', 'b']);
    expect(pushHistory(h, ' c ')).toEqual(['c', 'a', 'b']);
  });

  it('removes terms on the exclusion list, including the key itself', () => {
    expect(pushHistory(['a', 'spam', 'b'], 'c', ['spam'])).toEqual(['c', 'a', 'b']);
    expect(pushHistory(['a'], 'spam', ['spam'])).toEqual(['a']);
  });

  it('ignores an empty key', () => {
    expect(pushHistory(['a'], '   ')).toEqual(['a']);
  });
});
