import { spawn } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../protocol/status';
import { ROOT, shown, useE2E } from './harness';
import { desktopAs, MEMBER_PASSWORD, member } from './support/console';

const e2e = useE2E();

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

describe('saved searches', () => {
  it('save a search → a matching post is approved → count and notice show → opening runs it; deleted on a phone', async () => {
    const keyword = `lantern${Date.now() % 1e6}`;
    const watcher = await member(e2e, 'watch');
    const poster = await member(e2e, 'poster');
    const who = { username: watcher.username, password: MEMBER_PASSWORD };
    const page = await desktopAs(e2e, who, `/search/0/0/${keyword}`);
    await shown(page, 'search-result').waitFor();
    await shown(page, 'save-search').click();
    const saved = () => e2e.api('/api/user/getSavedSearchList', {}, watcher.token);
    await expect.poll(async () => (await saved()).list.length).toBe(1);

    const title = `Paper ${keyword} workshop`;
    const id = pendingPost(poster.id, title);
    const approved = await admin('posts', 'approve', String(id));
    expect(approved.code, approved.out).toBe(0);

    await page.goto('/user/saved-searches');
    const row = shown(page, 'saved-search');
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => row.getByTestId('saved-search-new').textContent()).toContain('1');
    await page.goto('/user/notices');
    const notice = page.locator('[data-testid="notice"][data-kind="search"]');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain(title);

    // Opening runs the search, which finds the post, and the count starts again from 0.
    await page.goto('/user/saved-searches');
    await shown(page, 'saved-search-open').click();
    await page.waitForURL((u) => u.pathname.startsWith('/search/0/0/'), { timeout: 20_000 });
    await expect.poll(async () => (await shown(page, 'search-result').textContent()) ?? '').toContain(title);
    expect((await saved()).list[0]!.newCount).toBe(0);

    // The phone layout has the list too, and a search is deleted there.
    const phone = (await e2e.open('phone', '/h/login')).page;
    await shown(phone, 'login-username').fill(watcher.username);
    await shown(phone, 'login-password').fill(MEMBER_PASSWORD);
    await shown(phone, 'login-submit').click();
    await phone.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    await phone.goto('/h/user/saved-searches');
    await shown(phone, 'saved-search-remove').click();
    await shown(phone, 'saved-searches-empty').waitFor();
    expect((await saved()).list).toEqual([]);
  });
});
