import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../../workers/media/sniff';

describe('MIME sniffing', () => {
  it('types images by magic bytes', () => {
    const b = (...xs: number[]) => new Uint8Array(xs);
    const s = (t: string) => new TextEncoder().encode(t);
    expect(sniffImageType(b(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(s('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(s('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(s('\0\0\0\x1cftypavif'))).toBe('image/avif');
    expect(sniffImageType(b(1, 2, 3))).toBe('application/octet-stream');
  });
});
