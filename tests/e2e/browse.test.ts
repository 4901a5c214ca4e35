import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST_KINDS } from '../../protocol/types';
import { ROOT, pathOf, shown, useE2E, waitForDecodedImage } from './harness';
import { apiIds, cardIds, cardsOn, chooseFilters, homeParams } from './support/listing';
import type { Page } from 'playwright-core';
import type { ViewportName } from './support/browser';

const e2e = useE2E();
const HOME: Record<ViewportName, string> = { phone: '/h', desktop: '/' };
const SHOT: Record<ViewportName, string> = { phone: 'home-mobile.png', desktop: 'home-desktop.png' };

/** Waits until the cards shown are exactly `ids`, in order (the list re-renders asynchronously). */
async function expectCards(page: Page, ids: number[]): Promise<void> {
  await expect.poll(() => cardIds(page).catch(() => []), { timeout: 20_000 }).toEqual(ids);
}

/** Every encrypted image inside the viewport has settled, so a screenshot shows pictures, not placeholders. */
async function settleVisibleImages(page: Page): Promise<void> {
  await page
    .waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[data-testid="enc-img"]')]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.width > 0;
        })
        .every((img) => img.dataset.state !== 'placeholder'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

describe.each(['phone', 'desktop'] as const)('%s', (viewport) => {
  it('home shows seeded posts with really decoded images, decrypted in workers', async () => {
    const { page, apiRequests } = await e2e.open(viewport, HOME[viewport]);
    await shown(page, 'post-card').first().waitFor();
    // The harness checks each of these after the test; make sure there is something to check.
    expect(apiRequests.length).toBeGreaterThan(0);
    const width = await waitForDecodedImage(page, '[data-testid="home-screen"]');
    expect(width).toBeGreaterThan(0);
    const workers = page.workers().map((w) => w.url());
    expect(workers.some((u) => /crypto/i.test(u)), `workers: ${workers.join(', ')}`).toBe(true);
    expect(workers.some((u) => /media/i.test(u)), `workers: ${workers.join(', ')}`).toBe(true);
    await settleVisibleImages(page);
    await page.screenshot({ path: path.join(ROOT, 'docs/screenshots', SHOT[viewport]) });
  });

  it('filter by city and type → page 2 → a detail of each kind → back to the same list', async () => {
    const { cityCode, typeCode } = await chooseFilters(e2e.api);
    const { page } = await e2e.open(viewport, HOME[viewport]);
    await shown(page, 'post-card').first().waitFor();

    await shown(page, 'city-picker').selectOption(String(cityCode));
    await page.waitForURL((u) => homeParams(u.pathname).cityCode === cityCode);
    await expectCards(page, await apiIds(e2e.api, { cityCode, page: 1 }));

    await shown(page, 'city-picker').selectOption('0');
    await page.waitForURL((u) => homeParams(u.pathname).cityCode === 0);
    await shown(page, 'type-picker').selectOption(String(typeCode));
    await page.waitForURL((u) => homeParams(u.pathname).typeCode === typeCode);
    const page1 = await apiIds(e2e.api, { typeCode, page: 1 });
    await expectCards(page, page1);

    await shown(page, 'page-next').first().click();
    await page.waitForURL((u) => homeParams(u.pathname).page === 2);
    expect(homeParams(pathOf(page))).toMatchObject({ cityCode: 0, typeCode, page: 2 });
    const page2List = (await e2e.api('/api/info/getInfoList', { typeCode, page: 2 })).list;
    const page2 = page2List.map((p) => p.id);
    await expectCards(page, page2);
    expect(page2.filter((id) => page1.includes(id))).toEqual([]);
    await expect(shown(page, 'page-current').first().textContent()).resolves.toContain('2');
    const listPath = pathOf(page);

    const cards = await cardsOn(page);
    for (const [i, kind] of POST_KINDS.entries()) {
      // VIP posts answer 422 to guests (the client sends them to /group): open an ordinary one of each kind.
      const card = cards.find((c) => c.kind === kind && page2List.some((p) => p.id === c.id && !p.vip));
      expect(card, `page 2 of type ${typeCode} has no non-VIP ${kind} card`).toBeDefined();
      const detail = await e2e.api('/api/info/getInfo', { id: card!.id, kind });
      await page.locator(`[data-testid="post-card"][href="${card!.href}"]`).filter({ visible: true }).first().click();
      await page.waitForURL((u) => u.pathname.endsWith(`/details/${kind}/${card!.id}`));
      expect(pathOf(page).startsWith('/h/')).toBe(viewport === 'phone');
      await expect.poll(() => shown(page, 'detail-title').textContent(), { timeout: 20_000 }).toContain(detail.title);
      await shown(page, 'detail-kind').waitFor();
      await shown(page, 'detail-status').waitFor();
      expect(await waitForDecodedImage(page, '[data-testid="detail-gallery"]')).toBeGreaterThan(0);
      // Alternate the app's back action and the browser's: both must land on the same list.
      const back = shown(page, 'back');
      if (i % 2 === 0 && (await back.isVisible())) await back.click();
      else await page.goBack();
      await page.waitForURL((u) => u.pathname === listPath);
      await expectCards(page, page2);
      await expect(shown(page, 'page-current').first().textContent()).resolves.toContain('2');
    }
  });
});
