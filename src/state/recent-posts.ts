import { proxy, useSnapshot } from 'valtio';
import type { PostCard } from '../../protocol/types';
import { persist } from './persist';

/** How many viewed posts the device keeps, newest first. */
export const RECENT_POSTS_MAX = 30;

export interface RecentPostsState {
  posts: PostCard[];
}

// Kept on the device only (no account needed, nothing sent): a guest has it as a member does.
export const recentPosts = proxy<RecentPostsState>({ posts: [] });
persist('recentPosts', recentPosts, ['posts'] as const);

/** Just the card of a post (a detail carries its long texts too, which the list does not keep). */
export function cardFields(p: PostCard): PostCard {
  return {
    id: p.id,
    kind: p.kind,
    title: p.title,
    cityCode: p.cityCode,
    typeCode: p.typeCode,
    modeCode: p.modeCode,
    cover: p.cover,
    imageCount: p.imageCount,
    priceMin: p.priceMin,
    priceMax: p.priceMax,
    views: p.views,
    favorites: p.favorites,
    bumpedUntil: p.bumpedUntil ?? null,
    ratingCount: p.ratingCount,
    ratingAvg: p.ratingAvg,
    vip: p.vip,
    hasVideo: p.hasVideo,
    status: p.status,
    createdAt: p.createdAt,
  };
}

/** `posts` with `card` at the front, once, cut to RECENT_POSTS_MAX. */
export function withViewed(posts: readonly PostCard[], card: PostCard): PostCard[] {
  return [cardFields(card), ...posts.filter((p) => p.id !== card.id)].slice(0, RECENT_POSTS_MAX);
}

export function recordViewedPost(card: PostCard): void {
  recentPosts.posts = withViewed(recentPosts.posts, card);
}

export function clearViewedPosts(): void {
  recentPosts.posts = [];
}

export function useRecentPosts() {
  return useSnapshot(recentPosts);
}
