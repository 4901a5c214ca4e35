import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT, pathOf, shown, useE2E } from './harness';
import { loginInPopup } from './support/login';
import { registerOnPhone } from './support/register';

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';

const register = (page: Page, username: string) => registerOnPhone(page, username, PASSWORD);

describe('creation hub', () => {
  it('phone: a guest is sent to log in; a member picks a kind, leaves a draft and continues it from the hub', async () => {
    const { page } = await e2e.open('phone', '/h/make/index');
    await page.waitForURL((u) => u.pathname === '/h/login', { timeout: 20_000 });

    await register(page, 'hubmaker1');
    await page.goto('/h/make/index');
    await shown(page, 'make-hub').waitFor();
    await expect.poll(() => page.getByTestId('draft-row').count()).toBe(0);
    await page.screenshot({ path: path.join(ROOT, 'test-results/e2e/make-hub-phone.png') });

    // Pick a kind: its form opens. Something typed is kept on the device under a draft id in the address.
    await shown(page, 'kind-store').click();
    await page.waitForURL((u) => u.pathname === '/h/release/store');
    await shown(page, 'release-form').waitFor();
    const title = '街角咖啡 · 周末手冲课程';
    await shown(page, 'release-form').locator('input[name="title"]').fill(title);
    await page.waitForURL((u) => u.searchParams.has('draft'), { timeout: 10_000 });
    const draftId = new URL(page.url()).searchParams.get('draft');

    await page.goto('/h/make/index');
    const row = shown(page, 'draft-row');
    await row.waitFor();
    expect(await page.getByTestId('draft-row').count()).toBe(1);
    expect(await row.getAttribute('data-kind')).toBe('store');
    expect(await row.textContent()).toContain(title);

    await row.getByTestId('draft-continue').click();
    await page.waitForURL((u) => u.pathname === '/h/release/store' && u.searchParams.get('draft') === draftId);
    await expect.poll(() => shown(page, 'release-form').locator('input[name="title"]').inputValue()).toBe(title);

    // Discarded from the hub, it is gone (also after a reload: it was removed from the device).
    await page.goto('/h/make/index');
    await shown(page, 'draft-row').getByTestId('draft-discard').click();
    await expect.poll(() => page.getByTestId('draft-row').count()).toBe(0);
    await page.reload();
    await shown(page, 'make-hub').waitFor();
    await expect.poll(() => page.getByTestId('draft-row').count()).toBe(0);

    // Left in-app right after typing (before the pause that saves): the draft is kept on the way out, and the
    // next screen's address stays its own.
    await shown(page, 'kind-store').click();
    await page.waitForURL((u) => u.pathname === '/h/release/store');
    await shown(page, 'release-form').locator('input[name="title"]').fill('路口修车铺');
    await page.evaluate(() => history.pushState(null, '', '/h/make/index'));
    await shown(page, 'draft-row').waitFor();
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).search).toBe('');
    expect(await shown(page, 'draft-row').textContent()).toContain('路口修车铺');
    await shown(page, 'draft-row').getByTestId('draft-discard').click();
    await expect.poll(() => page.getByTestId('draft-row').count()).toBe(0);

    // Certification goes through its eligibility check; the video shortcut opens the personal form at its video field.
    await shown(page, 'kind-certification').click();
    await page.waitForURL((u) => u.pathname === '/h/release/certification');
    await shown(page, 'release-screen').waitFor();
    await page.goto('/h/make/index');
    await shown(page, 'make-video').click();
    await page.waitForURL((u) => u.pathname === '/h/release/personal' && u.searchParams.get('focus') === 'video');
    const inView = () =>
      page.evaluate(() => {
        const r = document.querySelector('[data-field="video"]')?.getBoundingClientRect();
        return r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight;
      });
    await expect.poll(inView, { timeout: 10_000 }).toBe(true);
  });

  it('desktop: the header’s 发布 entry opens the hub', async () => {
    const { page } = await e2e.open('desktop', '/');
    await shown(page, 'post-entry').waitFor();
    await page.screenshot({ path: path.join(ROOT, 'test-results/e2e/post-entry-desktop.png') });
    const token = await e2e.api('/api/account/registerByPassword', { username: 'hubmaker2', password: PASSWORD });
    expect(token.length).toBeGreaterThan(10);
    await shown(page, 'post-entry').click();
    // A guest gets the login popup over the page; the hub needs an account.
    await shown(page, 'login-username').waitFor();
    await shown(page, 'login-username').fill('hubmaker2');
    await shown(page, 'login-password').fill(PASSWORD);
    await shown(page, 'login-submit').click();
    await shown(page, 'make-hub').waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe('/make/index');
    await page.screenshot({ path: path.join(ROOT, 'test-results/e2e/make-hub-desktop.png') });
  });

  it('desktop: text typed right before the window crosses into the phone layout is still in the form', async () => {
    const { page } = await e2e.open('desktop', '/');
    await loginInPopup(page, { username: 'demo', password: 'goldpost-demo' });
    await page.goto('/release/store');
    const title = shown(page, 'release-form').locator('input[name="title"]');
    await title.fill('Harbour bike repairs, Sundays too');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForURL((u) => u.pathname === '/h/release/store', { timeout: 20_000 });
    await expect
      .poll(() => shown(page, 'release-form').locator('input[name="title"]').inputValue())
      .toBe('Harbour bike repairs, Sundays too');
  });
});
