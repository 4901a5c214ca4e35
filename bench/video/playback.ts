// Plays one source on the phone profile and records what a viewer lives through: when the first frame shows,
// how often and how long playback stalls, how many bytes arrive in the first seconds, and which rung plays.
// The ladder goes through the product's own hls.js setup (attachHls), bundled for the bench page.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
/** The clip's own bytes: playlists, segments and the mp4 (read whole or in ranges). */
const VIDEO_PATH = /\.(m3u8|ts|m4s|mp4)$/i;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** As the product serves media (server/http/replies IMMUTABLE): a cached playlist or segment is reused. */
const MEDIA_CACHE = { 'cache-control': 'public, max-age=31536000, immutable' };

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.js': 'text/javascript',
  '.html': 'text/html',
};

/** A static server of `dir` with byte ranges (a progressive mp4 player seeks with them), plus the page. */
export async function serveFolder(dir: string, page: PlayerPage): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    void (async () => {
      const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (urlPath === '/') {
        res.writeHead(200, { 'content-type': TYPES['.html'] }).end(page.html);
        return;
      }
      const script = page.scripts.get(urlPath);
      if (script) {
        // Compressed, as the product serves its scripts: the page costs what a real page would.
        res.writeHead(200, { 'content-type': TYPES['.js'], 'content-encoding': 'gzip' }).end(script);
        return;
      }
      const file = path.join(dir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
      const size = await stat(file).then(
        (s) => (s.isFile() ? s.size : -1),
        () => -1,
      );
      if (size < 0) {
        res.writeHead(404).end();
        return;
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
      if (range) {
        const start = range[1] ? Number(range[1]) : size - Number(range[2]);
        const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        res.writeHead(206, {
          ...MEDIA_CACHE,
          'content-type': type,
          'content-range': `bytes ${start}-${end}/${size}`,
          'content-length': end - start + 1,
          'accept-ranges': 'bytes',
        });
        createReadStream(file, { start, end }).pipe(res);
        return;
      }
      res.writeHead(200, { 'content-type': type, 'content-length': size, 'accept-ranges': 'bytes', ...MEDIA_CACHE });
      createReadStream(file).pipe(res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export interface PlayerPage {
  html: string;
  /** Gzipped scripts by path: the page's entry with the product's attachHls, and hls.js as a lazy chunk. */
  scripts: Map<string, Buffer>;
}

/** Which engine plays a ladder: the one the product picks in this browser, or hls.js whatever the browser has. */
export type EngineChoice = 'product' | 'hls.js';

/**
 * The bench page: a phone-width autoplaying muted video. The engine is chosen as the app's player chooses it
 * (chooseEngine: the element itself where it plays HLS, else the product's attachHls, which loads hls.js only
 * then); `engine=hls.js` forces hls.js, as a browser without native HLS plays.
 */
export async function playerPage(root: string): Promise<PlayerPage> {
  // As in the app, attachHls is part of the player's code and hls.js is the chunk loaded for a ladder only.
  const playerModule = (file: string) => JSON.stringify(path.join(root, 'src/features/media/video', file));
  const entry = `
    import { attachHls } from ${playerModule('hls-attach.ts')};
    import { chooseEngine } from ${playerModule('media-errors.ts')};
    const m = { asked: null, firstFrame: null, engine: null, stalls: 0, stallMs: 0, waitingAt: null, heights: [], error: null };
    globalThis.__play = m;
    const video = document.querySelector('video');
    const params = new URLSearchParams(location.search);
    const src = params.get('src');
    m.engine = params.get('engine') === 'hls.js' ? 'hls.js' : chooseEngine(src, (mime) => video.canPlayType(mime));
    m.asked = performance.now();
    video.addEventListener('waiting', () => { if (m.firstFrame !== null && m.waitingAt === null) { m.waitingAt = performance.now(); m.stalls++; } });
    video.addEventListener('playing', () => { if (m.waitingAt !== null) { m.stallMs += performance.now() - m.waitingAt; m.waitingAt = null; } });
    video.addEventListener('error', () => { m.error = String(video.error && video.error.message); });
    video.requestVideoFrameCallback((now) => { m.firstFrame = now; });
    setInterval(() => { if (video.videoHeight) m.heights.push(video.videoHeight); }, 500);
    if (m.engine === 'hls.js') {
      attachHls(video, src, { signal: new AbortController().signal, onGiveUp: (e) => { m.error = e.details; } });
    } else video.src = src;
    video.play().catch(() => undefined);
  `;
  const out = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'player.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/bench-player',
    entryNames: 'player',
    write: false,
    minify: true,
    logLevel: 'warning',
  });
  const scripts = new Map(out.outputFiles.map((f) => [`/${path.basename(f.path)}`, gzipSync(f.contents)]));
  const html = `<!doctype html><meta name="viewport" content="width=device-width">
    <body style="margin:0;background:#000"><video muted playsinline autoplay preload="auto"
    style="width:100vw;aspect-ratio:16/9;display:block"></video><script type="module" src="/player.js"></script>`;
  return { html, scripts };
}

export interface Playback {
  /** Which engine played: 'native' is the element itself (an mp4, or HLS where the browser plays it). */
  engine: string;
  /** From asking for the page to the first frame. */
  firstFrameMs: number | null;
  /**
   * From the player's request to play to the first frame: the video's own startup, the page's load aside
   * (what a viewer waits for after tapping a post in the app, whose code is already there).
   */
  startupMs: number | null;
  stalls: number;
  stallMs: number;
  /**
   * Video bytes on the wire (playlists, segments, mp4 ranges) in the first `earlySeconds` after the page was
   * asked for: what the viewer's data plan pays for the clip itself.
   */
  earlyBytes: number;
  /** Every byte in the same window, the page and its scripts (hls.js) included. */
  earlyPageBytes: number;
  /** Each request: seconds from the first request to its start and its end, and its bytes. */
  requests: { url: string; startS: number; endS: number | null; bytes: number }[];
  /** The video heights shown over the watch, sampled every half second. */
  heights: number[];
  error: string | null;
}

/** Loads the page for `src` in a cold phone context and watches for `watchSeconds` after the first frame. */
export async function watch(opts: {
  browser: Browser;
  url: string;
  src: string;
  engine: EngineChoice;
  watchSeconds: number;
  earlySeconds: number;
}): Promise<Playback> {
  const context = await opts.browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let origin: number | null = null;
    let earlyBytes = 0;
    let earlyPageBytes = 0;
    const requests = new Map<string, Playback['requests'][number]>();
    cdp.on('Network.requestWillBeSent', (e) => {
      origin ??= e.timestamp;
      const url = new URL(e.request.url).pathname;
      requests.set(e.requestId, { url, startS: e.timestamp - origin, endS: null, bytes: 0 });
    });
    cdp.on('Network.dataReceived', (e) => {
      const request = requests.get(e.requestId);
      if (request) request.bytes += e.encodedDataLength;
      if (origin === null || e.timestamp - origin > opts.earlySeconds) return;
      earlyPageBytes += e.encodedDataLength;
      if (request && VIDEO_PATH.test(request.url)) earlyBytes += e.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = requests.get(e.requestId);
      if (request && origin !== null) request.endS = e.timestamp - origin;
    });
    await page.goto(`${opts.url}/?src=${encodeURIComponent(opts.src)}&engine=${opts.engine}`);
    const firstFrameBy = Date.now() + 60_000;
    let firstFrame: number | null = null;
    while (Date.now() < firstFrameBy) {
      firstFrame = await page.evaluate(
        () =>
          (globalThis as unknown as { __play: Playback & { firstFrame: number | null } }).__play?.firstFrame ?? null,
      );
      if (firstFrame !== null) break;
      await page.waitForTimeout(100);
    }
    if (firstFrame !== null) await page.waitForTimeout(opts.watchSeconds * 1000);
    else await page.waitForTimeout(Math.max(0, opts.earlySeconds * 1000 - 60_000));
    const m = await page.evaluate(() => {
      const p = (
        globalThis as unknown as {
          __play: {
            asked: number;
            engine: string;
            stalls: number;
            stallMs: number;
            waitingAt: number | null;
            heights: number[];
            error: string | null;
          };
        }
      ).__play;
      // A stall still going on at the end counts up to now.
      return { ...p, stallMs: p.stallMs + (p.waitingAt !== null ? performance.now() - p.waitingAt : 0) };
    });
    // The page's own clock starts at navigation; the first frame is reported on it.
    return {
      engine: m.engine,
      firstFrameMs: firstFrame,
      startupMs: firstFrame === null ? null : firstFrame - m.asked,
      stalls: m.stalls,
      stallMs: m.stallMs,
      earlyBytes,
      earlyPageBytes,
      requests: [...requests.values()],
      heights: m.heights,
      error: m.error,
    };
  } finally {
    await context.close();
  }
}
