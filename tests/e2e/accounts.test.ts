import { describe, expect, it } from 'vitest';
import { pathOf, shown, useE2E } from './harness';
import { cardIds } from './support/listing';
import type { Page } from 'playwright-core';

/** The top bar's title and the account link sit side by side: a long nickname ends in "…" before the title. */
async function titleClearOfAccount(page: Page): Promise<void> {
  const title = await page.getByTestId('top-bar').locator('h1').boundingBox();
  const account = await shown(page, 'user-link').boundingBox();
  expect(title, 'the top bar title').not.toBeNull();
  expect(account, 'the account link').not.toBeNull();
  expect(account!.x, 'the account link starts after the title ends').toBeGreaterThanOrEqual(
    title!.x + title!.width - 0.5,
  );
}

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
  it('phone: register → user centre shows the generated nickname and the login name → logout → login again', async () => {
    const username = `e2e${Date.now() % 1e8}`;
    const { page } = await e2e.open('phone', '/h/login');
    await shown(page, 'mode-register').click();
    await shown(page, 'register-username').fill(username);
    await shown(page, 'register-password').fill(PASSWORD);
    await shown(page, 'register-password2').fill(PASSWORD);
    await shown(page, 'register-submit').click();
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });

    await page.goto('/h/user/user-center');
    // Only the owner sees the login name; the public name is generated, so it never leaks the login.
    await expect.poll(() => shown(page, 'user-username').textContent(), { timeout: 20_000 }).toContain(username);
    await expect(shown(page, 'user-nickname').textContent()).resolves.not.toContain(username);

    await shown(page, 'logout').click();
    await confirmIfAsked(page);
    await shown(page, 'user-nickname').waitFor({ state: 'detached', timeout: 20_000 });
    // Logged out: the login-only user centre now sends the guest to /h/login.
    await page.goto('/h/user/user-center');
    await page.waitForURL((u) => u.pathname === '/h/login', { timeout: 20_000 });

    await fillLogin(page, username, PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    if (pathOf(page) !== '/h/user/user-center') await page.goto('/h/user/user-center');
    await expect.poll(() => shown(page, 'user-username').textContent(), { timeout: 20_000 }).toContain(username);
  });

  it('phone: change the password → other devices are logged out, this one stays → log in with the new one', async () => {
    const username = `pw${Date.now() % 1e8}`;
    const NEW_PASSWORD = 'e2e-changed-77';
    const { page } = await e2e.open('phone', '/h/login');
    await shown(page, 'mode-register').click();
    await shown(page, 'register-username').fill(username);
    await shown(page, 'register-password').fill(PASSWORD);
    await shown(page, 'register-password2').fill(PASSWORD);
    await shown(page, 'register-submit').click();
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    // A second device, signed in through the API.
    const other = await e2e.api('/api/account/loginByPassword', { username, password: PASSWORD });

    // The user centre lists both devices, this one marked.
    await page.goto('/h/user/user-center');
    await expect.poll(() => shown(page, 'session-item').count(), { timeout: 20_000 }).toBe(2);
    await expect(shown(page, 'session-current').count()).resolves.toBe(1);

    await shown(page, 'menu-password').click();
    await page.waitForURL((u) => u.pathname === '/h/user/user-password', { timeout: 20_000 });
    await titleClearOfAccount(page);
    await page.goto('/h/release/personal');
    await shown(page, 'user-link').waitFor({ timeout: 20_000 });
    await titleClearOfAccount(page);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/h/user/user-password', { timeout: 20_000 });
    await expect(page.locator('#f-password-new-hint').textContent()).resolves.toContain('8–64');
    // A rule broken before submit is said under its field, and nothing is sent.
    await shown(page, 'password-old').fill(PASSWORD);
    await shown(page, 'password-new').fill('12345678');
    await shown(page, 'password-new2').fill('12345678');
    await shown(page, 'password-submit').click();
    await expect.poll(() => shown(page, 'password-new-error').textContent(), { timeout: 10_000 }).toContain('太常见');
    // A wrong current password comes back from the server onto its field.
    await shown(page, 'password-old').fill('not-my-password-1');
    await shown(page, 'password-new').fill(NEW_PASSWORD);
    await shown(page, 'password-new2').fill(NEW_PASSWORD);
    await shown(page, 'password-submit').click();
    await expect
      .poll(() => shown(page, 'password-old-error').textContent(), { timeout: 20_000 })
      .toContain('当前密码不正确');

    await shown(page, 'password-old').fill(PASSWORD);
    await shown(page, 'password-submit').click();
    await page.waitForURL((u) => u.pathname === '/h/user/user-center', { timeout: 20_000 });
    await expect.poll(() => shown(page, 'toast').first().textContent(), { timeout: 10_000 }).toContain('密码已修改');
    // Still logged in here; the other device is not.
    await expect.poll(() => shown(page, 'user-username').textContent(), { timeout: 20_000 }).toContain(username);
    await expect.poll(() => shown(page, 'session-item').count(), { timeout: 20_000 }).toBe(1);
    await expect(e2e.api('/api/user/userinfo', {}, other)).rejects.toThrow(/status 420/);

    await shown(page, 'logout').click();
    await confirmIfAsked(page);
    await shown(page, 'user-username').waitFor({ state: 'detached', timeout: 20_000 });
    await page.goto('/h/user/user-center');
    await page.waitForURL((u) => u.pathname === '/h/login', { timeout: 20_000 });
    await fillLogin(page, username, NEW_PASSWORD);
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    if (pathOf(page) !== '/h/user/user-center') await page.goto('/h/user/user-center');
    await expect.poll(() => shown(page, 'user-username').textContent(), { timeout: 20_000 }).toContain(username);
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
    await expect(shown(page, 'register-incode-error').textContent()).resolves.toBe('邀请码不存在，请检查或留空');
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
