import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HOME_VISIT_MODE } from '../../protocol/appointments';
import { VIP_LEVEL } from '../../protocol/money';
import { POST_STATUS } from '../../protocol/status';
import { shown, useE2E } from './harness';
import type { Page } from 'playwright-core';

// Two people and one home visit: the booking asks where to go, each side follows the other's moves live, and
// the booking opens a conversation that carries the post and warns about paying first.

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';

function withDb<T>(run: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(e2e.server.dataDir, 'goldpost.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return run(db);
  } finally {
    db.close();
  }
}

/** A public home-visit post of the user, copied from a seeded one, taking bookings at 10:00 every day. */
function homeVisitOffer(userId: number, title: string): number {
  return withDb((db) => {
    const now = Math.floor(Date.now() / 1000);
    const { id } = db
      .prepare(
        `insert into posts (user_id, kind, title, description, city_code, type_code, mode_code, price_min, price_max,
           address, hours, contact, tags, facts, vip, status, created_at, updated_at)
         select ?, 'personal', ?, description, city_code, type_code, ?, price_min, price_max, address, hours,
           contact, '[]', '[]', 0, ?, ?, ? from posts where kind = 'personal' limit 1 returning id`,
      )
      .get(userId, title, HOME_VISIT_MODE, POST_STATUS.VERIFIED, now, now) as { id: number };
    db.prepare(
      'insert into booking_offers (post_id, user_id, services, weekly, open, updated_at) values (?, ?, ?, ?, 1, 0)',
    ).run(
      id,
      userId,
      JSON.stringify([{ name: 'Deep clean', price: 300 }]),
      JSON.stringify(Array.from({ length: 7 }, (_, day) => ({ day, minute: 10 * 60 }))),
    );
    return id;
  });
}

let seq = 0;
async function member(prefix: string): Promise<{ username: string; id: number; nickname: string }> {
  const username = `${prefix}${(Date.now() + seq++) % 1e8}`;
  const token = await e2e.api('/api/account/registerByPassword', { username, password: PASSWORD });
  const me = await e2e.api('/api/user/userinfo', {}, token);
  return { username, id: me.id, nickname: me.nickname };
}

async function login(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/h/login');
  await shown(page, 'login-username').fill(username);
  await shown(page, 'login-password').fill(password);
  await shown(page, 'login-submit').click();
  await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
}

describe('a booking between two people', () => {
  it('asks a home visit where to go, shows each side the other’s moves live, and opens their conversation', async () => {
    const provider = await member('home');
    const customer = await member('guest');
    withDb((db) =>
      db
        .prepare('update users set vip_level = ?, vip_expires_at = ? where id = ?')
        .run(VIP_LEVEL.ANNUAL, Math.floor(Date.now() / 1000) + 400 * 86400, customer.id),
    );
    const postId = homeVisitOffer(provider.id, 'Sunny Home Cleaning');

    // The provider watches their incoming bookings; nothing yet.
    const p = await e2e.open('phone');
    await login(p.page, provider.username);
    await p.page.goto('/h/user/workbench-reserve');
    await shown(p.page, 'client-appointments-empty').waitFor({ timeout: 20_000 });

    // The customer books: the sheet asks for a phone and an address, and refuses a wrong number.
    const c = await e2e.open('phone');
    await login(c.page, customer.username);
    await c.page.goto(`/h/details/personal/${postId}`);
    await shown(c.page, 'booking-open').click();
    const sheet = c.page.getByTestId('booking-sheet');
    await sheet.getByTestId('booking-slots').locator('button').first().click();
    await sheet.getByTestId('booking-visit-contact').fill('12345');
    await sheet.getByTestId('booking-visit-address').fill('Jianguo Road 88, Chaoyang');
    await sheet.getByTestId('booking-submit').click();
    await expect.poll(() => sheet.textContent()).toContain('请填写正确的手机号或电话');
    await sheet.getByTestId('booking-visit-contact').fill('138 0013 8000');
    await sheet.getByTestId('booking-submit').click();
    await sheet.waitFor({ state: 'detached', timeout: 20_000 });

    // It reaches the provider's open list without a reload, with where to go.
    await expect.poll(() => p.page.getByTestId('appointment').count(), { timeout: 20_000 }).toBe(1);
    const visit = await shown(p.page, 'appointment-visit').textContent();
    expect(visit).toContain('Jianguo Road 88, Chaoyang');
    expect(visit).toContain('138 0013 8000');

    // The customer reads it in the customer's words, naming the provider.
    await c.page.goto('/h/user/my-appointments');
    const mine = shown(c.page, 'appointment');
    await expect.poll(() => mine.textContent(), { timeout: 20_000 }).toContain('已提交，待对方确认');
    expect(await mine.textContent()).toContain(`服务方：${provider.nickname}`);

    // The provider confirms; the customer's open list follows.
    await shown(p.page, 'appointment-confirm').click();
    await expect.poll(() => mine.textContent(), { timeout: 20_000 }).toContain('对方已确认');

    // The provider writes first to the customer, who publishes nothing and is not asked for a membership.
    await shown(p.page, 'appointment-message').click();
    await p.page.waitForURL((u) => u.pathname === `/h/chat/${customer.id}`, { timeout: 20_000 });
    await shown(p.page, 'chat-input').fill('到时见。请先付定金 100，加微信 clean_home88');
    await shown(p.page, 'chat-send').click();
    await expect.poll(() => p.page.getByTestId('chat-safety').count(), { timeout: 10_000 }).toBe(1);

    // The customer opens the conversation from the post: its card on top, the message with its safety note.
    await c.page.goto(`/h/details/personal/${postId}`);
    await shown(c.page, 'chat-button').click();
    await c.page.waitForURL((u) => u.pathname === `/h/chat/${provider.id}`, { timeout: 20_000 });
    await expect
      .poll(() => shown(c.page, 'chat-post').textContent(), { timeout: 20_000 })
      .toContain('Sunny Home Cleaning');
    await expect.poll(() => c.page.getByTestId('chat-safety').count(), { timeout: 10_000 }).toBe(1);
    expect(await shown(c.page, 'chat-safety').textContent()).toContain('请勿先付定金');
    await shown(c.page, 'chat-input').fill('好的，周末见');
    await shown(c.page, 'chat-send').click();

    // The conversation now carries the post in the provider's list too.
    await p.page.goto('/h/chat');
    await expect
      .poll(() => shown(p.page, `chat-contact-${customer.id}`).textContent(), { timeout: 20_000 })
      .toContain('Sunny Home Cleaning');
  });

  it('the two demo logins find their conversation and booking, as the README says', async () => {
    const vip = await e2e.open('phone');
    await login(vip.page, 'vipdemo', 'goldpost-vip');
    const demo = await e2e.open('phone');
    await login(demo.page, 'demo', 'goldpost-demo');
    const demoId = (await e2e.api('/api/user/userinfo', {}, await demoToken())).id;

    await vip.page.goto('/h/chat');
    await shown(vip.page, `chat-contact-${demoId}`).click();
    await vip.page.waitForURL((u) => u.pathname === `/h/chat/${demoId}`, { timeout: 20_000 });
    await shown(vip.page, 'chat-post').waitFor({ timeout: 20_000 });
    await expect.poll(() => vip.page.getByTestId('chat-message').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    expect(await vip.page.getByTestId('chat-safety').count()).toBeGreaterThan(0);

    await demo.page.goto('/h/user/workbench-reserve');
    const booking = shown(demo.page, 'appointment');
    await expect.poll(() => booking.getAttribute('data-state'), { timeout: 20_000 }).toBe('pending');
    const id = await booking.getAttribute('data-id');
    await vip.page.goto('/h/user/my-appointments');
    const mine = vip.page.locator(`[data-testid=appointment][data-id="${id}"]`);
    await expect.poll(() => mine.textContent(), { timeout: 20_000 }).toContain('已提交，待对方确认');
    await shown(demo.page, 'appointment-confirm').click();
    await expect.poll(() => mine.textContent(), { timeout: 20_000 }).toContain('对方已确认');
  });
});

const demoToken = () => e2e.api('/api/account/loginByPassword', { username: 'demo', password: 'goldpost-demo' });
