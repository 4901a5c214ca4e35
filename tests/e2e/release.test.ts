import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ROOT, pathOf, shown, useE2E } from './harness';
import { registerOnPhone } from './support/register';
import { fillStoreForm } from './support/release-form';
import { BIG_VIDEO_SLICE_BYTES } from '../../protocol/constants';
import { SLICE_UPLOAD_PATH } from '../../protocol/upload';
import type { Page } from 'playwright-core';
import { videoBytes } from '../support/video-bytes';

const e2e = useE2E();
const PASSWORD = 'e2e-secret-42';

/** A camera-sized upload: 4 s of 1080p H.264 with sound, made here so nothing large is committed. */
async function clip1080p(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'goldpost-e2e-clip-'));
  try {
    const file = path.join(dir, 'tour.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25:duration=4'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', '-shortest', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function png(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 90, b: 255 - hue } } })
    .png()
    .toBuffer();
}

const registerInUi = (page: Page, username: string) => registerOnPhone(page, username, PASSWORD);

/** `npm run admin -- posts approve ID` against the harness server's data folder (SQLite, like the server). */
function admin(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? -1, out }));
  });
}

describe('release', () => {
  // Its wait for the ladder allows 180 s on a slow machine, more than the suite's default for a whole test.
  it('phone: publish with photos and a 1080p video → processed into a ladder, then pending in my posts → approved by an operator → public, playing a phone-sized rung; another user cannot edit it', async () => {
    const username = `rel${Date.now() % 1e8}`;
    const title = `E2E 手冲咖啡馆 ${Date.now() % 1e6}`;
    const { page } = await e2e.open('phone');
    await registerInUi(page, username);
    let imageUploads = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/imgUpload.php') imageUploads += 1;
    });
    await page.goto('/h/release/store');
    await shown(page, 'release-form').waitFor({ timeout: 20_000 });
    const h264 = await page.evaluate(
      () => document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"') !== '',
    );

    // Submitting empty shows the field messages, with the spec's defaults where they fit.
    await shown(page, 'release-submit').click();
    await expect.poll(() => shown(page, 'release-title-error').textContent()).toBe('请填写名称');
    await expect(shown(page, 'release-city-error').textContent()).resolves.toBe('请选择所在地区');
    await expect(shown(page, 'release-address-error').textContent()).resolves.toBe('地址不能为空');
    await shown(page, 'release-contact').fill('12345');
    await expect.poll(() => shown(page, 'release-contact-error').textContent()).toBe('手机号码格式不正确');

    await fillStoreForm(page, title);
    await shown(page, 'image-picker-input')
      .first()
      .setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await png(40) },
        { name: 'inside.png', mimeType: 'image/png', buffer: await png(200) },
      ]);
    await expect.poll(() => shown(page, 'image-picker-item').count(), { timeout: 30_000 }).toBe(2);

    await page
      .getByTestId('release-video-input')
      .setInputFiles({ name: 'tour.mp4', mimeType: 'video/mp4', buffer: await clip1080p() });
    const progress = shown(page, 'upload-progress');
    await progress.waitFor({ timeout: 10_000 });
    await expect.poll(() => progress.getAttribute('data-state'), { timeout: 60_000 }).toBe('done');
    await expect(progress.getAttribute('data-percent')).resolves.toBe('100');
    // The poster is a frame captured in the page and sent as a third image (when Chromium can decode H.264).
    if (h264) {
      await expect.poll(() => imageUploads, { timeout: 20_000 }).toBe(3);
      // Submitting while the poster is still on its way is refused by the form (videoBusy), so wait for it.
      await expect
        .poll(() => shown(page, 'release-poster').getAttribute('data-busy'), { timeout: 20_000 })
        .toBe('false');
    }

    await shown(page, 'release-submit').click();
    await page.waitForURL((u) => u.pathname === '/h/user/my-posts', { timeout: 20_000 });
    const row = shown(page, 'my-post').filter({ hasText: title });
    await row.waitFor({ timeout: 20_000 });
    // The video is made into a ladder first (five rungs of a 1080p source): status 6 with its progress,
    // then on to review by itself, the list refreshing while it waits.
    await expect(row.getAttribute('data-status')).resolves.toBe('6');
    await expect(row.getByTestId('my-post-status').textContent()).resolves.toBe('信息处理中');
    await expect(row.getByTestId('my-post-video-progress').textContent()).resolves.toMatch(/视频处理中/);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 180_000, interval: 1_000 }).toBe('1');
    await expect(row.getByTestId('my-post-status').textContent()).resolves.toBe('待审核');
    const id = Number(await row.getAttribute('data-id'));
    expect(id).toBeGreaterThan(0);
    // Pending posts are not public yet.
    expect((await e2e.api('/api/info/search', { keyword: title, page: 1 })).list.map((p) => p.id)).not.toContain(id);

    // The owner opens the pending post from my posts: the detail page shows it with its status explained.
    await row.getByTestId('my-post-open').click();
    await page.waitForURL((u) => u.pathname === `/h/details/store/${id}`);
    await expect.poll(() => shown(page, 'detail-owner-note').textContent(), { timeout: 20_000 }).toContain('待审核');
    await expect(shown(page, 'detail-title').textContent()).resolves.toContain(title);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/h/user/my-posts');
    // Anyone else is answered as for a post that does not exist.
    const missing = await e2e.api('/api/info/getInfo', { id: 999_999_999 }).catch((err: Error) => err.message);
    const hidden = await e2e.api('/api/info/getInfo', { id }).catch((err: Error) => err.message);
    expect(String(hidden).replace(String(id), 'ID')).toBe(String(missing).replace('999999999', 'ID'));

    const approved = await admin(e2e.server.dataDir, 'posts', 'approve', String(id));
    expect(approved.code, approved.out).toBe(0);

    await page.reload();
    const after = shown(page, 'my-post').filter({ hasText: title });
    await expect.poll(() => after.getAttribute('data-status'), { timeout: 20_000 }).toBe('2');

    // Public: the search finds it, and its detail page plays the video.
    await page.goto('/h/search');
    await shown(page, 'search-input').fill(title);
    await shown(page, 'search-submit').click();
    const hit = shown(page, 'search-result').locator(`a[href$="/details/store/${id}"]`);
    await hit.first().waitFor({ timeout: 20_000 });
    await hit.first().click();
    await page.waitForURL((u) => u.pathname === `/h/details/store/${id}`);
    await expect.poll(() => shown(page, 'detail-title').textContent(), { timeout: 20_000 }).toContain(title);
    const player = shown(page, 'video-player').first();
    await player.waitFor({ timeout: 20_000 });
    const detail = await e2e.api('/api/info/getInfo', { id });
    // Viewers are given the ladder, never the 1080p original.
    expect(detail.video?.url).toMatch(/^video\/[^/]+\/hls-[a-z0-9]+\/master\.m3u8$/);
    if (h264) {
      await expect.poll(() => player.getAttribute('data-state'), { timeout: 30_000 }).toBe('playing');
      await expect
        .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime > 0), { timeout: 30_000 })
        .toBe(true);
      // A phone-wide player is never fed more than the 540p rung (the level is capped to the player's size).
      const height = await player.locator('video').evaluate((v: HTMLVideoElement) => v.videoHeight);
      expect(height).toBeGreaterThan(0);
      expect(height).toBeLessThanOrEqual(540);
    } else {
      // Without H.264 (some Debian builds) the player falls back to the poster (spec §4/§8), as media.test.ts checks.
      await expect
        .poll(async () => ['poster', 'error'].includes((await player.getAttribute('data-state')) ?? ''), {
          timeout: 30_000,
        })
        .toBe(true);
    }

    // Another user: the API refuses the edit, and the edit page says so.
    const other = `oth${Date.now() % 1e8}`;
    const token = await e2e.api('/api/account/registerByPassword', { username: other, password: PASSWORD });
    await expect(e2e.api('/api/info/getEditInfo', { id }, token)).rejects.toThrow(/status 4\d\d/);
    const stolen = await e2e.api('/api/info/getInfo', { id }, token);
    await expect(
      e2e.api(
        '/api/info/editInfo',
        {
          ...stolen,
          id,
          kind: 'store',
          title: 'hijacked title',
          contact: '13900139000',
          tags: [],
          images: stolen.images,
          videoId: null,
          videoPic: null,
          certType: null,
          facts: {},
        } as never,
        token,
      ),
    ).rejects.toThrow(/status 4\d\d/);
    const second = await e2e.open('phone');
    await second.page.goto('/h/login');
    await shown(second.page, 'login-username').fill(other);
    await shown(second.page, 'login-password').fill(PASSWORD);
    await shown(second.page, 'login-submit').click();
    await second.page.waitForURL((u) => u.pathname !== '/h/login', { timeout: 20_000 });
    await second.page.goto(`/h/release/store/${id}`);
    await shown(second.page, 'release-load-error').waitFor({ timeout: 20_000 });
    await expect(shown(second.page, 'release-form').count()).resolves.toBe(0);
    expect(pathOf(second.page)).toBe(`/h/release/store/${id}`);
  }, 300_000);

  it('phone: a reload midway through a video upload offers to resume, and only the missing slices are sent again', async () => {
    const SLICES = 12;
    const dir = await mkdtemp(path.join(tmpdir(), 'goldpost-u3-'));
    const file = path.join(dir, 'long-tour.mp4');
    // Random bytes behind an MP4's opening box: the slice upload checks the container, sizes and digests, not
    // the codec.
    await writeFile(file, videoBytes(SLICES * BIG_VIDEO_SLICE_BYTES - 12_345));
    try {
      const { page } = await e2e.open('phone');
      await registerInUi(page, `res${Date.now() % 1e8}`);
      // Throttle slices so the reload lands midway; count what is sent before and after it.
      let sent = 0;
      await page.route(`**${SLICE_UPLOAD_PATH}*`, async (route) => {
        sent += 1;
        await new Promise((r) => setTimeout(r, 600));
        await route.continue().catch(() => undefined);
      });
      await page.goto('/h/release/store');
      await shown(page, 'release-form').waitFor({ timeout: 20_000 });
      await page.getByTestId('release-video-input').setInputFiles(file);
      const progress = shown(page, 'upload-progress');
      await expect
        .poll(async () => Number(await progress.getAttribute('data-percent')), { timeout: 60_000 })
        .toBeGreaterThanOrEqual(25);
      await expect(shown(page, 'upload-speed').count()).resolves.toBe(1);
      await expect(shown(page, 'upload-eta').count()).resolves.toBe(1);
      await page.reload();
      const before = sent;
      sent = 0;
      const offer = shown(page, 'upload-resume-offer');
      await offer.waitFor({ timeout: 20_000 });
      await expect(offer.textContent()).resolves.toContain('long-tour.mp4');
      await page.getByTestId('upload-resume-input').setInputFiles(file);
      await expect
        .poll(() => shown(page, 'upload-progress').getAttribute('data-state'), { timeout: 90_000 })
        .toBe('done');
      expect(before).toBeGreaterThan(0);
      // Only what had not arrived goes again (in-flight slices at the reload may be resent).
      expect(sent).toBeLessThan(SLICES);
      expect(sent + before).toBeGreaterThanOrEqual(SLICES);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
