import { describe, expect, it } from 'vitest';
import {
  HLS_MIME,
  MEDIA_ERR_ABORTED,
  MEDIA_ERR_DECODE,
  MEDIA_ERR_NETWORK,
  MEDIA_ERR_SRC_NOT_SUPPORTED,
  chooseEngine,
  isHlsUrl,
  mediaErrorOutcome,
} from '../../../../../src/features/media/video/media-errors';

describe('video error codes (spec §8)', () => {
  it('treats code 4 (source not supported) as a normal close', () => {
    expect(MEDIA_ERR_SRC_NOT_SUPPORTED).toBe(4);
    expect(mediaErrorOutcome(4)).toBe('close');
  });

  it('shows the poster in the error state for every other code, and for a missing one', () => {
    for (const code of [MEDIA_ERR_ABORTED, MEDIA_ERR_NETWORK, MEDIA_ERR_DECODE, 5, 0, null, undefined]) {
      expect(mediaErrorOutcome(code), `code ${String(code)}`).toBe('error');
    }
  });
});

describe('choosing how a source plays', () => {
  const native = (mime: string) => (mime === HLS_MIME ? 'maybe' : '');
  const noNative = () => '';

  it('recognises .m3u8 with or without a query, in any case, and nothing else', () => {
    expect(isHlsUrl('/media/video/1/index.m3u8')).toBe(true);
    expect(isHlsUrl('https://cdn.example/v/INDEX.M3U8?t=1#x')).toBe(true);
    expect(isHlsUrl('/media/video/1/clip.mp4')).toBe(false);
    expect(isHlsUrl('/media/video/m3u8/clip.mp4')).toBe(false);
    expect(isHlsUrl('/media/video/1/index.m3u8.mp4')).toBe(false);
  });

  it('plays mp4 directly whatever the browser says about HLS', () => {
    expect(chooseEngine('/media/video/1/clip.mp4', noNative)).toBe('native');
    expect(chooseEngine('/media/video/1/clip.mp4', native)).toBe('native');
  });

  it('plays HLS natively where the element can, else through hls.js', () => {
    expect(chooseEngine('/media/video/1/index.m3u8', native)).toBe('native');
    expect(chooseEngine('/media/video/1/index.m3u8', noNative)).toBe('hls.js');
  });
});
