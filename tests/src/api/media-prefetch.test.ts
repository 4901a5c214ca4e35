import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstPlaylistEntry,
  MP4_PRELOAD_BYTES,
  playlistVariants,
  prefetchVideoStart,
  wasPrefetched,
} from '../../../src/api/media-prefetch';
import { startVariant } from '../../../src/features/media/video/start-rung';

describe('video prefetch: the first entry of an HLS playlist', () => {
  const base = 'http://127.0.0.1:8080/media/video/clip-abc/index.m3u8';

  it('resolves a media playlist’s first segment against the playlist', () => {
    const text = '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg0.ts\n#EXTINF:2.0,\nseg1.ts\n';
    expect(firstPlaylistEntry(text, base)).toBe('http://127.0.0.1:8080/media/video/clip-abc/seg0.ts');
  });

  it('names a master playlist’s variants with their bandwidth and size, with CRLF lines and absolute paths', () => {
    const text =
      '#EXTM3U\r\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240\r\n/media/video/x/low.m3u8\r\n' +
      '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=700000,BANDWIDTH=800000\r\nmid.m3u8\r\n';
    expect(firstPlaylistEntry(text, base)).toBe('http://127.0.0.1:8080/media/video/x/low.m3u8');
    expect(playlistVariants(text, base)).toEqual([
      { url: 'http://127.0.0.1:8080/media/video/x/low.m3u8', bandwidth: 400_000, width: 426, height: 240 },
      { url: 'http://127.0.0.1:8080/media/video/clip-abc/mid.m3u8', bandwidth: 800_000, width: null, height: null },
    ]);
  });

  it('finds nothing in a playlist without entries', () => {
    expect(firstPlaylistEntry('#EXTM3U\n#EXT-X-ENDLIST\n', base)).toBeNull();
    expect(firstPlaylistEntry('', base)).toBeNull();
    expect(playlistVariants('#EXTM3U\n#EXTINF:3,\nseg0.ts\n', base)).toEqual([]);
  });
});

// A ladder as the server writes it: a master playlist, one media playlist per rung, 3 s segments.
const ORIGIN = 'http://127.0.0.1:8080';
const CLIP = `${ORIGIN}/media/video/next-clip`;
const MASTER = [
  '#EXTM3U',
  ...[
    [240, 426, 496_000],
    [360, 640, 796_000],
    [540, 960, 1_296_000],
  ].flatMap(([p, w, bw]) => [`#EXT-X-STREAM-INF:BANDWIDTH=${bw},RESOLUTION=${w}x${p}`, `${p}p/index.m3u8`]),
].join('\n');
const mediaPlaylist = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:3',
  ...[0, 1, 2, 3].flatMap((i) => ['#EXTINF:3.0,', `seg_00${i}.ts`]),
  '#EXT-X-ENDLIST',
].join('\n');

describe('video prefetch: what the next clip costs before it is watched', () => {
  let requests: { url: string; range: string | null }[];

  beforeEach(() => {
    requests = [];
    vi.stubGlobal('window', { location: { href: `${ORIGIN}/video` } });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      const range = new Headers(init?.headers).get('Range');
      requests.push({ url, range });
      const body = url.endsWith('master.m3u8')
        ? MASTER
        : url.endsWith('index.m3u8')
          ? mediaPlaylist
          : new Uint8Array(url.endsWith('.mp4') ? MP4_PRELOAD_BYTES : 50_000);
      return Promise.resolve(new Response(body, { status: range ? 206 : 200 }));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a ladder: the master, one media playlist and its first segment, of the rung the player starts on', async () => {
    const signal = new AbortController().signal;
    // Slow 4G: the estimate the player starts from fits 240p only.
    await prefetchVideoStart(`${CLIP}/master.m3u8`, true, signal, (v) => startVariant(v, 533_000, 780));
    expect(requests.map((r) => r.url)).toEqual([
      `${CLIP}/master.m3u8`,
      `${CLIP}/240p/index.m3u8`,
      `${CLIP}/240p/seg_000.ts`,
    ]);
    requests = [];
    // A faster network starts (and so prefetches) higher, still one segment.
    await prefetchVideoStart(`${CLIP}/master.m3u8`, true, signal, (v) => startVariant(v, 1_400_000, 780));
    expect(requests.map((r) => r.url)).toEqual([
      `${CLIP}/master.m3u8`,
      `${CLIP}/540p/index.m3u8`,
      `${CLIP}/540p/seg_000.ts`,
    ]);
  });

  it('remembers the segment it fetched, not the playlists, so the player does not learn from the cache', async () => {
    const clip = `${ORIGIN}/media/video/remembered`;
    expect(wasPrefetched(`${clip}/240p/seg_000.ts`)).toBe(false);
    await prefetchVideoStart(`${clip}/master.m3u8`, true, new AbortController().signal, (v) =>
      startVariant(v, 533_000, 780),
    );
    expect(wasPrefetched(`${clip}/240p/seg_000.ts`)).toBe(true);
    expect(wasPrefetched(`${clip}/240p/seg_001.ts`)).toBe(false);
    expect(wasPrefetched(`${clip}/240p/index.m3u8`)).toBe(false);
    expect(wasPrefetched(`${clip}/360p/seg_000.ts`)).toBe(false);
  });

  it('forgets a segment whose fetch failed', async () => {
    const clip = `${ORIGIN}/media/video/failed`;
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url.endsWith('.ts')
          ? new Response('', { status: 503 })
          : new Response(url.endsWith('master.m3u8') ? MASTER : mediaPlaylist),
      ),
    );
    await expect(prefetchVideoStart(`${clip}/master.m3u8`, true, new AbortController().signal)).rejects.toThrow(/503/);
    expect(wasPrefetched(`${clip}/240p/seg_000.ts`)).toBe(false);
  });

  it('an mp4: one range request for its first bytes, never the whole file', async () => {
    const bytes = await prefetchVideoStart(`${CLIP}/source.mp4`, false, new AbortController().signal);
    expect(requests).toEqual([{ url: `${CLIP}/source.mp4`, range: `bytes=0-${MP4_PRELOAD_BYTES - 1}` }]);
    expect(bytes).toBe(MP4_PRELOAD_BYTES);
  });
});
