import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SearchQuery } from '../../protocol/listings';
import { ROOT, pathOf, shown, useE2E } from './harness';
import { cardIds } from './support/listing';
import type { ApiCall } from './support/api-client';
import path from 'node:path';

const e2e = useE2E();

/** A keyword many seeded posts match, so price, sort and mode have something to reorder and narrow. */
async function busyKeyword(api: ApiCall): Promise<string> {
  for (const keyword of ['店', '服务', '可', '约']) {
    const r = await api('/api/info/search', { keyword, pageSize: 1 });
    if (r.total >= 12) return keyword;
  }
  throw new Error('no seeded keyword matches enough posts');
}

async function apiIds(api: ApiCall, q: SearchQuery): Promise<number[]> {
  return (await api('/api/info/search', { pageSize: 20, ...q })).list.map((p) => p.id);
}

async function expectCards(page: Page, ids: number[]): Promise<void> {
  await expect.poll(() => cardIds(page), { timeout: 20_000 }).toEqual(ids);
}

const query = (page: Page) => new URL(page.url()).searchParams;

describe('explore and search', () => {
  it('phone: explore on the search tab → a hot tag → a post → its tag links back', async () => {
    const { page } = await e2e.open('phone', '/h/search');
    await shown(page, 'hot-tags').waitFor();
    await shown(page, 'themes').waitFor();
    await shown(page, 'recommended').getByTestId('post-card').first().waitFor();
    const recommended = (await e2e.api('/api/explore/recommend', { pageSize: 10 })).list.map((p) => p.id);
    await expectCards(page, recommended);
    await page.screenshot({ path: path.join(ROOT, 'test-results/e2e/explore-search-tab-phone.png') });

    const chip = shown(page, 'hot-tags').getByTestId('tag-chip').first();
    const label = (await chip.textContent()) ?? '';
    await chip.click();
    await page.waitForURL((u) => u.pathname.startsWith('/h/explore/tag/'));
    const name = decodeURIComponent(pathOf(page).split('/').pop()!);
    expect(label).toContain(name);
    await shown(page, 'tag-screen').waitFor();
    const tagPage = await e2e.api('/api/explore/tagsdetail', { name });
    expect(tagPage.posts.total).toBeGreaterThan(0);
    await expectCards(
      page,
      tagPage.posts.list.map((p) => p.id),
    );

    await shown(page, 'post-card').first().click();
    await page.waitForURL((u) => /^\/h\/details\/[a-z]+\/\d+$/.test(u.pathname));
    const tagLinks = shown(page, 'detail-tag');
    await tagLinks.first().waitFor();
    expect(await tagLinks.allTextContents()).toContainEqual(expect.stringContaining(name));
    await tagLinks.filter({ hasText: name }).first().click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/h/explore/tag/${name}`);
  });

  it('phone: a theme page lists its posts', async () => {
    const themes = await e2e.api('/api/explore/themecount', {});
    const theme = themes.find((t) => t.count > 0)!;
    const { page } = await e2e.open('phone', `/h/explore/theme/${theme.id}`);
    await shown(page, 'theme-screen').getByText(theme.title).waitFor();
    const detail = await e2e.api('/api/explore/themedetail', { id: theme.id });
    await expectCards(
      page,
      detail.posts.list.map((p) => p.id),
    );
  });

  it('phone: search keeps home’s city, narrows by price range and sorts', async () => {
    const keyword = await busyKeyword(e2e.api);
    const taxonomy = await e2e.api('/api/info/getInfoType', {});
    const city = taxonomy.cities[0]!.code;
    const { page } = await e2e.open('phone', `/h/${city}`);
    await shown(page, 'post-card').first().waitFor();
    await shown(page, 'tab-search').click();
    await page.waitForURL((u) => u.pathname === '/h/search');
    // Before a query, explore is in home's city, and says so.
    await shown(page, 'chip-city').waitFor();
    const inCity = await e2e.api('/api/explore/recommend', { cityCode: city, pageSize: 10 });
    await expectCards(
      page,
      inCity.list.map((p) => p.id),
    );
    await shown(page, 'search-input').fill(keyword);
    await shown(page, 'search-submit').click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/h/search/${city}/0/${keyword}`);
    await shown(page, 'chip-city').waitFor();
    // Everywhere, for enough posts to narrow.
    await shown(page, 'remove-city').click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/h/search/0/0/${keyword}`);
    await expectCards(page, await apiIds(e2e.api, { keyword }));

    // An upside-down range is explained and not sent.
    await shown(page, 'price-min').fill('900');
    await shown(page, 'price-max').fill('100');
    await shown(page, 'price-apply').click();
    await shown(page, 'price-min-error').waitFor();
    expect(query(page).has('min')).toBe(false);

    await shown(page, 'price-min').fill('100');
    await shown(page, 'price-max').fill('800');
    await shown(page, 'price-apply').click();
    await page.waitForURL((u) => u.searchParams.get('min') === '100' && u.searchParams.get('max') === '800');
    await shown(page, 'chip-price').waitFor();
    await expectCards(page, await apiIds(e2e.api, { keyword, priceMin: 100, priceMax: 800 }));

    await shown(page, 'sort').selectOption('price');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price');
    const byPrice = await e2e.api('/api/info/search', { keyword, priceMin: 100, priceMax: 800, sort: 'price' });
    await expectCards(
      page,
      byPrice.list.map((p) => p.id),
    );
    const prices = byPrice.list.map((p) => p.priceMin ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await shown(page, 'chip-sort').waitFor();
    await page.screenshot({ path: path.join(ROOT, 'test-results/e2e/explore-search-filters-phone.png') });
  });

  it('phone: a filter that came with a shared link is shown and can be removed', async () => {
    const keyword = await busyKeyword(e2e.api);
    const taxonomy = await e2e.api('/api/info/getInfoType', {});
    const mode = taxonomy.modes[0]!.code;
    const url = `/h/search/0/0/${encodeURIComponent(keyword)}?mode=${mode}&sort=popularity`;
    const { page } = await e2e.open('phone', url);
    await shown(page, 'chip-mode').getByText(taxonomy.modes[0]!.name).waitFor();
    await shown(page, 'chip-sort').waitFor();
    await expectCards(page, await apiIds(e2e.api, { keyword, modeCode: mode, sort: 'popularity' }));

    await shown(page, 'remove-mode').click();
    await page.waitForURL((u) => !u.searchParams.has('mode') && u.searchParams.get('sort') === 'popularity');
    // The address changes with the tap; the screen for it follows once rendered.
    await expect.poll(() => shown(page, 'chip-mode').count()).toBe(0);
    await expectCards(page, await apiIds(e2e.api, { keyword, sort: 'popularity' }));
    await shown(page, 'remove-sort').click();
    await page.waitForURL((u) => u.search === '');
    await expect.poll(() => shown(page, 'filter-chips').count()).toBe(0);
  });

  it('phone: a search page past the last result says so and leads back to page 1', async () => {
    const keyword = await busyKeyword(e2e.api);
    const { page } = await e2e.open('phone', `/h/search/0/0/${encodeURIComponent(keyword)}/999`);
    await shown(page, 'first-page-link').click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/h/search/0/0/${keyword}`);
    await expectCards(page, await apiIds(e2e.api, { keyword }));
  });
});
