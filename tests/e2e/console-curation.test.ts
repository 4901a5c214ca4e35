import { describe, expect, it } from 'vitest';
import { photo } from '../server/support/media';
import { shown, useE2E } from './harness';
import { MEMBER_PASSWORD, desktopAs, member as makeMember } from './support/console';

const e2e = useE2E();
const PASSWORD = MEMBER_PASSWORD;
const MODERATOR = { username: 'moderator', password: 'goldpost-mod' };
const ADMIN = { username: 'admin', password: 'goldpost-admin' };

const loggedIn = (who: { username: string; password: string }, path: string) => desktopAs(e2e, who, path);
const member = (prefix: string) => makeMember(e2e, prefix);

async function audit(action: string) {
  const token = await e2e.api('/api/account/loginByPassword', ADMIN);
  return (await e2e.api('/api/admin/auditList', { action }, token)).list;
}

/** `datetime-local` text of a moment, in the zone the browser and this process share. */
function localInput(s: number): string {
  const d = new Date(s * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

describe('operators’ console: themes, feedback, scheduled notices (desktop)', () => {
  it('a moderator creates a theme with a cover and explore shows it', async () => {
    const page = await loggedIn(MODERATOR, '/console/themes');
    await shown(page, 'theme-new').click();
    await shown(page, 'theme-title').fill('街角好店');
    await shown(page, 'theme-title-en').fill('Corner shops');
    await shown(page, 'theme-intro').fill('编辑精选的商家');
    await shown(page, 'theme-kind').selectOption('store');
    await shown(page, 'theme-sort').fill('0');
    await shown(page, 'theme-cover').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await photo(600, 300, 'png'),
    });
    await shown(page, 'theme-form').locator('img').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'docs/screenshots/console-theme-form-desktop.png' });
    await shown(page, 'theme-save').click();
    const row = shown(page, 'themes-table').getByText('街角好店');
    await row.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: 'docs/screenshots/console-themes-desktop.png', fullPage: true });

    const themes = await e2e.api('/api/explore/themecount', {});
    const mine = themes.find((t) => t.title === '街角好店');
    expect(mine?.cover).toMatch(/^img\//);
    expect(mine?.count).toBeGreaterThan(0);

    await page.goto('/search');
    const card = shown(page, 'themes').getByRole('link', { name: /街角好店/ });
    await card.waitFor({ timeout: 20_000 });
    await expect(card.locator('img').count()).resolves.toBe(1);
    await page.screenshot({ path: 'docs/screenshots/explore-theme-cover-desktop.png' });
    expect((await audit('theme.create'))[0]).toMatchObject({
      actorName: 'moderator',
      after: { title: '街角好店', kind: 'store' },
    });
  });

  it('a moderator answers a feedback and the user reads the reply in their notices', async () => {
    const someone = await member('fbk');
    const sent = await e2e.api(
      '/api/message/feedback',
      { category: 'problem', text: 'The city picker forgets my choice after login' },
      someone.token,
    );
    const page = await loggedIn(MODERATOR, '/console/feedback');
    const card = shown(page, `feedback-${String(sent.id)}`);
    await card.waitFor({ timeout: 20_000 });
    await card.getByTestId(`feedback-reply-${String(sent.id)}`).fill('Thanks: fixed, the city is now kept.');
    await page.screenshot({ path: 'docs/screenshots/console-feedback-desktop.png' });
    await card.getByTestId(`feedback-handle-${String(sent.id)}`).click();
    await card.waitFor({ state: 'detached', timeout: 20_000 });
    await shown(page, 'feedback-state').selectOption('handled');
    await shown(page, `feedback-${String(sent.id)}`)
      .getByText('Thanks: fixed')
      .waitFor({ timeout: 20_000 });

    const user = await loggedIn({ username: someone.username, password: PASSWORD }, '/user/notices');
    await shown(user, 'notice-list').getByText('Thanks: fixed, the city is now kept.').waitFor({ timeout: 20_000 });
    await user.screenshot({ path: 'docs/screenshots/notices-feedback-reply-desktop.png' });
    expect((await audit('feedback.handle'))[0]).toMatchObject({
      actorName: 'moderator',
      targetId: String(sent.id),
    });
  });

  it('a moderator schedules a notice: nobody sees it before its time; withdrawn, it never shows', async () => {
    const someone = await member('sch');
    const page = await loggedIn(MODERATOR, '/console/notices');
    // datetime-local holds whole minutes.
    const at = Math.floor(Date.now() / 60_000 + 60) * 60;
    await shown(page, 'notice-to').fill(someone.username);
    await shown(page, 'notice-title').fill('今晚维护');
    await shown(page, 'notice-body').fill('网站将暂停十分钟。');
    await shown(page, 'notice-title-en').fill('Maintenance tonight');
    await shown(page, 'notice-body-en').fill('The site pauses for ten minutes.');
    await shown(page, 'notice-publish-at').fill(localInput(at));
    await shown(page, 'notice-ends-at').fill(localInput(at + 7200));
    await shown(page, 'notice-send').click();
    const row = shown(page, 'scheduled-table').locator('tr', { hasText: '今晚维护' });
    await row.getByText('待发布').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: 'docs/screenshots/console-notice-schedule-desktop.png', fullPage: true });

    const notices = await e2e.api('/api/message/getSystemNoticeList', {}, someone.token);
    expect(notices.list.map((n) => n.title)).not.toContain('今晚维护');
    expect((await e2e.api('/api/message/getSystemNoticeUnread', {}, someone.token)).unread).toBe(0);
    const [scheduled] = await audit('notice.schedule');
    expect(scheduled).toMatchObject({
      actorName: 'moderator',
      after: { title: '今晚维护', titleEn: 'Maintenance tonight', publishAt: at },
    });

    await row.getByTestId('schedule-withdraw').click();
    await row.getByText('已撤回').waitFor({ timeout: 20_000 });
    expect((await audit('notice.withdraw'))[0]).toMatchObject({ targetId: scheduled!.targetId });
  });
});
