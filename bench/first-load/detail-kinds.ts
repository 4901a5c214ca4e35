// Total blocking time of a detail page of every kind on the phone: the kinds draw different sections
// (a store's contacts and map link, a certification's badge, a broker's listings), so one kind's figure
// does not speak for the others.
import { loadavg } from 'node:os';
import { median, round } from '../lib/result';
import { PHONE, traceLoad } from './trace';
import type { Browser } from 'playwright-core';
import type { BenchOutcome } from '../lib/result';
import type { Trace } from './trace';
import { POST_KINDS } from '../../protocol/types';
import type { PostKind } from '../../protocol/types';

/** The goal for every detail kind at 4× CPU. */
export const DETAIL_TBT_GOAL_MS = 150;
const FIND_STEPS = 40;

/**
 * A detail page of each kind a guest may open (VIP posts send guests away): the first card of that kind on
 * the phone home, scrolling down until every kind has one that opens. Kinds the seed has none of are left out.
 */
export async function findDetailPaths(browser: Browser, baseUrl: string): Promise<Map<PostKind, string>> {
  const context = await browser.newContext({ ...PHONE.context, baseURL: baseUrl });
  const found = new Map<PostKind, string>();
  const tried = new Set<string>();
  try {
    const home = await context.newPage();
    const probe = await context.newPage();
    await home.goto('/h');
    await home.getByTestId('post-card').first().waitFor({ timeout: 60_000 });
    for (let step = 0; step < FIND_STEPS && found.size < POST_KINDS.length; step++) {
      const cards = await home
        .locator('[data-testid="post-card"]')
        .evaluateAll((els) =>
          els.map((c) => ({ kind: c.getAttribute('data-kind') ?? '', href: c.getAttribute('href') ?? '' })),
        );
      for (const { kind, href } of cards) {
        if (found.has(kind as PostKind) || tried.has(href) || !(POST_KINDS as readonly string[]).includes(kind))
          continue;
        tried.add(href);
        await probe.goto(href);
        const shown = await probe
          .getByTestId('detail-title')
          .first()
          .waitFor({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        if (shown && new URL(probe.url()).pathname === href) found.set(kind as PostKind, href);
      }
      await home.evaluate(() => window.scrollBy(0, 800));
      await home.waitForTimeout(300);
    }
    return found;
  } finally {
    await context.close();
  }
}

/** Cold loads of a detail page of each kind on the phone (slow 4G, CPU 4×): their total blocking time. */
export async function detailKindOutcomes(opts: {
  browser: Browser;
  baseUrl: string;
  runs: number;
  log: (line: string) => void;
}): Promise<BenchOutcome[]> {
  const paths = await findDetailPaths(opts.browser, opts.baseUrl);
  const outcomes: BenchOutcome[] = [];
  for (const [kind, urlPath] of paths) {
    const traces: Trace[] = [];
    const load: number[] = [];
    for (let r = 0; r < opts.runs; r++) {
      traces.push(
        await traceLoad({
          browser: opts.browser,
          url: opts.baseUrl + urlPath,
          profile: PHONE,
          identity: false,
          ready: '[data-testid="detail-title"]',
        }),
      );
      load.push(round(loadavg()[0]!));
    }
    const tbt = traces.map((t) => Math.round(t.tbt));
    opts.log(
      `phone ${kind} detail (${urlPath}): tbt ${tbt.join('/')} ms, long tasks ${traces.map((t) => t.longTasks.map((x) => Math.round(x.duration)).join('+') || '0').join(' / ')}`,
    );
    outcomes.push({
      id: `first-load-detail-${kind}-tbt`,
      metric: `total blocking time after FCP, phone ${kind} detail page (${urlPath}), slow 4G + CPU 4×, 390×844 DPR 3, cold cache`,
      unit: 'ms',
      better: 'lower',
      ours: median(tbt),
      runs: tbt,
      baselines: [],
      limits: [{ name: 'goal', value: DETAIL_TBT_GOAL_MS }],
      details: {
        path: urlPath,
        loadAverage: load,
        fcpRuns: traces.map((t) => Math.round(t.fcp)),
        lcpRuns: traces.map((t) => Math.round(t.lcp)),
        clsRuns: traces.map((t) => round(t.cls)),
        longTasks: traces.map((t) =>
          t.longTasks.map((x) => ({ start: Math.round(x.start), ms: Math.round(x.duration) })),
        ),
      },
    });
  }
  const missing = POST_KINDS.filter((k) => !paths.has(k));
  if (missing.length > 0) opts.log(`no detail page a guest may open for: ${missing.join(', ')}`);
  return outcomes;
}
