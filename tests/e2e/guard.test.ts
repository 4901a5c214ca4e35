import { describe, expect, it } from 'vitest';
import { pathOf, shown, useE2E } from './harness';

const e2e = useE2E();

describe('device guard (spec §2)', () => {
  it('sends a phone on / to /h and keeps deeper paths in mobile form', async () => {
    const { page } = await e2e.open('phone', '/');
    await page.waitForURL((u) => u.pathname === '/h');
    await shown(page, 'top-bar').first().waitFor();
    await shown(page, 'tab-bar').first().waitFor();
    await shown(page, 'home-screen').waitFor();
    expect(pathOf(page)).toBe('/h');
    await page.goto('/search');
    await page.waitForURL((u) => u.pathname === '/h/search');
    await shown(page, 'search-input').waitFor();
    expect(pathOf(page)).toBe('/h/search');
  });

  it('sends a desktop on /h to / and on /h/search to /search', async () => {
    const { page } = await e2e.open('desktop', '/h');
    await page.waitForURL((u) => u.pathname === '/');
    await shown(page, 'top-bar').first().waitFor();
    await shown(page, 'home-screen').waitFor();
    expect(pathOf(page)).toBe('/');
    await expect(shown(page, 'tab-bar').count()).resolves.toBe(0);
    await page.goto('/h/search');
    await page.waitForURL((u) => u.pathname === '/search');
    expect(pathOf(page)).toBe('/search');
  });

  it('flips the path when the window is resized across the threshold', async () => {
    const { page } = await e2e.open('desktop', '/');
    await shown(page, 'home-screen').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForURL((u) => u.pathname === '/h');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForURL((u) => u.pathname === '/');
    expect(pathOf(page)).toBe('/');
  });
});

describe('error pages', () => {
  it.each([
    ['desktop', '/nope'],
    ['phone', '/nope'],
    ['phone', '/h/details/store/abc'],
    ['desktop', '/details/store/abc'],
    ['phone', '/h/12ab'],
  ] as const)('%s: %s shows the 404 page, answered as HTTP 404', async (viewport, path) => {
    const t = await e2e.open(viewport);
    t.allowError(/404|Failed to load resource/);
    const res = await t.page.goto(path);
    expect(res?.status()).toBe(404);
    const notFound = shown(t.page, 'error-404');
    await notFound.waitFor();
    await expect(notFound.textContent()).resolves.toContain('Page Not Found');
    await shown(t.page, 'top-bar').first().waitFor();
  });

  it('keeps the /en prefix in the English 404 page and its way home', async () => {
    const t = await e2e.open('desktop');
    t.allowError(/404|Failed to load resource/);
    await t.page.goto('/en/nope');
    const notFound = shown(t.page, 'error-404');
    await notFound.waitFor();
    await expect(notFound.textContent()).resolves.toContain('Page Not Found: /en/nope');
    await notFound.getByRole('button').first().click();
    await t.page.waitForURL((u) => u.pathname === '/en');
  });
});
