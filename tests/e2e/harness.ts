import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { apiClient, envelopeCipher } from './support/api-client';
import { COUNT_MAIN_THREAD_CRYPTO, VIEWPORTS, launchChromium, mainThreadCrypto } from './support/browser';
import { checkApiReply, checkApiRequest } from './support/envelope-check';
import { E2E_SEED_POSTS } from './support/seed-template';
import { ROOT, startServer } from './support/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiCall } from './support/api-client';
import type { ViewportName } from './support/browser';
import type { ApiRequestRecord } from './support/envelope-check';
import type { RunningServer } from './support/server';

export { pathOf, shown, waitForDecodedImage } from './support/browser';
export { ROOT } from './support/server';

export { E2E_SEED_POSTS };
const FAILURE_SHOTS = path.join(ROOT, 'test-results/e2e');

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  viewport: ViewportName;
  apiRequests: ApiRequestRecord[];
  /** Accepts console errors matching this pattern for the rest of the test (e.g. an expected 4xx). */
  allowError(pattern: RegExp): void;
}

interface Tracked extends TrackedPage {
  errors: string[];
  allowed: RegExp[];
  replyProblems: Promise<string[]>[];
}

export interface OpenOptions {
  /**
   * 'allow' lets the site's service worker install (the offline shell). By default it is blocked, so a
   * shell cached by one step never stands between a test and the server it means to reach.
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * false: a page load resolves once loaded, not once the app has taken over the server's markup of its
   * first screen (a test that keeps the app from starting).
   */
  awaitApp?: boolean;
}

/** How long a page load waits for the app to hydrate the server's markup. */
const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Page loads resolve once the app has hydrated the first screen the server rendered (`#root[data-rendered]`
 * until then, src/app/AppTree.tsx): its controls are in the page before they work, and a test acts at once.
 */
function awaitAppOnLoad(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(() => !document.querySelector('#root[data-rendered]'), undefined, {
      timeout: HYDRATION_TIMEOUT_MS,
    });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated();
    return res;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const res = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated();
    return res;
  };
}

export interface E2E {
  readonly server: RunningServer;
  readonly api: ApiCall;
  /** A fresh browser context at the viewport, with its page, tracked until the test ends. */
  open(viewport: ViewportName, urlPath?: string, options?: OpenOptions): Promise<TrackedPage>;
}

/**
 * One real server and one Chromium per test file. After every test: each page must have had no unexpected
 * console or page errors, every /api.php request must have been a sealed form (never plaintext), and the
 * main thread must have done no WebCrypto encrypt/decrypt/sign (that is the workers' job).
 */
export function useE2E(options: { env?: Record<string, string> } = {}): E2E {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let api: ApiCall | undefined;
  let pages: Tracked[] = [];

  beforeAll(async () => {
    server = await startServer({
      seedPosts: E2E_SEED_POSTS,
      from: inject('e2eSeedTemplate'),
      ...(options.env && { env: options.env }),
    });
    api = apiClient(server.url, server.keys);
    browser = await launchChromium();
  });

  afterEach(async (ctx) => {
    const current = pages;
    pages = [];
    const problems: string[] = [];
    const cipher = envelopeCipher(server!.keys);
    // A screenshot of a passing test's page costs a PNG encode of a DPR-2 screen per page: only failures keep one.
    const failed = ctx.task.result?.state === 'fail';
    for (const [i, t] of current.entries()) {
      const label = `[${t.viewport}]`;
      const pageProblems: string[] = [];
      pageProblems.push(...t.errors.filter((e) => !t.allowed.some((re) => re.test(e))).map((e) => `${label} ${e}`));
      for (const req of t.apiRequests)
        pageProblems.push(...(await checkApiRequest(cipher, req)).map((p) => `${label} ${p}`));
      for (const p of await Promise.all(t.replyProblems)) pageProblems.push(...p.map((x) => `${label} ${x}`));
      const crypto = t.page.isClosed() ? undefined : await mainThreadCrypto(t.page).catch(() => null);
      if (crypto === null)
        pageProblems.push(`${label} the main-thread WebCrypto counter is missing (no secure context?)`);
      else if (crypto && crypto.encrypt + crypto.decrypt + crypto.sign > 0) {
        pageProblems.push(`${label} WebCrypto ran on the main thread: ${JSON.stringify(crypto)}`);
      }
      problems.push(...pageProblems);
      if ((failed || pageProblems.length > 0) && !t.page.isClosed()) {
        await mkdir(FAILURE_SHOTS, { recursive: true });
        const name = `${ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${t.viewport}-${i}.png`;
        await t.page.screenshot({ path: path.join(FAILURE_SHOTS, name) }).catch(() => undefined);
      }
      await t.context.close();
    }
    if (problems.length > 0)
      throw new Error(`e2e checks failed (screenshots in test-results/e2e/):\n${problems.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get api() {
      if (!api) throw new Error('server not started');
      return api;
    },
    async open(viewport, urlPath, openOptions = {}) {
      if (!browser || !server) throw new Error('e2e harness not started');
      const context = await browser.newContext({
        ...VIEWPORTS[viewport],
        baseURL: server.url,
        locale: 'zh-CN',
        serviceWorkers: openOptions.serviceWorkers ?? 'block',
      });
      await context.addInitScript(COUNT_MAIN_THREAD_CRYPTO);
      const page = await context.newPage();
      if (openOptions.awaitApp !== false) awaitAppOnLoad(page);
      const t: Tracked = {
        page,
        context,
        viewport,
        apiRequests: [],
        errors: [],
        allowed: [],
        replyProblems: [],
        allowError: (re) => t.allowed.push(re),
      };
      page.on('console', (msg) => {
        if (msg.type() === 'error') t.errors.push(`console error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => t.errors.push(`page error: ${err.message}`));
      page.on('request', (req) => {
        if (!new URL(req.url()).pathname.startsWith('/api.php')) return;
        const headers = req.headers();
        t.apiRequests.push({
          url: req.url(),
          method: req.method(),
          contentType: headers['content-type'] ?? '',
          body: req.postData() ?? '',
          atS: Math.floor(Date.now() / 1000),
        });
      });
      page.on('response', (res) => {
        if (!new URL(res.url()).pathname.startsWith('/api.php')) return;
        // The push stream never ends; its frames are sealed replies, checked by the server tests.
        if ((res.headers()['content-type'] ?? '').startsWith('text/event-stream')) return;
        t.replyProblems.push(
          res.text().then(
            (body) => checkApiReply(res.url(), res.status(), body),
            () => [],
          ),
        );
      });
      pages.push(t);
      if (urlPath !== undefined) await page.goto(urlPath);
      return t;
    },
  };
}
