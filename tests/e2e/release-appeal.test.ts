import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PostDraft } from '../../protocol/release';
import { useE2E } from './harness';
import { loginInPopup } from './support/login';

const e2e = useE2E();

async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await loginInPopup(page, { username, password });
}

describe('appeal of a banned post', () => {
  it('the owner sees why and appeals; a moderator restores it; the owner sees it back in review', async () => {
    const api = e2e.api;
    const demo = await api('/api/account/loginByPassword', { username: 'demo', password: 'goldpost-demo' });
    const mod = await api('/api/account/loginByPassword', { username: 'moderator', password: 'goldpost-mod' });
    const tax = await api('/api/info/getInfoType', {});
    const some = (await api('/api/info/getInfoList', { kind: 'store' })).list[0]!;
    const images = (await api('/api/info/getInfo', { id: some.id })).images.slice(0, 2);
    const draft: PostDraft = {
      kind: 'store',
      title: 'Appeal Corner Bakery',
      cityCode: tax.cities[0]!.code,
      typeCode: tax.types[0]!.code,
      modeCode: tax.modes[0]!.code,
      description: 'A quiet corner shop with fresh bread and coffee every morning.',
      priceMin: 10,
      priceMax: 30,
      address: 'Orchard Road 14',
      hours: '8:00-18:00',
      contact: '138-0000-3333',
      tags: [],
      images,
      videoId: null,
      videoPic: null,
      certType: null,
      facts: {},
    };
    const id = (await api('/api/info/postInfo', draft, demo)).id;
    await api('/api/admin/reviewDecide', { id, action: 'ban', reason: '图片盗用他人店铺' }, mod);

    // The owner reads the reason, has no edit button, and appeals.
    const owner = await e2e.open('desktop');
    await login(owner.page, 'demo', 'goldpost-demo');
    await owner.page.goto('/user/my-posts');
    const row = owner.page.locator(`[data-testid=my-post][data-id="${id}"]`);
    await row.waitFor({ timeout: 30_000 });
    await expect(row.getByTestId('my-post-ban-reason').textContent()).resolves.toContain('图片盗用他人店铺');
    await expect(row.getByTestId('my-post-edit').count()).resolves.toBe(0);
    await row.getByTestId('my-post-appeal').click();
    await row.getByTestId('my-post-appeal-text').fill('太短');
    await row.getByTestId('my-post-appeal-send').click();
    await row.getByTestId('my-post-appeal-text-error').waitFor({ timeout: 10_000 });
    await row.getByTestId('my-post-appeal-text').fill('这些照片是我自己店铺的实拍，上周刚拍的，可以提供营业执照。');
    await row.getByTestId('my-post-appeal-send').click();
    await row.getByTestId('my-post-appeal-open').waitFor({ timeout: 20_000 });

    // The moderator restores it from the appeal queue.
    const moderator = await e2e.open('desktop');
    await login(moderator.page, 'moderator', 'goldpost-mod');
    await moderator.page.goto('/console/appeals');
    const card = moderator.page.locator(`[data-testid=appeal-item][data-post-id="${id}"]`);
    await card.waitFor({ timeout: 30_000 });
    await expect(card.getByTestId('appeal-ban-reason').textContent()).resolves.toContain('图片盗用他人店铺');
    await card.getByTestId('appeal-reason').fill('店主提供了营业执照，照片属实');
    await card.getByTestId('appeal-restore').click();
    await card.waitFor({ state: 'detached', timeout: 20_000 });

    // The owner sees the post back in review, without the ban or the appeal box.
    await owner.page.reload();
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('1');
    await expect(row.getByTestId('my-post-appeal').count()).resolves.toBe(0);
    await expect(row.getByTestId('my-post-edit').count()).resolves.toBe(1);
  });
});
