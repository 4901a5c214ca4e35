import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatEta,
  formatSpeed,
  percentOf,
} from '../../../../../src/features/upload/progress/upload-format';

describe('upload panel numbers', () => {
  it('bytes and speed', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(15 * 1024 * 1024)).toBe('15 MB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3.3 GB');
    expect(formatSpeed(2 * 1024 * 1024)).toBe('2.0 MB/s');
  });

  it('time left', () => {
    expect(formatEta(null)).toBeNull();
    expect(formatEta(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatEta(-1)).toBeNull();
    expect(formatEta(0)).toBe('0:00');
    expect(formatEta(61.2)).toBe('1:02');
    expect(formatEta(3 * 3600 + 5)).toBe('3:00:05');
  });

  it('percent never reads 100 before the end', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5, 10)).toBe(50);
  });
});
