import path from 'node:path';
import SQLite from 'better-sqlite3';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT, pathOf, shown, useE2E } from './harness';
import { cardIds } from './support/listing';

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';
const SHOTS = path.join(ROOT, 'test-results/e2e');

async function member(prefix: string): Promise<string> {
  const username = `${prefix}${Date.now() % 1e8}`;
  await e2e.api('/api/account/registerByPassword', { username, password: PASSWORD });
  return username;
}

async function login(page: Page, username: string): Promise<void> {
  await shown(page, 'login-username').fill(username);
  await shown(page, 'login-password').fill(PASSWORD);
  await shown(page, 'login-submit').click();
  await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
}

/** A public, non-VIP post of a kind, from the running server. */
async function publicPost(kind: 'store' | 'certification') {
  const list = (await e2e.api('/api/info/getInfoList', { kind, pageSize: 50 })).list;
  const post = list.find((p) => !p.vip);
  if (!post) throw new Error(`no public ${kind} post`);
  return e2e.api('/api/info/getInfo', { id: post.id, kind });
}

/** Decodes the QR code drawn in an <img>: its pixels go through jsQR, a decoder independent of the encoder. */
async function decodeQr(img: Locator): Promise<string | null> {
  const { data, width, height } = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const g = canvas.getContext('2d')!;
    g.drawImage(el, 0, 0);
    const pixels = g.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

describe('public pages', () => {
  it("phone: a poster's name on a detail page opens their page; a store has its own page", async () => {
    const store = await publicPost('store');
    const { page } = await e2e.open('phone', `/h/details/store/${store.id}`);
    await shown(page, 'detail-author-link').click();
    await page.waitForURL((u) => u.pathname === `/h/user/personal-detail/${store.author.id}`);
    await expect
      .poll(() => shown(page, 'person-name').textContent(), { timeout: 20_000 })
      .toContain(store.author.nickname);
    const theirs = await e2e.api('/api/user/getUserPosts', { id: store.author.id });
    await expect.poll(() => cardIds(page), { timeout: 20_000 }).toEqual(theirs.list.map((p) => p.id));
    expect(await page.content()).not.toContain('"username"');
    await page.screenshot({ path: path.join(SHOTS, 'public-person-phone.png') });

    await page.goto(`/h/details/store/${store.id}`);
    await shown(page, 'detail-store-page').click();
    await page.waitForURL((u) => u.pathname === '/h/user/store-detail' && u.search === `?id=${store.id}`);
    await expect(shown(page, 'store-title').textContent()).resolves.toBe(store.title);
    await expect(shown(page, 'store-hours').textContent()).resolves.toBe(store.hours);
    const map = (await shown(page, 'store-map').getAttribute('href')) ?? '';
    expect(map).toMatch(/^https:\/\/(uri\.amap\.com|www\.openstreetmap\.org)\/search\?/);
    expect(decodeURIComponent(map)).toContain(store.address);
    // A guest gets the login prompt, never the contact.
    await shown(page, 'detail-contact-locked').waitFor();
    expect(await page.content()).not.toContain(store.contact ?? '138-0000');
    // The store's own posts: its owner's store posts in its city, not everything the owner published.
    const others = await e2e.api('/api/info/storePosts', { id: store.id, pageSize: 6 });
    expect(others.list.every((p) => p.kind === 'store' && p.cityCode === store.cityCode)).toBe(true);
    await expect
      .poll(() => shown(page, 'store-more').getByTestId('post-card').count(), { timeout: 20_000 })
      .toBe(others.list.length);
    await page.screenshot({ path: path.join(SHOTS, 'public-store-phone.png') });
  });

  it('phone: the certification badge explains what was verified', async () => {
    const cert = await publicPost('certification');
    const { page } = await e2e.open('phone', `/h/details/certification/${cert.id}`);
    await shown(page, 'detail-certified-link').click();
    await page.waitForURL((u) => u.pathname === `/h/user/certification-details/${cert.id}`);
    await expect(shown(page, 'certification-title').textContent()).resolves.toBe(cert.title);
    await shown(page, 'certification-checks').waitFor();
    for (const f of cert.facts) expect(await shown(page, 'certification').textContent()).toContain(f.value);
    await page.screenshot({ path: path.join(SHOTS, 'public-certification-phone.png'), fullPage: true });
  });

  it('phone: share falls back to a copied link and a QR code that decodes to the post', async () => {
    const store = await publicPost('store');
    const { page, context } = await e2e.open('phone');
    // Chromium on Linux has no system share sheet; make sure of it whatever the build.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/h/details/store/${store.id}`);
    await shown(page, 'share').click();
    await shown(page, 'share-sheet').waitFor();
    const url = `${e2e.server.url}/details/store/${store.id}`;
    const qr = shown(page, 'share-qr');
    await expect.poll(() => qr.getAttribute('data-link'), { timeout: 20_000 }).toBe(url);
    expect(await decodeQr(qr)).toBe(url);
    await expect(shown(page, 'share-link').inputValue()).resolves.toBe(url);
    await shown(page, 'share-copy').click();
    await page.getByText('链接已复制').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'public-share-phone.png') });
  });

  it('phone: a guest logs in to report a post as fake; the report is stored once, open', async () => {
    const store = await publicPost('store');
    const username = await member('rep');
    const { page } = await e2e.open('phone', `/h/details/store/${store.id}`);
    await shown(page, 'report').click();
    await page.waitForURL((u) => u.pathname === '/h/login');
    await login(page, username);
    await page.waitForURL((u) => u.pathname === `/h/details/store/${store.id}`, { timeout: 20_000 });
    await shown(page, 'report').click();
    await shown(page, 'report-sheet').waitFor();
    await shown(page, 'report-reason-wrong_contact').check();
    await shown(page, 'report-note').fill('The number is not in service');
    await page.screenshot({ path: path.join(SHOTS, 'public-report-phone.png') });
    await shown(page, 'report-send').click();
    await page.getByText('举报已提交，感谢你的反馈').waitFor();
    await expect.poll(() => shown(page, 'report-sheet').count()).toBe(0);
    // A second report of the same post while the first is open is refused in the sheet.
    await shown(page, 'report').click();
    await shown(page, 'report-send').click();
    await expect.poll(() => shown(page, 'report-error').textContent()).toContain('已举报过');

    const db = new SQLite(path.join(e2e.server.dataDir, 'goldpost.sqlite'), { readonly: true });
    try {
      const rows = db
        .prepare(
          `select r.reason, r.note, r.status, r.handled_by from post_reports r join users u on u.id = r.reporter_id
           where u.username = ? and r.post_id = ?`,
        )
        .all(username, store.id);
      expect(rows).toEqual([
        { reason: 'wrong_contact', note: 'The number is not in service', status: 'open', handled_by: null },
      ]);
    } finally {
      db.close();
    }
  });

  it('phone and desktop: posts near a chosen city, nearest first', async () => {
    const cityCode = (await e2e.api('/api/info/getInfoType', {})).cities[0]!.code;
    const near = await e2e.api('/api/info/nearby', { cityCode });
    expect(near.posts.total).toBeGreaterThan(0);
    const km = near.posts.list.map((p) => p.distanceKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const { page } = await e2e.open('phone', `/h/user/peripheral-details?city=${cityCode}`);
    await expect.poll(() => cardIds(page), { timeout: 20_000 }).toEqual(near.posts.list.map((p) => p.id));
    await shown(page, 'nearby-from').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'public-nearby-phone.png') });
    const desk = await e2e.open('desktop', `/user/peripheral-details?city=${cityCode}`);
    await expect.poll(() => cardIds(desk.page), { timeout: 20_000 }).toEqual(near.posts.list.map((p) => p.id));
    expect(pathOf(desk.page)).toBe('/user/peripheral-details');
    await desk.page.screenshot({ path: path.join(SHOTS, 'public-nearby-desktop.png') });
  });
});
