import { describe, expect, it } from 'vitest';
import { pathOf, shown, useE2E } from './harness';
import { cardIds } from './support/listing';
import type { Page } from 'playwright-core';

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';

/** Confirms the dialog when the action asks first (logout may), else does nothing. */
async function confirmIfAsked(page: Page): Promise<void> {
  const confirm = page.getByTestId('dialog-confirm');
  await confirm.waitFor({ timeout: 3_000 }).then(
    () => confirm.click(),
    () => undefined,
  );
}

async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await shown(page, 'login-username').fill(username);
  await shown(page, 'login-password').fill(password);
  await shown(page, 'login-submit').click();
}

describe('account', () => {
  it('phone: register → user centre shows the nickname → logout → login again', async () => {
    const username = `e2e${Date.now() % 1e8}`;
    const { page } = await e2e.open('phone', '/h/login');
    await shown(page, 'mode-register').click();
    await shown(page, 'register-username').fill(username);
    await shown(page, 'register-password').fill(PASSWORD);
    await shown(page, 'register-password2').fill(PASSWORD);
    await shown(page, 'register-submit').click();
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });

    await page.goto('/h/user/user-center');
    await expect.poll(() => shown(page, 'user-nickname').textContent(), { timeout: 20_000 }).toContain(username);

    await shown(page, 'logout').click();
    await confirmIfAsked(page);
    await shown(page, 'user-nickname').waitFor({ state: 'detached', timeout: 20_000 });
    // Logged out: the login-only user centre now sends the guest to /h/login.
    await page.goto('/h/user/user-center');
    await page.waitForURL((u) => u.pathname === '/h/login', { timeout: 20_000 });

    await fillLogin(page, username, PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    if (pathOf(page) !== '/h/user/user-center') await page.goto('/h/user/user-center');
    await expect.poll(() => shown(page, 'user-nickname').textContent(), { timeout: 20_000 }).toContain(username);
  });

  it('desktop: the login popup logs a demo user in; the user link leads to the user centre', async () => {
    const { page } = await e2e.open('desktop', '/');
    await shown(page, 'login-button').click();
    await fillLogin(page, 'demo', 'goldpost-demo');
    await shown(page, 'user-link').waitFor({ timeout: 20_000 });
    await expect(shown(page, 'login-button').count()).resolves.toBe(0);
    await shown(page, 'user-link').click();
    await page.waitForURL((u) => u.pathname === '/user/user-center');
    await expect.poll(() => shown(page, 'user-nickname').textContent(), { timeout: 20_000 }).not.toBe('');
    await shown(page, 'logout').click();
    await confirmIfAsked(page);
    await shown(page, 'login-button').waitFor({ timeout: 20_000 });
  });
});

describe('login and registration errors', () => {
  it('phone: a wrong password is said once, in the form; a channel code on the landing URL is not an invite', async () => {
    const { page } = await e2e.open('phone', '/h/login?code=CHANNEL7&c=ad2');
    await fillLogin(page, 'demo', 'not-the-password');
    await expect
      .poll(() => shown(page, 'login-error').textContent(), { timeout: 20_000 })
      .toContain('用户名或密码错误');
    await expect(page.getByTestId('dialog-confirm').count()).resolves.toBe(0);

    await shown(page, 'mode-register').click();
    await expect(shown(page, 'register-incode').inputValue()).resolves.toBe('');
    const username = `chn${Date.now() % 1e8}`;
    await shown(page, 'register-username').fill(username);
    await shown(page, 'register-password').fill(PASSWORD);
    await shown(page, 'register-password2').fill(PASSWORD);
    await shown(page, 'register-submit').click();
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
  });

  it('desktop, English: a server refusal reads in English', async () => {
    const { page } = await e2e.open('desktop', '/');
    await shown(page, 'lang-en').click();
    await shown(page, 'login-button').click();
    await fillLogin(page, 'demo', 'not-the-password');
    await expect
      .poll(() => shown(page, 'login-error').textContent(), { timeout: 20_000 })
      .toContain('Wrong username or password');
  });

  it('desktop: an unknown invite is refused on its field, once; emptying the field lets registration through', async () => {
    const { page } = await e2e.open('desktop', '/?incode=NOPE42');
    await shown(page, 'login-button').click();
    await shown(page, 'mode-register').click();
    await expect(shown(page, 'register-incode').inputValue()).resolves.toBe('NOPE42');
    await shown(page, 'register-username').fill(`inv${Date.now() % 1e8}`);
    await shown(page, 'register-password').fill(PASSWORD);
    await shown(page, 'register-password2').fill(PASSWORD);
    await shown(page, 'register-submit').click();
    await shown(page, 'register-incode-error').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('register-error').count()).resolves.toBe(0);
    await expect(page.getByTestId('dialog-confirm').count()).resolves.toBe(0);

    await shown(page, 'register-incode').fill('');
    await expect(page.getByTestId('register-incode-error').count()).resolves.toBe(0);
    await shown(page, 'register-submit').click();
    await shown(page, 'user-link').waitFor({ timeout: 20_000 });
  });
});

describe('search', () => {
  it('phone: a keyword that exists gives results and joins the history', async () => {
    const first = (await e2e.api('/api/info/getInfoList', { page: 1 })).list[0];
    expect(first, 'the seed produced no posts').toBeDefined();
    const keyword = [...first!.title.replace(/\s+/g, '')].slice(0, 2).join('');
    const expected = await e2e.api('/api/info/search', { keyword, page: 1 });
    expect(expected.total).toBeGreaterThan(0);

    const { page } = await e2e.open('phone', '/h/search');
    await shown(page, 'search-input').fill(keyword);
    await shown(page, 'search-submit').click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).includes(keyword));
    const results = shown(page, 'search-result');
    await results.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => cardIds(page), { timeout: 20_000 }).toEqual(expected.list.map((p) => p.id));

    await page.goto('/h/search');
    await expect
      .poll(async () => (await shown(page, 'search-history-item').allTextContents()).map((t) => t.trim()), {
        timeout: 10_000,
      })
      .toContain(keyword);
  });
});
