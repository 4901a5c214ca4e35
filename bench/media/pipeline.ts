import { loadavg } from 'node:os';
import { apiClient } from '../../tests/e2e/support/api-client';
import { median, round } from '../lib/result';
import { MEDIA_FETCH_CONCURRENCY } from '../../workers/media/limits';
import type { Browser, Page } from 'playwright-core';
import type { BenchOutcome } from '../lib/result';
import type { BenchServer } from './app-server';
import { serveMediaFiles } from './static-media-server';
import type { MediaBenchPage, Side, DecryptSide } from './page/main';

const SIDES: Side[] = ['worker', 'fetchOnly', 'staticFetch', 'mainWebCrypto', 'cryptoJs'];
const DECRYPT_SIDES: DecryptSide[] = ['worker', 'workerToBlob', 'cryptoJs'];
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

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Total encrypted bytes; the static server must answer every URL with the app server's bytes. */
async function encryptedBytes(server: BenchServer, staticUrl: string, urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const bytes = await download(new URL(url, server.url).href);
    if (!bytes.equals(await download(`${staticUrl}${url}`))) throw new Error(`static server differs on ${url}`);
    total += bytes.byteLength;
  }
  return total;
}

/**
 * (a) fetch → decrypt → object URL through the media worker, against its limits in the same run: the same
 * fetches without decrypting (app server, then a bare static server of the same files); the main-thread
 * WebCrypto and crypto-js pipelines; and decrypt-only throughput of the worker vs crypto-js.
 */
export async function measurePipeline(opts: {
  browser: Browser;
  server: BenchServer;
  runs: number;
  log: (line: string) => void;
}): Promise<BenchOutcome[]> {
  const { browser, server, runs, log } = opts;
  const urls = await seededImages(server);
  const files = await serveMediaFiles(server.mediaDir);
  // The app's CSP allows connections to its own origin only; the static server is another origin.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const bytes = await encryptedBytes(server, files.url, urls);
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
    const fresh = (side: Side) => {
      pass++;
      const origin = side === 'staticFetch' ? files.url : '';
      return urls.map((u) => `${origin}${u}?pass=${pass}`);
    };
    for (const side of SIDES) await call('run', side, fresh(side)); // warm-up: JIT, worker start, connections
    const mbps = Object.fromEntries(SIDES.map((side) => [side, [] as number[]])) as Record<Side, number[]>;
    // The page's main-thread busy time per image on our side: what a scrolling grid competes with.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    const mainMsPerImage: number[] = [];
    // Interleaved, so drift on a noisy machine hits every side alike.
    for (let r = 0; r < runs; r++) {
      for (const side of SIDES) {
        const busy0 = await taskSeconds();
        const ms = await call('run', side, fresh(side));
        if (side === 'worker') mainMsPerImage.push(round((((await taskSeconds()) - busy0) * 1000) / urls.length));
        mbps[side].push(round(bytes / MIB / (ms / 1000)));
      }
    }

    const heldBytes = await call('hold', urls);
    for (const side of DECRYPT_SIDES) await call('decryptOnly', side); // warm-up
    const decrypt: Record<DecryptSide, number[]> = { worker: [], workerToBlob: [], cryptoJs: [] };
    for (let r = 0; r < runs; r++) {
      const work: Partial<Record<DecryptSide, string>> = {};
      for (const side of DECRYPT_SIDES) {
        const { ms, cipherBytes, plainBytes } = await call('decryptOnly', side);
        decrypt[side].push(round(cipherBytes / MIB / (ms / 1000)));
        work[side] = `${cipherBytes} in, ${plainBytes} out`;
      }
      // Equal bytes in (the same held ciphertexts) and the same plaintext out, or the ratio means nothing.
      if (work.worker !== work.cryptoJs || !heldBytes)
        throw new Error(`decrypt-only sides differ: worker ${work.worker} vs crypto-js ${work.cryptoJs} bytes`);
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);

    const med = (side: Side) => round(median(mbps[side]));
    const medDecrypt = (side: DecryptSide) => round(median(decrypt[side]));
    log(
      `pipeline: worker ${med('worker')} MB/s, fetch only ${med('fetchOnly')} MB/s, static server fetch only ${med('staticFetch')} MB/s, main-thread WebCrypto ${med('mainWebCrypto')} MB/s, crypto-js ${med('cryptoJs')} MB/s (${urls.length} images, ${round(bytes / MIB)} MB per pass)`,
    );
    log(
      `decrypt only: worker ${medDecrypt('worker')} MB/s (to Blobs ${medDecrypt('workerToBlob')} MB/s), crypto-js ${medDecrypt('cryptoJs')} MB/s`,
    );
    // The machine is shared: the load during the run says how far the absolute figures can be trusted.
    const loadAverage = loadavg().map(round);
    const shared = {
      concurrency: MEDIA_FETCH_CONCURRENCY,
      images: urls.length,
      encryptedBytesPerPass: bytes,
      loadAverage,
    };
    return [
      {
        id: 'media-pipeline',
        metric: `image pipeline fetch → decrypt → object URL, ${urls.length} seeded encrypted images per pass from the real server, media worker (WebCrypto); every side at most ${MEDIA_FETCH_CONCURRENCY} fetches in flight`,
        unit: 'MB/s',
        better: 'higher',
        ours: med('worker'),
        runs: mbps.worker,
        baselines: [{ name: 'crypto-js main thread', value: med('cryptoJs') }],
        limits: [
          { name: 'fetch only (same URLs, no decrypt)', value: med('fetchOnly') },
          { name: 'WebCrypto main thread', value: med('mainWebCrypto') },
        ],
        details: {
          ...shared,
          fetchOnlyRuns: mbps.fetchOnly,
          // Each pass's pipeline against the fetch-only pass run next to it: steadier under load than the
          // ratio of the two medians, which can come from minutes apart.
          pipelineOverFetchOnlyPerRun: round(median(mbps.worker.map((v, i) => v / mbps.fetchOnly[i]!))),
          mainThreadMsPerImage: round(median(mainMsPerImage)),
          mainThreadMsPerImageRuns: mainMsPerImage,
          cryptoJsRuns: mbps.cryptoJs,
          mainWebCryptoRuns: mbps.mainWebCrypto,
        },
      },
      {
        id: 'media-get',
        metric: `media GET (server/http/media.ts) fetch-only throughput from the page, ${urls.length} images per pass, ${MEDIA_FETCH_CONCURRENCY} in flight`,
        unit: 'MB/s',
        better: 'higher',
        ours: med('fetchOnly'),
        runs: mbps.fetchOnly,
        baselines: [],
        limits: [{ name: 'bare node:http static server, same files', value: med('staticFetch') }],
        details: { ...shared, staticRuns: mbps.staticFetch },
      },
      {
        id: 'media-decrypt',
        metric: `decrypt-only throughput (no network), encrypted bytes in → plaintext bytes out: the media worker's decrypt (WebCrypto, plaintext transferred to the page) vs crypto-js on the main thread, the same ${urls.length} images in several rounds per run, equal bytes in and out checked`,
        unit: 'MB/s',
        better: 'higher',
        ours: medDecrypt('worker'),
        runs: decrypt.worker,
        baselines: [{ name: 'crypto-js main thread', value: medDecrypt('cryptoJs') }],
        limits: [],
        details: {
          images: urls.length,
          encryptedBytes: heldBytes,
          loadAverage,
          cryptoJsRuns: decrypt.cryptoJs,
          // The media worker's whole logic to Blobs: Blob creation (~0.3 ms each) dominates, not the crypto.
          workerToBlobMBps: medDecrypt('workerToBlob'),
          workerToBlobRuns: decrypt.workerToBlob,
        },
      },
    ];
  } finally {
    await context.close();
    await files.close();
  }
}
