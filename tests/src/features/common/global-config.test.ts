import { describe, expect, it } from 'vitest';
import { DEFAULT_IMG_BASE, mediaUrl } from '../../../../src/features/common/global-config';

describe('mediaUrl', () => {
  it('prefixes relative paths with img_base and leaves others alone', () => {
    expect(DEFAULT_IMG_BASE).toBe('/media/');
    expect(mediaUrl('img/ab/cd.bin')).toBe('/media/img/ab/cd.bin');
    expect(mediaUrl('img/x.bin', 'https://cdn.example/m')).toBe('https://cdn.example/m/img/x.bin');
    for (const u of ['/media/a.bin', 'https://h/a.bin', 'blob:abc', 'data:image/png;base64,AA=='])
      expect(mediaUrl(u)).toBe(u);
  });
});
