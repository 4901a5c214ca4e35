import { beforeAll, describe, expect, it } from 'vitest';
import { shown, useE2E } from './harness';
import { HLS_MAX_RECOVERIES } from '../../src/features/media/video/recovery';
import type { Page } from 'playwright-core';
import type { ApiCall } from './support/api-client';
import type { PostKind } from '../../protocol/types';
import type { TrackedPage } from './harness';

const e2e = useE2E();

interface VideoPost {
  id: number;
  kind: PostKind;
  url: string;
}

/** Seeded posts with a playable video (not a locked VIP preview), one mp4 and one HLS. */
async function findVideoPosts(api: ApiCall): Promise<{ mp4: VideoPost; hls: VideoPost }> {
  let mp4: VideoPost | undefined;
  let hls: VideoPost | undefined;
  for (let page = 1; page <= 20 && !(mp4 && hls); page++) {
    const { list } = await api('/api/info/getInfoList', { page });
    if (list.length === 0) break;
    for (const card of list.filter((c) => c.hasVideo)) {
      const post = await api('/api/info/getInfo', { id: card.id, kind: card.kind });
      if (!post.video) continue;
      const found = { id: post.id, kind: post.kind, url: post.video.url };
      if (/\.m3u8(?:$|\?)/i.test(post.video.url)) hls ??= found;
      else mp4 ??= found;
    }
  }
  if (!mp4 || !hls)
    throw new Error(`the seed must hold an mp4 and an HLS video post (found mp4 ${mp4?.id}, hls ${hls?.id})`);
  return { mp4, hls };
}

/** Pretends the browser has no native HLS, as desktop Chrome/Firefox/Android WebViews long had not. */
const NO_NATIVE_HLS = `(() => {
  const original = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (type) {
    return /mpegurl/i.test(type) ? '' : original.call(this, type);
  };
})();`;

/** Media errors don't bubble, but they do pass the document in the capture phase: keep their codes. */
const RECORD_VIDEO_ERRORS = `(() => {
  const codes = [];
  Object.defineProperty(globalThis, '__videoErrors', { value: codes });
  document.addEventListener('error', (e) => {
    if (e.target instanceof HTMLVideoElement) codes.push(e.target.error ? e.target.error.code : 0);
  }, true);
})();`;

function videoErrors(page: Page): Promise<number[]> {
  return page.evaluate(() => (globalThis as unknown as { __videoErrors: number[] }).__videoErrors);
}

/** Records every JS file the page (and its workers) fetched that is hls.js, by content. */
function watchHlsChunks(t: TrackedPage): string[] {
  const hits: string[] = [];
  t.context.on('response', (res) => {
    if (!new URL(res.url()).pathname.endsWith('.js')) return;
    void res.text().then(
      (body) => {
        if (body.includes('hlsFragLoading') && body.includes('bufferStalledError')) hits.push(res.url());
      },
      () => undefined,
    );
  });
  return hits;
}

function player(page: Page) {
  return shown(page, 'video-player').first();
}

async function expectPlaying(page: Page): Promise<void> {
  await expect.poll(() => player(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('playing');
  await expect
    .poll(
      () =>
        player(page)
          .locator('video')
          .evaluate((v: HTMLVideoElement) => v.currentTime > 0 && v.readyState >= 2),
      { timeout: 30_000 },
    )
    .toBe(true);
  const flags = await player(page)
    .locator('video')
    .evaluate((v: HTMLVideoElement) => ({ muted: v.muted, inline: v.playsInline }));
  expect(flags).toEqual({ muted: true, inline: true });
}

/**
 * Debian's Chromium may be built without proprietary codecs. Without H.264 the seeded clips cannot play:
 * then the spec §8 error-4 path (back to the poster, no toast) is what must hold instead.
 */
async function canPlayH264(page: Page): Promise<boolean> {
  return page.evaluate(() => document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"') !== '');
}

async function expectClosedWithoutToast(page: Page, states: string[]): Promise<void> {
  await expect
    .poll(async () => states.includes((await player(page).getAttribute('data-state')) ?? ''), { timeout: 30_000 })
    .toBe(true);
  await shown(page, 'video-poster').first().waitFor();
  expect(await shown(page, 'toast').count()).toBe(0);
}

let posts: { mp4: VideoPost; hls: VideoPost };
beforeAll(async () => {
  posts = await findVideoPosts(e2e.api);
});

describe('video', () => {
  it('an mp4 post plays muted inline once in view, and pauses when it leaves', async () => {
    const t = await e2e.open('phone');
    const hls = watchHlsChunks(t);
    await t.page.goto(`/h/details/${posts.mp4.kind}/${posts.mp4.id}`);
    // The player, on its poster or already playing: in view from the first screen, it may start at once.
    await player(t.page).waitFor();
    if (!(await canPlayH264(t.page))) return expectClosedWithoutToast(t.page, ['poster']);
    await expectPlaying(t.page);
    // Off screen (IntersectionObserver below 50 %) it pauses.
    await player(t.page).evaluate((el) => void (el.style.transform = 'translateY(-300vh)'));
    await expect.poll(() => player(t.page).getAttribute('data-state'), { timeout: 10_000 }).toBe('paused');
    expect(
      await player(t.page)
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(true);
    expect(hls).toEqual([]);
  });

  it('an HLS post plays through hls.js loaded on demand where HLS is not native — never on the home page', async () => {
    const t = await e2e.open('desktop');
    await t.context.addInitScript(NO_NATIVE_HLS);
    const hls = watchHlsChunks(t);
    await t.page.goto('/');
    await shown(t.page, 'post-card').first().waitFor();
    await t.page.waitForLoadState('networkidle');
    expect(hls, 'the home page must not load hls.js').toEqual([]);
    await t.page.goto(`/details/${posts.hls.kind}/${posts.hls.id}`);
    await expect
      .poll(() => hls.length, { timeout: 30_000, message: 'hls.js chunk fetched for the HLS post' })
      .toBeGreaterThan(0);
    if (!(await canPlayH264(t.page))) return expectClosedWithoutToast(t.page, ['poster', 'error']);
    await expectPlaying(t.page);
    // hls.js plays through Media Source Extensions: the element's source is a blob: URL.
    expect(
      await player(t.page)
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.currentSrc.startsWith('blob:')),
    ).toBe(true);
  });

  it('an HLS post plays natively where the browser can, without hls.js', async () => {
    const t = await e2e.open('phone');
    const native = await t.page.evaluate(() =>
      document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
    );
    const hls = watchHlsChunks(t);
    await t.page.goto(`/h/details/${posts.hls.kind}/${posts.hls.id}`);
    if (!(await canPlayH264(t.page))) return expectClosedWithoutToast(t.page, ['poster', 'error']);
    await expectPlaying(t.page);
    // Either way it plays; which engine ran follows the browser's own answer.
    if (native) expect(hls).toEqual([]);
    else expect(hls.length).toBeGreaterThan(0);
  });

  it('a missing mp4 (HTTP 404, error code 4) closes back to the poster without an error toast', async () => {
    const t = await e2e.open('phone');
    t.allowError(/404|Failed to load resource/);
    await t.context.addInitScript(RECORD_VIDEO_ERRORS);
    await t.context.route(/\/media\/video\//, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await t.page.goto(`/h/details/${posts.mp4.kind}/${posts.mp4.id}`);
    await expect.poll(() => videoErrors(t.page), { timeout: 30_000 }).toEqual([4]);
    await expect.poll(() => player(t.page).getAttribute('data-state')).toBe('poster');
    await expect.poll(() => shown(t.page, 'video-poster').count()).toBe(1);
    expect(await shown(t.page, 'toast').count()).toBe(0);
  });

  it('a broken HLS stream recovers a bounded number of times, then shows the poster in the error state', async () => {
    const t = await e2e.open('desktop');
    await t.context.addInitScript(NO_NATIVE_HLS);
    t.allowError(/404|Failed to load resource/);
    let manifestRequests = 0;
    await t.context.route(/\.m3u8(?:$|\?)/, (route) => {
      manifestRequests++;
      return route.fulfill({ status: 404, body: 'not found' });
    });
    await t.page.goto(`/details/${posts.hls.kind}/${posts.hls.id}`);
    await expect.poll(() => player(t.page).getAttribute('data-state'), { timeout: 30_000 }).toBe('error');
    await shown(t.page, 'video-poster').first().waitFor();
    expect(manifestRequests).toBeGreaterThanOrEqual(1 + HLS_MAX_RECOVERIES);
    const settled = manifestRequests;
    await t.page.waitForTimeout(1500);
    expect(manifestRequests, 'no retries after giving up').toBe(settled);
    expect(await shown(t.page, 'toast').count()).toBe(0);
  });

  it('cards of posts with a video carry a play badge, and only those', async () => {
    const t = await e2e.open('phone', '/h');
    await shown(t.page, 'post-card').first().waitFor();
    const { list } = await e2e.api('/api/info/getInfoList', { page: 1 });
    const withVideo = new Set(list.filter((c) => c.hasVideo).map((c) => c.id));
    const cards = await shown(t.page, 'post-card').evaluateAll((els) =>
      els.map((el) => ({
        href: el.getAttribute('href') ?? '',
        badge: el.querySelector('[data-testid="video-badge"]') !== null,
      })),
    );
    const onFirstPage = cards.filter((c) => list.some((p) => c.href.endsWith(`/${p.id}`)));
    expect(onFirstPage.length).toBeGreaterThan(0);
    expect(
      onFirstPage.some((c) => c.badge),
      'the seed puts video posts on the first page',
    ).toBe(true);
    for (const c of onFirstPage) expect(c.badge, c.href).toBe(withVideo.has(Number(/\/(\d+)$/.exec(c.href)![1])));
  });
});
