// Interaction to next paint on the phone (slow 4G, CPU 4×) for the two things a visitor does first on the
// home list: open a card, and change a filter. Read from the page's own Event Timing entries (what the INP
// metric is made of: input delay + handlers + the time to the next frame), so only trusted input counts —
// a real tap on the card, and a key press on the focused native picker (a phone's picker popup is outside
// the page; the key changes the same value through the same handler).
import { loadavg } from 'node:os';
import { median, round } from '../lib/result';
import { CPU_SLOWDOWN, PHONE, SLOW_4G } from './trace';
import type { Browser, Page } from 'playwright-core';
import type { BenchOutcome } from '../lib/result';

/** The goal for both interactions at 4× CPU. */
export const INP_GOAL_MS = 200;
const LOAD_TIMEOUT_MS = 60_000;
/** Time for the home's first screen to settle (images, idle work) before the visitor acts. */
const SETTLE_MS = 3_000;

interface Interaction {
  key: 'open-card' | 'change-filter';
  label: string;
  /** Acts once on the settled home page; resolves when the result is on screen. */
  act: (page: Page) => Promise<void>;
}

const INTERACTIONS: readonly Interaction[] = [
  {
    key: 'open-card',
    label: 'tap a listing card on the phone home',
    act: async (page) => {
      await page.locator('[data-testid="post-card"]').filter({ visible: true }).first().tap();
      await page.getByTestId('detail-title').first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    },
  },
  {
    key: 'change-filter',
    label: 'pick another type in the phone home filter',
    act: async (page) => {
      const before = new URL(page.url()).pathname;
      // The visible one: the list a filter left stays mounted, hidden, for the way back.
      await page.locator('[data-testid="type-picker"]').filter({ visible: true }).focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForURL((u) => u.pathname !== before, { timeout: LOAD_TIMEOUT_MS });
    },
  },
];

// Only entries from now on: dismissing the messaging invitation is an interaction too.
const OBSERVE = `(() => {
  const seen = [];
  const since = performance.now();
  Object.defineProperty(globalThis, '__interactions', { value: seen });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId && e.startTime >= since) seen.push({ id: e.interactionId, name: e.name, ms: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

interface EventEntry {
  id: number;
  name: string;
  ms: number;
}

/** One cold load of the home, one interaction: its longest event's duration (what INP reports for it). */
async function interactionMs(browser: Browser, url: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ ...PHONE.context, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.getByTestId('post-card').first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    // A slow load reaches the messaging invitation's time: the visitor closes it first.
    const invite = page.getByTestId('messaging-invite');
    if (await invite.isVisible()) {
      await page.keyboard.press('Escape');
      await invite.waitFor({ state: 'detached', timeout: LOAD_TIMEOUT_MS });
    }
    await page.evaluate(OBSERVE);
    await interaction.act(page);
    // Event Timing entries are delivered after the frame they ended in.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(
      () => (globalThis as unknown as { __interactions: EventEntry[] }).__interactions,
    );
    if (entries.length === 0) throw new Error(`no interaction recorded for "${interaction.label}"`);
    return Math.max(...entries.map((e) => e.ms));
  } finally {
    await context.close();
  }
}

/** INP of opening a card and of changing a filter, `runs` cold loads each, interleaved. */
export async function inpOutcomes(opts: {
  browser: Browser;
  baseUrl: string;
  runs: number;
  log: (line: string) => void;
}): Promise<BenchOutcome[]> {
  const runs = new Map<Interaction['key'], number[]>(INTERACTIONS.map((i) => [i.key, []]));
  const load: number[] = [];
  for (let r = 0; r < opts.runs; r++) {
    for (const i of INTERACTIONS) runs.get(i.key)!.push(await interactionMs(opts.browser, `${opts.baseUrl}/h`, i));
    load.push(round(loadavg()[0]!));
  }
  return INTERACTIONS.map((i) => {
    const ms = runs.get(i.key)!;
    opts.log(`interaction to next paint, ${i.label}: ${ms.join('/')} ms (load ${load.join('/')})`);
    return {
      id: `first-load-inp-${i.key}`,
      metric: `interaction to next paint: ${i.label}, slow 4G + CPU 4×, 390×844 DPR 3, after the first screen settled`,
      unit: 'ms',
      better: 'lower',
      ours: median(ms),
      runs: ms,
      baselines: [],
      limits: [{ name: 'goal', value: INP_GOAL_MS }],
      details: { loadAverage: load },
    };
  });
}
