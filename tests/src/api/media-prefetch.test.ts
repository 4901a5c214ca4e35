import { describe, expect, it } from 'vitest';
import { firstPlaylistEntry } from '../../../src/api/media-prefetch';

describe('video prefetch: the first entry of an HLS playlist', () => {
  const base = 'http://127.0.0.1:8080/media/video/clip-abc/index.m3u8';

  it('resolves a media playlist’s first segment against the playlist', () => {
    const text = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg0.ts\n#EXTINF:2.0,\nseg1.ts\n';
    expect(firstPlaylistEntry(text, base)).toBe('http://127.0.0.1:8080/media/video/clip-abc/seg0.ts');
  });

  it('names a master playlist’s first variant, with CRLF lines and absolute paths', () => {
    const text = '#EXTM3U\r\n#EXT-X-STREAM-INF:BANDWIDTH=400000\r\n/media/video/x/low.m3u8\r\n';
    expect(firstPlaylistEntry(text, base)).toBe('http://127.0.0.1:8080/media/video/x/low.m3u8');
  });

  it('finds nothing in a playlist without entries', () => {
    expect(firstPlaylistEntry('#EXTM3U\n#EXT-X-ENDLIST\n', base)).toBeNull();
    expect(firstPlaylistEntry('', base)).toBeNull();
  });
});
