import { z } from 'zod';
import {
  CURATION_SORT_MAX,
  FEEDBACK_REPLY_MAX,
  TAG_HOT_MAX,
  THEME_INTRO_MAX,
  THEME_RECENT_DAYS_MAX,
  THEME_TITLE_MAX,
} from '../../protocol/console-curation';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '../../protocol/console-content';
import { TAG_NAME_MAX } from '../../protocol/explore';
import { isSafeMediaPath } from '../../protocol/media';
import { FEEDBACK_CATEGORIES } from '../../protocol/people';
import { POST_KINDS } from '../../protocol/types';
import {
  handleFeedback,
  listFeedback,
  listTagsForConsole,
  listThemesForConsole,
  renameTag,
  saveTag,
  saveTheme,
} from '../domain/console';
import { editSchedule, listSchedules, scheduleNotice, withdrawSchedule } from '../domain/people';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { CONSOLE_REPLIES } from '../../protocol/console-texts';

const PAGE_MAX = 10_000;
const SEARCH_MAX = 64;
const USERNAME_MAX = 64;

const tagName = () => z.string().trim().min(1).max(TAG_NAME_MAX);
const orNull = <T extends z.ZodType>(t: T) => t.nullable();

const theme = z.object({
  id: int(1).optional(),
  title: z.string().trim().min(1).max(THEME_TITLE_MAX),
  titleEn: z.string().trim().min(1).max(THEME_TITLE_MAX),
  intro: z.string().trim().max(THEME_INTRO_MAX),
  introEn: z.string().trim().max(THEME_INTRO_MAX),
  cover: orNull(z.string().refine(isSafeMediaPath)),
  tag: orNull(tagName()),
  typeCode: orNull(int(1)),
  modeCode: orNull(int(1)),
  kind: orNull(z.enum(POST_KINDS)),
  recentDays: orNull(int(1, THEME_RECENT_DAYS_MAX)),
  sort: int(0, CURATION_SORT_MAX),
  active: z.boolean(),
});

const tag = z.object({
  id: int(1).optional(),
  name: tagName(),
  nameEn: z.string().trim().min(1).max(TAG_NAME_MAX),
  hot: int(0, TAG_HOT_MAX),
  sort: int(0, CURATION_SORT_MAX),
  active: z.boolean(),
});

const schedule = {
  username: z.string().trim().max(USERNAME_MAX).optional(),
  title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  body: z.string().trim().min(1).max(NOTICE_BODY_MAX),
  titleEn: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
  bodyEn: z.string().trim().min(1).max(NOTICE_BODY_MAX),
  publishAt: int(0),
  endsAt: int(0).nullable(),
};

// The console's curation calls; the envelope has admitted the caller with the endpoint's capability.
export function consoleCurationRoutes(api: ApiRegistry): void {
  api
    .add('/api/admin/themeList', { schema: empty(), handler: async (_, ctx) => listThemesForConsole(ctx.db, ctx.nowS) })
    .add('/api/admin/themeSave', {
      schema: theme,
      handler: async (t, ctx) => saveTheme(ctx.db, { theme: t, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.themeSaved,
    })
    .add('/api/admin/tagList', {
      schema: z.object({ q: z.string().trim().max(SEARCH_MAX).optional(), page: int(1, PAGE_MAX).optional() }),
      handler: async (q, ctx) => listTagsForConsole(ctx.db, q),
    })
    .add('/api/admin/tagSave', {
      schema: tag,
      handler: async (t, ctx) => saveTag(ctx.db, { tag: t, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.tagSaved,
    })
    .add('/api/admin/tagRename', {
      schema: z.object({ from: tagName(), to: tagName() }),
      handler: async (r, ctx) => renameTag(ctx.db, { ...r, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.tagRenamed,
    })
    .add('/api/admin/feedbackList', {
      schema: z.object({
        state: z.enum(['open', 'handled']).optional(),
        category: z.enum(FEEDBACK_CATEGORIES).optional(),
        page: int(1, PAGE_MAX).optional(),
      }),
      handler: async (q, ctx) => listFeedback(ctx.db, q),
    })
    .add('/api/admin/feedbackHandle', {
      schema: z.object({
        id: int(1),
        reply: z.string().trim().max(FEEDBACK_REPLY_MAX),
        close: z.boolean().optional(),
      }),
      handler: async (h, ctx) => handleFeedback(ctx.db, { ...h, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.feedbackHandled,
    })
    .add('/api/admin/noticeScheduleList', {
      schema: z.object({ page: int(1, PAGE_MAX).optional() }),
      handler: async ({ page }, ctx) => listSchedules(ctx.db, page ?? 1, ctx.nowS),
    })
    .add('/api/admin/noticeSchedule', {
      schema: z.object(schedule),
      handler: async (s, ctx) => scheduleNotice(ctx.db, { ...s, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.noticeScheduled,
    })
    .add('/api/admin/noticeScheduleEdit', {
      schema: z.object({ id: int(1), ...schedule }),
      handler: async (e, ctx) => editSchedule(ctx.db, { ...e, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.scheduledNoticeChanged,
    })
    .add('/api/admin/noticeScheduleWithdraw', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, ctx) => withdrawSchedule(ctx.db, id, { actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.scheduledNoticeWithdrawn,
    });
}
