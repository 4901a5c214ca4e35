import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MEDIA_CACHE_NAME } from '../../workers/media/limits';
import { encodeValue } from '../../src/lib/storage-codec';
import { VISIT_QUIET_MS } from '../../src/features/shell/messaging/invite-period';
import { ROOT, pathOf, shown, useE2E, waitForDecodedImage } from './harness';

const CHANNEL = { link: 'https://chat.example.org/join/e2e-news', name: 'E2E 城市频道' };
const e2e = useE2E({ env: { MESSAGING_LINK: CHANNEL.link, MESSAGING_NAME: CHANNEL.name, MESSAGING_PERIOD_DAYS: '7' } });
const SHOTS = path.join(ROOT, 'test-results/e2e');

/** Tests about something else start with the invitation already seen on the device. */
async function inviteSeen(context: BrowserContext): Promise<void> {
  const seen = encodeValue({ link: CHANNEL.link, at: Date.now() });
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), ['messagingInvite', seen]);
}

async function cardsShown(page: Page): Promise<number> {
  await shown(page, 'post-card').first().waitFor({ timeout: 30_000 });
  return shown(page, 'post-card').count();
}

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('app shell', () => {
  it('phone: the install manifest is valid, its icons have their sizes, the install tip explains and stays dismissed', async () => {
    const { page, context } = await e2e.open('phone');
    await inviteSeen(context);
    await page.goto('/h');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await context.request.get(href!);
    expect(res.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: '金帖',
      start_url: '/h',
      display: 'standalone',
      theme_color: '#080808',
      background_color: '#080808',
    });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const png = await context.request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toBe(icon.sizes);
    }

    const tip = shown(page, 'app-down-tip');
    await tip.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(SHOTS, 'shell-install-tip-phone.png') });
    // Headless Chromium makes no install offer: the tip explains the browser menu's way instead.
    await shown(page, 'app-install').click();
    await shown(page, 'install-help').waitFor();
    await expect(shown(page, 'install-steps-menu').locator('li').count()).resolves.toBe(3);
    await page.screenshot({ path: path.join(SHOTS, 'shell-install-help-phone.png') });
    await shown(page, 'dialog-confirm').click();
    await shown(page, 'install-help').waitFor({ state: 'detached' });
    await shown(page, 'app-down-close').click();
    await tip.waitFor({ state: 'detached' });
    await page.reload();
    await cardsShown(page);
    await expect(shown(page, 'app-down-tip').count()).resolves.toBe(0);
  });

  it('phone: the messaging invitation waits out the first seconds on home, shows once, and not again after it was dismissed', async () => {
    const { page } = await e2e.open('phone', '/h');
    const invite = shown(page, 'messaging-invite');
    // The visit's first seconds belong to the page.
    await page.waitForTimeout(VISIT_QUIET_MS - 3000);
    await expect(page.getByTestId('messaging-invite').count()).resolves.toBe(0);
    await invite.waitFor({ timeout: 20_000 });
    expect(await invite.getAttribute('role')).toBe('dialog');
    expect(await invite.getAttribute('aria-modal')).toBe('true');
    await expect(shown(page, 'messaging-invite-body').textContent()).resolves.toContain(CHANNEL.name);
    await page.screenshot({ path: path.join(SHOTS, 'shell-messaging-invite-phone.png') });
    await page.keyboard.press('Escape');
    await invite.waitFor({ state: 'detached' });

    await page.reload();
    await cardsShown(page);
    // Past the invitation's delay on home: it stays away for the rest of its period.
    await page.waitForTimeout(VISIT_QUIET_MS + 2000);
    await expect(page.getByTestId('messaging-invite').count()).resolves.toBe(0);
  });

  it('phone: the invitation never opens over a page the visitor works on, only on home', async () => {
    const { page } = await e2e.open('phone', '/h/search');
    await page.waitForTimeout(VISIT_QUIET_MS + 2000);
    await expect(page.getByTestId('messaging-invite').count()).resolves.toBe(0);
    await shown(page, 'tab-home').click();
    await page.waitForURL((u) => u.pathname === '/h');
    await shown(page, 'messaging-invite').waitFor({ timeout: 20_000 });
  });

  it('phone, English: both buttons of the invitation show their whole labels', async () => {
    const { page } = await e2e.open('phone', '/en/h');
    await shown(page, 'messaging-invite').waitFor({ timeout: 20_000 });
    const cut = await page
      .getByTestId('messaging-invite')
      .locator('button span')
      .evaluateAll((spans) =>
        spans.filter((s) => s.textContent && s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent),
      );
    expect(cut).toEqual([]);
    await expect(shown(page, 'dialog-cancel').textContent()).resolves.toBe('Not now');
  });

  it('desktop: an invitation that fell due as the login popup opened waits until the popup is closed', async () => {
    const { page } = await e2e.open('desktop');
    // The invitation's code arrives late, as on a slow link, and the visitor opens the login popup meanwhile.
    let asked!: () => void;
    const invitationAsked = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/InviteDialog-[^/]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto('/');
    await invitationAsked;
    await shown(page, 'login-button').click();
    await shown(page, 'login-submit').waitFor({ timeout: 20_000 });
    release();
    await page.waitForResponse(/\/assets\/InviteDialog-/);
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('messaging-invite').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await shown(page, 'login-popup').waitFor({ state: 'detached' });
    // Held back, not lost: it shows once the popup is gone.
    await shown(page, 'messaging-invite').waitFor({ timeout: 20_000 });
  });

  it('phone and desktop: a guest opening a menu entry that needs login is asked to log in, not shown the entry', async () => {
    const phone = await e2e.open('phone');
    await inviteSeen(phone.context);
    await phone.page.goto('/h');
    await shown(phone.page, 'top-menu-button').click();
    await shown(phone.page, 'top-menu').waitFor();
    await shown(phone.page, 'top-menu-myPosts').click();
    await phone.page.waitForURL((u) => u.pathname === '/h/login', { timeout: 20_000 });
    await shown(phone.page, 'login-submit').waitFor();

    const desktop = await e2e.open('desktop');
    await inviteSeen(desktop.context);
    await desktop.page.goto('/');
    await shown(desktop.page, 'top-menu-button').click();
    await shown(desktop.page, 'top-menu-wallet').click();
    await shown(desktop.page, 'login-popup').waitFor({ timeout: 20_000 });
    expect(pathOf(desktop.page)).toBe('/');
  });

  it('phone, English: a long page title stays clear of the Log in button and the menu', async () => {
    const { page } = await e2e.open('phone', '/en/h/user/user-resetword');
    for (const path of ['/en/h/user/user-resetword', '/en/h/group', '/en/h/terms']) {
      await page.goto(path);
      const bar = page.getByTestId('top-bar');
      await bar.locator('h1').filter({ hasText: /\w/ }).waitFor();
      const [title, right] = await Promise.all([
        bar.locator('h1').boundingBox(),
        // The first thing on the right side (Log in), not its column: content can overflow its column.
        bar.locator('h1 + div > *').first().boundingBox(),
      ]);
      expect([path, Math.round(title!.x + title!.width) <= Math.round(right!.x)]).toEqual([path, true]);
    }
  });

  it('phone: /en/ shows the site in English, and links keep the prefix', async () => {
    const { page, context } = await e2e.open('phone');
    await inviteSeen(context);
    await page.goto('/en/h');
    await cardsShown(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect(shown(page, 'tab-home').textContent()).resolves.toContain('Home');
    const href = await shown(page, 'post-card').first().getAttribute('href');
    expect(href).toMatch(/^\/en\/h\/details\/[a-z]+\/\d+$/);
    await shown(page, 'post-card').first().click();
    await page.waitForURL((u) => u.pathname === href);
    await shown(page, 'back').click();
    await page.waitForURL((u) => u.pathname === '/en/h');
    // Switching the language drops the prefix; the cookie keeps the choice for the next visit.
    await shown(page, 'lang-zh').click();
    await page.waitForURL((u) => u.pathname === '/h');
    await expect(shown(page, 'tab-home').textContent()).resolves.toContain('首页');
    await shown(page, 'lang-en').click();
    await page.waitForURL((u) => u.pathname === '/en/h');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    // A bare link opened later comes back in the chosen language.
    await page.goto('/h/search');
    await page.waitForURL((u) => u.pathname === '/en/h/search');
  });

  it('phone: "<" goes back like the browser, so the browser\'s Back does not reopen the page left', async () => {
    const { page, context } = await e2e.open('phone');
    await inviteSeen(context);
    await page.goto('/h');
    await cardsShown(page);
    const href = await shown(page, 'post-card').first().getAttribute('href');
    await shown(page, 'post-card').first().click();
    await page.waitForURL((u) => u.pathname === href);
    const entries = await page.evaluate(() => history.length);
    await shown(page, 'back').click();
    await page.waitForURL((u) => u.pathname === '/h');
    // No entry was added: the detail lies ahead (Forward), not behind.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goForward();
    await page.waitForURL((u) => u.pathname === href);

    // A visit that starts on the detail: "<" puts home in its place, so Back leaves rather than returning.
    const fresh = await e2e.open('phone');
    await inviteSeen(fresh.context);
    // (Another site stands before it: here the terms page, loaded as a document of its own.)
    await fresh.page.goto('/h/terms');
    await fresh.page.goto(href!);
    await shown(fresh.page, 'back').click();
    await fresh.page.waitForURL((u) => u.pathname === '/h');
    await cardsShown(fresh.page);
    await fresh.page.goBack();
    await fresh.page.waitForURL((u) => u.pathname !== '/h');
    expect(pathOf(fresh.page)).toBe('/h/terms');
  });

  it('phone: a login leaves by going back, so Back never lands on the login page and no entry is added', async () => {
    const username = `back${Date.now() % 1e8}`;
    const password = 'e2e-secret-42';
    await e2e.api('/api/account/registerByPassword', { username, password });
    const { page, context } = await e2e.open('phone');
    await inviteSeen(context);
    const logIn = async () => {
      await page.waitForURL((u) => u.pathname === '/h/login');
      await shown(page, 'login-username').fill(username);
      await shown(page, 'login-password').fill(password);
      await shown(page, 'login-submit').click();
    };

    // From a page that asked for a login to show something (the contact), and so names itself to return to.
    await page.goto('/h');
    await cardsShown(page);
    const href = (await shown(page, 'post-card').first().getAttribute('href'))!;
    await shown(page, 'post-card').first().click();
    await page.waitForURL((u) => u.pathname === href);
    const onDetail = await page.evaluate(() => history.length);
    await shown(page, 'detail-login').click();
    await logIn();
    await page.waitForURL((u) => u.pathname === href, { timeout: 20_000 });
    await shown(page, 'user-link').waitFor({ timeout: 20_000 });
    // The login page lies ahead (Forward), and the detail is the entry it was before.
    expect(await page.evaluate(() => history.length)).toBe(onDetail + 1);
    await page.goBack();
    await page.waitForURL((u) => u.pathname !== href);
    expect(pathOf(page)).toBe('/h');

    // From the top bar's login button, which names no page: back where it was opened.
    await shown(page, 'user-link').click();
    await page.waitForURL((u) => u.pathname === '/h/user/user-center');
    await shown(page, 'logout').click();
    await page
      .getByTestId('dialog-confirm')
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await page.goto(href);
    const before = await page.evaluate(() => history.length);
    await shown(page, 'login-button').click();
    await logIn();
    await page.waitForURL((u) => u.pathname === href, { timeout: 20_000 });
    await shown(page, 'user-link').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await page.waitForURL((u) => u.pathname !== href);
    expect(pathOf(page)).not.toBe('/h/login');
  });

  it('phone: after an online visit, an offline reload of home shows the cached posts with decrypted images', async () => {
    const t = await e2e.open('phone', undefined, { serviceWorkers: 'allow' });
    const { page, context } = t;
    await inviteSeen(context);
    await page.goto('/h');
    const online = await cardsShown(page);
    await waitForDecodedImage(page, '[data-testid="home-list"]');
    // The worker registers once the page has loaded, caches the shell and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // The media worker writes the ciphertext it decrypted into Cache Storage once images stop loading.
    await page.waitForFunction(async (name) => (await (await caches.open(name)).keys()).length > 0, MEDIA_CACHE_NAME, {
      timeout: 30_000,
    });
    const firstTitle = await shown(page, 'post-card').first().getAttribute('href');

    t.allowError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_|NetworkError/);
    await context.setOffline(true);
    const nav = await page.reload();
    expect(nav?.fromServiceWorker()).toBe(true);
    await shown(page, 'offline-banner').waitFor({ timeout: 30_000 });
    expect(await cardsShown(page)).toBeGreaterThan(0);
    expect(online).toBeGreaterThan(0);
    await expect(shown(page, 'post-card').first().getAttribute('href')).resolves.toBe(firstTitle);
    await waitForDecodedImage(page, '[data-testid="home-list"]');
    await page.screenshot({ path: path.join(SHOTS, 'shell-offline-home-phone.png') });

    await context.setOffline(false);
    await shown(page, 'back-online-banner').waitFor({ timeout: 20_000 });

    // A screen never opened before has no code on the device yet: offline it says so, not "500", and it
    // opens by itself once the connection is back.
    await context.setOffline(true);
    t.allowError(/Unable to preload CSS|dynamically imported module|render error/);
    await page.evaluate(() => {
      history.pushState(null, '', '/h/terms');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await shown(page, 'error-offline').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('error-500').count()).toBe(0);
    await context.setOffline(false);
    await shown(page, 'legal-terms').waitFor({ timeout: 30_000 });
  });
});
