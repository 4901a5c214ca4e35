import type { Access } from './access';
import { TAG_MAX_CHARS } from './release';
import type { Page, PostCard, PostVideo } from './types';

// Explore (spec §7 "Explore"): curated themes, tags and recommended posts. Every list holds only posts a
// public listing would show (verified), as cards, so VIP posts show no more here than on home.

/** How a list of posts is ordered; `rating` is the average of the appointments' ratings. */
export const POST_SORTS = ['newest', 'price', 'popularity', 'rating'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** Whole units, the same as a post's priceMin/priceMax. */
export const PRICE_FILTER_MAX = 10_000_000;

/** Tags a tag search answers at most. */
export const TAG_SEARCH_LIMIT = 20;
export const TAG_NAME_MAX = TAG_MAX_CHARS;

export interface Paging {
  page?: number;
  pageSize?: number;
}

export interface ThemeSummary {
  id: number;
  title: string;
  titleEn: string;
  intro: string;
  introEn: string;
  /** Visible posts in the theme (in the asked city, when one is given). */
  count: number;
  /** The cover of the theme's newest post, or null when it has none. */
  cover: string | null;
}

export interface TagSummary {
  name: string;
  /** The English label; a tag nobody curated is labelled by its own name. */
  nameEn: string;
  /** Visible posts carrying the tag (in the asked city, when one is given). */
  count: number;
  /** An operator listed it (hot tags and the tag index hold only these). */
  curated: boolean;
}

export interface ExplorePostQuery extends Paging {
  cityCode?: number;
  sort?: PostSort;
}

/** Videos a feed page holds at most, and by default (a phone keeps a handful ahead of the viewer). */
export const VIDEO_FEED_PAGE_MAX = 20;
export const VIDEO_FEED_PAGE_SIZE = 8;
/** An opaque position in the feed: `<video created_at>-<post id>` of the last item of the previous page. */
export const VIDEO_FEED_CURSOR = /^\d{1,12}-\d{1,15}$/;

/** One slide of the video feed: the post's card, who wrote it, and what of the video the caller may see. */
export interface VideoFeedItem {
  post: PostCard;
  authorId: number;
  /** The poster shown before the first frame (for a locked item, the post's cover; null when it has none). */
  poster: string | null;
  /** null when `locked`: a VIP post seen by a non-VIP caller keeps its video back, as its detail page does. */
  video: PostVideo | null;
  locked: boolean;
}

export interface VideoFeedPage {
  list: VideoFeedItem[];
  /** The cursor of the next page, or null at the end of the feed. */
  next: string | null;
}

export interface ExploreEndpoints {
  /** Verified public posts with a video, newest video first, cursor-paged (stable while videos are added). */
  '/api/explore/videoFeed': { payload: { cursor?: string; pageSize?: number }; reply: VideoFeedPage };
  /** Popular visible posts, most viewed and kept first. */
  '/api/explore/recommend': { payload: Paging & { cityCode?: number; typeCode?: number }; reply: Page<PostCard> };
  /** Every active theme with its post count, in the operators' order. */
  '/api/explore/themecount': { payload: { cityCode?: number }; reply: ThemeSummary[] };
  '/api/explore/themedetail': {
    payload: ExplorePostQuery & { id: number };
    reply: { theme: ThemeSummary; posts: Page<PostCard> };
  };
  /** The tag index: every curated tag with its count, paged. */
  '/api/explore/tags': { payload: Paging & { cityCode?: number }; reply: Page<TagSummary> };
  /** Any tag's page: its posts; a tag no visible post carries and nobody curated is refused. */
  '/api/explore/tagsdetail': {
    payload: ExplorePostQuery & { name: string };
    reply: { tag: TagSummary; posts: Page<PostCard> };
  };
  /** Curated and suggested tags whose name holds the keyword. */
  '/api/explore/searchtags': { payload: { keyword: string; cityCode?: number }; reply: TagSummary[] };
  /** The hot tags shown on the search tab before anything is typed. */
  '/api/explore/showtags': { payload: { cityCode?: number }; reply: TagSummary[] };
}

export const EXPLORE_ACCESS = {
  '/api/explore/videoFeed': 'optional',
  '/api/explore/recommend': 'public',
  '/api/explore/themecount': 'public',
  '/api/explore/themedetail': 'public',
  '/api/explore/tags': 'public',
  '/api/explore/tagsdetail': 'public',
  '/api/explore/searchtags': 'public',
  '/api/explore/showtags': 'public',
} as const satisfies Record<keyof ExploreEndpoints, Access>;
