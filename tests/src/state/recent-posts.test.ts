import { describe, expect, it } from 'vitest';
import type { PostDetail } from '../../../protocol/types';
import {
  RECENT_POSTS_MAX,
  clearViewedPosts,
  recentPosts,
  recordViewedPost,
  withViewed,
} from '../../../src/state/recent-posts';

const card = (id: number) => ({
  id,
  kind: 'personal' as const,
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
  hasVideo: false,
  status: 2 as const,
  createdAt: 1,
  bumpedUntil: null,
});

describe('recently viewed posts', () => {
  it('keeps each post once, newest first, at most RECENT_POSTS_MAX', () => {
    let posts = withViewed([], card(1));
    posts = withViewed(posts, card(2));
    posts = withViewed(posts, card(1));
    expect(posts.map((p) => p.id)).toEqual([1, 2]);
    for (let i = 10; i < 10 + RECENT_POSTS_MAX; i++) posts = withViewed(posts, card(i));
    expect(posts).toHaveLength(RECENT_POSTS_MAX);
    expect(posts[0]!.id).toBe(9 + RECENT_POSTS_MAX);
    expect(posts.map((p) => p.id)).not.toContain(1);
  });

  it('keeps only a detail’s card, on the device, and clears', () => {
    const detail = { ...card(7), description: 'long text', contact: '138', address: 'Street' } as unknown as PostDetail;
    recordViewedPost(detail);
    expect(recentPosts.posts[0]).toEqual(card(7));
    expect(JSON.stringify(recentPosts.posts)).not.toContain('long text');
    clearViewedPosts();
    expect(recentPosts.posts).toEqual([]);
  });
});
