import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { VIP_LEVEL } from '../../protocol/money';
import { POST_STATUS } from '../../protocol/status';
import { MODE_CODES } from '../../server/seed/taxonomy';
import { shown, useE2E } from './harness';
import type { Page } from 'playwright-core';

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';

/** Writes to the server's own SQLite file: what an operator or the passing of time would change. */
function withDb<T>(run: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(e2e.server.dataDir, 'goldpost.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return run(db);
  } finally {
    db.close();
  }
}

/** A verified personal post of the user, copied from a seeded one; at the provider's place (no visit asked). */
function verifiedPost(userId: number, title: string): number {
  return withDb((db) => {
    const now = Math.floor(Date.now() / 1000);
    const row = db
      .prepare(
        `insert into posts (user_id, kind, title, description, city_code, type_code, mode_code, price_min, price_max,
           address, hours, contact, tags, facts, vip, status, created_at, updated_at)
         select ?, 'personal', ?, description, city_code, type_code, ?, price_min, price_max, address, hours,
           contact, '[]', '[]', 0, ?, ?, ? from posts where kind = 'personal' limit 1 returning id`,
      )
      .get(userId, title, MODE_CODES.inStore, POST_STATUS.VERIFIED, now, now) as { id: number };
    return row.id;
  });
}

function setVip(userId: number, level: number): void {
  const expires = Math.floor(Date.now() / 1000) + 400 * 86400;
  withDb((db) =>
    db.prepare('update users set vip_level = ?, vip_expires_at = ? where id = ?').run(level, expires, userId),
  );
}

let seq = 0;
async function member(prefix: string): Promise<{ username: string; id: number }> {
  const username = `${prefix}${(Date.now() + seq++) % 1e8}`;
  const token = await e2e.api('/api/account/registerByPassword', { username, password: PASSWORD });
  return { username, id: (await e2e.api('/api/user/userinfo', {}, token)).id };
}

async function login(page: Page, username: string): Promise<void> {
  await page.goto('/h/login');
  await shown(page, 'login-username').fill(username);
  await shown(page, 'login-password').fill(PASSWORD);
  await shown(page, 'login-submit').click();
  await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
}

/** Opens the booking sheet on a post and books its first free time. */
async function bookFirstSlot(page: Page, postId: number): Promise<void> {
  await page.goto(`/h/details/personal/${postId}`);
  await shown(page, 'booking-open').click();
  const sheet = page.getByTestId('booking-sheet');
  await sheet.getByTestId('booking-slots').locator('button').first().click();
  await sheet.getByTestId('booking-submit').click();
}

describe('appointments', () => {
  it('an annual member books, the provider confirms in the workbench, the visit is rated and shows on the post', async () => {
    const provider = await member('prov');
    const customer = await member('cust');
    setVip(customer.id, VIP_LEVEL.ANNUAL);
    const postId = verifiedPost(provider.id, 'Quiet Hour Tea Tasting');

    // The provider opens 10:00 on every day of the week, with one service.
    const p = await e2e.open('phone');
    await login(p.page, provider.username);
    await p.page.goto('/h/user/workbench-manage');
    await shown(p.page, 'service-add').click();
    await shown(p.page, 'service-name-0').fill('Tasting for two');
    for (let day = 0; day < 7; day++) await shown(p.page, `week-${day}-600`).click();
    await shown(p.page, 'offer-open').check();
    await shown(p.page, 'offer-save').click();
    await expect.poll(() => p.page.getByText('保存成功').count()).toBeGreaterThan(0);

    // The customer, in a second browser, books the first free time.
    const c = await e2e.open('phone');
    await login(c.page, customer.username);
    await bookFirstSlot(c.page, postId);
    await c.page.getByTestId('booking-sheet').waitFor({ state: 'detached', timeout: 20_000 });
    await c.page.goto('/h/user/my-appointments');
    await expect.poll(() => shown(c.page, 'appointment').getAttribute('data-state')).toBe('pending');

    // The provider sees it in the workbench and confirms it.
    await p.page.goto('/h/user/girl-workbench');
    await expect.poll(async () => (await shown(p.page, 'stat-pending').textContent())?.includes('1')).toBe(true);
    await p.page.goto('/h/user/workbench-reserve');
    await shown(p.page, 'appointment-confirm').click();
    await expect.poll(() => shown(p.page, 'appointment').getAttribute('data-state')).toBe('confirmed');

    // Time passes: the visit is over.
    const id = Number(await shown(p.page, 'appointment').getAttribute('data-id'));
    const past = Math.floor(Date.now() / 1000) - 3 * 3600;
    withDb((db) =>
      db.prepare('update appointments set slot_at = ?, slot_ends_at = ? where id = ?').run(past, past + 3600, id),
    );

    await c.page.reload();
    await shown(c.page, 'appointment-rate').click();
    const dialog = c.page.getByTestId('rate-dialog');
    await dialog.getByRole('radio', { name: '5' }).click();
    await dialog.getByTestId('rate-text').fill('Calm room and a clear explanation');
    await dialog.getByTestId('rate-send').click();
    await shown(c.page, 'appointment-rating').waitFor();

    // The rating shows on the post, for anyone.
    const g = await e2e.open('desktop', `/details/personal/${postId}`);
    await expect.poll(() => shown(g.page, 'ratings-summary').textContent()).toContain('5.0');
    await expect.poll(() => shown(g.page, 'rating').textContent()).toContain('Calm room and a clear explanation');

    // The provider blocks the customer from the bookings list (they never talked): no more bookings from them.
    await shown(p.page, 'appointment-block').click();
    await shown(p.page, 'dialog-confirm').click();
    await expect.poll(() => shown(p.page, 'appointment-block').textContent()).toBe('取消拉黑');
    await bookFirstSlot(c.page, postId);
    await expect.poll(() => c.page.getByText('无法预约该用户').count()).toBeGreaterThan(0);
    await p.page.reload();
    await expect.poll(() => shown(p.page, 'appointment-block').textContent()).toBe('取消拉黑');
  });

  it('a monthly member gets the annual-card dialog and books nothing', async () => {
    const provider = await member('prov');
    const monthly = await member('month');
    setVip(monthly.id, VIP_LEVEL.MONTHLY);
    const postId = verifiedPost(provider.id, 'Weekend Pottery Corner');
    withDb((db) =>
      db
        .prepare(
          'insert into booking_offers (post_id, user_id, services, weekly, open, updated_at) values (?, ?, ?, ?, 1, 0)',
        )
        .run(
          postId,
          provider.id,
          JSON.stringify([{ name: 'Open studio', price: null }]),
          JSON.stringify(Array.from({ length: 7 }, (_, day) => ({ day, minute: 15 * 60 }))),
        ),
    );
    const m = await e2e.open('phone');
    m.allowError(/421/);
    await login(m.page, monthly.username);
    await bookFirstSlot(m.page, postId);
    const dialog = m.page.getByTestId('confirm');
    await expect.poll(() => dialog.textContent(), { timeout: 20_000 }).toContain('提示');
    expect(await dialog.textContent()).toContain('年卡');
    expect(await dialog.getByTestId('dialog-confirm').textContent()).toContain('开通VIP');
    await dialog.getByTestId('dialog-confirm').click();
    await m.page.waitForURL((u) => u.pathname === '/h/group', { timeout: 20_000 });
    const booked = withDb((db) => db.prepare('select count(*) as n from appointments where post_id = ?').get(postId));
    expect(booked).toEqual({ n: 0 });
  });
});
