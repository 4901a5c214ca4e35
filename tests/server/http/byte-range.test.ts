import { describe, expect, it } from 'vitest';
import { parseRange } from '../../../server/http/byte-range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-50', { start: 950, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=5-4', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-6', 'none'],
    ['items=0-5', 'none'],
    [undefined, 'none'],
  ] as const)('%s', (header, want) => {
    expect(parseRange(header, 1000)).toEqual(want);
  });
});
