import { spawn } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../protocol/status';
import { ROOT, shown, useE2E } from './harness';
import { cardsOn } from './support/listing';
import type { Page } from 'playwright-core';

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';

async function login(page: Page, username: string): Promise<void> {
  await page.goto('/h/login');
  await shown(page, 'login-username').fill(username);
  await shown(page, 'login-password').fill(PASSWORD);
  await shown(page, 'login-submit').click();
  await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
}

/** `npm run admin -- …` against the harness server's data folder (SQLite, like the server). */
function admin(...args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: e2e.server.dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env, stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? -1, out }));
  });
}

/** A pending store post of the user, written straight into the server's database (as a finished upload would). */
function pendingPost(userId: number, title: string): number {
  const db = new SQLite(path.join(e2e.server.dataDir, 'goldpost.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = Math.floor(Date.now() / 1000);
    const row = db
      .prepare(
        `insert into posts (user_id, kind, title, description, city_code, type_code, mode_code, price_min, price_max,
           address, hours, contact, tags, facts, vip, status, created_at, updated_at)
         select ?, 'store', ?, description, city_code, type_code, mode_code, price_min, price_max, address, hours,
           contact, '[]', '[]', 0, ?, ?, ? from posts where kind = 'store' limit 1 returning id`,
      )
      .get(userId, title, POST_STATUS.PENDING, now, now) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

async function member(prefix: string): Promise<{ username: string; id: number }> {
  const username = `${prefix}${Date.now() % 1e8}`;
  const token = await e2e.api('/api/account/registerByPassword', { username, password: PASSWORD });
  return { username, id: (await e2e.api('/api/user/userinfo', {}, token)).id };
}

describe('favourites, notices and contact details', () => {
  it('phone: heart a post → it shows kept on its page and in my collection → remove it there', async () => {
    const me = await member('fav');
    const { page } = await e2e.open('phone', '/h');
    // A guest's heart asks for a login instead.
    await shown(page, 'favorite-button').first().click();
    await page.waitForURL((u) => u.pathname === '/h/login', { timeout: 20_000 });
    await login(page, me.username);
    await page.goto('/h');
    await shown(page, 'post-card').first().waitFor();
    const [first] = await cardsOn(page);
    const card = page.getByTestId('post-card').filter({ visible: true }).first().locator('xpath=..');
    const heart = card.getByTestId('favorite-button');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    const before = Number(await heart.getByTestId('favorite-count').textContent());
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => Number(await heart.getByTestId('favorite-count').textContent())).toBe(before + 1);

    // Known after a reload too: the card asks the server which posts on screen are kept.
    await page.reload();
    await shown(page, 'post-card').first().waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');

    await page.getByTestId('post-card').filter({ visible: true }).first().click();
    await shown(page, 'detail-title').waitFor();
    const pageHeart = page.getByTestId('favorite-button').filter({ visible: true }).last();
    await expect.poll(() => pageHeart.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');

    await page.goto('/h/user/my-collection');
    const row = page.locator(`[data-testid="favorite-row"][data-id="${first!.id}"]`);
    await row.waitFor({ timeout: 20_000 });
    await row.getByTestId('favorite-remove').click();
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    await shown(page, 'my-collection-empty').waitFor();
    await page.reload();
    await shown(page, 'my-collection-empty').waitFor({ timeout: 20_000 });
  });

  it('desktop: a guest’s heart opens the login popup; once logged in the same page keeps the post', async () => {
    const me = await member('dsk');
    const { page } = await e2e.open('desktop', '/');
    await shown(page, 'post-card').first().click();
    await shown(page, 'detail-title').waitFor();
    const heart = shown(page, 'favorite-button').last();
    const before = Number(await heart.getByTestId('favorite-count').textContent());
    await heart.click();
    await shown(page, 'login-popup').waitFor({ timeout: 20_000 });
    await shown(page, 'login-username').fill(me.username);
    await shown(page, 'login-password').fill(PASSWORD);
    await shown(page, 'login-submit').click();
    await shown(page, 'user-link').waitFor({ timeout: 20_000 });
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await expect.poll(async () => Number(await heart.getByTestId('favorite-count').textContent())).toBe(before + 1);
  });

  it('phone: a rejected post sends a notice with its reason; the badge clears once read; feedback reaches the queue', async () => {
    const me = await member('ntc');
    const id = pendingPost(me.id, 'Quiet Corner Bookshop');
    const reason = '照片与店铺不符，请重新上传';
    const rejected = await admin('posts', 'reject', String(id), '--reason', reason);
    expect(rejected.code, rejected.out).toBe(0);

    const { page } = await e2e.open('phone');
    await login(page, me.username);
    await page.goto('/h/user/user-center');
    await expect.poll(() => shown(page, 'menu-notices-badge').textContent(), { timeout: 20_000 }).toBe('1');
    await shown(page, 'menu-notices').click();
    await page.waitForURL((u) => u.pathname === '/h/user/notices', { timeout: 20_000 });
    const notice = page.getByTestId('notice').filter({ hasText: 'Quiet Corner Bookshop' });
    await notice.waitFor({ timeout: 20_000 });
    await expect(notice.getByTestId('notice-reason').textContent()).resolves.toContain(reason);
    await expect(notice.textContent()).resolves.toContain('审核未通过');
    await page.getByTestId('user-link-unread').waitFor({ state: 'detached', timeout: 20_000 });

    // Feedback to the operators from the same screen: too short is held back, then sent.
    await shown(page, 'notices-tab-feedback').click();
    await shown(page, 'feedback-text').fill('好');
    await shown(page, 'feedback-send').click();
    await shown(page, 'feedback-text-error').waitFor();
    await shown(page, 'feedback-category').selectOption('problem');
    await shown(page, 'feedback-text').fill('地图上的位置和店铺实际地址不一致');
    await shown(page, 'feedback-send').click();
    await page.getByText('感谢反馈').first().waitFor({ timeout: 20_000 });
    await expect(shown(page, 'feedback-text').inputValue()).resolves.toBe('');
    const queue = await admin('feedback', 'open');
    expect(queue.out).toMatch(new RegExp(`${me.username}\\s+problem\\s+地图上的位置`));
    await page.goto('/h/user/user-center');
    await shown(page, 'menu-notices').waitFor();
    await expect(page.getByTestId('menu-notices-badge').count()).resolves.toBe(0);
  });

  it('phone: contact details refuse a bad number, then save and come back', async () => {
    const me = await member('ctc');
    const { page } = await e2e.open('phone');
    await login(page, me.username);
    await page.goto('/h/user/contact-information');
    await shown(page, 'contact-info-phone').fill('12345');
    await shown(page, 'contact-info-save').click();
    await shown(page, 'contact-info-phone-error').waitFor();
    await shown(page, 'contact-info-phone').fill('138 0013 8000');
    await shown(page, 'contact-info-wechat').fill('corner_books');
    await shown(page, 'contact-info-save').click();
    await page.getByText('保存成功').first().waitFor({ timeout: 20_000 });
    await page.reload();
    await expect.poll(() => shown(page, 'contact-info-phone').inputValue(), { timeout: 20_000 }).toBe('138 0013 8000');
    await expect(shown(page, 'contact-info-wechat').inputValue()).resolves.toBe('corner_books');
    await shown(page, 'store-contact-card').waitFor();
  });
});
