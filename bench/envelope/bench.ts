import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchChromium } from '../lib/chromium';
import { serveDir } from '../lib/static-server';
import { median, round } from '../lib/result';
import type { Browser, Page } from 'playwright-core';
import type { BenchContext, BenchOutcome } from '../lib/result';
import type { EnvelopeBenchPage, Side } from './page/main';
import { LIST_PATH, fetchRealListReply } from './real-reply';

const KIB = 1024;
const SIZES = [
  { label: '1kb', bytes: KIB },
  { label: '64kb', bytes: 64 * KIB },
  { label: '1mb', bytes: KIB * KIB },
];
const SIDES: Side[] = ['worker', 'bareWebCrypto', 'cryptoJs'];
const LATENCY_BATCH = 20;
/** The recorded `getInfoList` exchange's key among the page's cases (the others are keyed by size). */
const LIST_REPLY = 0;
const LIST_REPLY_FILE = 'list-reply.txt';
/** The goal for the real reply: sealed, sent and opened through the crypto worker, median. */
const LIST_REPLY_GOAL_MS = 2;
const FULL = {
  runs: 7,
  /** Each timed run repeats the round trip until it lasts about this long, so timer granularity is noise. */
  runTargetMs: 300,
  /** Round trips timed one by one for the 1 KB latency figure, interleaved across sides in batches. */
  latencySamples: 300,
  /** Posts the server is seeded with for the real reply (its first page is what is timed). */
  seedPosts: 60,
};
const QUICK: typeof FULL = { runs: 1, runTargetMs: 10, latencySamples: LATENCY_BATCH, seedPosts: 20 };

type PageCall = <K extends keyof EnvelopeBenchPage>(
  name: K,
  ...args: Parameters<EnvelopeBenchPage[K]>
) => Promise<Awaited<ReturnType<EnvelopeBenchPage[K]>>>;

function caller(page: Page): PageCall {
  return (name, ...args) =>
    page.evaluate(
      ([n, a]) =>
        (window as unknown as { envelopeBench: Record<string, (...x: unknown[]) => unknown> }).envelopeBench[n]!(...a),
      [name, args] as [string, unknown[]],
    ) as never;
}

/** MB = 2^20 bytes; a round trip moves the payload twice (seal, then open a reply of the same size). */
function mbPerS(bytes: number, iterations: number, ms: number): number {
  return (bytes * iterations) / (KIB * KIB) / (ms / 1000);
}

export default async function envelopeBench({ root, log, quick }: BenchContext): Promise<BenchOutcome[]> {
  const { runs: repeats, runTargetMs, latencySamples, seedPosts } = quick ? QUICK : FULL;
  const outDir = await mkdtemp(path.join(tmpdir(), 'goldpost-bench-envelope-'));
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveDir>> | undefined;
  try {
    browser = await launchChromium();
    // configFile: false — the project's vite config would empty dist/client.
    await build({
      root: path.join(root, 'bench/envelope/page'),
      configFile: false,
      base: './',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, target: 'es2022', minify: true },
      worker: { format: 'es' },
    });
    // The home's first page as the server really answers it, with the keys the page then works with.
    const real = await fetchRealListReply({ root, clientDir: outDir, seedPosts });
    log(`recorded ${LIST_PATH}: ${real.cards} cards, ${real.body.length} bytes of reply body`);
    // The page's server answers any request for this file with it: a POST there stands for the API call.
    await writeFile(path.join(outDir, LIST_REPLY_FILE), real.body);
    server = await serveDir(outDir, { crossOriginIsolated: true });
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(server.url);
    await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
    const call = caller(page);
    await call(
      'init',
      real.keys,
      SIZES.map((s) => s.bytes),
    );
    await call('addExchange', LIST_REPLY, real.payload, real.body);
    const opened = await call('exchangeCards', LIST_REPLY);
    if (opened !== real.cards) throw new Error(`the recorded reply opened to ${opened} cards, not ${real.cards}`);
    const chromium = browser.version();
    const outcomes: BenchOutcome[] = [];

    for (const size of SIZES) {
      const problem = await call('check', size.bytes);
      if (problem) throw new Error(`${size.label}: ${problem}`);
      // Calibrate on crypto-js (the slowest side) and use the same iteration count for every side.
      await call('run', 'cryptoJs', size.bytes, 1);
      const once = await call('run', 'cryptoJs', size.bytes, 1);
      const iterations = Math.max(3, Math.min(2000, Math.ceil(runTargetMs / Math.max(once, 0.05))));
      for (const side of SIDES) await call('run', side, size.bytes, iterations); // warm-up
      const runs: Record<Side, number[]> = { worker: [], bareWebCrypto: [], cryptoJs: [] };
      // Interleaved, so drift on a noisy machine hits every side alike.
      for (let r = 0; r < repeats; r++) {
        for (const side of SIDES)
          runs[side].push(round(mbPerS(size.bytes, iterations, await call('run', side, size.bytes, iterations))));
      }
      const med = (side: Side) => round(median(runs[side]));
      const steps = await call('profile', size.bytes, Math.max(3, Math.ceil(iterations / 2)));
      const msPerRoundTrip = (side: Side) => round((size.bytes / KIB / KIB / med(side)) * 1000);
      const stepSum = Object.entries(steps)
        .filter(([name]) => !name.startsWith('('))
        .reduce((sum, [, ms]) => sum + ms, 0);
      const profileMs = {
        ...Object.fromEntries(Object.entries(steps).map(([name, ms]) => [name, round(ms)])),
        'messaging and the rest (worker round trip − steps)': round(msPerRoundTrip('worker') - stepSum),
      };
      log(`${size.label} ms per step: ${JSON.stringify(profileMs)}`);
      log(
        `${size.label}: worker ${med('worker')} MB/s, crypto-js ${med('cryptoJs')} MB/s, bare WebCrypto ${med('bareWebCrypto')} MB/s (${iterations} round trips per run)`,
      );
      outcomes.push({
        id: `envelope-${size.label}`,
        metric: `envelope seal+open round trips, ${size.label.toUpperCase()} JSON payload, through the crypto worker (bridge + WebCrypto, incl. JSON, UTF-8, base64, messaging, the body as fetch takes it and the reply as a Response gives it)`,
        unit: 'MB/s',
        better: 'higher',
        ours: med('worker'),
        runs: runs.worker,
        baselines: [{ name: 'crypto-js main thread', value: med('cryptoJs') }],
        limits: [{ name: 'bare WebCrypto AES-CBC+HMAC on the same bytes', value: med('bareWebCrypto') }],
        details: {
          payloadBytes: size.bytes,
          roundTripsPerRun: iterations,
          cryptoJsRuns: runs.cryptoJs,
          bareWebCryptoRuns: runs.bareWebCrypto,
          msPerRoundTrip: Object.fromEntries(
            SIDES.map((side) => [side, round((size.bytes / KIB / KIB / med(side)) * 1000)]),
          ),
        },
        chromium,
      });
    }

    // Latency of one small round trip, as an API call of the app pays it.
    const small = SIZES[0]!.bytes;
    const samples: Record<Side, number[]> = { worker: [], bareWebCrypto: [], cryptoJs: [] };
    for (const side of SIDES) await call('latencies', side, small, LATENCY_BATCH); // warm-up
    for (let n = 0; n < latencySamples; n += LATENCY_BATCH) {
      for (const side of SIDES) samples[side].push(...(await call('latencies', side, small, LATENCY_BATCH)));
    }
    const lat = (side: Side) => round(median(samples[side]));
    const p90 = (side: Side) =>
      round([...samples[side]].sort((a, b) => a - b)[Math.floor(samples[side].length * 0.9)]!);
    log(
      `1kb round trip latency: worker ${lat('worker')} ms (p90 ${p90('worker')}), crypto-js ${lat('cryptoJs')} ms, bare WebCrypto ${lat('bareWebCrypto')} ms`,
    );
    outcomes.push({
      id: 'envelope-1kb-latency',
      metric: 'median ms of one seal+open round trip, 1KB JSON payload, through the crypto worker',
      unit: 'ms',
      better: 'lower',
      ours: lat('worker'),
      runs: samples.worker.map(round),
      baselines: [{ name: 'crypto-js main thread', value: lat('cryptoJs') }],
      limits: [{ name: 'bare WebCrypto AES-CBC+HMAC on the same bytes', value: lat('bareWebCrypto') }],
      details: { samples: latencySamples, p90: Object.fromEntries(SIDES.map((side) => [side, p90(side)])) },
      chromium,
    });

    // The real reply of the home's first page, as the app's request path seals, sends and opens it.
    const listSamples: Record<Side, number[]> = { worker: [], bareWebCrypto: [], cryptoJs: [] };
    const fetched: number[] = [];
    const replyUrl = server.url + LIST_REPLY_FILE;
    for (const side of SIDES) await call('latencies', side, LIST_REPLY, LATENCY_BATCH); // warm-up
    await call('fetchLatencies', LIST_REPLY, replyUrl, LATENCY_BATCH);
    for (let n = 0; n < latencySamples; n += LATENCY_BATCH) {
      for (const side of SIDES) listSamples[side].push(...(await call('latencies', side, LIST_REPLY, LATENCY_BATCH)));
      fetched.push(...(await call('fetchLatencies', LIST_REPLY, replyUrl, LATENCY_BATCH)));
    }
    const p90Of = (values: readonly number[]) =>
      round([...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!);
    const listMed = (side: Side) => round(median(listSamples[side]));
    log(
      `${LIST_PATH} reply (${real.cards} cards) round trip: worker ${listMed('worker')} ms (p90 ${p90Of(listSamples.worker)}), with a loopback POST ${round(median(fetched))} ms (p90 ${p90Of(fetched)}), bare WebCrypto ${listMed('bareWebCrypto')} ms (p90 ${p90Of(listSamples.bareWebCrypto)}), crypto-js ${listMed('cryptoJs')} ms`,
    );
    const listDetails = {
      samples: listSamples.worker.length,
      cards: real.cards,
      replyBodyBytes: real.body.length,
      requestPayload: real.payload,
      p90: { ...Object.fromEntries(SIDES.map((side) => [side, p90Of(listSamples[side])])), withFetch: p90Of(fetched) },
      medians: { ...Object.fromEntries(SIDES.map((side) => [side, listMed(side)])), withFetch: round(median(fetched)) },
    };
    outcomes.push(
      {
        id: 'envelope-list-reply-latency',
        metric: `median ms to seal the request, hand the body to fetch and open the real ${real.cards}-card ${LIST_PATH} reply through the crypto worker (p90 in details)`,
        unit: 'ms',
        better: 'lower',
        ours: listMed('worker'),
        runs: listSamples.worker.map(round),
        baselines: [{ name: 'crypto-js main thread', value: listMed('cryptoJs') }],
        limits: [
          { name: 'bare WebCrypto AES-CBC+HMAC on the same bytes', value: listMed('bareWebCrypto') },
          { name: 'goal', value: LIST_REPLY_GOAL_MS },
        ],
        details: listDetails,
        chromium,
      },
      {
        id: 'envelope-list-reply-fetch-latency',
        metric: `median ms of the same with the body really POSTed over loopback HTTP and the reply read from the answer (p90 in details)`,
        unit: 'ms',
        better: 'lower',
        ours: round(median(fetched)),
        runs: fetched.map(round),
        baselines: [],
        limits: [
          { name: 'bare WebCrypto AES-CBC+HMAC on the same bytes', value: listMed('bareWebCrypto') },
          { name: 'goal', value: LIST_REPLY_GOAL_MS },
        ],
        details: listDetails,
        chromium,
      },
    );

    // The point of the worker: how long the main thread is blocked while 1 MB envelopes are sealed and opened.
    const big = SIZES[SIZES.length - 1]!.bytes;
    const longest: Record<Side, number[]> = { worker: [], bareWebCrypto: [], cryptoJs: [] };
    for (let r = 0; r < repeats; r++) {
      for (const side of SIDES) longest[side].push(round((await call('blocking', side, big, 3)).longestMs));
    }
    const worst = (side: Side) => round(median(longest[side]));
    log(
      `1mb main-thread blocking: worker ${worst('worker')} ms, crypto-js ${worst('cryptoJs')} ms, bare WebCrypto ${worst('bareWebCrypto')} ms`,
    );
    outcomes.push({
      id: 'envelope-blocking',
      metric: 'longest main-thread task while sealing+opening 1MB envelopes (0 = no long task ≥ 50 ms)',
      unit: 'ms',
      better: 'lower',
      ours: worst('worker'),
      runs: longest.worker,
      baselines: [{ name: 'crypto-js main thread', value: worst('cryptoJs') }],
      limits: [{ name: 'bare WebCrypto AES-CBC+HMAC on the same bytes', value: worst('bareWebCrypto') }],
      details: { cryptoJsRuns: longest.cryptoJs, bareWebCryptoRuns: longest.bareWebCrypto, roundTripsPerRun: 3 },
      chromium,
    });
    if (pageErrors.length > 0) throw new Error(`page errors: ${pageErrors.join('; ')}`);
    // The machine is shared: the load during the run says how far the absolute figures can be trusted.
    const loadAverage = loadavg().map(round);
    return outcomes.map((o) => ({ ...o, details: { ...o.details, loadAverage } }));
  } finally {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
