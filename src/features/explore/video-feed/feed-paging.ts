import type { VideoFeedItem, VideoFeedPage } from '../../../../protocol/explore';

/** Ask for the next page this many slides before the end, so a steady swiper never waits at the last one. */
export const LOAD_AHEAD = 3;

export interface FeedList {
  items: VideoFeedItem[];
  /** Cursor of the next page; null once the server said the feed ended. */
  next: string | null;
}

export const EMPTY_FEED: FeedList = { items: [], next: null };

/** The list with `page` appended; a post already in the list (a retried page) is not shown twice. */
export function appendPage(list: FeedList, page: VideoFeedPage): FeedList {
  const seen = new Set(list.items.map((x) => x.post.id));
  return { items: [...list.items, ...page.list.filter((x) => !seen.has(x.post.id))], next: page.next };
}

/** Whether the viewer at `index` is close enough to the end that the next page should load now. */
export function shouldLoadMore(list: FeedList, index: number): boolean {
  return list.next !== null && index >= list.items.length - LOAD_AHEAD;
}

/** A step from `index` by `delta`, held inside the list (no wrap-around: the feed has an end). */
export function stepIndex(index: number, delta: number, length: number): number {
  if (length === 0) return 0;
  return Math.min(length - 1, Math.max(0, index + delta));
}
