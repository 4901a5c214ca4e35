import type { Access } from './access';
import { PAGE_SIZE_MAX } from './constants';
import type { ContactFields } from './people-contact-rules';
import type { Page, PostCard, PostKind } from './types';

// Favourites, system notices, feedback and contact details (spec §7 "User" and "Messages").

interface Paging {
  page?: number;
  pageSize?: number;
}

/** Post ids one getFavoriteList call may ask about: a page's worth, so one reply holds every answer. */
export const FAVORITE_IDS_MAX = PAGE_SIZE_MAX;

export interface FavoriteState {
  id: number;
  /** The caller keeps this post now. */
  favorited: boolean;
  /** How many people keep it (the rows, counted in the same transaction). */
  favorites: number;
}

/** Saved searches one person may keep: enough for a few cities and interests, small enough to match cheaply. */
export const SAVED_SEARCHES_MAX = 20;

/** What a saved search filters by: the search screen's filters, 0 or absent meaning "all". */
export interface SearchFilters {
  keyword: string;
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  priceMin?: number;
  priceMax?: number;
}

export interface SavedSearch {
  id: number;
  keyword: string;
  cityCode: number;
  typeCode: number;
  modeCode: number;
  priceMin: number | null;
  priceMax: number | null;
  /** Posts approved since it was last opened that match it (the poster's own not counted). */
  newCount: number;
  createdAt: number;
}

/** A kept post: its public card, and when it was kept. */
export interface FavoriteItem extends PostCard {
  favoritedAt: number;
}

/**
 * What a notice is about, shown as a label on it. broadcast: written by the platform's operators (to everyone
 * or to one person); report: the outcome of the reader's report; warning: an operator's warning; feedback: a
 * reply to the reader's feedback; money: gold, withdrawals and membership; account: the account itself; search: a new post matching a saved search; expiry: an own post's lifetime ends soon (renewable from the notice).
 */
export const NOTICE_KINDS = [
  'post_status',
  'broadcast',
  'booking',
  'report',
  'warning',
  'feedback',
  'money',
  'account',
  'search',
  'expiry',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface SystemNotice {
  id: number;
  kind: NoticeKind;
  /** In the request's language. */
  title: string;
  text: string;
  /**
   * The post it is about (a status change, a booking, an unlock), its kind, the status it moved to (post_status
   * only) and an operator's stated reason ('' when none).
   */
  postId: number | null;
  postKind: PostKind | null;
  status: number | null;
  reason: string;
  createdAt: number;
  read: boolean;
}

export interface NoticePage extends Page<SystemNotice> {
  unread: number;
}

export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'report', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 1000;
export const FEEDBACK_CONTACT_MAX = 60;

export interface ContactInfo extends ContactFields {
  /** null until first saved. */
  updatedAt: number | null;
}

export interface StoreContact extends ContactFields {
  postId: number;
  updatedAt: number | null;
}

export interface PeopleEndpoints {
  /**
   * `favorite` is the state wanted (retry-safe); without it the call flips the current state.
   */
  '/api/user/toggle_favorite': { payload: { id: number; favorite?: boolean }; reply: FavoriteState };
  /** The caller's kept posts that they may still see, newest first; `ids` narrows to those posts. */
  '/api/user/getFavoriteList': { payload: Paging & { ids?: number[] }; reply: Page<FavoriteItem> };
  /** The same filters saved again return the saved search already there. */
  '/api/user/saveSearch': { payload: SearchFilters; reply: SavedSearch };
  /** All of the caller's saved searches (at most SAVED_SEARCHES_MAX), newest first. */
  '/api/user/getSavedSearchList': { payload: Record<string, never>; reply: { list: SavedSearch[]; max: number } };
  /** Opening one resets its new count (and so lets the next matching post send a notice again). */
  '/api/user/openSavedSearch': { payload: { id: number }; reply: SavedSearch };
  '/api/user/deleteSavedSearch': { payload: { id: number }; reply: null };
  '/api/user/getContactInfo': { payload: Record<string, never>; reply: ContactInfo };
  '/api/user/setContactInfo': { payload: ContactFields; reply: ContactInfo };
  '/api/user/getStoreContact': { payload: { id: number }; reply: StoreContact };
  '/api/user/setStoreContact': { payload: ContactFields & { id: number }; reply: StoreContact };
  '/api/message/getSystemNoticeList': { payload: Paging; reply: NoticePage };
  '/api/message/getSystemNoticeUnread': { payload: Record<string, never>; reply: { unread: number } };
  /** Marks every notice up to `upTo` (an id the caller was shown) read. */
  '/api/message/readSystemNotice': { payload: { upTo: number }; reply: { unread: number } };
  '/api/message/feedback': {
    payload: { category: FeedbackCategory; text: string; contact?: string };
    reply: { id: number };
  };
}

export const PEOPLE_ACCESS = {
  '/api/user/toggle_favorite': 'user',
  '/api/user/getFavoriteList': 'user',
  '/api/user/saveSearch': 'user',
  '/api/user/getSavedSearchList': 'user',
  '/api/user/openSavedSearch': 'user',
  '/api/user/deleteSavedSearch': 'user',
  '/api/user/getContactInfo': 'user',
  '/api/user/setContactInfo': 'user',
  '/api/user/getStoreContact': 'user',
  '/api/user/setStoreContact': 'user',
  '/api/message/getSystemNoticeList': 'user',
  '/api/message/getSystemNoticeUnread': 'user',
  '/api/message/readSystemNotice': 'user',
  '/api/message/feedback': 'user',
} as const satisfies Record<keyof PeopleEndpoints, Access>;
