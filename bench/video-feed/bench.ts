import { access, cp } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { launchChromium } from '../lib/chromium';
import { median, round } from '../lib/result';
import { startAppServer } from '../media/app-server';
import { naiveFeedHtml, NAIVE_STEP } from './naive-feed';
import { FIRST_FRAME, openPhone } from './session';
import type { Browser } from 'playwright-core';
import type { BenchContext, BenchOutcome } from '../lib/result';
import type { PhoneSession } from './session';

const FULL = {
  runs: 5,
  seedPosts: 200,
  /** Swipes timed per run, each after watchMs of watching (time for the next clip's start to arrive). */
  timedSwipes: 5,
  watchMs: 2_500,
  /** The skim: this many swipes, one every skimMs, nothing watched. */
  skimSwipes: 30,
  skimMs: 500,
};
const QUICK: typeof FULL = { runs: 1, seedPosts: 14, timedSwipes: 1, watchMs: 1_000, skimSwipes: 4, skimMs: 300 };
type Sizes = typeof FULL;
const READY_MS = 120_000;
const KIB = 1024;

/**
 * The seed's few clips are shared by many posts, so a browser cache would hide most of a feed's traffic.
 * Every playable feed video gets a folder of its own (copies of its clip), VIP videos are dropped (a guest
 * sees them locked, with no video, which would flatter ours), and the feed's order is returned.
 */
function distinctVideos(mediaDir: string): { post: number; url: string }[] {
  const db = new SQLite(path.join(path.dirname(mediaDir), 'goldpost.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('delete from post_videos where post_id in (select id from posts where vip = 1)').run();
    const rows = db
      .prepare(
        `select v.post_id as post, v.url as url from post_videos v join posts p on p.id = v.post_id
         where p.status = 2 order by v.created_at desc, v.post_id desc`,
      )
      .all() as { post: number; url: string }[];
    const update = db.prepare('update post_videos set url = ? where post_id = ?');
    return rows.map((r) => {
      const dir = r.url.slice(0, r.url.lastIndexOf('/'));
      const url = `${dir}-b${r.post}${r.url.slice(dir.length)}`;
      update.run(url, r.post);
      return { post: r.post, url };
    });
  } finally {
    db.close();
  }
}

async function copyFolders(mediaDir: string, videos: { url: string }[]): Promise<void> {
  for (const v of videos) {
    const dir = v.url.slice(0, v.url.lastIndexOf('/'));
    await cp(path.join(mediaDir, dir.replace(/-b\d+$/, '')), path.join(mediaDir, dir), { recursive: true });
  }
}

type Variant = 'ours' | 'naive';

/** Opens the feed and waits until its first clip plays. */
async function openFeed(s: PhoneSession, variant: Variant, urls: string[]): Promise<void> {
  if (variant === 'ours') {
    await s.page.goto('/h/video');
    await s.page.waitForSelector('[data-testid="feed-video"][data-state="playing"]', { timeout: READY_MS });
    return;
  }
  await s.page.goto('/healthz');
  await s.page.setContent(naiveFeedHtml(urls));
  await s.page.evaluate(`(${NAIVE_STEP})(0)`);
  await s.page.waitForFunction(() => !document.querySelector('video')!.paused, null, { timeout: READY_MS });
}

/** One swipe to slide `i`; resolves with the ms from the input to the new clip's first frame. */
async function timedSwipe(s: PhoneSession, variant: Variant, i: number, url: string): Promise<number> {
  const go =
    variant === 'ours'
      ? `(() => { const t = performance.now(); window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' })); return t; })()`
      : `(() => { const t = performance.now(); (${NAIVE_STEP})(${i}); return t; })()`;
  const t0 = (await s.page.evaluate(go)) as number;
  const selector = variant === 'ours' ? '[data-testid="feed-video"]' : `video[data-i="${i}"]`;
  const t1 = (await s.page.evaluate(
    `(${FIRST_FRAME})(document.querySelector('${selector}'), ${JSON.stringify(url)})`,
  )) as number;
  return t1 - t0;
}

async function watchRun(
  browser: Browser,
  base: string,
  variant: Variant,
  urls: string[],
  size: Sizes,
): Promise<number[]> {
  const s = await openPhone(browser, base);
  try {
    await openFeed(s, variant, urls);
    const times: number[] = [];
    for (let i = 1; i <= size.timedSwipes; i++) {
      await s.page.waitForTimeout(size.watchMs);
      times.push(await timedSwipe(s, variant, i, urls[i]!));
    }
    return times;
  } finally {
    await s.close();
  }
}

async function skimRun(browser: Browser, base: string, variant: Variant, urls: string[], size: Sizes) {
  const s = await openPhone(browser, base);
  try {
    await openFeed(s, variant, urls);
    let peak = await s.heap();
    for (let i = 1; i <= size.skimSwipes; i++) {
      if (variant === 'ours') await s.page.keyboard.press('ArrowDown');
      else await s.page.evaluate(`(${NAIVE_STEP})(${i})`);
      await s.page.waitForTimeout(size.skimMs);
      peak = Math.max(peak, await s.heap());
    }
    const bytes = s.mediaBytes();
    return { perSwipeKb: (bytes.video + bytes.images) / size.skimSwipes / KIB, peakMb: peak / KIB / KIB, bytes };
  } finally {
    await s.close();
  }
}

/**
 * The video feed on a phone (390×844 DPR 3, slow 4G, CPU 4×, cold cache) against the naive feed (one
 * <video preload=auto> per post): time from a swipe to the next clip's first frame, media bytes fetched per
 * video swiped past unwatched, and the peak JS heap over 30 swipes. Runs alternate ours and the baseline.
 * Uses the build in dist/ (`npm run build` first).
 */
export default async function videoFeedBench({ root, log, quick }: BenchContext): Promise<BenchOutcome[]> {
  const size = quick ? QUICK : FULL;
  const serverMain = path.join(root, 'dist/server/main.js');
  await access(serverMain).catch(() => {
    throw new Error('no build in dist/: run `npm run build` first');
  });
  const server = await startAppServer({
    root,
    serverMain,
    clientDir: path.join(root, 'dist/client'),
    seedPosts: size.seedPosts,
  });
  const browser = await launchChromium();
  try {
    const videos = distinctVideos(server.mediaDir);
    await copyFolders(server.mediaDir, videos);
    if (videos.length <= size.skimSwipes)
      throw new Error(`the feed holds ${videos.length} videos, fewer than the swipes`);
    const urls = videos.map((v) => `${server.url}/media/${v.url}`);
    log(`${videos.length} feed videos, each in its own folder`);
    const first: Record<Variant, number[]> = { ours: [], naive: [] };
    const skims: Record<Variant, Awaited<ReturnType<typeof skimRun>>[]> = { ours: [], naive: [] };
    for (let r = 0; r < size.runs; r++) {
      for (const variant of ['ours', 'naive'] as const) {
        const times = await watchRun(browser, server.url, variant, urls, size);
        first[variant].push(Math.round(median(times)));
        skims[variant].push(await skimRun(browser, server.url, variant, urls, size));
        const k = skims[variant].at(-1)!;
        log(
          `run ${r + 1} ${variant}: first frame ${times.map(Math.round).join('/')} ms; skim ${round(k.perSwipeKb)} KB/swipe (video ${Math.round(k.bytes.video / KIB)} KB, images ${Math.round(k.bytes.images / KIB)} KB), heap peak ${round(k.peakMb)} MB`,
        );
      }
    }
    const chromium = browser.version();
    const per = (v: Variant) => skims[v].map((k) => round(k.perSwipeKb));
    const heap = (v: Variant) => skims[v].map((k) => round(k.peakMb));
    const profile = 'phone 390×844, slow 4G (150 ms, 1.6 Mbit/s), CPU 4×';
    const outcome = (id: string, metric: string, unit: string, ours: number[], naive: number[]): BenchOutcome => ({
      id,
      metric: `${metric}, ${profile}`,
      unit,
      better: 'lower',
      ours: median(ours),
      runs: ours,
      baselines: [{ name: 'one <video preload=auto> per post', value: median(naive) }],
      limits: [],
      chromium,
      details: { baselineRuns: naive },
    });
    return [
      outcome('video-feed-first-frame', 'swipe to the next clip’s first frame', 'ms', first.ours, first.naive),
      outcome(
        'video-feed-bytes-per-skip',
        `media fetched per video swiped past (${size.skimSwipes} swipes, ${size.skimMs} ms apart)`,
        'KB',
        per('ours'),
        per('naive'),
      ),
      outcome(
        'video-feed-peak-heap',
        `peak main-thread JS heap over ${size.skimSwipes} swipes`,
        'MB',
        heap('ours'),
        heap('naive'),
      ),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
