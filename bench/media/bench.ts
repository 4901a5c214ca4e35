import { launchChromium } from '../lib/chromium';
import { buildApp } from './app-build';
import { startAppServer } from './app-server';
import { measureInitialJs } from './initial-js';
import { measurePipeline } from './pipeline';
import { measureScroll } from './scroll';
import type { BenchContext, BenchOutcome } from '../lib/result';

/** The home must hold the cards to scroll through, and a few spare for VIP-only or hidden posts. */
const FULL = { runs: 5, scrollCards: 500, seedPosts: 560 };
const QUICK: typeof FULL = { runs: 1, scrollCards: 40, seedPosts: 60 };

/**
 * Issue #3 media figures, in one run against a private build of the app and its real server:
 * image pipeline throughput, long tasks and peak heap while scrolling 500 cards, initial JS of the home.
 */
export default async function mediaBench({ root, log, quick }: BenchContext): Promise<BenchOutcome[]> {
  const size = quick ? QUICK : FULL;
  const t0 = Date.now();
  const app = await buildApp(root);
  log(`built the app in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const server = await startAppServer({
    root,
    serverMain: app.serverMain,
    clientDir: app.clientDir,
    seedPosts: size.seedPosts,
  });
  const browser = await launchChromium();
  try {
    const chromium = browser.version();
    const outcomes: BenchOutcome[] = [];
    const { runs } = size;
    outcomes.push(...(await measurePipeline({ browser, server, runs, log })));
    outcomes.push(await measureInitialJs({ browser, baseUrl: server.url, clientDir: app.clientDir, runs, log }));
    outcomes.push(...(await measureScroll({ browser, baseUrl: server.url, runs, cards: size.scrollCards, log })));
    return outcomes.map((o) => ({ ...o, chromium }));
  } finally {
    await browser.close();
    await server.stop();
    await app.remove();
  }
}
