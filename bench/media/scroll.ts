import { median, round } from '../lib/result';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { BenchOutcome } from '../lib/result';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const CPU_SLOWDOWN = 4;
/** A fast fling: this many CSS px every STEP_MS. */
const STEP_PX = 240;
const STEP_MS = 60;
const HEAP_SAMPLE_MS = 200;
const RUN_TIMEOUT_MS = 180_000;

// Runs in the page before any app code: long tasks are buffered from the start, filtered by time later.
const OBSERVE_LONG_TASKS = `(() => {
  const tasks = [];
  Object.defineProperty(globalThis, '__longTasks', { value: tasks });
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

export interface ScrollRun {
  cards: number;
  longTasks: number;
  longTaskMs: number;
  longestMs: number;
  peakHeapMb: number;
  firstScreenHeapMb: number;
  maxDecodedImages: number;
  seconds: number;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / (1024 * 1024);
}

/**
 * One step of scrolling in the page: scrolls whatever holds the cards (the window, or the list's own
 * scroller), records the cards now on screen and the decoded images in the DOM, and on a paged home
 * (no infinite list) presses "next page" at the bottom. Returns the count of distinct cards seen.
 */
function scrollStep(step: number): { seen: number; decoded: number; atEnd: boolean } {
  const w = window as unknown as { __seen?: Set<string> };
  const seen = (w.__seen ??= new Set<string>());
  const card = document.querySelector<HTMLElement>('[data-testid="post-card"]');
  let scroller: Element = document.scrollingElement ?? document.documentElement;
  for (let el = card?.parentElement; el; el = el.parentElement) {
    const oy = getComputedStyle(el).overflowY;
    if ((oy === 'auto' || oy === 'scroll') && el.scrollHeight > el.clientHeight + 1) {
      scroller = el;
      break;
    }
  }
  const before = scroller.scrollTop;
  scroller.scrollTop = before + step;
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-testid="post-card"]')) {
    const r = a.getBoundingClientRect();
    if (r.bottom > 0 && r.top < innerHeight && r.width > 0) seen.add(a.getAttribute('href') ?? '');
  }
  const atEnd = scroller.scrollTop === before;
  const next = document.querySelector<HTMLButtonElement | HTMLAnchorElement>('[data-testid="page-next"]');
  if (atEnd && next && next.getClientRects().length > 0 && !(next as HTMLButtonElement).disabled) {
    next.click();
    scroller.scrollTop = 0;
  }
  const decoded = document.querySelectorAll('img[data-testid="enc-img"][data-state="loaded"]').length;
  return { seen: seen.size, decoded, atEnd };
}

async function oneRun(browser: Browser, baseUrl: string, cards: number): Promise<ScrollRun> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'zh-CN' });
  try {
    await context.addInitScript(OBSERVE_LONG_TASKS);
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto('/h');
    await page.getByTestId('post-card').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const firstScreenHeapMb = await heapMb(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const start = await page.evaluate(() => performance.now());
    const t0 = Date.now();
    let peak = firstScreenHeapMb;
    let lastHeap = 0;
    let maxDecoded = 0;
    let seen = 0;
    let stuckSince = 0;
    while (seen < cards) {
      if (Date.now() - t0 > RUN_TIMEOUT_MS)
        throw new Error(`saw only ${seen} cards in ${RUN_TIMEOUT_MS / 1000} s of scrolling`);
      const s = await page.evaluate(scrollStep, STEP_PX);
      maxDecoded = Math.max(maxDecoded, s.decoded);
      if (s.seen > seen) stuckSince = 0;
      else if (!stuckSince) stuckSince = Date.now();
      else if (Date.now() - stuckSince > 20_000)
        throw new Error(`scrolling stalled at ${s.seen} cards (end of the list?)`);
      seen = s.seen;
      if (Date.now() - lastHeap >= HEAP_SAMPLE_MS) {
        lastHeap = Date.now();
        peak = Math.max(peak, await heapMb(cdp));
      }
      await page.waitForTimeout(STEP_MS);
    }
    peak = Math.max(peak, await heapMb(cdp));
    const seconds = (Date.now() - t0) / 1000;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tasks = await page.evaluate(
      (from) =>
        (globalThis as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter(
          (t) => t.start >= from,
        ),
      start,
    );
    return {
      cards: seen,
      longTasks: tasks.length,
      longTaskMs: tasks.reduce((sum, t) => sum + t.duration, 0),
      longestMs: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
      peakHeapMb: peak,
      firstScreenHeapMb,
      maxDecodedImages: maxDecoded,
      seconds,
    };
  } finally {
    await context.close();
  }
}

/** (b) long tasks and (d) peak JS heap while scrolling `cards` cards on the mobile home with the CPU slowed 4×. */
export async function measureScroll(opts: {
  browser: Browser;
  baseUrl: string;
  runs: number;
  cards: number;
  log: (line: string) => void;
}): Promise<BenchOutcome[]> {
  const results: ScrollRun[] = [];
  for (let r = 0; r < opts.runs; r++) {
    const run = await oneRun(opts.browser, opts.baseUrl, opts.cards);
    opts.log(
      `scroll run ${r + 1}: ${run.cards} cards in ${round(run.seconds)} s, ${run.longTasks} long tasks (${round(run.longTaskMs)} ms, longest ${round(run.longestMs)} ms), peak heap ${round(run.peakHeapMb)} MB, ≤ ${run.maxDecodedImages} decoded images in the DOM`,
    );
    results.push(run);
  }
  const pick = (f: (r: ScrollRun) => number) => results.map((r) => round(f(r)));
  const med = (f: (r: ScrollRun) => number) => round(median(results.map(f)));
  const common = {
    cpuSlowdown: CPU_SLOWDOWN,
    cards: opts.cards,
    scrollPxPerStep: STEP_PX,
    stepMs: STEP_MS,
    viewport: PHONE.viewport,
  };
  return [
    {
      id: 'media-longtasks',
      metric: `main-thread long tasks (> 50 ms) while scrolling ${opts.cards} cards on the mobile home, CPU ${CPU_SLOWDOWN}× slower`,
      unit: 'tasks',
      better: 'lower',
      ours: med((r) => r.longTasks),
      runs: pick((r) => r.longTasks),
      baselines: [],
      limits: [],
      details: {
        ...common,
        longTaskMsRuns: pick((r) => r.longTaskMs),
        longestMsRuns: pick((r) => r.longestMs),
        secondsRuns: pick((r) => r.seconds),
        maxDecodedImagesRuns: results.map((r) => r.maxDecodedImages),
      },
    },
    {
      id: 'media-heap',
      metric: `peak main-thread JS heap while scrolling ${opts.cards} cards on the mobile home (CDP Runtime.getHeapUsage every ${HEAP_SAMPLE_MS} ms)`,
      unit: 'MB',
      better: 'lower',
      ours: med((r) => r.peakHeapMb),
      runs: pick((r) => r.peakHeapMb),
      baselines: [],
      limits: [{ name: 'heap at first screen', value: med((r) => r.firstScreenHeapMb) }],
      details: { ...common, firstScreenHeapMbRuns: pick((r) => r.firstScreenHeapMb) },
    },
  ];
}
