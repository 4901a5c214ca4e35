import type { ByteRange } from '../lib/media-storage';

export type RangeResult = ByteRange | 'none' | 'unsatisfiable';

/**
 * One `bytes=` range of RFC 9110 (a-b, a-, -n). Several ranges, or a header we do not understand (a last
 * position before the first is invalid, RFC 9110 §14.1.1), read as 'none' (send the whole file: always
 * allowed); a well-formed range outside the file is 'unsatisfiable'. An `If-Range` that does not name the
 * representation's own strong ETag means the client's copy may differ: the whole file, too (§13.1.5); a
 * file without an ETag can match no If-Range.
 */
export function parseRange(
  header: string | undefined,
  size: number,
  ifRange?: { header: string | undefined; etag: string | null },
): RangeResult {
  if (!header) return 'none';
  if (ifRange?.header !== undefined && (ifRange.etag === null || ifRange.header.trim() !== ifRange.etag)) return 'none';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'none';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (m[2] !== '' && Number(m[2]) < start) return 'none';
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
