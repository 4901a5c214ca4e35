import { describe, expect, it } from 'vitest';
import { searchPageTitle, titleKeyword } from '../../protocol/listings-texts';

describe('a search page title', () => {
  it('quotes the keyword in each language, on one line', () => {
    expect(searchPageTitle('  tea\n shop ', 'zh')).toBe('“tea shop”的搜索结果 · 金帖');
    expect(searchPageTitle('tea', 'en')).toBe('Search results for “tea” · Goldpost');
  });

  it('cuts a long keyword by characters, never inside a character outside the BMP', () => {
    const long = '🍵'.repeat(60);
    const cut = titleKeyword(long);
    expect(Array.from(cut)).toHaveLength(40);
    expect(cut.endsWith('🍵…')).toBe(true);
    expect(titleKeyword('a'.repeat(40))).toBe('a'.repeat(40));
  });

  it('keeps a replacement pattern in the keyword as typed', () => {
    expect(searchPageTitle("$& $' $`", 'en')).toBe("Search results for “$& $' $`” · Goldpost");
  });
});
