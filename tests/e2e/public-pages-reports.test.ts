import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PostDraft } from '../../protocol/release';
import { shown, useE2E } from './harness';
import { loginInPopup } from './support/login';
import { fillStoreForm } from './support/release-form';

// Trust at desktop size: a repeated post is flagged in the review queue, a person reported from their public
// page reaches the reports queue, and the release form shows the posting limit's refusal.

const e2e = useE2E();

async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await loginInPopup(page, { username, password });
}

async function drafting() {
  const api = e2e.api;
  const tax = await api('/api/info/getInfoType', {});
  const some = (await api('/api/info/getInfoList', { kind: 'store' })).list[0]!;
  const detail = await api('/api/info/getInfo', { id: some.id });
  const draft = (title: string, description: string): PostDraft => ({
    kind: 'store',
    title,
    cityCode: tax.cities[0]!.code,
    typeCode: tax.types[0]!.code,
    modeCode: tax.modes[0]!.code,
    description,
    priceMin: 10,
    priceMax: 30,
    address: 'Orchard Road 12',
    hours: '8:00-18:00',
    contact: '138-0000-2222',
    tags: [],
    images: detail.images.slice(0, 2),
    videoId: null,
    videoPic: null,
    certType: null,
    facts: {},
  });
  return { draft, authorId: detail.author.id };
}

describe('trust (desktop)', () => {
  it('a post repeating the pictures of an earlier one is flagged in the review queue, with why and a link', async () => {
    const { draft } = await drafting();
    const demo = await e2e.api('/api/account/loginByPassword', { username: 'demo', password: 'goldpost-demo' });
    const first = (
      await e2e.api(
        '/api/info/postInfo',
        draft('Trust Original Bakery', 'Sourdough and rye baked at dawn, coffee from a small roaster.'),
        demo,
      )
    ).id;
    const again = (
      await e2e.api(
        '/api/info/postInfo',
        draft('Brand New Bread Corner', 'Completely different words about a shop that shows the very same photos.'),
        demo,
      )
    ).id;

    const { page } = await e2e.open('desktop');
    await login(page, 'moderator', 'goldpost-mod');
    await page.goto('/console/review');
    const card = page.locator(`[data-testid=review-item][data-post-id="${again}"]`);
    await card.waitFor({ timeout: 30_000 });
    const hint = card.getByTestId('review-duplicate');
    await expect(hint.getAttribute('data-other-id')).resolves.toBe(String(first));
    const text = await hint.textContent();
    expect(text).toContain(`可能与 #${first} 重复`);
    expect(text).toContain('相同图片 2 张');
    expect(text).toContain('同一账号');
    await expect(hint.locator('a').getAttribute('href')).resolves.toBe(`#review-${first}`);
    await expect(
      page.locator(`[data-testid=review-item][data-post-id="${first}"]`).getByTestId('review-duplicate').count(),
    ).resolves.toBe(0);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: 'docs/screenshots/console-review-duplicate-desktop.png' });
  });

  it('a person reported from their public page shows in the reports queue', async () => {
    const { authorId } = await drafting();
    const reason = `Asked for a deposit before meeting ${Date.now() % 1e6}`;
    const { page } = await e2e.open('desktop');
    await login(page, 'demo', 'goldpost-demo');
    await page.goto(`/user/personal-detail/${authorId}`);
    await shown(page, 'report-person').click();
    await shown(page, 'report-person-reason').fill(reason);
    await shown(page, 'report-person-send').click();
    await shown(page, 'report-person-sheet').waitFor({ state: 'hidden', timeout: 20_000 });

    const mod = await e2e.open('desktop');
    await login(mod.page, 'moderator', 'goldpost-mod');
    await mod.page.goto('/console/reports');
    await shown(mod.page, 'reports-tab-chat').click();
    const card = mod.page.locator('article').filter({ hasText: reason });
    await card.waitFor({ timeout: 30_000 });
    await expect(card.getByTestId('report-from-profile').count()).resolves.toBe(1);
  });

  it('the release form shows the refusal once the posts waiting for review reach the limit', async () => {
    const { draft } = await drafting();
    const username = `lim${Date.now() % 1e8}`;
    const token = await e2e.api('/api/account/registerByPassword', { username, password: 'e2e-secret-42' });
    for (let i = 0; i < 5; i++)
      await e2e.api('/api/info/postInfo', draft(`Waiting post number ${i}`, 'A post that waits for review.'), token);

    const { page } = await e2e.open('desktop');
    await login(page, username, 'e2e-secret-42');
    await page.goto('/release/store');
    await shown(page, 'release-form').waitFor({ timeout: 20_000 });
    await fillStoreForm(page, 'One post too many');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    await shown(page, 'image-picker-input')
      .first()
      .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: photo }]);
    await expect.poll(() => shown(page, 'image-picker-item').count(), { timeout: 30_000 }).toBe(1);
    await shown(page, 'release-submit').click();
    await expect
      .poll(() => shown(page, 'release-error').textContent(), { timeout: 20_000 })
      .toBe('你已有 5 条信息在等待审核，审核完成一条后即可再发布');
  });
});
