import type { Browser, BrowserContextOptions, CDPSession } from 'playwright-core';

/** Slow 4G as the issue states it (Lighthouse's mobile profile numbers), applied through DevTools. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
export const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input (the long-task threshold that TBT counts beyond). */
const BLOCKING_MS = 50;
/** After the network went quiet, this long without a new paint candidate ends the trace. */
const SETTLE_MS = 2_000;
const LOAD_TIMEOUT_MS = 60_000;

export interface Profile {
  name: string;
  context: BrowserContextOptions;
  throttled: boolean;
}

export const PHONE: Profile = {
  name: 'phone',
  context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  throttled: true,
};

export const DESKTOP: Profile = {
  name: 'desktop',
  context: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
  throttled: false,
};

export interface Trace {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** What the largest paint was, and what shifted: to see where the time goes, not part of the headline. */
  lcpElement: string;
  shifts: { at: number; value: number; nodes: string[] }[];
  longTasks: { start: number; duration: number }[];
  /** Bytes on the wire per resource type, and the script URLs the page loaded. */
  transfer: Record<string, number>;
  scripts: string[];
  /** Every request: path, type, when it left and finished (ms after the document's request), bytes on the wire. */
  requests: { path: string; type: string; start: number; end: number; bytes: number }[];
}

// Runs in the page before any of its own code; every entry type is buffered from navigation start.
const OBSERVE = `(() => {
  const m = { fcp: null, lcp: null, lcpElement: '', shifts: [], longTasks: [] };
  Object.defineProperty(globalThis, '__firstLoad', { value: m });
  const name = (n) => {
    if (!n || !n.tagName) return n ? n.nodeName : '?';
    const cls = typeof n.className === 'string' && n.className ? '.' + n.className.split(' ')[0] : '';
    const tid = n.getAttribute && n.getAttribute('data-testid');
    return n.tagName.toLowerCase() + cls + (tid ? '[' + tid + ']' : '');
  };
  const observe = (type, fn) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { m.lcp = e.startTime; m.lcpElement = name(e.element); });
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) m.shifts.push({ at: e.startTime, value: e.value, nodes: (e.sources || []).map((s) => name(s.node)) });
  });
  observe('longtask', (e) => m.longTasks.push({ start: e.startTime, duration: e.duration }));
})();`;

/**
 * Evaluates `expression` in the page through bare CDP, awaiting a promise. Playwright's own locators and
 * `page.evaluate` first install its injected script in the page: a task of ≈ 200–400 ms at 4× CPU that
 * the long-task observer counted as the app's blocking time, and its selector polling added more.
 */
async function pageValue<T>(cdp: CDPSession, expression: string): Promise<T> {
  const r = (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
    result: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  };
  if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
  return r.result.value as T;
}

/** Resolves once `selector` matches in the page (a cheap poll, no injected script), or rejects after `ms`. */
export function waitForSelector(cdp: CDPSession, selector: string, ms: number): Promise<void> {
  return pageValue(
    cdp,
    `new Promise((resolve, reject) => {
      const until = Date.now() + ${ms};
      const tick = () =>
        document.querySelector(${JSON.stringify(selector)}) ? resolve(true)
        : Date.now() > until ? reject(new Error('no ' + ${JSON.stringify(selector)}))
        : setTimeout(tick, 100);
      tick();
    })`,
  );
}

/** Cumulative layout shift as browsers define it now: the worst session window (gaps < 1 s, ≤ 5 s long). */
export function cumulativeLayoutShift(shifts: readonly { at: number; value: number }[]): number {
  let worst = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last >= 1000 || s.at - start >= 5000) {
      current = 0;
      start = s.at;
    }
    current += s.value;
    last = s.at;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** Total blocking time after first contentful paint: each long task's time beyond 50 ms, clipped at FCP. */
export function totalBlockingTime(tasks: readonly { start: number; duration: number }[], fcp: number): number {
  let total = 0;
  for (const t of tasks) {
    const end = t.start + t.duration;
    if (end <= fcp) continue;
    const duration = end - Math.max(t.start, fcp);
    // A task cut by FCP only blocks for what lies after it, still beyond the 50 ms threshold.
    total += Math.max(0, duration - BLOCKING_MS);
  }
  return total;
}

/**
 * One cold load of `url` in a fresh context (its own empty cache, so preloads still count), the profile's viewport, and for a throttled
 * profile slow 4G and a 4× slower CPU, all through a CDP session (Chromium's DevTools throttling).
 * `identity` asks for uncompressed responses, which is what this server sent before compression.
 */
export async function traceLoad(opts: {
  browser: Browser;
  url: string;
  profile: Profile;
  identity: boolean;
  ready: string;
}): Promise<Trace> {
  const context = await opts.browser.newContext({ ...opts.profile.context, locale: 'zh-CN' });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (opts.identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    if (opts.profile.throttled) {
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    const types = new Map<string, string>();
    const transfer: Record<string, number> = {};
    const scripts: string[] = [];
    const requests: Trace['requests'] = [];
    const started = new Map<string, { path: string; at: number }>();
    let origin: number | undefined;
    cdp.on('Network.requestWillBeSent', (e) => {
      origin ??= e.timestamp;
      const url = new URL(e.request.url);
      started.set(e.requestId, { path: url.protocol === 'data:' ? 'data:' : url.pathname, at: e.timestamp });
    });
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      if (e.type === 'Script') scripts.push(new URL(e.response.url).pathname);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId) ?? 'Other';
      transfer[type] = (transfer[type] ?? 0) + e.encodedDataLength;
      const req = started.get(e.requestId);
      if (req && origin !== undefined)
        requests.push({
          path: req.path,
          type,
          start: Math.round((req.at - origin) * 1000),
          end: Math.round((e.timestamp - origin) * 1000),
          bytes: e.encodedDataLength,
        });
    });
    await page.goto(opts.url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await waitForSelector(cdp, opts.ready, LOAD_TIMEOUT_MS);
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    // Wait for the largest paint to stop moving (an image decrypted late may still take it over).
    let lastLcp = -1;
    for (;;) {
      await page.waitForTimeout(SETTLE_MS);
      const lcp = await pageValue<number>(cdp, '__firstLoad.lcp');
      if (lcp === lastLcp) break;
      lastLcp = lcp;
    }
    const m = await pageValue<Pick<Trace, 'fcp' | 'lcp' | 'lcpElement' | 'shifts' | 'longTasks'>>(cdp, '__firstLoad');
    if (m.fcp === null || m.lcp === null) throw new Error(`no paint recorded for ${opts.url}`);
    return {
      fcp: m.fcp,
      lcp: m.lcp,
      cls: cumulativeLayoutShift(m.shifts),
      tbt: totalBlockingTime(m.longTasks, m.fcp),
      lcpElement: m.lcpElement,
      shifts: m.shifts,
      longTasks: m.longTasks,
      transfer,
      scripts,
      requests: requests.sort((a, b) => a.start - b.start),
    };
  } finally {
    await context.close();
  }
}

/** Long tasks while a reader scrolls the phone home through `cards` cards, and how far the scroll got. */
export interface ScrollTrace {
  cardsSeen: number;
  ms: number;
  longTasks: { start: number; duration: number }[];
}

/** Scroll step and pause: ≈ 3,000 px/s, a brisk thumb on a phone. */
const SCROLL_STEP_PX = 300;
const SCROLL_PAUSE_MS = 100;
/** Steps without movement (the next page still loading) before the scroll counts as at the end. */
const SCROLL_STUCK_STEPS = 60;

/**
 * Loads `url` with the profile's viewport and CPU slowdown (the network unthrottled: this measures the
 * main thread, not the link), waits for the first cards, then scrolls until `cards` distinct cards have
 * been mounted; long tasks are the ones that start after the scroll did.
 */
export async function traceScroll(opts: {
  browser: Browser;
  url: string;
  profile: Profile;
  cards: number;
  ready: string;
}): Promise<ScrollTrace> {
  const context = await opts.browser.newContext({ ...opts.profile.context, locale: 'zh-CN' });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (opts.profile.throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(opts.url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.locator(opts.ready).first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const run = await page.evaluate(
      async ({ target, ready, step, pause, stuckSteps }) => {
        const seen = new Set<string>();
        const start = performance.now();
        let stuck = 0;
        while (seen.size < target && stuck < stuckSteps) {
          document.querySelectorAll(ready).forEach((c) => seen.add(c.getAttribute('href') ?? ''));
          const before = window.scrollY;
          window.scrollBy(0, step);
          await new Promise((resolve) => setTimeout(resolve, pause));
          stuck = window.scrollY === before ? stuck + 1 : 0;
        }
        return { seen: seen.size, start, end: performance.now() };
      },
      {
        target: opts.cards,
        ready: opts.ready,
        step: SCROLL_STEP_PX,
        pause: SCROLL_PAUSE_MS,
        stuckSteps: SCROLL_STUCK_STEPS,
      },
    );
    const tasks = await page.evaluate(
      () => (globalThis as unknown as { __firstLoad: Pick<Trace, 'longTasks'> }).__firstLoad.longTasks,
    );
    return {
      cardsSeen: run.seen,
      ms: run.end - run.start,
      longTasks: tasks.filter((t) => t.start >= run.start && t.start <= run.end),
    };
  } finally {
    await context.close();
  }
}
