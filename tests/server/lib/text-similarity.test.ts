import { describe, expect, it } from 'vitest';
import { jaccard, normalizeText, shingles, textSimilarity } from '../../../server/lib/text-similarity';

describe('text similarity', () => {
  it('normalises case, width, spacing and punctuation away', () => {
    expect(normalizeText('  Ｈｅｌｌｏ，  World! 你好。 ')).toBe('helloworld你好');
    expect(textSimilarity('Piano lessons, Chaoyang!', 'piano   LESSONS chaoyang')).toBe(1);
  });

  it('counts three-character shingles by code point', () => {
    expect([...shingles('abcd')]).toEqual(['abc', 'bcd']);
    expect([...shingles('𠀀𠀁𠀂𠀃')]).toEqual(['𠀀𠀁𠀂', '𠀁𠀂𠀃']);
    expect(shingles('😀😀😀😀').size).toBe(0);
    expect(shingles('ab').size).toBe(0);
  });

  it('is the Jaccard index of the shingle sets', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(0);
    expect(jaccard(new Set(['a']), new Set())).toBe(0);
  });

  it('rates a reworded copy high and unrelated posts of one trade low', () => {
    const a = '朝阳区钢琴陪练，十年教学经验，可上门也可来工作室，第一节课免费试听。';
    const copy = '朝阳区钢琴陪练，十二年教学经验，可上门也可来工作室，第一节课免费试听！';
    const other = '海淀区钢琴调音维修，上门服务，价格公道，当天可约，欢迎来电咨询。';
    expect(textSimilarity(a, copy)).toBeGreaterThanOrEqual(0.6);
    expect(textSimilarity(a, other)).toBeLessThan(0.3);
    expect(textSimilarity(a, copy)).toBe(textSimilarity(copy, a));
  });
});
