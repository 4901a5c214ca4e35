import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../protocol/constants';
import type { ListQuery } from '../../protocol/listings';
import { shown, useE2E } from './harness';
import { cardIds, cardsOn } from './support/listing';
import type { Page } from 'playwright-core';

const e2e = useE2E();

/** The first cards the server lists for `q` (a phone mounts only the cards near the viewport). */
async function firstIds(q: ListQuery, n: number): Promise<number[]> {
  return (await e2e.api('/api/info/getInfoList', { ...q, page: 1, pageSize: PAGE_SIZE })).list
    .slice(0, n)
    .map((p) => p.id);
}

async function expectFirstCards(page: Page, ids: number[]): Promise<void> {
  await expect
    .poll(async () => (await cardIds(page).catch(() => [])).slice(0, ids.length), { timeout: 20_000 })
    .toEqual(ids);
}

const query = (page: Page) => new URL(page.url()).searchParams;

describe('phone: home order and price range', () => {
  it('sorts by price down, filters by a price range, and keeps both in the URL over a reload', async () => {
    const { page } = await e2e.open('phone', '/h');
    await shown(page, 'post-card').first().waitFor();

    await shown(page, 'sort').selectOption('price_desc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price_desc');
    await expectFirstCards(page, await firstIds({ sort: 'price_desc' }, 4));

    await shown(page, 'price-min').fill('900');
    await shown(page, 'price-max').fill('100');
    await shown(page, 'price-apply').click();
    await shown(page, 'price-min-error').waitFor();
    expect(query(page).has('min')).toBe(false);

    await shown(page, 'price-min').fill('100');
    await shown(page, 'price-max').fill('800');
    await shown(page, 'price-apply').click();
    await page.waitForURL((u) => u.searchParams.get('min') === '100' && u.searchParams.get('max') === '800');
    const ranged = await firstIds({ sort: 'price_desc', priceMin: 100, priceMax: 800 }, 4);
    expect(ranged.length, 'the seed has posts priced within 100–800').toBeGreaterThan(0);
    await expectFirstCards(page, ranged);

    await page.reload();
    await shown(page, 'post-card').first().waitFor();
    expect(query(page).get('sort')).toBe('price_desc');
    await expectFirstCards(page, ranged);
    await expect.poll(() => shown(page, 'sort').inputValue()).toBe('price_desc');
  });

  it('lists the posts this device viewed on the search page, and clears them', async () => {
    const { page } = await e2e.open('phone', '/h');
    await shown(page, 'post-card').first().waitFor();
    const [first] = await cardsOn(page);
    await shown(page, 'post-card').first().click();
    await shown(page, 'detail').waitFor();
    await page.goto(new URL('/h/search', page.url()).href);
    const recent = shown(page, 'recent-posts');
    await recent.waitFor();
    const hrefs = () => recent.getByTestId('post-card').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    await expect.poll(hrefs).toEqual([expect.stringMatching(new RegExp(`/details/${first!.kind}/${first!.id}$`))]);
    await shown(page, 'recent-posts-clear').click();
    await recent.waitFor({ state: 'detached' });
  });
});
