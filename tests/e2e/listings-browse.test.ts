import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOADING_BAR } from '../../protocol/constants';
import { FIRST_REPLIES_ID } from '../../protocol/listings-first-replies';
import type { FirstReplies } from '../../protocol/listings-first-replies';
import { POST_KINDS } from '../../protocol/types';
import { ROOT, pathOf, shown, useE2E, waitForDecodedImage } from './harness';
import { apiIds, cardIds, chooseFilters, homeParams } from './support/listing';
import type { Locator, Page } from 'playwright-core';
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
    .waitForFunction(
      () =>
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

/** Wheels down (as a finger would flick) until `done`; fails after a long list's worth of scrolling. */
async function scrollUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await done()) return;
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(120);
  }
  throw new Error(`never reached the wanted scroll state (at ${pathOf(page)})`);
}

/** Whether the mounted cards are consecutive entries of the list order (a virtual window, nothing skipped). */
function isContiguousRun(ids: number[], order: number[]): boolean {
  const start = order.indexOf(ids[0] ?? -1);
  return start >= 0 && ids.every((id, k) => order[start + k] === id);
}

/** Scrolls the (possibly virtualised) list until the card of `id` is mounted and on screen. */
async function revealCard(page: Page, id: number, order: number[]): Promise<Locator> {
  const card = page.locator('[data-testid="post-card"]').filter({ visible: true });
  for (let i = 0; i < 80; i++) {
    const hit = card.and(page.locator(`[href$="/${id}"]`));
    if ((await hit.count()) > 0) {
      await hit.first().scrollIntoViewIfNeeded();
      return hit.first();
    }
    const mounted = await cardIds(page);
    const up = order.indexOf(id) < order.indexOf(mounted[0] ?? -1);
    await page.mouse.wheel(0, up ? -400 : 400);
    await page.waitForTimeout(100);
  }
  throw new Error(`card ${id} never mounted`);
}

/** Whether the visible card with this href lies (at least half) inside the viewport. */
async function inViewport(page: Page, href: string): Promise<boolean> {
  const box = await page
    .locator(`[data-testid="post-card"][href="${href}"]`)
    .filter({ visible: true })
    .first()
    .boundingBox({ timeout: 1000 })
    .catch(() => null);
  const vp = page.viewportSize();
  if (!box || !vp) return false;
  const mid = box.y + box.height / 2;
  return mid > 0 && mid < vp.height;
}

describe.each(['phone', 'desktop'] as const)('%s', (viewport) => {
  it('home shows seeded posts with really decoded images, decrypted in workers', async () => {
    const { page, apiRequests } = await e2e.open(viewport, HOME[viewport]);
    await shown(page, 'post-card').first().waitFor();
    // The first screen's replies may come sealed in the page instead of as requests (the harness checks each
    // request after the test): whichever way the data came, it was sealed base64, and something came.
    const inPage = await page.evaluate((id) => {
      const text = document.getElementById(id)?.textContent;
      return text ? Object.values((JSON.parse(text) as FirstReplies).replies) : [];
    }, FIRST_REPLIES_ID);
    expect(inPage.filter((body) => !/^[A-Za-z0-9+/]+={0,2}$/.test(body))).toEqual([]);
    expect(apiRequests.length + inPage.length).toBeGreaterThan(0);
    const width = await waitForDecodedImage(page, '[data-testid="home-screen"]');
    expect(width).toBeGreaterThan(0);
    const workers = page.workers().map((w) => w.url());
    expect(
      workers.some((u) => /crypto/i.test(u)),
      `workers: ${workers.join(', ')}`,
    ).toBe(true);
    expect(
      workers.some((u) => /media/i.test(u)),
      `workers: ${workers.join(', ')}`,
    ).toBe(true);
    await settleVisibleImages(page);
    await page.screenshot({ path: path.join(ROOT, 'docs/screenshots', SHOT[viewport]) });
  });

  it('home shows the home_grid adverts, and a tile with an in-app link opens its route', async () => {
    const grid = (await e2e.api('/api/home/getAds', {})).home_grid ?? [];
    expect(grid.length, 'the seed has home_grid adverts').toBeGreaterThan(0);
    const { page } = await e2e.open(viewport, HOME[viewport]);
    const tiles = shown(page, 'ad-tile');
    await expect.poll(() => tiles.allTextContents(), { timeout: 20_000 }).toEqual(grid.map((ad) => ad.title));
    const inApp = grid.findIndex((ad) => ad.type === 2);
    expect(inApp).toBeGreaterThanOrEqual(0);
    await tiles.nth(inApp).click();
    const prefix = viewport === 'phone' ? '/h' : '';
    await page.waitForURL((u) => u.pathname === `${prefix}${grid[inApp]!.url}`);
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
    // The address changes with the pick; the list for it shows once rendered, and a pick made before then
    // is a pick on the list still on screen.
    await expect.poll(() => shown(page, 'city-picker').inputValue()).toBe('0');
    await shown(page, 'type-picker').selectOption(String(typeCode));
    await page.waitForURL((u) => homeParams(u.pathname).typeCode === typeCode);
    const page1 = await apiIds(e2e.api, { typeCode, page: 1 });
    await expectCards(page, page1);

    const page2List = (await e2e.api('/api/info/getInfoList', { typeCode, page: 2 })).list;
    const page2 = page2List.map((p) => p.id);
    expect(page2.filter((id) => page1.includes(id))).toEqual([]);
    // The phone's list is one endless column of pages 1, 2, 3…; its window of mounted cards follows that order.
    const page3 = await apiIds(e2e.api, { typeCode, page: 3 });
    const order = [...page1, ...page2, ...page3];

    if (viewport === 'desktop') {
      await shown(page, 'page-next').first().click();
      await page.waitForURL((u) => homeParams(u.pathname).page === 2);
      await expectCards(page, page2);
      await expect(shown(page, 'page-current').first().textContent()).resolves.toContain('2');
    } else {
      // Scrolling loads the next page and keeps the page in view in the URL (replaced, not pushed).
      const historyLength = await page.evaluate(() => history.length);
      await scrollUntil(page, async () => homeParams(pathOf(page)).page === 2);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      await expect.poll(() => shown(page, 'home-list').getAttribute('data-page-in-view')).toBe('2');
      const ids = await cardIds(page);
      expect(
        ids.some((id) => page2.includes(id)),
        `mounted: ${ids.join(',')}`,
      ).toBe(true);
      expect(isContiguousRun(ids, order), `mounted: ${ids.join(',')}`).toBe(true);
      expect(ids.length, 'virtualised: a window of cards, not the whole list').toBeLessThan(order.length);
    }
    expect(homeParams(pathOf(page))).toMatchObject({ cityCode: 0, typeCode, page: 2 });

    for (const [i, kind] of POST_KINDS.entries()) {
      // VIP posts answer 422 to guests (the client sends them to /group): open an ordinary one of each kind.
      const post = page2List.find((p) => p.kind === kind && !p.vip);
      expect(post, `page 2 of type ${typeCode} has no non-VIP ${kind} card`).toBeDefined();
      const card = await revealCard(page, post!.id, order);
      const listPath = pathOf(page);
      const href = (await card.getAttribute('href'))!;
      const detail = await e2e.api('/api/info/getInfo', { id: post!.id, kind });
      const atDetail = (u: URL) => u.pathname.endsWith(`/details/${kind}/${post!.id}`);
      await card.click();
      // On a starved CPU the virtual window can re-render under the pointer and swallow one tap; a second tap
      // must then open the post (a card that never opens still fails here).
      if (
        !(await page.waitForURL(atDetail, { timeout: 10_000 }).then(
          () => true,
          () => false,
        ))
      ) {
        await (await revealCard(page, post!.id, order)).click();
        await page.waitForURL(atDetail);
      }
      expect(pathOf(page).startsWith('/h/')).toBe(viewport === 'phone');
      await expect.poll(() => shown(page, 'detail-title').textContent(), { timeout: 20_000 }).toContain(detail.title);
      await shown(page, 'detail-kind').waitFor();
      // The public sees no review labels; only a verified certification post wears its badge.
      if (kind === 'certification') await shown(page, 'detail-certified').waitFor();
      else expect(await page.locator('[data-testid="detail-certified"]:visible').count()).toBe(0);
      expect(await page.locator('[data-testid="detail-status"]:visible').count()).toBe(0);
      expect(await waitForDecodedImage(page, '[data-testid="detail-gallery"]')).toBeGreaterThan(0);
      // Alternate the app's back action and the browser's: both must land on the same list, same place.
      const back = shown(page, 'back');
      if (i % 2 === 0 && (await back.isVisible())) await back.click();
      else await page.goBack();
      if (viewport === 'desktop') {
        await page.waitForURL((u) => u.pathname === listPath);
        await expectCards(page, page2);
        await expect(shown(page, 'page-current').first().textContent()).resolves.toContain('2');
      } else {
        // The same list; its page in the address is the one in view, which the tap's own scroll may have moved
        // across a page boundary after the address was read above.
        const filters = (p: string) => {
          const { cityCode, typeCode, modeCode } = homeParams(p);
          return `${cityCode}/${typeCode}/${modeCode}`;
        };
        await page.waitForURL((u) => filters(u.pathname) === filters(listPath));
      }
      // The card just opened is on screen again: the list position came back, not just the list.
      await expect.poll(() => inViewport(page, href), { timeout: 10_000 }).toBe(true);
      if (viewport === 'phone')
        await expect
          .poll(
            async () =>
              `${homeParams(pathOf(page)).page}` === (await shown(page, 'home-list').getAttribute('data-page-in-view')),
          )
          .toBe(true);
    }
  });
});

describe('phone home list and the address', () => {
  it('a navigation, even one undone before its screen rendered, leaves the loading bar at rest', async () => {
    const { page } = await e2e.open('phone', '/h');
    const bar = page.getByTestId('loading-bar');
    await shown(page, 'post-card').first().waitFor();
    await shown(page, 'post-card').first().click();
    await shown(page, 'detail-title').waitFor();
    await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 10_000 }).toBe('idle');
    await page.goBack();
    await shown(page, 'home-list').waitFor();
    await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 10_000 }).toBe('idle');
    // Away to a post and back to the list in one task, as a quick second tap can: the post never renders.
    const home = pathOf(page);
    const post = (await shown(page, 'post-card').first().getAttribute('href'))!;
    await page.evaluate(
      ([to, back]) => {
        history.pushState(null, '', to);
        history.replaceState(null, '', back);
      },
      [post, home],
    );
    // Past the bar's throttle, so a navigation left counted as in flight would show it running.
    await page.waitForTimeout(LOADING_BAR.throttleMs + 1000);
    expect(await bar.getAttribute('data-phase')).toBe('idle');
    expect(pathOf(page)).toBe(home);
    await shown(page, 'home-list').waitFor();
    expect(await shown(page, 'detail-title').count()).toBe(0);
  });

  it('keeps one list when the app re-renders after the page in view was written to the address', async () => {
    const { page } = await e2e.open('phone', '/h');
    await shown(page, 'post-card').first().waitFor();
    // Scrolling writes the page in view into the address quietly, without telling the router.
    await scrollUntil(page, async () => homeParams(pathOf(page)).page === 2);
    const before = await cardIds(page);
    // Anything that re-renders the app (here the language) must not read that as a navigation to page 2:
    // a second list mounted then, and two lists could hand the address back and forth without end.
    await shown(page, 'lang-en').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect(page.locator('[data-testid="home-list"]').count()).resolves.toBe(1);
    expect((await cardIds(page)).some((id) => before.includes(id))).toBe(true);
    // The English address of the same place.
    await expect.poll(() => homeParams(pathOf(page).replace(/^\/en(?=\/)/, '')).page).toBe(2);
    expect(pathOf(page).startsWith('/en/h')).toBe(true);
  });
});
