import { apiClient } from '../../tests/e2e/support/api-client';
import { median, round } from '../lib/result';
import { MEDIA_FETCH_CONCURRENCY } from '../../workers/media/limits';
import type { Browser, Page } from 'playwright-core';
import type { BenchOutcome } from '../lib/result';
import type { BenchServer } from './app-server';
import type { MediaBenchPage, Side } from './page/main';

const SIDES: Side[] = ['worker', 'mainWebCrypto', 'cryptoJs'];
const MIB = 1024 * 1024;
/** Distinct seeded images per pass; each pass loads them all under fresh URLs (no cache can answer). */
const MAX_IMAGES = 48;

type PageCall = <K extends keyof MediaBenchPage>(
  name: K,
  ...args: Parameters<MediaBenchPage[K]>
) => Promise<Awaited<ReturnType<MediaBenchPage[K]>>>;

function caller(page: Page): PageCall {
  return (name, ...args) =>
    page.evaluate(
      ([n, a]) =>
        (window as unknown as { mediaBench: Record<string, (...x: unknown[]) => unknown> }).mediaBench[n]!(...a),
      [name, args] as [string, unknown[]],
    ) as never;
}

/** Real seeded images: the originals of every post's gallery, as the server lists them. */
async function seededImages(server: BenchServer): Promise<string[]> {
  const api = apiClient(server.url, server.keys);
  const paths = new Set<string>();
  for (let page = 1; page <= 5 && paths.size < MAX_IMAGES; page++) {
    const { list } = await api('/api/info/getInfoList', { page });
    for (const card of list) {
      const post = await api('/api/info/getInfo', { id: card.id, kind: card.kind });
      for (const img of post.images) if (paths.size < MAX_IMAGES) paths.add(img);
    }
  }
  if (paths.size === 0) throw new Error('the seed has no images');
  return [...paths].map((p) => (/^(?:[a-z]+:|\/)/i.test(p) ? p : `/media/${p}`));
}

async function encryptedBytes(server: BenchServer, urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const res = await fetch(new URL(url, server.url));
    if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
    total += (await res.arrayBuffer()).byteLength;
  }
  return total;
}

/** (a) fetch → decrypt → object URL through the media worker, vs raw WebCrypto and crypto-js on the main thread. */
export async function measurePipeline(opts: {
  browser: Browser;
  server: BenchServer;
  runs: number;
  log: (line: string) => void;
}): Promise<BenchOutcome> {
  const { browser, server, runs, log } = opts;
  const urls = await seededImages(server);
  const bytes = await encryptedBytes(server, urls);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}/bench-media/index.html`);
    await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
    const call = caller(page);
    await call('init');
    const problem = await call('check', urls[0]!);
    if (problem) throw new Error(`pipelines disagree: ${problem}`);
    let pass = 0;
    const fresh = () => {
      pass++;
      return urls.map((u) => `${u}?pass=${pass}`);
    };
    for (const side of SIDES) await call('run', side, fresh()); // warm-up: JIT, worker start, connections
    const mbps: Record<Side, number[]> = { worker: [], mainWebCrypto: [], cryptoJs: [] };
    // Interleaved, so drift on a noisy machine hits every side alike.
    for (let r = 0; r < runs; r++) {
      for (const side of SIDES) mbps[side].push(round(bytes / MIB / ((await call('run', side, fresh())) / 1000)));
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    const med = (side: Side) => round(median(mbps[side]));
    log(
      `pipeline: worker ${med('worker')} MB/s, main-thread WebCrypto ${med('mainWebCrypto')} MB/s, crypto-js ${med('cryptoJs')} MB/s (${urls.length} images, ${round(bytes / MIB)} MB per pass)`,
    );
    return {
      id: 'media-pipeline',
      metric: `image pipeline fetch → decrypt → object URL, ${urls.length} seeded encrypted images per pass from the real server, media worker (WebCrypto); every side at most ${MEDIA_FETCH_CONCURRENCY} fetches in flight`,
      unit: 'MB/s',
      better: 'higher',
      ours: med('worker'),
      runs: mbps.worker,
      baselines: [{ name: 'crypto-js main thread', value: med('cryptoJs') }],
      limits: [{ name: 'WebCrypto main thread', value: med('mainWebCrypto') }],
      details: {
        concurrency: MEDIA_FETCH_CONCURRENCY,
        images: urls.length,
        encryptedBytesPerPass: bytes,
        cryptoJsRuns: mbps.cryptoJs,
        mainWebCryptoRuns: mbps.mainWebCrypto,
      },
    };
  } finally {
    await context.close();
  }
}
