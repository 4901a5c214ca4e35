import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingJs } from '../../bench/first-load/landing-js';
import { ROOT, shown, useE2E, waitForDecodedImage } from './harness';
import { cardIds } from './support/listing';
import type { Page } from 'playwright-core';
import type { ViewportName } from './support/browser';

const e2e = useE2E();

/**
 * Code a phone's first screen never draws: it loads later, or only in the layout or role that uses it, or
 * once an action opens it (the detail's sheets, the install steps) or a post has a video.
 */
const NOT_ON_A_PHONE_LANDING = [
  'src/app/DesktopLayout.tsx',
  'src/nav/console-routes.ts',
  'protocol/console-operators.ts',
  'src/features/console/useConsoleViewer.ts',
  'src/api/chat-push.ts',
  'src/app/build-update.ts',
  'src/features/shell/messaging/InviteDialog.tsx',
  'src/features/accounts/profile/TopMenuList.tsx',
  'src/features/public-pages/report/ReportSheet.tsx',
  'src/features/public-pages/share/ShareSheet.tsx',
  'src/features/appointments/BookingSheet.tsx',
  'src/features/shell/install/InstallHelp.tsx',
  'src/features/media/video/VideoPlayer.tsx',
  'src/screens/Home/HomePaged.tsx',
  'src/features/listings/posts/Pager.tsx',
  'src/app/later-screens.ts',
  'node_modules/idb/build/index.js',
];

/** The layout-shift budget of a landing route (the first-load goal); a reserved box that fails shows far above. */
const MAX_SHIFT = 0.02;
/** How long the page must stay free of new shifts before the sum is final (ads, notices, images arrive late). */
const QUIET_MS = 1_500;
const CPU_SLOWDOWN = 4;

// Every layout shift not caused by input, with what moved, buffered from navigation start.
const RECORD_SHIFTS = `(() => {
  const shifts = [];
  Object.defineProperty(globalThis, '__shifts', { value: shifts });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const nodes = (e.sources || []).map((s) => (s.node && s.node.className) || (s.node && s.node.nodeName) || '?');
      shifts.push({ at: Math.round(e.startTime), value: e.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface Shift {
  at: number;
  value: number;
  nodes: string[];
}

const shiftsOf = (page: Page) => page.evaluate(() => (globalThis as unknown as { __shifts: Shift[] }).__shifts);

/**
 * Loads `urlPath` on a slowed CPU (so replies land after the first render, as on a phone), waits for `ready`
 * and for the network and the shifts to settle, and returns every shift recorded.
 */
async function loadAndSettle(viewport: ViewportName, urlPath: string, ready: string): Promise<Shift[]> {
  const t = await e2e.open(viewport);
  await t.context.addInitScript(RECORD_SHIFTS);
  const cdp = await t.context.newCDPSession(t.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await t.page.goto(urlPath);
  await t.page.locator(ready).first().waitFor({ timeout: 30_000 });
  await t.page.waitForLoadState('networkidle');
  let count = -1;
  for (;;) {
    await t.page.waitForTimeout(QUIET_MS);
    const shifts = await shiftsOf(t.page);
    if (shifts.length === count) return shifts;
    count = shifts.length;
  }
}

const total = (shifts: readonly Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

/**
 * Once the picture at `selector` has loaded: the object URL it shows, and the one the boot script made
 * (undefined when the page had no boot picture).
 */
async function shownAndBootUrls(page: Page, selector: string): Promise<(string | null | undefined)[]> {
  await page.locator(`${selector}[data-state="loaded"]`).first().waitFor({ timeout: 30_000 });
  return page.evaluate(async (sel) => {
    const boot = (globalThis as unknown as { __goldpostBootImage?: { url: Promise<string | null> } })
      .__goldpostBootImage;
    return [document.querySelector<HTMLImageElement>(sel)?.src, await boot?.url];
  }, selector);
}

describe('first load', () => {
  it('the phone home keeps every box in place while ads, notices, cards and images arrive', async () => {
    const shifts = await loadAndSettle('phone', '/h', '[data-testid="post-card"]');
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  it('the desktop home keeps every box in place', async () => {
    const shifts = await loadAndSettle('desktop', '/', '[data-testid="post-card"]');
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  it('a phone detail page keeps every box in place', async () => {
    const post = (await e2e.api('/api/info/getInfoList', { page: 1 })).list.find((p) => p.kind === 'store' && !p.vip);
    expect(post, 'a non-VIP store post on the first page').toBeDefined();
    const shifts = await loadAndSettle('phone', `/h/details/store/${post!.id}`, '[data-testid="detail-title"]');
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  it("takes the landing screen's first replies from the page, and a logged-in visitor's post from the API", async () => {
    const count = (requests: readonly { url: string }[]) => {
      const byPath = new Map<string, number>();
      for (const r of requests) {
        const p = new URL(r.url).pathname.replace('/api.php', '');
        byPath.set(p, (byPath.get(p) ?? 0) + 1);
      }
      return Object.fromEntries(byPath);
    };
    const FIRST_CALLS = [
      'config',
      'getAds',
      'buyNotice',
      'getInfoType',
      'getInfoList',
      'getInfo',
      'getAppointmentOffer',
      'getVipInfoEvaluationList',
    ];
    const firstCalls = (requests: readonly { url: string }[]) =>
      Object.keys(count(requests)).filter((p) => FIRST_CALLS.includes(p.split('/').pop()!));

    const home = await e2e.open('phone', '/h');
    await home.page.getByTestId('post-card').first().waitFor({ timeout: 30_000 });
    await home.page.getByTestId('buy-notice').waitFor({ timeout: 30_000 });
    await waitForDecodedImage(home.page, '[data-testid="ad-banner"]');
    await home.page.waitForLoadState('networkidle');
    expect(firstCalls(home.apiRequests)).toEqual([]);

    // A link with an order and a price range: the page carries that list, the one the screen shows.
    const sorted = { sort: 'price_desc', priceMin: 100, priceMax: 800 } as const;
    const ids = (await e2e.api('/api/info/getInfoList', { ...sorted, page: 1, pageSize: 20 })).list.map((p) => p.id);
    const ranked = await e2e.open('phone', '/h?sort=price_desc&min=100&max=800');
    await ranked.page.getByTestId('post-card').first().waitFor({ timeout: 30_000 });
    await ranked.page.waitForLoadState('networkidle');
    const shownIds = await cardIds(ranked.page);
    expect(shownIds.length).toBeGreaterThan(0);
    expect(shownIds).toEqual(ids.slice(0, shownIds.length));
    expect(firstCalls(ranked.apiRequests)).toEqual([]);

    const post = (await e2e.api('/api/info/getInfoList', { page: 1 })).list.find((p) => p.kind === 'store' && !p.vip);
    const guest = await e2e.open('phone', `/h/details/store/${post!.id}`);
    await guest.page.getByTestId('detail-title').first().waitFor({ timeout: 30_000 });
    await guest.page.waitForLoadState('networkidle');
    expect(firstCalls(guest.apiRequests)).toEqual([]);

    // The page carries a guest's view of the post; someone logged in gets their own from the API.
    const username = `fl${Date.now().toString(36)}`;
    await e2e.api('/api/account/registerByPassword', { username, password: 'first-load-1' });
    const member = await e2e.open('phone', '/h/login');
    await shown(member.page, 'login-username').fill(username);
    await shown(member.page, 'login-password').fill('first-load-1');
    await shown(member.page, 'login-submit').click();
    await member.page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    member.apiRequests.length = 0;
    await member.page.goto(`/h/details/store/${post!.id}`);
    // No networkidle here: a member's push stream stays open. The page's markup is a guest's, which the
    // member's app renders afresh from its own reply: the contact a guest is not shown.
    await member.page.getByTestId('detail-title').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => count(member.apiRequests)['/api/info/getInfo'] ?? 0, { timeout: 30_000 }).toBe(1);
  });

  it("paints a landing's largest picture from the boot shell, and the app keeps that picture", async () => {
    const post = (await e2e.api('/api/info/getInfoList', { page: 1 })).list.find((p) => p.kind === 'store' && !p.vip);
    for (const [viewport, urlPath, shown] of [
      ['phone', '/h', '[data-testid="ad-slide"] img'],
      ['phone', `/h/details/store/${post!.id}`, '[data-testid="gallery-item"] img'],
      ['desktop', '/', '[data-testid="ad-slide"] img'],
    ] as const) {
      // Without the app's entry, the boot script alone decrypts the picture into the boot shell, or on a phone
      // into the first screen the server rendered.
      const bare = await e2e.open(viewport, undefined, { awaitApp: false });
      bare.allowError(/index-[\w-]+\.js|Failed to load/);
      await bare.page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      await bare.page.goto(urlPath);
      const boot = bare.page.locator('img[data-boot-src]');
      await expect
        .poll(() => boot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect(await boot.getAttribute('src'), urlPath).toMatch(/^blob:/);

      // With it, the picture that replaces the boot shell shows the same object URL: nothing fetched twice.
      const t = await e2e.open(viewport, urlPath);
      const [src, fromBoot] = await shownAndBootUrls(t.page, shown);
      expect(fromBoot, urlPath).toMatch(/^blob:/);
      expect(src, urlPath).toBe(fromBoot);
    }
  });

  it('hands the boot picture to the app even when the boot script arrives after the app’s entry', async () => {
    const post = (await e2e.api('/api/info/getInfoList', { page: 1 })).list.find((p) => p.kind === 'store' && !p.vip);
    const t = await e2e.open('phone');
    // A slow boot script: the entry and its chunks are in long before it.
    await t.page.route(/\/assets\/boot-image-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await t.page.goto(`/h/details/store/${post!.id}`);
    const shown = '[data-testid="gallery-item"] img';
    const [src, fromBoot] = await shownAndBootUrls(t.page, shown);
    expect(fromBoot).toMatch(/^blob:/);
    expect(src).toBe(fromBoot);
  });

  it('gets the scripts brotli-compressed, and the build publishes no source maps', async () => {
    const t = await e2e.open('phone');
    const encodings = new Map<string, string | undefined>();
    t.page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js')) encodings.set(url.pathname, res.headers()['content-encoding']);
    });
    await t.page.goto('/h');
    await t.page.getByTestId('post-card').first().waitFor({ timeout: 30_000 });
    // The folder the harness serves (support/server.ts): a copy of dist/ when E2E_DIST says so.
    const assets = await readdir(path.resolve(ROOT, process.env.E2E_DIST ?? 'dist', 'client/assets'));
    expect(assets.filter((f) => f.endsWith('.map'))).toEqual([]);
    // Files too small to gain from compression have no twin and come as they are.
    const compressed = [...encodings].filter(([url]) => assets.includes(`${url.split('/').pop()}.br`));
    expect(compressed.length).toBeGreaterThan(2);
    for (const [url, encoding] of encodings) {
      expect(encoding, url).toBe(compressed.some(([u]) => u === url) ? 'br' : undefined);
    }
    const map = await t.page.request.get(`/assets/${[...encodings.keys()][0]!.split('/').pop()}.map`);
    expect(map.status()).toBe(404);
  });

  it('once the page has loaded, the build check and the later screens start, though the app starts after its picture', async () => {
    const t = await e2e.open('phone');
    const scripts: string[] = [];
    t.page.on('request', (req) => {
      const file = new URL(req.url()).pathname.split('/').pop() ?? '';
      if (file.endsWith('.js')) scripts.push(file);
    });
    await t.page.goto('/h');
    await t.page.getByTestId('post-card').first().waitFor({ timeout: 30_000 });
    expect(await t.page.evaluate(() => document.readyState)).toBe('complete');
    for (const chunk of ['build-update-', 'later-screens-']) {
      await expect.poll(() => scripts.some((f) => f.startsWith(chunk)), { timeout: 10_000 }).toBe(true);
    }
  });

  it('a phone landing on the home or a post loads no desktop, console, push, build-check, sheet or player code first', async () => {
    const dist = path.resolve(ROOT, process.env.E2E_DIST ?? 'dist');
    for (const [urlPath, screen] of [
      ['/h', 'src/screens/Home/HomeScreen.tsx'],
      ['/h/details/store/1', 'src/screens/Details/DetailScreen.tsx'],
    ] as const) {
      const { files } = await landingJs(path.join(dist, 'client'), urlPath);
      const modules = new Set<string>();
      for (const { file } of files) {
        const map = JSON.parse(await readFile(path.join(dist, 'sourcemaps', `${file}.map`), 'utf8')) as {
          sources: string[];
        };
        for (const source of map.sources) modules.add(source.replace(/^(?:\.\.\/)+/, ''));
      }
      expect([...modules], urlPath).toContain(screen);
      expect(
        NOT_ON_A_PHONE_LANDING.filter((m) => modules.has(m)),
        urlPath,
      ).toEqual([]);
    }
  });
});
