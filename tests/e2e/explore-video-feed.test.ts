import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { VideoFeedItem } from '../../protocol/explore';
import { ROOT, shown, useE2E } from './harness';

const e2e = useE2E();

interface Playing {
  videos: number;
  postId: number;
  index: number;
  state: string;
  paused: boolean;
  time: number;
}

function playing(page: Page): Promise<Playing> {
  return page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="feed-video"]')!;
    const feed = document.querySelector<HTMLElement>('[data-testid="video-feed"]')!;
    return {
      // The feed's own: a screen kept in the background (a post opened from the feed) may hold a paused one.
      videos: feed.querySelectorAll('video').length,
      postId: Number(v.dataset.postId),
      index: Number(feed.dataset.index),
      state: v.dataset.state ?? '',
      paused: v.paused,
      time: v.currentTime,
    };
  });
}

/** The feed's one video shows `postId` and really plays: frames advance, nothing else plays. */
async function expectPlaying(page: Page, postId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const p = await playing(page);
        return { videos: p.videos, postId: p.postId, state: p.state, paused: p.paused };
      },
      { timeout: 20_000 },
    )
    .toEqual({ videos: 1, postId, state: 'playing', paused: false });
  const before = (await playing(page)).time;
  await expect.poll(async () => (await playing(page)).time, { timeout: 10_000 }).toBeGreaterThan(before);
  const others = await page.evaluate(
    () => [...document.querySelectorAll('video')].filter((v) => !v.paused && v.dataset.testid !== 'feed-video').length,
  );
  expect(others).toBe(0);
}

/** A locked VIP slide plays nothing and offers membership; any other slide plays. */
async function expectSlide(page: Page, item: VideoFeedItem): Promise<void> {
  if (!item.locked) return expectPlaying(page, item.post.id);
  await expect.poll(async () => (await playing(page)).postId, { timeout: 20_000 }).toBe(item.post.id);
  await page.locator('[data-testid="feed-slide"][data-current] [data-testid="feed-locked"]').waitFor();
  const p = await playing(page);
  expect({ videos: p.videos, state: p.state, paused: p.paused }).toEqual({ videos: 1, state: 'idle', paused: true });
}

/** A real finger: touch events through the DevTools protocol, upwards by `dy` px over a few frames. */
async function swipeUp(page: Page, dy = 320): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  const y0 = 600;
  const point = (y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(y0) });
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y0 - (dy * i) / 6) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('video feed', () => {
  it('phone: swipes through the feed on one video element, one clip playing at a time, and opens a post', async () => {
    const feed = await e2e.api('/api/explore/videoFeed', { pageSize: 20 });
    const items = feed.list;
    expect(feed.next).not.toBeNull();
    // The steps below run over four playable clips in a row (a guest's feed also holds locked VIP slides).
    const playable = (x: VideoFeedItem) => !x.locked && x.video !== null;
    const k = items.findIndex((_, i) => items.slice(i, i + 4).length === 4 && items.slice(i, i + 4).every(playable));
    expect(k).toBeGreaterThanOrEqual(0);
    const ids = items.slice(k).map((x) => x.post.id);
    const { page } = await e2e.open('phone', '/h/video');
    await shown(page, 'video-feed').waitFor();
    await expectSlide(page, items[0]!);
    for (let i = 1; i <= k; i++) {
      await page.keyboard.press('ArrowDown');
      await expectSlide(page, items[i]!);
    }
    await expectPlaying(page, ids[0]!);
    expect(await shown(page, 'feed-sound').textContent()).toContain('声音');
    await page.screenshot({ path: path.join(ROOT, 'test-results/e2e/video-feed-phone.png') });

    // Touch: the next post plays at once on the same element; the previous clip stopped with its source.
    await swipeUp(page);
    await expectPlaying(page, ids[1]!);
    expect((await playing(page)).index).toBe(k + 1);

    // Wheel and keys move the same way; back up returns to the previous post.
    await shown(page, 'video-feed').hover();
    await page.mouse.wheel(0, 120);
    await expectPlaying(page, ids[2]!);
    await page.waitForTimeout(600); // the wheel's quiet time after a step
    await page.keyboard.press('ArrowDown');
    await expectPlaying(page, ids[3]!);
    await page.keyboard.press('ArrowUp');
    await expectPlaying(page, ids[2]!);

    // A tap pauses and resumes; pausing keeps the frame on screen.
    await page.mouse.click(195, 400);
    await expect.poll(async () => (await playing(page)).state).toBe('paused');
    expect((await playing(page)).paused).toBe(true);
    await page.mouse.click(195, 400);
    await expectPlaying(page, ids[2]!);

    // The post's link opens its detail page.
    const current = items[k + 2]!;
    await page.locator('[data-testid="feed-slide"][data-current] [data-testid="feed-open-post"]').click();
    await page.waitForURL((u) => u.pathname === `/h/details/${current.post.kind}/${current.post.id}`);
    await shown(page, 'detail-title').waitFor();
    // Back: the feed is where it was left, that clip playing again.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/h/video');
    await expectPlaying(page, ids[2]!);
    expect((await playing(page)).index).toBe(k + 2);
  });

  it('phone: pages from the server as the viewer nears the end of what is loaded', async () => {
    const first = await e2e.api('/api/explore/videoFeed', {});
    const second = await e2e.api('/api/explore/videoFeed', { cursor: first.next! });
    const { page } = await e2e.open('phone', '/h/video');
    await shown(page, 'video-feed').waitFor();
    await expectPlaying(page, first.list[0]!.post.id);
    for (let i = 1; i <= first.list.length; i++) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await playing(page)).index, { timeout: 20_000 }).toBe(i);
      if (i < first.list.length) await expectSlide(page, first.list[i]!);
    }
    // Past the first page: the first post of the second one.
    const target = second.list[0]!;
    await expect.poll(async () => (await playing(page)).postId, { timeout: 20_000 }).toBe(target.post.id);
    await expectSlide(page, target);
  });
});
