import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PostDraft } from '../../protocol/release';
import { POST_STATUS } from '../../protocol/status';
import { shown, useE2E } from './harness';
import { loginInPopup } from './support/login';

const e2e = useE2E();

async function confirmDialog(page: Page): Promise<void> {
  await shown(page, 'dialog-confirm').click();
  await shown(page, 'dialog-confirm').waitFor({ state: 'detached', timeout: 10_000 });
}

describe('a poster’s bump and sale', () => {
  it('puts one post on top of home, marked 置顶, for gold; marks another sold and it leaves the list', async () => {
    const api = e2e.api;
    const demo = await api('/api/account/loginByPassword', { username: 'demo', password: 'goldpost-demo' });
    const mod = await api('/api/account/loginByPassword', { username: 'moderator', password: 'goldpost-mod' });
    const tax = await api('/api/info/getInfoType', {});
    const some = (await api('/api/info/getInfoList', { kind: 'store' })).list[0]!;
    const images = (await api('/api/info/getInfo', { id: some.id })).images.slice(0, 1);
    const draft = (title: string): PostDraft => ({
      kind: 'store',
      title,
      cityCode: tax.cities[0]!.code,
      typeCode: tax.types[0]!.code,
      modeCode: tax.modes[0]!.code,
      description: 'A bright workshop fixing bicycles, prams and scooters while you wait.',
      priceMin: 20,
      priceMax: 80,
      address: 'Harbour Lane 3',
      hours: '9:00-19:00',
      contact: '138-0000-4444',
      tags: [],
      images,
      videoId: null,
      videoPic: null,
      certType: null,
      facts: {},
    });
    const topId = (await api('/api/info/postInfo', draft('Harbour Bike Workshop'), demo)).id;
    const soldId = (await api('/api/info/postInfo', draft('Quayside Pram Repairs'), demo)).id;
    for (const id of [topId, soldId]) await api('/api/admin/reviewDecide', { id, action: 'approve' }, mod);
    const before = (await api('/api/proxy/info', {}, demo)).balance;
    const rates = (await api('/api/proxy/info', {}, demo)).rates;

    const { page } = await e2e.open('desktop');
    await page.goto('/');
    await loginInPopup(page, { username: 'demo', password: 'goldpost-demo' });
    await page.goto('/user/my-posts');
    const topRow = page.locator(`[data-testid=my-post][data-id="${topId}"]`);
    await topRow.waitFor({ timeout: 30_000 });
    await topRow.getByTestId('my-post-bump').click();
    // The dialog says what it costs and for how long before anything is paid.
    await expect
      .poll(() => page.getByRole('dialog').textContent(), { timeout: 10_000 })
      .toContain(`花费 ${rates.bumpPriceGold} 金币`);
    await confirmDialog(page);
    await topRow.getByTestId('my-post-bumped').waitFor({ timeout: 20_000 });
    await expect(topRow.getByTestId('my-post-bumped').textContent()).resolves.toContain('置顶中');
    await expect(topRow.getByTestId('my-post-bump').count()).resolves.toBe(0);
    expect((await api('/api/proxy/info', {}, demo)).balance).toBe(before - rates.bumpPriceGold);

    const soldRow = page.locator(`[data-testid=my-post][data-id="${soldId}"]`);
    await soldRow.getByTestId('my-post-sold').click();
    await confirmDialog(page);
    await expect.poll(() => soldRow.getAttribute('data-status'), { timeout: 20_000 }).toBe(String(POST_STATUS.SOLD));

    // Home: the bumped post first, marked 置顶; the sold one nowhere on the page.
    await page.goto('/');
    const first = page.getByTestId('post-card').first();
    await first.waitFor({ timeout: 30_000 });
    await expect.poll(() => first.getAttribute('href'), { timeout: 20_000 }).toContain(`/${topId}`);
    await expect(first.getByTestId('card-top').textContent()).resolves.toBe('置顶');
    await expect(page.locator(`[data-testid=post-card][href$="/${soldId}"]`).count()).resolves.toBe(0);
    await expect(page.getByTestId('card-top').count()).resolves.toBe(1);
  });
});
