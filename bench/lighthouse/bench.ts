// Lighthouse's own scores for the pages a visitor lands on: its mobile preset (a mid-range phone, 4× CPU,
// slow 4G at 150 ms RTT and 1.6 Mbit/s, simulated from the real load), the machine's Chromium, cold cache.
// The first-load bench measures the same pages with DevTools throttling; this is the figure outside
// reviewers quote, so it is measured the same way they do.
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../lib/chromium';
import { median, round } from '../lib/result';
import { freePort, startAppServer } from '../media/app-server';
import { buildApp, distBuild } from '../first-load/app-build';
import { findDetailPaths } from '../first-load/detail-kinds';
import type { BenchContext, BenchOutcome } from '../lib/result';

const CATEGORIES = [
  { key: 'performance', name: 'performance', goal: 95 },
  { key: 'accessibility', name: 'accessibility', goal: 100 },
  { key: 'best-practices', name: 'best practices', goal: 100 },
  { key: 'seo', name: 'SEO', goal: 100 },
] as const;

/** The audits behind the performance score, kept beside it to see where the points go. */
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

interface Score {
  categories: Record<string, number>;
  audits: Record<string, number>;
  failing: string[];
}

async function audit(port: number, url: string): Promise<Score> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((c) => c.key),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const categories: Record<string, number> = {};
  for (const c of CATEGORIES) categories[c.key] = Math.round((lhr.categories[c.key]?.score ?? 0) * 100);
  const audits: Record<string, number> = {};
  for (const id of AUDITS) audits[id] = round(lhr.audits[id]?.numericValue ?? NaN);
  // Which audits cost points outside performance (those have a fixed list of failures worth reading).
  const failing = CATEGORIES.filter((c) => c.key !== 'performance').flatMap((c) =>
    (lhr.categories[c.key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c.key}:${ref.id}`),
  );
  return { categories, audits, failing };
}

export default async function lighthouseBench({ root, log, quick }: BenchContext): Promise<BenchOutcome[]> {
  const runs = quick ? 1 : 3;
  const app = (quick ? await distBuild(root) : null) ?? (await buildApp(root));
  const server = await startAppServer({
    root,
    serverMain: app.serverMain,
    clientDir: app.clientDir,
    seedPosts: quick ? 60 : 200,
  });
  const port = await freePort();
  // Lighthouse drives the browser over its debugging port; Playwright only launches it (never a download).
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const pages: { key: string; label: string; path: string }[] = [{ key: 'home', label: 'phone home', path: '/h' }];
    if (!quick) {
      const finder = await launchChromium();
      try {
        for (const [kind, path] of await findDetailPaths(finder, server.url))
          pages.push({ key: `detail-${kind}`, label: `${kind} detail`, path });
      } finally {
        await finder.close();
      }
    }
    const outcomes: BenchOutcome[] = [];
    for (const page of pages) {
      const scores: Score[] = [];
      const load: number[] = [];
      for (let r = 0; r < runs; r++) {
        scores.push(await audit(port, server.url + page.path));
        load.push(round(loadavg()[0]!));
      }
      const last = scores[scores.length - 1]!;
      log(
        `${page.label} (${page.path}): ${CATEGORIES.map((c) => `${c.key} ${scores.map((s) => s.categories[c.key]).join('/')}`).join(', ')}; TBT ${scores.map((s) => s.audits['total-blocking-time']).join('/')} ms, LCP ${scores.map((s) => s.audits['largest-contentful-paint']).join('/')} ms; load ${load.join('/')}${last.failing.length ? `; short of full marks: ${last.failing.join(', ')}` : ''}`,
      );
      for (const c of CATEGORIES) {
        const values = scores.map((s) => s.categories[c.key]!);
        outcomes.push({
          id: `lighthouse-${page.key}-${c.key}`,
          metric: `Lighthouse ${c.name} score, ${page.label} (${page.path}), mobile preset (simulated slow 4G, 4× CPU), cold cache`,
          unit: 'score',
          better: 'higher',
          ours: median(values),
          runs: values,
          baselines: [],
          limits: [{ name: 'goal', value: c.goal }],
          details: {
            path: page.path,
            loadAverage: load,
            ...(c.key === 'performance' ? { audits: scores.map((s) => s.audits) } : { failing: last.failing }),
          },
        });
      }
    }
    return outcomes.map((o) => ({ ...o, chromium: browser.version() }));
  } finally {
    await browser.close();
    await server.stop();
    await app.remove();
  }
}
