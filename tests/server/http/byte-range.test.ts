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
    // A last position before the first is not a range at all (RFC 9110 §14.1.1): the whole file.
    ['bytes=5-4', 'none'],
    ['bytes=10-0', 'none'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-6', 'none'],
    ['items=0-5', 'none'],
    [undefined, 'none'],
  ] as const)('%s', (header, want) => {
    expect(parseRange(header, 1000)).toEqual(want);
  });

  it('honours a range under If-Range only when it names the strong ETag of these bytes', () => {
    const etag = '"abc.w480"';
    expect(parseRange('bytes=0-5', 1000, { header: etag, etag })).toEqual({ start: 0, end: 5 });
    expect(parseRange('bytes=0-5', 1000, { header: '"nope"', etag })).toBe('none');
    expect(parseRange('bytes=0-5', 1000, { header: `W/${etag}`, etag })).toBe('none');
    // A date, or any validator for a file that has no ETag (videos), cannot be checked: the whole file.
    expect(parseRange('bytes=0-5', 1000, { header: 'Fri, 27 Nov 2026 10:00:00 GMT', etag })).toBe('none');
    expect(parseRange('bytes=0-5', 1000, { header: '"x"', etag: null })).toBe('none');
    expect(parseRange('bytes=0-5', 1000, { header: undefined, etag: null })).toEqual({ start: 0, end: 5 });
  });
});
