import { launchChromium } from '../lib/chromium';
import { buildApp } from './app-build';
import { startAppServer } from './app-server';
import { measureInitialJs } from './initial-js';
import { measurePipeline } from './pipeline';
import { measureScroll } from './scroll';
import type { BenchOutcome } from '../lib/result';

const RUNS = 5;
/** The home must hold at least 500 cards to scroll through; a few spare for VIP-only or hidden posts. */
const SEED_POSTS = 560;

/**
 * Issue #3 media figures, in one run against a private build of the app and its real server:
 * image pipeline throughput, long tasks and peak heap while scrolling 500 cards, initial JS of the home.
 */
export default async function mediaBench({
  root,
  log,
}: {
  root: string;
  log: (line: string) => void;
}): Promise<BenchOutcome[]> {
  const t0 = Date.now();
  const app = await buildApp(root);
  log(`built the app in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const server = await startAppServer({
    root,
    serverMain: app.serverMain,
    clientDir: app.clientDir,
    seedPosts: SEED_POSTS,
  });
  const browser = await launchChromium();
  try {
    const chromium = browser.version();
    const outcomes: BenchOutcome[] = [];
    outcomes.push(...(await measurePipeline({ browser, server, runs: RUNS, log })));
    outcomes.push(await measureInitialJs({ browser, baseUrl: server.url, clientDir: app.clientDir, runs: RUNS, log }));
    outcomes.push(...(await measureScroll({ browser, baseUrl: server.url, runs: RUNS, log })));
    return outcomes.map((o) => ({ ...o, chromium }));
  } finally {
    await browser.close();
    await server.stop();
    await app.remove();
  }
}
