import { describe, expect, it } from 'vitest';
import type { VideoFeedItem } from '../../../../../protocol/explore';
import {
  appendPage,
  EMPTY_FEED,
  LOAD_AHEAD,
  shouldLoadMore,
  stepIndex,
} from '../../../../../src/features/explore/video-feed/feed-paging';
import { mountedSlides, prefetchTarget } from '../../../../../src/features/explore/video-feed/preload-policy';

function feedItem(id: number, over: Partial<VideoFeedItem> = {}): VideoFeedItem {
  return {
    post: {
      id,
      kind: 'store',
      title: `Post ${id}`,
      cityCode: 1,
      typeCode: 1,
      modeCode: 1,
      cover: null,
      imageCount: 0,
      priceMin: null,
      priceMax: null,
      views: 0,
      favorites: 0,
      ratingCount: 0,
      ratingAvg: null,
      vip: false,
      hasVideo: true,
      status: 2,
      createdAt: 0,
      bumpedUntil: null,
    },
    authorId: 7,
    poster: `img/p${id}.bin`,
    video: { url: `video/c${id}/clip.mp4`, pic: `img/p${id}.bin` },
    locked: false,
    ...over,
  };
}

const ids = (items: VideoFeedItem[]) => items.map((x) => x.post.id);

describe('video feed paging', () => {
  it('appends pages in order, a post already shown only once, and keeps the last cursor', () => {
    const one = appendPage(EMPTY_FEED, { list: [feedItem(9), feedItem(8)], next: '100-8' });
    const two = appendPage(one, { list: [feedItem(8), feedItem(7)], next: null });
    expect(ids(two.items)).toEqual([9, 8, 7]);
    expect(two.next).toBeNull();
    expect(one.items).toHaveLength(2); // the earlier list is not changed
  });

  it('asks for the next page LOAD_AHEAD slides before the end, never after the feed ended', () => {
    const list = { items: [1, 2, 3, 4, 5, 6].map((i) => feedItem(i)), next: 'c' };
    const first = list.items.length - LOAD_AHEAD;
    expect(shouldLoadMore(list, first - 1)).toBe(false);
    expect(shouldLoadMore(list, first)).toBe(true);
    expect(shouldLoadMore(list, list.items.length - 1)).toBe(true);
    expect(shouldLoadMore({ ...list, next: null }, 5)).toBe(false);
    expect(shouldLoadMore(EMPTY_FEED, 0)).toBe(false);
  });

  it('steps inside the list without wrapping around', () => {
    expect(stepIndex(0, -1, 5)).toBe(0);
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(4);
    expect(stepIndex(3, -1, 5)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('video feed preloading', () => {
  const items = [feedItem(1), feedItem(2), feedItem(3, { locked: true, video: null }), feedItem(4)];

  it('mounts the current slide and its neighbours only', () => {
    expect(mountedSlides(0, 4)).toEqual([0, 1]);
    expect(mountedSlides(2, 4)).toEqual([1, 2, 3]);
    expect(mountedSlides(3, 4)).toEqual([2, 3]);
    expect(mountedSlides(0, 0)).toEqual([]);
  });

  it('fetches the next video’s start only once the current one shows frames', () => {
    expect(prefetchTarget(items, 0, false, new Set())).toBeNull();
    expect(prefetchTarget(items, 0, true, new Set())).toEqual({ index: 1, url: 'video/c2/clip.mp4' });
  });

  it('never the previous one, a locked or missing video, or one fetched already', () => {
    expect(prefetchTarget(items, 1, true, new Set())).toBeNull(); // the next is locked
    expect(prefetchTarget(items, 3, true, new Set())).toBeNull(); // the last slide
    expect(prefetchTarget(items, 0, true, new Set(['video/c2/clip.mp4']))).toBeNull();
    expect(prefetchTarget([feedItem(1), feedItem(2, { video: null })], 0, true, new Set())).toBeNull();
  });
});
