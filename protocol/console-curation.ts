import type { OperatorAccess } from './access';
import type { Capability } from './console-operators';
import type { FeedbackCategory } from './people';
import type { Page, PostKind } from './types';

// The console's curation calls: explore's themes and tags, the feedback inbox, and scheduled system notices.
// docs/protocol.md "Admin: curation" describes them; each names the capability it needs.

export const THEME_TITLE_MAX = 40;
export const THEME_INTRO_MAX = 200;
export const THEME_RECENT_DAYS_MAX = 3650;
export const CURATION_SORT_MAX = 9999;
export const TAG_HOT_MAX = 9999;
export const FEEDBACK_REPLY_MAX = 1000;

/**
 * A theme as operators edit it. Which posts belong is a rule, not a list, so it stays current: every
 * non-null criterion must hold (a tag the post carries, its type, mode, kind, created within `recentDays`).
 */
export interface ThemeInput {
  /** Absent: a new theme. */
  id?: number;
  title: string;
  titleEn: string;
  intro: string;
  introEn: string;
  /** An uploaded image (the admin image upload); null: the newest post's cover. */
  cover: string | null;
  tag: string | null;
  typeCode: number | null;
  modeCode: number | null;
  kind: PostKind | null;
  recentDays: number | null;
  sort: number;
  active: boolean;
}

export interface ThemeRow extends Required<ThemeInput> {
  /** Visible posts the rule matches now (every city). */
  count: number;
  createdAt: number;
}

export interface TagInput {
  /** Absent: a new curated tag. */
  id?: number;
  name: string;
  nameEn: string;
  /** > 0 lists it among the hot tags, highest first. */
  hot: number;
  sort: number;
  /** false hides the tag: out of the index, hot tags and tag search, and its page answers "not found". */
  active: boolean;
}

export interface TagRow extends Required<TagInput> {
  /** Visible posts carrying it. */
  count: number;
}

/** Renames a tag on every post (and in the curated list, themes and the posting form's suggestions). */
export interface TagRename {
  from: string;
  /** When `to` is already a tag, the two merge into `to`. */
  to: string;
}

export interface TagRenamed {
  from: string;
  to: string;
  /** Posts whose tags were rewritten. */
  posts: number;
  merged: boolean;
}

export type FeedbackState = 'open' | 'handled';

export interface FeedbackQuery {
  /** open (default) or handled. */
  state?: FeedbackState;
  category?: FeedbackCategory;
  page?: number;
}

export interface FeedbackRow {
  id: number;
  user: { id: number; username: string; nickname: string };
  category: string;
  text: string;
  contact: string;
  state: FeedbackState;
  /** The latest reply sent ('' when none). */
  reply: string;
  handledBy: string | null;
  handledAt: number | null;
  createdAt: number;
}

export interface FeedbackHandle {
  id: number;
  /** Sent to the person as a system notice; '' (only with `close`) marks it handled without a reply. */
  reply: string;
  /** true (default): the item is handled; false: the reply is sent and the item stays open. */
  close?: boolean;
}

export type ScheduleState = 'scheduled' | 'published' | 'withdrawn';

/** A system notice written ahead: nobody sees it before `publishAt`, nor after `endsAt`. */
export interface ScheduledNotice {
  id: number;
  /** null: everyone. */
  to: string | null;
  title: string;
  body: string;
  /** The English texts ('' on a schedule written with one text). */
  titleEn: string;
  bodyEn: string;
  publishAt: number;
  endsAt: number | null;
  state: ScheduleState;
  createdAt: number;
}

export interface ScheduleInput {
  /** Empty: everyone. */
  username?: string;
  /** Chinese; readers of the English interface see titleEn and bodyEn. */
  title: string;
  body: string;
  titleEn: string;
  bodyEn: string;
  publishAt: number;
  endsAt: number | null;
}

export interface ScheduleEdit extends ScheduleInput {
  id: number;
}

export interface AdminCurationEndpoints {
  '/api/admin/themeList': { payload: Record<string, never>; reply: ThemeRow[] };
  '/api/admin/themeSave': { payload: ThemeInput; reply: ThemeRow };
  '/api/admin/tagList': { payload: { q?: string; page?: number }; reply: Page<TagRow> };
  '/api/admin/tagSave': { payload: TagInput; reply: TagRow };
  '/api/admin/tagRename': { payload: TagRename; reply: TagRenamed };
  '/api/admin/feedbackList': { payload: FeedbackQuery; reply: Page<FeedbackRow> };
  '/api/admin/feedbackHandle': { payload: FeedbackHandle; reply: FeedbackRow };
  '/api/admin/noticeScheduleList': { payload: { page?: number }; reply: Page<ScheduledNotice> };
  '/api/admin/noticeSchedule': { payload: ScheduleInput; reply: ScheduledNotice };
  '/api/admin/noticeScheduleEdit': { payload: ScheduleEdit; reply: ScheduledNotice };
  '/api/admin/noticeScheduleWithdraw': { payload: { id: number }; reply: ScheduledNotice };
}

const needs = (operator: Capability): OperatorAccess => ({ operator });

export const ADMIN_CURATION_ACCESS = {
  '/api/admin/themeList': needs('themes'),
  '/api/admin/themeSave': needs('themes'),
  '/api/admin/tagList': needs('themes'),
  '/api/admin/tagSave': needs('themes'),
  '/api/admin/tagRename': needs('themes'),
  '/api/admin/feedbackList': needs('feedback'),
  '/api/admin/feedbackHandle': needs('feedback'),
  '/api/admin/noticeScheduleList': needs('notices'),
  '/api/admin/noticeSchedule': needs('notices'),
  '/api/admin/noticeScheduleEdit': needs('notices'),
  '/api/admin/noticeScheduleWithdraw': needs('notices'),
} as const satisfies Record<keyof AdminCurationEndpoints, OperatorAccess>;
