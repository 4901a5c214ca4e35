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

/** A task whose thread time × the slowdown passes this would be a long task on a quiet phone. */
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * Main-thread tasks of the page's renderer from a trace, as thread time × `slowdown` in ms: what each would
 * last on a phone `slowdown` times slower with nothing else running — unlike wall time, not stretched when a
 * shared machine's other load preempts the renderer.
 */
function quietTasks(events: readonly TraceEvent[], slowdown: number): number[] {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: number[] = [];
  for (const t of mains) {
    const tasks = events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
      .map((e) => ((e.tdur ?? e.dur ?? 0) / 1000) * slowdown);
    if (tasks.length > best.length) best = tasks;
  }
  return best;
}

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
  /** With `quiet`: the fling's main-thread tasks over 50 ms as thread time × 4 (ms), CPU unthrottled. */
  quietLongTasks?: number[];
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
export async function fling(opts: {
  browser: Browser;
  url: string;
  speed: Speed;
  seconds: number;
  /** The CPU unthrottled and a trace of the fling: its tasks' thread time × 4 stand for a quiet phone. */
  quiet?: boolean;
}): Promise<FlingRun> {
  const context = await opts.browser.newContext({ ...PHONE.context, locale: 'zh-CN' });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    if (!opts.quiet) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => {
      events.push(...(e.value as unknown as TraceEvent[]));
    });
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    if (opts.quiet) await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
    const run = await evaluate<{ start: number; end: number; cards: number; decoded: number }>(
      cdp,
      FLING(FLING_STEP_PX, opts.speed.everyMs, opts.seconds * 1000),
    ).finally(() => {
      sampling = false;
    });
    await sampler;
    if (opts.quiet) {
      await cdp.send('Tracing.end');
      await traced;
    }
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
      ...(opts.quiet
        ? {
            quietLongTasks: quietTasks(events, CPU_SLOWDOWN)
              .filter((ms) => ms > LONG_TASK_MS)
              .map(Math.round),
          }
        : {}),
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
  /** Cold loads per speed of the unthrottled, traced fling; 0 leaves those figures out. */
  quietRuns: number;
  /** How many of FLING_SPEEDS to fling at, slowest first. */
  speeds: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<BenchOutcome[]> {
  const outcomes: BenchOutcome[] = [];
  for (const speed of FLING_SPEEDS.slice(0, opts.speeds)) {
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
    // The same fling with the CPU unthrottled, traced: thread time × 4 says what a quiet phone would see
    // when the wall times above swing with the machine's other load.
    if (opts.quietRuns === 0) continue;
    const quiet: number[][] = [];
    for (let r = 0; r < opts.quietRuns; r++) {
      const run = await fling({
        browser: opts.browser,
        url: `${opts.baseUrl}/h`,
        speed,
        seconds: opts.seconds,
        quiet: true,
      });
      quiet.push(run.quietLongTasks ?? []);
    }
    const quietCounts = quiet.map((t) => t.length);
    const quietLongest = quiet.map((t) => Math.max(0, ...t));
    opts.log(
      `  as thread time × ${CPU_SLOWDOWN} (CPU unthrottled): long tasks ${quietCounts.join('/')}, longest ${quietLongest.join('/')} ms`,
    );
    const quietMetric = `${metric.replace('slow 4G + CPU 4×', 'slow 4G, CPU unthrottled')}, tasks as main-thread thread time × ${CPU_SLOWDOWN} (a quiet phone's view on a shared machine)`;
    const quietDetails = { ...details, quietLongTasks: quiet };
    outcomes.push(
      {
        id: `first-load-fling${speed.key}-quiet-long-tasks`,
        metric: `long tasks (> 50 ms), ${quietMetric}`,
        unit: '',
        better: 'lower',
        ours: median(quietCounts),
        runs: quietCounts,
        baselines: [],
        limits: [{ name: 'goal', value: FLING_GOALS.longTasks }],
        details: quietDetails,
      },
      {
        id: `first-load-fling${speed.key}-quiet-longest-task`,
        metric: `longest task, ${quietMetric}`,
        unit: 'ms',
        better: 'lower',
        ours: median(quietLongest),
        runs: quietLongest,
        baselines: [],
        limits: [{ name: 'goal', value: speed.key ? FLING_GOALS.longest2xMs : FLING_GOALS.longestMs }],
        details: quietDetails,
      },
    );
  }
  return outcomes;
}
