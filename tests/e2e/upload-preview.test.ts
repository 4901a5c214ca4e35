import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BOX_PX } from '../../protocol/constants';
import { decryptMedia } from '../../server/lib/node-cipher';
import { pathOf, shown, useE2E } from './harness';
import type { Page } from 'playwright-core';
import type { CDPSession } from 'playwright-core';
import type { PostDetail } from '../../protocol/types';

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';

/** A non-VIP post with at least three images (paging and looping need more than two). */
async function galleryPost(): Promise<PostDetail> {
  for (let page = 1; page <= 5; page++) {
    const { list } = await e2e.api('/api/info/getInfoList', { page });
    for (const card of list.filter((c) => !c.vip)) {
      const detail = await e2e.api('/api/info/getInfo', { id: card.id, kind: card.kind });
      if (detail.images.length >= 3 && !detail.locked) return detail;
    }
  }
  throw new Error('the seed has no non-VIP post with three images');
}

const counter = (page: Page) => shown(page, 'preview-counter').textContent();
const zoom = async (page: Page) => Number(await shown(page, 'preview-image').getAttribute('data-zoom'));

/** Waits until the current preview image is decoded and returns where its centre is. */
async function previewCentre(page: Page): Promise<{ x: number; y: number }> {
  await page.waitForFunction(
    () => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="preview-image"]');
      return !!img && img.complete && img.naturalWidth > 0 && img.style.visibility !== 'hidden';
    },
    undefined,
    { timeout: 30_000 },
  );
  const box = (await shown(page, 'preview-image').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A real touch drag (pointerType touch) through the DevTools protocol; Playwright only taps. */
async function touchDrag(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 8,
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function openGallery(page: Page, post: PostDetail): Promise<void> {
  await shown(page, 'detail-gallery').waitFor({ timeout: 20_000 });
  await shown(page, 'gallery-item').first().click();
  await shown(page, 'image-preview').waitFor();
  await expect.poll(() => counter(page)).toBe(`1 / ${post.images.length}`);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
}

describe('image preview', () => {
  it('phone: opens from the detail gallery, double-tap zooms, swipes page and loop, swipe down closes', async () => {
    const post = await galleryPost();
    const n = post.images.length;
    const { page } = await e2e.open('phone', `/h/details/${post.kind}/${post.id}`);
    const cdp = await page.context().newCDPSession(page);
    await openGallery(page, post);
    const c = await previewCentre(page);
    expect(await zoom(page)).toBe(1);

    await page.touchscreen.tap(c.x, c.y);
    await page.touchscreen.tap(c.x, c.y);
    await expect.poll(() => zoom(page)).toBe(2);
    // A second double tap restores, so the next horizontal drag pages instead of panning.
    await page.touchscreen.tap(c.x, c.y);
    await page.touchscreen.tap(c.x, c.y);
    await expect.poll(() => zoom(page)).toBe(1);

    await touchDrag(cdp, { x: 320, y: c.y }, { x: 60, y: c.y });
    await expect.poll(() => counter(page)).toBe(`2 / ${n}`);
    await touchDrag(cdp, { x: 60, y: c.y }, { x: 320, y: c.y });
    await expect.poll(() => counter(page)).toBe(`1 / ${n}`);
    // Looping: before the first comes the last, after the last the first.
    await touchDrag(cdp, { x: 60, y: c.y }, { x: 320, y: c.y });
    await expect.poll(() => counter(page)).toBe(`${n} / ${n}`);
    await touchDrag(cdp, { x: 320, y: c.y }, { x: 60, y: c.y });
    await expect.poll(() => counter(page)).toBe(`1 / ${n}`);
    await previewCentre(page);

    await touchDrag(cdp, { x: 200, y: 300 }, { x: 200, y: 640 });
    await shown(page, 'image-preview').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it('desktop: wheel zooms within the limits, arrows and buttons page with looping, Escape and the close button close', async () => {
    const post = await galleryPost();
    const n = post.images.length;
    const { page } = await e2e.open('desktop', `/details/${post.kind}/${post.id}`);
    await openGallery(page, post);
    const c = await previewCentre(page);

    await page.mouse.move(c.x, c.y);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => zoom(page)).toBeGreaterThan(1);
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -600);
    await expect.poll(() => zoom(page)).toBe(3);
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 600);
    await expect.poll(() => zoom(page)).toBeCloseTo(1 / 3, 2);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page)).toBe(`2 / ${n}`);
    expect(await zoom(page), 'a new page starts unzoomed').toBe(1);
    await shown(page, 'preview-prev').click();
    await expect.poll(() => counter(page)).toBe(`1 / ${n}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page)).toBe(`${n} / ${n}`);
    await shown(page, 'preview-next').click();
    await expect.poll(() => counter(page)).toBe(`1 / ${n}`);

    // A mouse drag pages too (pointer events serve mouse and touch alike).
    await previewCentre(page);
    await page.mouse.move(900, 400);
    await page.mouse.down();
    await page.mouse.move(700, 400, { steps: 5 });
    await page.mouse.move(400, 400, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => counter(page)).toBe(`2 / ${n}`);

    // Focus stays trapped in the dialog however far Tab goes.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="image-preview"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await shown(page, 'image-preview').waitFor({ state: 'detached' });
    // The detail page is still there, and the preview opens again at the tapped image.
    await shown(page, 'gallery-item').nth(1).click();
    await expect.poll(() => counter(page)).toBe(`2 / ${n}`);
    await shown(page, 'preview-close').click();
    await shown(page, 'image-preview').waitFor({ state: 'detached' });
  });
});

describe('image preview and Back', () => {
  it('phone: Back closes the preview before it leaves the post; a post left with the preview open comes back without it', async () => {
    const post = await galleryPost();
    const { page } = await e2e.open('phone', '/h');
    await shown(page, 'home-screen').waitFor({ timeout: 20_000 });
    const detailPath = `/h/details/${post.kind}/${post.id}`;
    // In-app navigation (the router follows history.pushState), so the home screen stays kept alive behind.
    await page.evaluate((p) => history.pushState(null, '', p), detailPath);
    await page.waitForURL((u) => u.pathname === detailPath);
    await openGallery(page, post);

    await page.goBack();
    await shown(page, 'image-preview').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe(detailPath);
    await expect(shown(page, 'detail-title').count()).resolves.toBe(1);

    // Leave while the preview is open (a link followed in-app), then come back: no stale preview.
    await openGallery(page, post);
    await page.evaluate(() => history.pushState(null, '', '/h'));
    await page.waitForURL((u) => u.pathname === '/h');
    await shown(page, 'home-screen').waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === detailPath);
    await shown(page, 'detail-title').waitFor();
    await expect(page.getByTestId('image-preview').count()).resolves.toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

describe('image upload', () => {
  let dir = '';
  let photo = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'goldpost-upload-'));
    photo = path.join(dir, 'holiday.jpg');
    // Larger than the upload box, so the worker has to shrink it (and re-encode it as PNG).
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#6e5ef1"/><stop offset="1" stop-color="#ff4f8b"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="800" cy="450" r="300" fill="#fff" fill-opacity="0.4"/></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(photo);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('phone: a new user uploads an avatar from a file; it is stored compressed and shows decrypted', async () => {
    const username = `av${Date.now() % 1e8}`;
    const { page } = await e2e.open('phone', '/h/login');
    await shown(page, 'mode-register').click();
    await shown(page, 'register-username').fill(username);
    await shown(page, 'register-password').fill(PASSWORD);
    await shown(page, 'register-password2').fill(PASSWORD);
    await shown(page, 'register-submit').click();
    await page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    await page.goto('/h/user/user-center');
    await shown(page, 'user-nickname').waitFor({ timeout: 20_000 });

    const uploads: { status: number; contentType: string }[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/imgUpload.php')
        uploads.push({ status: res.status(), contentType: res.request().headers()['content-type'] ?? '' });
    });
    await page.locator('[data-testid="user-center"]:visible [data-testid="avatar-input"]').setInputFiles(photo);
    const width = await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>(
          '[data-testid="user-center"] [data-testid="user-avatar"] img[data-state="loaded"]',
        );
        return img && img.complete && img.naturalWidth > 0 ? img.naturalWidth : false;
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(await width.jsonValue()).toBeGreaterThan(0);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ status: 200 });
    expect(uploads[0]!.contentType).toMatch(/^multipart\/form-data/);

    // What the server stored: the avatar path decrypts to a PNG fitted inside the upload box.
    const token = await e2e.api('/api/account/loginByPassword', { username, password: PASSWORD });
    const profile = await e2e.api('/api/user/userinfo', {}, token);
    expect(profile.avatar).toBeTruthy();
    const res = await fetch(`${e2e.server.url}/media/${profile.avatar}`);
    expect(res.status).toBe(200);
    const plain = decryptMedia(Buffer.from(e2e.server.keys.mediaKey, 'hex'), Buffer.from(await res.arrayBuffer()));
    const meta = await sharp(plain).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(IMAGE_BOX_PX);
    expect(meta.height).toBe(Math.round((900 * IMAGE_BOX_PX) / 1600));
  });
});
