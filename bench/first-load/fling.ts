// A thumb's fling down the phone home on a weak phone over a slow network: unlike the paced scroll, the
// scroll does not wait for the next page, so cards, pages and pictures all arrive while the list is moving.
import { loadavg } from 'node:os';
import { median, round } from '../lib/result';
import { CPU_SLOWDOWN, PHONE, SLOW_4G, waitForSelector } from './trace';
import type { Browser, CDPSession } from 'playwright-core';
import type { BenchOutcome } from '../lib/result';

/** The fling: 900 px every 400 ms (≈ 2,250 px/s); the fast one moves as far every 200 ms. */
export const FLING_STEP_PX = 900;
export const FLING_SPEEDS = [
  { key: '', label: '≈ 2,250 px/s', everyMs: 400 },
  { key: '-2x', label: '≈ 4,500 px/s', everyMs: 200 },
] as const;
type Speed = (typeof FLING_SPEEDS)[number];

/** The goals each fling is held against (shown beside the figure, never failing the run). */
export const FLING_GOALS = {
  cards: 200,
  longTasks: 2,
  longestMs: 100,
  longest2xMs: 150,
  decodedImages: 80,
  heapMb: 30,
};

const HEAP_SAMPLE_MS = 250;
const SETTLE_MS = 2_000;
const LOAD_TIMEOUT_MS = 60_000;

export interface FlingRun {
  /** Cards the viewport's bottom edge went past (the list's own order: row × columns). */
  cards: number;
  longTasks: { start: number; duration: number }[];
  /** The most decoded pictures (loaded encrypted images, canvases) in the DOM at any step. */
  decodedImages: number;
  peakHeapMb: number;
  seconds: number;
  /** The machine's 1-minute load when the fling ended: on a shared machine, how far its wall times can be trusted. */
  load: number;
}

// Before any of the page's code: long tasks buffered from the start, filtered by time afterwards.
const OBSERVE = `(() => {
  const tasks = [];
  Object.defineProperty(globalThis, '__flingTasks', { value: tasks });
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) tasks.push({ start: e.startTime, duration: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

/**
 * The fling itself, run inside the page as a timer so it keeps its pace whatever the driver does; each step
 * also notes how far the viewport's bottom reached in the list and the decoded pictures kept.
 */
const FLING = (stepPx: number, everyMs: number, forMs: number) => `new Promise((resolve) => {
  const start = performance.now();
  let cards = 0, decoded = 0;
  const note = () => {
    const rows = document.querySelectorAll('[data-row]');
    let columns = 1;
    for (const r of rows) columns = Math.max(columns, r.querySelectorAll('[data-testid="post-card"]').length);
    for (const r of rows) {
      const top = r.getBoundingClientRect().top;
      if (top < innerHeight) cards = Math.max(cards, Number(r.dataset.row) * columns + r.querySelectorAll('[data-testid="post-card"]').length);
    }
    if (!rows.length) {
      const seen = document.querySelectorAll('[data-testid="post-card"]');
      for (const [i, c] of [...seen].entries()) if (c.getBoundingClientRect().top < innerHeight) cards = Math.max(cards, i + 1);
    }
    decoded = Math.max(decoded,
      document.querySelectorAll('img[data-testid="enc-img"][data-state="loaded"]').length + document.querySelectorAll('canvas').length);
  };
  const timer = setInterval(() => {
    note();
    window.scrollBy(0, ${stepPx});
    if (performance.now() - start >= ${forMs}) {
      clearInterval(timer);
      note();
      resolve({ start, end: performance.now(), cards, decoded });
    }
  }, ${everyMs});
})`;

async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const r = (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
    result: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  };
  if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
  return r.result.value as T;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / (1024 * 1024);
}

/**
 * One cold load of `url` on the phone (390×844 DPR 3, slow 4G, CPU 4×), the first card shown and the network
 * settled, then a fling of `seconds` at `speed`. Page evaluation goes through bare CDP: Playwright's injected
 * script would be a long task of its own at 4×.
 */
export async function fling(opts: { browser: Browser; url: string; speed: Speed; seconds: number }): Promise<FlingRun> {
  const context = await opts.browser.newContext({ ...PHONE.context, locale: 'zh-CN' });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(opts.url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await waitForSelector(cdp, '[data-testid="post-card"]', LOAD_TIMEOUT_MS);
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    let peak = await heapMb(cdp);
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        await new Promise((resolve) => setTimeout(resolve, HEAP_SAMPLE_MS));
        peak = Math.max(peak, await heapMb(cdp).catch(() => 0));
      }
    })();
    const run = await evaluate<{ start: number; end: number; cards: number; decoded: number }>(
      cdp,
      FLING(FLING_STEP_PX, opts.speed.everyMs, opts.seconds * 1000),
    ).finally(() => {
      sampling = false;
    });
    await sampler;
    peak = Math.max(peak, await heapMb(cdp));
    // A long task is reported once it ends: give the last one a moment.
    await page.waitForTimeout(200);
    const tasks = await evaluate<{ start: number; duration: number }[]>(cdp, '__flingTasks');
    return {
      cards: run.cards,
      longTasks: tasks.filter((t) => t.start >= run.start && t.start <= run.end),
      decodedImages: run.decoded,
      peakHeapMb: peak,
      seconds: (run.end - run.start) / 1000,
      load: loadavg()[0]!,
    };
  } finally {
    await context.close();
  }
}

/** The flings at both speeds, `runs` cold loads each, as bench outcomes held against the goals. */
export async function flingOutcomes(opts: {
  browser: Browser;
  baseUrl: string;
  runs: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<BenchOutcome[]> {
  const outcomes: BenchOutcome[] = [];
  for (const speed of FLING_SPEEDS) {
    const runs: FlingRun[] = [];
    for (let r = 0; r < opts.runs; r++)
      runs.push(await fling({ browser: opts.browser, url: `${opts.baseUrl}/h`, speed, seconds: opts.seconds }));
    const pick = (f: (r: FlingRun) => number) => runs.map((r) => round(f(r)));
    const longest = (r: FlingRun) => Math.round(Math.max(0, ...r.longTasks.map((t) => t.duration)));
    opts.log(
      `phone home fling ${speed.label} for ${opts.seconds} s (slow 4G, CPU 4×): cards ${pick((r) => r.cards).join('/')}, long tasks ${pick((r) => r.longTasks.length).join('/')}, longest ${pick(longest).join('/')} ms, decoded images ≤ ${pick((r) => r.decodedImages).join('/')}, heap ≤ ${pick((r) => r.peakHeapMb).join('/')} MB`,
    );
    const metric = `phone home flung ${FLING_STEP_PX} px every ${speed.everyMs} ms (${speed.label}) for ${opts.seconds} s, slow 4G + CPU 4×, 390×844 DPR 3, cold cache`;
    const details = {
      stepPx: FLING_STEP_PX,
      everyMs: speed.everyMs,
      seconds: pick((r) => r.seconds),
      loadAverage: pick((r) => r.load),
      longTasks: runs.map((r) => r.longTasks.map((t) => ({ start: Math.round(t.start), ms: Math.round(t.duration) }))),
    };
    const figure = (
      id: string,
      name: string,
      unit: string,
      better: 'higher' | 'lower',
      f: (r: FlingRun) => number,
      goal: number,
    ): BenchOutcome => ({
      id: `first-load-fling${speed.key}-${id}`,
      metric: `${name}, ${metric}`,
      unit,
      better,
      ours: round(median(runs.map(f))),
      runs: pick(f),
      baselines: [],
      limits: [{ name: 'goal', value: goal }],
      details,
    });
    outcomes.push(
      figure('cards', 'cards passed', 'cards', 'higher', (r) => r.cards, FLING_GOALS.cards),
      figure('long-tasks', 'long tasks (> 50 ms)', '', 'lower', (r) => r.longTasks.length, FLING_GOALS.longTasks),
      figure(
        'longest-task',
        'longest task',
        'ms',
        'lower',
        longest,
        speed.key ? FLING_GOALS.longest2xMs : FLING_GOALS.longestMs,
      ),
      figure(
        'decoded-images',
        'most decoded images kept in the DOM',
        'images',
        'lower',
        (r) => r.decodedImages,
        FLING_GOALS.decodedImages,
      ),
      figure('heap', 'peak JS heap (CDP Runtime.getHeapUsage)', 'MB', 'lower', (r) => r.peakHeapMb, FLING_GOALS.heapMb),
    );
  }
  return outcomes;
}
