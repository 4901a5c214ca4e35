import { median } from '../lib/result';
import { CPU_SLOWDOWN, PHONE, SLOW_4G, waitForSelector } from './trace';
import type { Browser, CDPSession } from 'playwright-core';
import type { BenchOutcome } from '../lib/result';

// What a visitor came for, on the phone profile with the slow-4G network: when the first listing card with
// its title is on screen (the first `a[href*="/details/"]` in the viewport with text), or on a post's page its
// title and price. Checked once per frame from before the page's own code, so a card in the HTML counts from
// its first paint (frames wait for the page's stylesheets), one the app renders from its render.

const LOAD_TIMEOUT_MS = 60_000;

interface Target {
  key: string;
  label: string;
  path: string;
  /** Every selector must match an element in the viewport with text. */
  selectors: readonly string[];
}

const watch = (selectors: readonly string[]) => `(() => {
  const sel = ${JSON.stringify(selectors)};
  const seen = { at: null };
  Object.defineProperty(globalThis, '__firstCard', { value: seen });
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  };
  const shown = (s) => [...document.querySelectorAll(s)].some((el) => inView(el) && el.textContent.trim() !== '');
  const frame = () => {
    if (sel.every(shown)) seen.at = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function value<T>(cdp: CDPSession, expression: string): Promise<T> {
  const r = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value?: T } };
  return r.result.value as T;
}

/** One cold load on the phone profile: ms from navigation start until the target is on screen. */
async function firstCardMs(browser: Browser, url: string, target: Target): Promise<number> {
  const context = await browser.newContext({ ...PHONE.context, locale: 'zh-CN' });
  try {
    await context.addInitScript(watch(target.selectors));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await waitForSelector(cdp, target.selectors[0]!, LOAD_TIMEOUT_MS);
    const until = Date.now() + LOAD_TIMEOUT_MS;
    for (;;) {
      const at = await value<number | null>(cdp, '__firstCard.at');
      if (at !== null) return Math.round(at);
      if (Date.now() > until) throw new Error(`no ${target.selectors.join(' + ')} on screen at ${url}`);
      await page.waitForTimeout(100);
    }
  } finally {
    await context.close();
  }
}

/**
 * The first listing card on the phone home and a search page, and a post's title and price, against the
 * baseline server when there is one (FIRST_LOAD_BASE), runs alternating.
 */
export async function firstCardOutcomes(opts: {
  browser: Browser;
  url: string;
  baseUrl: string | null;
  detail: string;
  baseDetail: string;
  keyword: string;
  runs: number;
  log: (line: string) => void;
}): Promise<BenchOutcome[]> {
  const card = ['a[href*="/details/"]'];
  const targets: Target[] = [
    { key: 'home', label: 'phone home', path: '/h', selectors: card },
    {
      key: 'search',
      label: 'phone search',
      path: `/h/search/0/0/${encodeURIComponent(opts.keyword)}`,
      selectors: card,
    },
    {
      key: 'detail',
      label: `phone detail (${opts.detail})`,
      path: opts.detail,
      selectors: ['[data-testid="detail-title"]', '[data-testid="detail-price"]'],
    },
  ];
  const outcomes: BenchOutcome[] = [];
  for (const target of targets) {
    const ours: number[] = [];
    const base: number[] = [];
    const basePath = target.key === 'detail' ? opts.baseDetail : target.path;
    for (let r = 0; r < opts.runs; r++) {
      const baseRun = async () => {
        if (opts.baseUrl) base.push(await firstCardMs(opts.browser, opts.baseUrl + basePath, target));
      };
      if (r % 2) await baseRun();
      ours.push(await firstCardMs(opts.browser, opts.url + target.path, target));
      if (!(r % 2)) await baseRun();
    }
    opts.log(
      `first listing card, ${target.label}: ${median(ours)} ms${base.length ? ` (base ${median(base)} ms)` : ''}`,
    );
    outcomes.push({
      id: `first-load-first-card-${target.key}`,
      metric: `first listing card on screen (${target.key === 'detail' ? 'title and price' : 'a details link with text'}), ${target.label}, slow 4G + CPU 4×, 390×844 DPR 3, cold cache`,
      unit: 'ms',
      better: 'lower',
      ours: median(ours),
      runs: ours,
      baselines: base.length ? [{ name: 'base', value: median(base) }] : [],
      limits: [{ name: 'goal', value: 1200 }],
      details: { baseRuns: base },
    });
  }
  return outcomes;
}
