import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../protocol/status';
import { shown, useE2E } from './harness';
import { loginInPopup } from './support/login';
import type { Page } from 'playwright-core';

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';
const MODERATOR = { username: 'moderator', password: 'goldpost-mod' };
const SUPPORT = { username: 'support', password: 'goldpost-support' };
const ADMIN = { username: 'admin', password: 'goldpost-admin' };

/** Logs in through the desktop popup. */
async function loginAt(page: Page, who: { username: string; password: string }) {
  await shown(page, 'login-button').click();
  await shown(page, 'login-username').fill(who.username);
  await shown(page, 'login-password').fill(who.password);
  await shown(page, 'login-submit').click();
  await shown(page, 'user-link').waitFor({ timeout: 20_000 });
}

/** Logs in, then opens the console at `to`. */
async function consoleAs(who: { username: string; password: string }, to: string): Promise<Page> {
  const { page } = await e2e.open('desktop', '/');
  await loginInPopup(page, who);
  await page.goto(to);
  return page;
}

async function member(prefix: string) {
  const username = `${prefix}${Date.now() % 1e8}`;
  const token = await e2e.api('/api/account/registerByPassword', { username, password: PASSWORD });
  return { username, token, id: (await e2e.api('/api/user/userinfo', {}, token)).id };
}

function withDb<T>(run: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(e2e.server.dataDir, 'goldpost.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return run(db);
  } finally {
    db.close();
  }
}

const login = (who: { username: string; password: string }) => e2e.api('/api/account/loginByPassword', who);

describe('operators’ console: one person (desktop)', () => {
  it('a moderator opens a user, sees posts and sessions, grants VIP, resets the password; the user logs in with it once', async () => {
    const someone = await member('usr');
    const second = await login({ username: someone.username, password: PASSWORD });
    const postId = withDb((db) => {
      const post = db
        .prepare(
          `update posts set user_id = ?, status = ? where id = (select id from posts where status = ? order by id limit 1)
           returning id`,
        )
        .get(someone.id, POST_STATUS.FAILED, POST_STATUS.VERIFIED) as { id: number };
      return post.id;
    });

    // From the search to the person's page.
    const page = await consoleAs(MODERATOR, '/console/users');
    await shown(page, 'users-q').fill(someone.username);
    await shown(page, 'users-search').click();
    await shown(page, `user-${someone.username}`).getByTestId('user-open').click();
    await shown(page, 'user-profile').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).search).toBe(`?id=${String(someone.id)}`);
    await expect(shown(page, 'user-profile').textContent()).resolves.toContain(`@${someone.username}`);
    const postRow = shown(page, `user-post-${String(postId)}`);
    await postRow.waitFor({ timeout: 20_000 });
    await expect(postRow.textContent()).resolves.toContain(`${String(POST_STATUS.FAILED)}（审核未通过）`);
    expect(await page.getByTestId('user-session').count()).toBe(2);
    // A moderator does not read orders.
    expect(await page.getByTestId('user-orders').count()).toBe(0);

    // Grant 30 days of VIP with a reason.
    await shown(page, 'user-reason').fill('Goodwill after the payment outage');
    await shown(page, 'user-vip-days').fill('30');
    await shown(page, 'user-vip-grant').click();
    await page.getByTestId('user-vip').getByText('月卡会员').waitFor({ timeout: 20_000 });
    const vip = await e2e.api('/api/user/myVipInfo', {}, someone.token);
    expect(vip.is_vip).toBe(1);
    expect(vip.history[0]).toMatchObject({ granted: true, priceGold: 0 });
    await page.screenshot({ path: 'docs/screenshots/console-user-detail-desktop.png', fullPage: true });

    // Reset the password: shown once, every session ends.
    await shown(page, 'user-reset-password').click();
    await shown(page, 'user-reset-confirm').getByRole('button', { name: '确定' }).click();
    const shownOnce = shown(page, 'temp-password');
    await shownOnce.waitFor({ timeout: 20_000 });
    const temp = (await shownOnce.textContent()) ?? '';
    expect(temp).toMatch(/^[A-Za-z2-9]{12}$/);
    await page.screenshot({ path: 'docs/screenshots/console-user-password-desktop.png' });
    await shown(page, 'temp-password-close').click();
    await shownOnce.waitFor({ state: 'detached', timeout: 20_000 });
    await expect(e2e.api('/api/user/userinfo', {}, someone.token)).rejects.toThrow(/status 420/);
    await expect(e2e.api('/api/user/userinfo', {}, second)).rejects.toThrow(/status 420/);
    await page.getByText('没有在线会话').waitFor({ timeout: 20_000 });

    // The user logs in with it in the browser; a second login with it is refused.
    const { page: theirs } = await e2e.open('desktop', '/');
    await loginAt(theirs, { username: someone.username, password: temp });
    await expect(login({ username: someone.username, password: temp })).rejects.toThrow(/status 401/);
    // That login leads to choosing a password, the temporary one as the current.
    await shown(theirs, 'password-temporary').waitFor({ timeout: 20_000 });
    expect(new URL(theirs.url()).pathname).toBe('/user/user-password');
    await theirs.screenshot({ path: 'docs/screenshots/user-temporary-password-desktop.png' });
    await shown(theirs, 'password-old').fill(temp);
    await shown(theirs, 'password-new').fill('Copper-Kettle-2290');
    await shown(theirs, 'password-new2').fill('Copper-Kettle-2290');
    await shown(theirs, 'password-submit').click();
    await theirs.waitForURL((u) => u.pathname === '/user/user-center', { timeout: 20_000 });
    expect(await login({ username: someone.username, password: 'Copper-Kettle-2290' })).toEqual(expect.any(String));
    // Their membership page shows the grant (no price).
    await theirs.goto('/user/user-vip');
    await shown(theirs, 'vip-history').getByText('客服赠送').waitFor({ timeout: 20_000 });

    const log = await e2e.api('/api/admin/auditList', { targetId: String(someone.id) }, await login(ADMIN));
    expect(log.list.map((e) => e.action)).toEqual(['user.password_reset', 'user.vip_grant']);
    expect(JSON.stringify(log.list)).not.toContain(temp);
  });

  it('support reads a person and their orders but is shown no action', async () => {
    const someone = await member('sup');
    const page = await consoleAs(SUPPORT, `/console/users?id=${String(someone.id)}`);
    await shown(page, 'user-profile').waitFor({ timeout: 20_000 });
    await shown(page, 'user-orders').waitFor({ timeout: 20_000 });
    await shown(page, 'user-sessions').waitFor();
    expect(await page.getByTestId('user-actions').count()).toBe(0);
    expect(await page.getByTestId('user-session').count()).toBe(1);
    expect(await shown(page, 'user-sessions').getByRole('button').count()).toBe(0);
    await expect(
      e2e.api('/api/admin/userVipGrant', { userId: someone.id, days: 3, reason: 'x' }, await login(SUPPORT)),
    ).rejects.toThrow(/status 403/);
  });

  it('support reads a member’s statement and withdrawals in words, never the codes', async () => {
    const found = await e2e.api('/api/admin/userFind', { q: 'vipdemo' }, await login(SUPPORT));
    const vip = found.find((u) => u.username === 'vipdemo')!;
    const page = await consoleAs(SUPPORT, `/console/users?id=${String(vip.id)}`);
    const withdrawals = shown(page, 'user-withdrawals');
    await page.getByTestId('user-withdrawal').first().waitFor({ timeout: 20_000 });
    const rows = await page.getByTestId('user-withdrawal').allTextContents();
    // The seed's member has one payout that arrived and one rejected request.
    expect(rows.some((r) => r.includes('已到账'))).toBe(true);
    expect(rows.some((r) => r.includes('已驳回'))).toBe(true);
    const money = shown(page, 'user-money');
    await money.getByTestId('statement').waitFor({ timeout: 20_000 });
    const text = `${(await withdrawals.textContent()) ?? ''} ${(await money.textContent()) ?? ''}`;
    expect(text).toContain('申请提现');
    expect(text).toContain('充值');
    expect(text).not.toMatch(/\b(paid|rejected|withdraw_hold|recharge)\b/);
    const orders = (await shown(page, 'user-orders').textContent()) ?? '';
    expect(orders).toContain('已支付');
    expect(orders).not.toMatch(/\bpaid\b/);
  });
});
