import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shown, useE2E } from './harness';
import type { Page } from 'playwright-core';

const e2e = useE2E();
const B_PASSWORD = 'Velvet-Orchard-8832';

async function login(page: Page, username: string, password: string): Promise<void> {
  await shown(page, 'login-username').fill(username);
  await shown(page, 'login-password').fill(password);
  await shown(page, 'login-submit').click();
  await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
}

const bodies = (page: Page) => shown(page, 'chat-message').allTextContents();
const unread = async (page: Page) => {
  const badge = page.getByTestId('chat-unread').filter({ visible: true });
  return (await badge.count()) === 0 ? '' : ((await badge.first().textContent()) ?? '');
};

async function say(page: Page, text: string): Promise<void> {
  await shown(page, 'chat-input').fill(text);
  await shown(page, 'chat-send').click();
}

describe('chat', () => {
  it('two people: 私信 from a post, live messages both ways and a picture, the unread badge clears, blocking stops messages', async () => {
    const bName = `chatb${Date.now() % 1e8}`;
    const bToken = await e2e.api('/api/account/registerByPassword', { username: bName, password: B_PASSWORD });
    const bId = (await e2e.api('/api/user/userinfo', {}, bToken)).id;
    const aToken = await e2e.api('/api/account/loginByPassword', { username: 'vipdemo', password: 'goldpost-vip' });
    const aId = (await e2e.api('/api/user/userinfo', {}, aToken)).id;

    // A VIP member starts the conversation; the 私信 button of a post leads to its author.
    const a = await e2e.open('phone', '/h/login');
    await login(a.page, 'vipdemo', 'goldpost-vip');
    const post = (await e2e.api('/api/info/getInfoList', { page: 1 })).list[0];
    expect(post, 'the seed produced no posts').toBeDefined();
    const detail = await e2e.api('/api/info/getInfo', { id: post!.id });
    // B publishes too (approved by an operator): a conversation opens only with someone met on a post.
    const bPost = await e2e.api(
      '/api/info/postInfo',
      {
        ...detail,
        kind: 'store',
        title: 'Bicycle repair corner',
        address: 'Market lane 3',
        contact: '13900139000',
        tags: [],
        videoId: null,
        videoPic: null,
        certType: null,
        facts: {},
      } as never,
      bToken,
    );
    const adminToken = await e2e.api('/api/account/loginByPassword', { username: 'admin', password: 'goldpost-admin' });
    await e2e.api('/api/admin/reviewDecide', { id: bPost.id, action: 'approve' }, adminToken);
    await a.page.goto(`/h/details/${post!.kind}/${post!.id}`);
    await shown(a.page, 'chat-button').click();
    await a.page.waitForURL((u) => u.pathname === `/h/chat/${detail.author.id}`, { timeout: 20_000 });
    await shown(a.page, 'chat-composer').waitFor({ timeout: 20_000 });

    const b = await e2e.open('phone', '/h/login');
    await login(b.page, bName, B_PASSWORD);
    await b.page.goto('/h/user/user-center');
    await shown(b.page, 'chat-entry').waitFor({ timeout: 20_000 });
    expect(await unread(b.page)).toBe('');

    await a.page.goto(`/h/chat/${bId}`);
    // An empty conversation says so, then gives way to the first message.
    await expect.poll(() => shown(a.page, 'chat-start-hint').textContent(), { timeout: 20_000 }).toContain('打个招呼');
    await say(a.page, 'hello from a');
    await expect.poll(() => a.page.getByTestId('chat-start-hint').count(), { timeout: 10_000 }).toBe(0);
    // B's tab bar and user centre count it without a reload.
    await expect.poll(() => unread(b.page), { timeout: 10_000 }).toBe('1');

    await shown(b.page, 'chat-entry').click();
    await b.page.waitForURL((u) => u.pathname === '/h/chat', { timeout: 20_000 });
    await shown(b.page, 'contact-unread').waitFor({ timeout: 20_000 });
    await shown(b.page, 'chat-contacts').getByRole('link').first().click();
    await b.page.waitForURL((u) => /^\/h\/chat\/\d+$/.test(u.pathname), { timeout: 20_000 });
    await expect.poll(() => bodies(b.page), { timeout: 20_000 }).toEqual([expect.stringContaining('hello from a')]);

    // Both screens open: each sees the other's message live, and A sees it read.
    await say(a.page, 'second from a');
    await expect.poll(() => bodies(b.page), { timeout: 5_000 }).toHaveLength(2);
    await say(b.page, 'reply from b');
    await expect.poll(async () => (await bodies(a.page)).join('|'), { timeout: 5_000 }).toContain('reply from b');
    await expect
      .poll(() => shown(a.page, 'chat-message').nth(1).getAttribute('data-state'), { timeout: 10_000 })
      .toBe('read');

    // Enough messages to scroll, then a picture: it goes through the image upload and arrives encrypted,
    // decrypted on B's screen, and the list stays at its end once the picture has its height.
    for (let i = 0; i < 8; i++)
      await e2e.api('/api/message/chating', { id: bId, kind: 'text', body: `line ${i} from a` }, aToken);
    await expect.poll(async () => (await bodies(b.page)).length, { timeout: 10_000 }).toBe(11);
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#6e5ef1' } })
      .png()
      .toBuffer();
    await a.page
      .locator('[data-testid="chat-image-input"]')
      .last()
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await b.page.locator('[data-testid="chat-message"] img[data-state="loaded"]').first().waitFor({ timeout: 20_000 });
    const gapBelow = (page: Page) =>
      shown(page, 'chat-messages').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    await expect.poll(() => gapBelow(b.page), { timeout: 5_000 }).toBeLessThan(2);
    await expect.poll(() => gapBelow(a.page), { timeout: 10_000 }).toBeLessThan(2);

    // Text typed and not sent survives leaving the conversation and a reload (a layout switch remounts too).
    await shown(a.page, 'chat-input').fill('see you at the shop at five');
    await a.page.goto('/h/user/user-center');
    await a.page.goto(`/h/chat/${bId}`);
    await expect
      .poll(() => shown(a.page, 'chat-input').inputValue(), { timeout: 20_000 })
      .toBe('see you at the shop at five');
    await shown(a.page, 'chat-input').fill('');

    // Read on the open screen: the count is gone from B's user centre.
    await b.page.goto('/h/user/user-center');
    await shown(b.page, 'chat-entry').waitFor({ timeout: 20_000 });
    await expect.poll(() => unread(b.page), { timeout: 10_000 }).toBe('');

    // B blocks A: A's next message is refused and never reaches B.
    await b.page.goto(`/h/chat/${aId}`);
    await shown(b.page, 'chat-block').click();
    await shown(b.page, 'dialog-confirm').click();
    await shown(b.page, 'chat-write-blocked').waitFor({ timeout: 20_000 });
    await say(a.page, 'after the block');
    await expect
      .poll(() => shown(a.page, 'toast').allTextContents(), { timeout: 10_000 })
      .toContain('无法给该用户发送消息');
    expect((await bodies(b.page)).join('|')).not.toContain('after the block');
  });

  it('a member without VIP who opens a conversation is told why they cannot write, and the way to VIP', async () => {
    const name = `chatc${Date.now() % 1e8}`;
    await e2e.api('/api/account/registerByPassword', { username: name, password: B_PASSWORD });
    const post = (await e2e.api('/api/info/getInfoList', { page: 1 })).list[0]!;
    const author = (await e2e.api('/api/info/getInfo', { id: post.id })).author.id;
    const c = await e2e.open('phone', '/h/login');
    await login(c.page, name, B_PASSWORD);
    await c.page.goto(`/h/chat/${author}`);
    await shown(c.page, 'chat-write-vip').waitFor();
    await shown(c.page, 'chat-get-vip').click();
    await c.page.waitForURL((u) => u.pathname === '/h/group');
  });
});
