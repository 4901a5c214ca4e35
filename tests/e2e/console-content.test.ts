import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../protocol/status';
import { photo } from '../server/support/media';
import { shown, useE2E } from './harness';
import { MEMBER_PASSWORD, desktopAs, member as makeMember } from './support/console';

const e2e = useE2E();
const PASSWORD = MEMBER_PASSWORD;
const MODERATOR = { username: 'moderator', password: 'goldpost-mod' };
const ADMIN = { username: 'admin', password: 'goldpost-admin' };

/** Logs in through the desktop popup, then opens the console section. */
const consoleAs = (who: { username: string; password: string }, section: string) =>
  desktopAs(e2e, who, `/console/${section}`);

const member = (prefix: string) => makeMember(e2e, prefix);

const login = (who: { username: string; password: string }) => e2e.api('/api/account/loginByPassword', who);

/** The server's database, for what the public pages' report call would write (it lives on its own branch). */
function withDb<T>(run: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(e2e.server.dataDir, 'goldpost.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return run(db);
  } finally {
    db.close();
  }
}

async function audit(action: string) {
  return (await e2e.api('/api/admin/auditList', { action }, await login(ADMIN))).list;
}

describe('operators’ console: reports, ads, notices, bans (desktop)', () => {
  it('a moderator hides a post reported as fake: it leaves the lists, reporter and poster are told, it is audited', async () => {
    const poster = await member('pst');
    const reporter = await member('rep');
    const [postId, reportId] = withDb((db) => {
      const now = Math.floor(Date.now() / 1000);
      const post = db
        .prepare(
          `update posts set user_id = ? where id = (select id from posts where status = ? and vip = 0 order by id limit 1)
           returning id`,
        )
        .get(poster.id, POST_STATUS.VERIFIED) as { id: number };
      const report = db
        .prepare(
          `insert into post_reports (post_id, reporter_id, reason, note, created_at) values (?, ?, 'fake', ?, ?) returning id`,
        )
        .get(post.id, reporter.id, 'The shop does not exist', now) as { id: number };
      return [post.id, report.id];
    });

    const page = await consoleAs(MODERATOR, 'reports');
    const card = shown(page, `report-post-${String(reportId)}`);
    await card.waitFor({ timeout: 20_000 });
    await expect(card.textContent()).resolves.toContain('The shop does not exist');
    await page.screenshot({ path: 'docs/screenshots/console-reports-desktop.png' });
    await card.getByTestId('report-reason').fill('Invented shop: the address does not exist');
    await card.getByTestId('report-hide').click();
    await card.waitFor({ state: 'detached', timeout: 20_000 });

    const status = withDb(
      (db) => db.prepare('select status from posts where id = ?').get(postId) as { status: number },
    );
    expect(status.status).toBe(POST_STATUS.BANNED);
    const posterNotices = await e2e.api('/api/message/getSystemNoticeList', {}, poster.token);
    expect(posterNotices.list[0]).toMatchObject({
      postId,
      status: POST_STATUS.BANNED,
      reason: 'Invented shop: the address does not exist',
    });
    const reporterNotices = await e2e.api('/api/message/getSystemNoticeList', {}, reporter.token);
    expect(reporterNotices.list[0]!.title).toContain('你的举报已处理');
    expect((await audit('report.hide'))[0]).toMatchObject({ actorName: 'moderator', targetId: String(reportId) });
  });

  it('an admin creates an ad with an uploaded picture and sees it on the home page', async () => {
    const page = await consoleAs(ADMIN, 'ads');
    await shown(page, 'ad-new').click();
    await shown(page, 'ad-title').fill('Harbour Repairs Week');
    await shown(page, 'ad-type').selectOption('1');
    await shown(page, 'ad-url').fill('https://example.com/harbour');
    await shown(page, 'ad-image').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await photo(750, 300, 'png'),
    });
    await expect.poll(() => shown(page, 'ad-save').isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: 'docs/screenshots/console-ads-desktop.png' });
    await shown(page, 'ad-save').click();
    await shown(page, 'ads-table').getByText('Harbour Repairs Week').waitFor({ timeout: 20_000 });
    // Slots read as words, not as their keys.
    const table = (await shown(page, 'ads-table').textContent()) ?? '';
    expect([table.includes('首页横幅'), table.includes('home_banner')]).toEqual([true, false]);

    await page.goto('/');
    await shown(page, 'ad-banner').getByText('Harbour Repairs Week').waitFor({ timeout: 20_000 });
    expect((await audit('ad.create'))[0]).toMatchObject({
      actorName: 'admin',
      after: { title: 'Harbour Repairs Week' },
    });
  });

  it('a notice written in the console in Chinese and English reaches that user in their language', async () => {
    const someone = await member('ntc');
    const page = await consoleAs(MODERATOR, 'notices');
    await shown(page, 'notice-to').fill(someone.username);
    await shown(page, 'notice-title').fill('请更新营业时间');
    await shown(page, 'notice-body').fill('顾客反映店铺比标注的时间关得早。');
    await shown(page, 'notice-title-en').fill('Please update your opening hours');
    await shown(page, 'notice-body-en').fill('Customers say the shop closes earlier than listed.');
    await shown(page, 'notice-send').click();
    await shown(page, 'notices-table').getByText('Please update your opening hours').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: 'docs/screenshots/console-notices-desktop.png' });
    const notices = await e2e.api('/api/message/getSystemNoticeList', {}, someone.token);
    expect(notices.list[0]).toMatchObject({ kind: 'broadcast', title: '请更新营业时间', read: false });
    expect(notices.list[0]!.text).toBe('顾客反映店铺比标注的时间关得早。');
    expect((await audit('notice.send'))[0]).toMatchObject({ targetId: String(someone.id) });
  });

  it('banning a user in the console ends their session', async () => {
    const someone = await member('ban');
    const page = await consoleAs(MODERATOR, 'users');
    await shown(page, 'users-q').fill(someone.username);
    await shown(page, 'users-search').click();
    const row = shown(page, `user-${someone.username}`);
    await row.waitFor({ timeout: 20_000 });
    await shown(page, 'users-reason').fill('Spam in every conversation');
    await page.screenshot({ path: 'docs/screenshots/console-users-desktop.png' });
    await row.getByTestId('user-ban').click();
    await row.getByText('已封禁').waitFor({ timeout: 20_000 });
    // The banned session's pages hear why (403 account.banned with the reason), not "log in again".
    await expect(e2e.api('/api/user/userinfo', {}, someone.token)).rejects.toThrow(/status 403/);
    await expect(
      e2e.api('/api/account/loginByPassword', { username: someone.username, password: PASSWORD }),
    ).rejects.toThrow(/status 403/);
    expect((await audit('user.ban'))[0]).toMatchObject({ actorName: 'moderator', targetId: String(someone.id) });
  });
});
