import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MEDIA_CACHE_NAME } from '../../workers/media/limits';
import { shown, useE2E, waitForDecodedImage } from './harness';

const e2e = useE2E();

/** `/h/details/<kind>/<id>` → the kind and the id. */
function postOf(href: string): { kind: 'personal' | 'store' | 'certification' | 'broker'; id: number } {
  const m = /\/details\/([a-z]+)\/(\d+)$/.exec(href);
  expect(m, href).not.toBeNull();
  return { kind: m![1] as 'personal', id: Number(m![2]) };
}

async function openCard(page: Page, href: string): Promise<void> {
  await shown(page, 'post-card')
    .and(page.locator(`[href="${href}"]`))
    .click();
  await page.waitForURL((u) => u.pathname === href);
}

describe('listings offline', () => {
  it('phone: a listing opened before opens offline with its pictures and gives way to the server’s copy once back online; one never opened says offline, then loads by itself once the connection is back', async () => {
    const t = await e2e.open('phone', undefined, { serviceWorkers: 'allow' });
    const { page, context } = t;
    await page.goto('/h');
    await shown(page, 'post-card').nth(1).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const seen = (await shown(page, 'post-card').nth(0).getAttribute('href'))!;
    const unseen = (await shown(page, 'post-card').nth(1).getAttribute('href'))!;
    expect(unseen).not.toBe(seen);
    const detail = await e2e.api('/api/info/getInfo', postOf(seen));
    expect(detail.images.length).toBeGreaterThan(0);

    // The media worker writes the ciphertext once no image is loading: first the cards' pictures, then, after
    // the listing was open, its gallery's (another variant of the same files).
    const keptOf = (stem: string) =>
      page.evaluate(
        async ([name, s]) => (await (await caches.open(name)).keys()).map((r) => r.url).filter((u) => u.includes(s)),
        [MEDIA_CACHE_NAME, stem] as const,
      );
    const stem = detail.images[0]!.replace(/^\/+/, '').replace(/\.bin$/, '');
    await waitForDecodedImage(page, '[data-testid="home-list"]');
    await expect.poll(async () => (await keptOf(stem)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const cardVariants = await keptOf(stem);

    await openCard(page, seen);
    await expect.poll(() => shown(page, 'detail-title').textContent(), { timeout: 20_000 }).toContain(detail.title);
    await waitForDecodedImage(page, '[data-testid="detail-gallery"]');
    await shown(page, 'back').click();
    await page.waitForURL((u) => u.pathname === '/h');
    await expect
      .poll(async () => (await keptOf(stem)).filter((u) => !cardVariants.includes(u)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);

    t.allowError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_|NetworkError/);
    await context.setOffline(true);
    await openCard(page, seen);
    await expect.poll(() => shown(page, 'detail-title').textContent(), { timeout: 20_000 }).toContain(detail.title);
    await waitForDecodedImage(page, '[data-testid="detail-gallery"]');
    expect(await shown(page, 'gallery-item').count()).toBe(detail.images.length);
    // Not the page's memory: a reload offline reads the reply and the pictures from the device.
    await page.reload();
    await expect.poll(() => shown(page, 'detail-title').textContent(), { timeout: 30_000 }).toContain(detail.title);
    await waitForDecodedImage(page, '[data-testid="detail-gallery"]');

    // Meanwhile someone else views it: the server's copy now counts one more view than the device's.
    const views = () => shown(page, 'detail-views').getAttribute('data-views').then(Number);
    const kept = await views();
    const other = `off${Date.now() % 1e8}`;
    const token = await e2e.api('/api/account/registerByPassword', { username: other, password: 'e2e-secret-42' });
    const fresh = await e2e.api('/api/info/getInfo', postOf(seen), token);
    expect(fresh.views).toBe(kept + 1);
    // Back online, the device's copy gives way to the server's by itself, no tap on retry.
    await context.setOffline(false);
    await expect.poll(views, { timeout: 30_000 }).toBe(kept + 1);
    expect(await shown(page, 'detail-title').textContent()).toContain(detail.title);
    await context.setOffline(true);

    await page.goto('/h');
    await shown(page, 'post-card').nth(1).waitFor({ timeout: 30_000 });
    await openCard(page, unseen);
    await shown(page, 'detail-error').waitFor({ timeout: 30_000 });
    await expect(shown(page, 'detail-error').textContent()).resolves.toContain('网络连接失败');

    // Back online: the screen loads again by itself, no tap on retry.
    await context.setOffline(false);
    const opened = await e2e.api('/api/info/getInfo', postOf(unseen));
    await expect.poll(() => shown(page, 'detail-title').textContent(), { timeout: 30_000 }).toContain(opened.title);
    expect(await shown(page, 'detail-error').count()).toBe(0);
  });
});
