import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/chromium';
import { median, round } from '../lib/result';
import { startAppServer } from '../media/app-server';
import { buildApp, distBuild } from './app-build';
import { flingOutcomes } from './fling';
import { inpOutcomes } from './inp';
import { detailKindOutcomes } from './detail-kinds';
import { firstCardOutcomes } from './first-card';
import { LANDING_JS_BUDGET_KB, kb, landingJs } from './landing-js';
import { DESKTOP, PHONE, traceLoad, traceScroll } from './trace';
import type { Browser } from 'playwright-core';
import type { BenchContext, BenchOutcome } from '../lib/result';
import type { Profile, ScrollTrace, Trace } from './trace';

const FULL = {
  runs: 5,
  /** Enough for the scroll through scrollCards cards, and for the fast fling (≈ 550 cards) not to reach the end. */
  seedPosts: 600,
  /** The issue's scroll: the phone home through 200 cards, at most 2 long tasks and none over 100 ms. */
  scrollCards: 200,
  scrollRuns: 3,
  /** Cold loads per fling speed, and how long each fling lasts (see fling.ts). */
  flingRuns: 3,
  flingQuietRuns: 3,
  flingSpeeds: 2,
  flingSeconds: 16,
  /** Cold loads of a detail page of each kind (detail-kinds.ts). */
  detailKindRuns: 3,
  /** Cold loads per interaction whose INP is read (inp.ts). */
  inpRuns: 3,
};
const QUICK: typeof FULL = {
  runs: 1,
  seedPosts: 60,
  scrollCards: 40,
  scrollRuns: 1,
  flingRuns: 1,
  flingQuietRuns: 0,
  flingSpeeds: 1,
  flingSeconds: 2,
  detailKindRuns: 1,
  inpRuns: 1,
};
type Sizes = typeof FULL;
const KIB = 1024;

interface Landing {
  key: string;
  label: string;
  path: string;
  profile: Profile;
  ready: string;
}

const METRICS = [
  { key: 'fcp', name: 'first contentful paint', unit: 'ms' },
  { key: 'lcp', name: 'largest contentful paint', unit: 'ms' },
  { key: 'tbt', name: 'total blocking time after FCP', unit: 'ms' },
  { key: 'cls', name: 'cumulative layout shift', unit: '' },
] as const;

/** A detail page a guest may open (VIP posts send guests away): the first store card whose title shows. */
async function findDetailPath(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ ...PHONE.context, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto('/h');
    // The server's first rows come before the app has hydrated and mounted the rows around them: wait for a
    // store card among the mounted ones.
    await page.locator('[data-testid="post-card"][data-kind="store"]').first().waitFor({ timeout: 60_000 });
    const hrefs = await page
      .locator('[data-testid="post-card"][data-kind="store"]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      await page.goto(href);
      const shown = await page
        .getByTestId('detail-title')
        .first()
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (shown && new URL(page.url()).pathname === href) return href;
    }
    throw new Error('no store post on the first page of the home opens for a guest');
  } finally {
    await context.close();
  }
}

/** Gzip size of the main-thread scripts a load fetched (workers apart), read from the build. */
async function initialJsKb(clientDir: string, scripts: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(scripts.filter((s) => s.startsWith('/assets/') && !/\.worker-/.test(s)))) {
    total += gzipSync(await readFile(path.join(clientDir, url))).length;
  }
  return round(total / KIB);
}

/** Long tasks while scrolling the phone home through scrollCards cards: their count and the longest. */
async function scrollOutcomes(
  browser: Browser,
  baseUrl: string,
  size: Sizes,
  log: (line: string) => void,
): Promise<BenchOutcome[]> {
  const runs: ScrollTrace[] = [];
  for (let r = 0; r < size.scrollRuns; r++) {
    runs.push(
      await traceScroll({
        browser,
        url: `${baseUrl}/h`,
        profile: PHONE,
        cards: size.scrollCards,
        ready: '[data-testid="post-card"]',
      }),
    );
  }
  const counts = runs.map((r) => r.longTasks.length);
  const longest = runs.map((r) => Math.round(Math.max(0, ...r.longTasks.map((t) => t.duration))));
  log(
    `phone home scroll through ${size.scrollCards} cards (CPU 4×): long tasks ${counts.join('/')}, longest ${longest.join('/')} ms, cards seen ${runs.map((r) => r.cardsSeen).join('/')}`,
  );
  const details = {
    cardsSeen: runs.map((r) => r.cardsSeen),
    scrollMs: runs.map((r) => Math.round(r.ms)),
    longTasks: runs.map((r) => r.longTasks.map((t) => ({ start: Math.round(t.start), ms: Math.round(t.duration) }))),
  };
  const metric = `phone home scrolled through ${size.scrollCards} cards, CPU 4×, 390×844 DPR 3`;
  return [
    {
      id: 'first-load-phone-scroll-long-tasks',
      metric: `long tasks, ${metric} (goal ≤ 2)`,
      unit: '',
      better: 'lower',
      ours: median(counts),
      runs: counts,
      baselines: [],
      limits: [],
      details,
    },
    {
      id: 'first-load-phone-scroll-longest-task',
      metric: `longest task, ${metric} (goal ≤ 100 ms)`,
      unit: 'ms',
      better: 'lower',
      ours: median(longest),
      runs: longest,
      baselines: [],
      limits: [],
      details,
    },
  ];
}

const pick = (traces: readonly Trace[], key: (typeof METRICS)[number]['key']) =>
  traces.map((t) => (key === 'cls' ? round(t[key]) : Math.round(t[key])));

/**
 * First load of the landing routes in Chromium through our own CDP trace (Lighthouse is not installed):
 * a phone (390×844 at DPR 3, slow 4G, CPU 4× slower, cold cache) on the home and a detail page, and a
 * desktop home unthrottled. FCP, LCP and layout shifts come from PerformanceObserver entries, TBT from
 * long tasks after FCP. The baseline is the same page with compression refused (`Accept-Encoding:
 * identity`), i.e. what the server sent before it compressed, or with FIRST_LOAD_BASE another checkout's
 * build; runs alternate so both see the same noise.
 */
export default async function firstLoadBench({ root, log, quick }: BenchContext): Promise<BenchOutcome[]> {
  const size = quick ? QUICK : FULL;
  const t0 = Date.now();
  // The quick run inside `npm test` comes right after `npm run build`: dist/ is this tree's build already.
  const fromDist = quick ? await distBuild(root) : null;
  const app = fromDist ?? (await buildApp(root));
  // FIRST_LOAD_BASE=<another checkout> (node_modules in place): that tree's build is the baseline, its
  // loads alternating with ours, instead of this build loaded uncompressed.
  const baseRoot = process.env.FIRST_LOAD_BASE;
  const baseApp = baseRoot ? await buildApp(path.resolve(baseRoot)) : null;
  const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  log(fromDist ? `the app as dist/ holds it (${took})` : `built the app${baseApp ? 's' : ''} in ${took}`);
  const server = await startAppServer({
    root,
    serverMain: app.serverMain,
    clientDir: app.clientDir,
    seedPosts: size.seedPosts,
  });
  const baseServer = baseApp
    ? await startAppServer({
        root: path.resolve(baseRoot!),
        serverMain: baseApp.serverMain,
        clientDir: baseApp.clientDir,
        seedPosts: size.seedPosts,
      })
    : null;
  const baseline = baseServer ? 'base' : 'uncompressed';
  const browser = await launchChromium();
  try {
    const chromium = browser.version();
    const detail = await findDetailPath(browser, server.url);
    const baseDetail = baseServer ? await findDetailPath(browser, baseServer.url) : detail;
    const landings: Landing[] = [
      { key: 'phone-home', label: 'phone home', path: '/h', profile: PHONE, ready: '[data-testid="post-card"]' },
      {
        key: 'phone-detail',
        label: `phone detail (${detail})`,
        path: detail,
        profile: PHONE,
        ready: '[data-testid="detail-title"]',
      },
      { key: 'desktop-home', label: 'desktop home', path: '/', profile: DESKTOP, ready: '[data-testid="post-card"]' },
    ];
    const outcomes: BenchOutcome[] = [];
    for (const landing of landings) {
      const ours: Trace[] = [];
      const before: Trace[] = [];
      for (let r = 0; r < size.runs; r++) {
        const url = server.url + landing.path;
        const common = { browser, url, profile: landing.profile, ready: landing.ready };
        const basePath = landing.path === detail ? baseDetail : landing.path;
        const base = () =>
          baseServer
            ? traceLoad({ ...common, url: baseServer.url + basePath, identity: false })
            : traceLoad({ ...common, identity: true });
        // Alternating which goes first, so neither always meets the machine's load right after the other.
        if (r % 2) before.push(await base());
        ours.push(await traceLoad({ ...common, identity: false }));
        if (!(r % 2)) before.push(await base());
      }
      const last = ours[ours.length - 1]!;
      log(
        `${landing.label}: ${METRICS.map((m) => `${m.key} ${median(pick(ours, m.key))} (${baseline} ${median(pick(before, m.key))})`).join(', ')}; LCP element ${last.lcpElement}`,
      );
      for (const shift of last.shifts)
        log(`  shift ${round(shift.value)} at ${Math.round(shift.at)} ms: ${shift.nodes.join(', ')}`);
      for (const m of METRICS) {
        const runs = pick(ours, m.key);
        const baselineValue = median(pick(before, m.key));
        outcomes.push({
          id: `first-load-${landing.key}-${m.key}`,
          metric: `${m.name}, ${landing.label}, ${landing.profile.throttled ? 'slow 4G + CPU 4×, 390×844 DPR 3' : 'unthrottled, 1366×900'}, cold cache`,
          unit: m.unit,
          better: 'lower',
          ours: median(runs),
          runs,
          baselines: [{ name: baseline, value: baselineValue }],
          limits: [],
          details: {
            baselineRuns: pick(before, m.key),
            lcpElement: last.lcpElement,
            shifts: last.shifts,
            longTasks: last.longTasks.map((t) => ({ start: Math.round(t.start), ms: Math.round(t.duration) })),
            transferBytes: last.transfer,
            transferBytesUncompressed: before[before.length - 1]!.transfer,
          },
        });
      }
      if (landing.key === 'phone-home') {
        const kb = await initialJsKb(app.clientDir, last.scripts);
        log(`initial JS of the phone home: ${kb} KB gzip (budget ${LANDING_JS_BUDGET_KB} KB)`);
        outcomes.push({
          id: 'first-load-initial-js',
          metric: 'main-thread JS the phone home loads, gzip (workers apart)',
          unit: 'KB',
          better: 'lower',
          ours: kb,
          runs: [kb],
          baselines: [],
          limits: [],
          details: { budgetKb: LANDING_JS_BUDGET_KB, scripts: [...new Set(last.scripts)] },
        });
      }
    }
    for (const [key, label, urlPath] of [
      ['home', 'phone home', '/h'],
      ['detail', 'phone detail', detail],
    ] as const) {
      const js = await landingJs(app.clientDir, urlPath);
      const total = kb(js.gzipBytes);
      log(
        `${label}: index.html runs or preloads ${total} KB of JS (gzip -9, ${js.files.length} files; ${kb(js.brotliBytes)} KB as served, brotli)`,
      );
      outcomes.push({
        id: `first-load-landing-js-${key}`,
        metric: `JS the served index.html of the ${label} runs or preloads, with static imports, gzip -9 (workers apart)`,
        unit: 'KB',
        better: 'lower',
        ours: total,
        runs: [total],
        baselines: [],
        limits: [],
        details: {
          budgetKb: LANDING_JS_BUDGET_KB,
          servedBrotliKb: kb(js.brotliBytes),
          files: js.files,
          workers: js.workers,
        },
      });
    }
    outcomes.push(
      ...(await firstCardOutcomes({
        browser,
        url: server.url,
        baseUrl: baseServer?.url ?? null,
        detail,
        baseDetail,
        keyword: process.env.FIRST_CARD_KEYWORD ?? '店',
        runs: size.runs,
        log,
      })),
    );
    outcomes.push(...(await scrollOutcomes(browser, server.url, size, log)));
    if (size.flingRuns > 0) {
      outcomes.push(
        ...(await flingOutcomes({
          browser,
          baseUrl: server.url,
          runs: size.flingRuns,
          quietRuns: size.flingQuietRuns,
          speeds: size.flingSpeeds,
          seconds: size.flingSeconds,
          log,
        })),
      );
    }
    if (size.detailKindRuns > 0) {
      outcomes.push(...(await detailKindOutcomes({ browser, baseUrl: server.url, runs: size.detailKindRuns, log })));
    }
    if (size.inpRuns > 0)
      outcomes.push(...(await inpOutcomes({ browser, baseUrl: server.url, runs: size.inpRuns, log })));
    return outcomes.map((o) => ({ ...o, chromium }));
  } finally {
    await browser.close();
    await server.stop();
    await baseServer?.stop();
    await app.remove();
    await baseApp?.remove();
  }
}
