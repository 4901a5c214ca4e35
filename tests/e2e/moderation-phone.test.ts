import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../protocol/status';
import { shown, useE2E } from './harness';
import { MEMBER_PASSWORD, desktopAs, member } from './support/console';

// What people see around moderation and on a phone: a rated card's city, a banned member's page, the console
// (and a reported chat picture in it) at a phone's width.

const e2e = useE2E();
const MODERATOR = { username: 'moderator', password: 'goldpost-mod' };
const PHONE = { width: 390, height: 844 };

function withDb<T>(run: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(e2e.server.dataDir, 'goldpost.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return run(db);
  } finally {
    db.close();
  }
}

describe('moderation and phone layouts', () => {
  it("a rated post's card shows its city on a phone", async () => {
    const rated = withDb(
      (db) =>
        db
          .prepare(
            'select id, user_id from posts where status = ? and rating_count > 0 and vip = 0 order by id limit 1',
          )
          .get(POST_STATUS.VERIFIED) as { id: number; user_id: number },
    );
    const { page } = await e2e.open('phone', `/user/personal-detail/${String(rated.user_id)}`);
    const card = shown(page, 'post-card').and(page.locator(`[href$="/${String(rated.id)}"]`));
    await card.first().waitFor({ timeout: 20_000 });
    await card.first().getByTestId('card-rating').waitFor();
    const city = await card
      .first()
      .getByTestId('card-city')
      .evaluate((el) => ({ width: el.clientWidth, full: el.scrollWidth, text: el.textContent ?? '' }));
    expect(city.text.length).toBeGreaterThan(0);
    // The whole name fits: nothing cut to an ellipsis.
    expect(city.full).toBeLessThanOrEqual(city.width);
  });

  it("a banned member's public page says why", async () => {
    const banned = await member(e2e, 'bnd');
    withDb((db) =>
      db
        .prepare(
          'update posts set user_id = ? where id = (select id from posts where status = ? and vip = 0 order by id desc limit 1)',
        )
        .run(banned.id, POST_STATUS.VERIFIED),
    );
    const mod = await e2e.api('/api/account/loginByPassword', MODERATOR);
    await e2e.api('/api/admin/userBan', { userId: banned.id, reason: 'Selling fake certificates' }, mod);
    const { page } = await e2e.open('phone', `/user/personal-detail/${String(banned.id)}`);
    const notice = shown(page, 'person-banned');
    await notice.waitFor({ timeout: 20_000 });
    await expect(notice.textContent()).resolves.toContain('Selling fake certificates');
  });

  it('a member banned while logged in is told why on their own pages', async () => {
    const banned = await member(e2e, 'bno');
    const { page } = await e2e.open('phone', '/h/login');
    await shown(page, 'login-username').fill(banned.username);
    await shown(page, 'login-password').fill(MEMBER_PASSWORD);
    await shown(page, 'login-submit').click();
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    const mod = await e2e.api('/api/account/loginByPassword', MODERATOR);
    await e2e.api('/api/admin/userBan', { userId: banned.id, reason: 'Harassing other members' }, mod);
    await page.goto('/h/user/user-center');
    await expect
      .poll(async () => (await shown(page, 'toast').allTextContents()).join(' '), { timeout: 20_000 })
      .toContain('Harassing other members');
  });

  it('the console at a phone’s width lays its cards out whole and shows a reported chat picture', async () => {
    const reporter = await member(e2e, 'crp');
    const sender = await member(e2e, 'csd');
    const reportId = withDb((db) => {
      const picture = (
        db.prepare("select path from media where kind = 'image' order by path limit 1").get() as { path: string }
      ).path;
      const now = Math.floor(Date.now() / 1000);
      const msg = db
        .prepare(
          `insert into chat_messages (sender_id, recipient_id, low_id, high_id, kind, body, created_at)
           values (?, ?, ?, ?, 'image', ?, ?) returning id`,
        )
        .get(
          sender.id,
          reporter.id,
          Math.min(sender.id, reporter.id),
          Math.max(sender.id, reporter.id),
          picture,
          now,
        ) as {
        id: number;
      };
      return (
        db
          .prepare(
            `insert into chat_reports (reporter_id, peer_id, reason, last_message_id, created_at)
             values (?, ?, 'sent me a vile picture', ?, ?) returning id`,
          )
          .get(reporter.id, sender.id, msg.id, now) as { id: number }
      ).id;
    });
    const page = await desktopAs(e2e, MODERATOR, '/console/reports');
    await page.setViewportSize(PHONE);
    await shown(page, 'console-narrow').waitFor({ timeout: 20_000 });
    await shown(page, 'reports-tab-chat').click();
    const card = shown(page, `report-chat-${String(reportId)}`);
    await card.waitFor({ timeout: 20_000 });
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBeGreaterThan(PHONE.width * 0.75);
    const picture = card.getByTestId('enc-img');
    await expect.poll(() => picture.getAttribute('data-state'), { timeout: 20_000 }).toBe('loaded');
    await page.screenshot({ path: 'docs/screenshots/console-reports-phone.png' });
  });
});
