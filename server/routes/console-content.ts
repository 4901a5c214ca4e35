import { z } from 'zod';
import {
  AD_LINK,
  AD_SLOTS,
  AD_TITLE_MAX,
  AD_URL_MAX,
  MODERATION_REASON_MAX,
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  REPORT_ACTIONS,
} from '../../protocol/console-content';
import { isSafeMediaPath } from '../../protocol/media';
import {
  banUser,
  decideReport,
  findUsers,
  listAdsForConsole,
  listReports,
  listSentNotices,
  logoutUser,
  saveAd,
  sendNotice,
  unbanUser,
} from '../domain/console';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { CONSOLE_REPLIES } from '../../protocol/console-texts';

const SEARCH_MAX = 64;
const USERNAME_MAX = 64;
const PAGE_MAX = 10_000;
const SORT_MAX = 9999;

const reason = () => z.string().trim().min(1, 'admin.reason_required').max(MODERATION_REASON_MAX);
const time = () => int(0).nullable();
const userAct = z.object({ userId: int(1), reason: reason() });

// Spec §3's link types: a new window takes an absolute http(s) address, an in-app route a path of the client
// (not `//host` or `/\host`, which a browser reads as another site).
const adUrl = z
  .string()
  .trim()
  .min(1)
  .max(AD_URL_MAX)
  .regex(/^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/);

const ad = z
  .object({
    id: int(1).optional(),
    slot: z.enum(AD_SLOTS),
    title: z.string().trim().min(1).max(AD_TITLE_MAX),
    titleEn: z.string().trim().max(AD_TITLE_MAX).optional(),
    image: z.string().refine(isSafeMediaPath),
    url: adUrl,
    type: z.union([z.literal(AD_LINK.newWindow), z.literal(AD_LINK.inApp)]),
    sort: int(0, SORT_MAX),
    active: z.boolean(),
    startsAt: time(),
    endsAt: time(),
  })
  .refine((a) => (a.type === AD_LINK.inApp) === a.url.startsWith('/'), { path: ['url'] });

// The console's moderation calls; the envelope has admitted the caller with the endpoint's capability.
export function consoleContentRoutes(api: ApiRegistry): void {
  api
    .add('/api/admin/reportList', {
      schema: z.object({
        kind: z.enum(['post', 'chat']),
        state: z.enum(['open', 'handled']).optional(),
        page: int(1, PAGE_MAX).optional(),
      }),
      handler: async (q, ctx) => listReports(ctx.db, q),
    })
    .add('/api/admin/reportHandle', {
      schema: z.object({
        kind: z.enum(['post', 'chat']),
        id: int(1),
        action: z.enum(REPORT_ACTIONS),
        reason: reason(),
      }),
      handler: async (d, ctx) => decideReport(ctx.db, { ...d, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.reportHandled,
    })
    .add('/api/admin/userFind', {
      schema: z.object({ q: z.string().trim().min(1).max(SEARCH_MAX) }),
      handler: async ({ q }, ctx) => findUsers(ctx.db, q, ctx.nowS),
    })
    .add('/api/admin/userBan', {
      schema: userAct,
      handler: async (a, ctx) => banUser(ctx.db, { ...a, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.banned,
    })
    .add('/api/admin/userUnban', {
      schema: userAct,
      handler: async (a, ctx) => unbanUser(ctx.db, { ...a, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.unbanned,
    })
    .add('/api/admin/userLogout', {
      schema: userAct,
      handler: async (a, ctx) => logoutUser(ctx.db, { ...a, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.loggedOutEverywhere,
    })
    .add('/api/admin/adList', { schema: empty(), handler: async (_, ctx) => listAdsForConsole(ctx.db) })
    .add('/api/admin/adSave', {
      schema: ad,
      handler: async (a, ctx) => saveAd(ctx.db, { ad: a, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.adSaved,
    })
    .add('/api/admin/noticeList', {
      schema: z.object({ page: int(1, PAGE_MAX).optional() }),
      handler: async ({ page }, ctx) => listSentNotices(ctx.db, page, ctx.nowS),
    })
    .add('/api/admin/noticeSend', {
      schema: z.object({
        username: z.string().trim().max(USERNAME_MAX).optional(),
        title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
        body: z.string().trim().min(1).max(NOTICE_BODY_MAX),
        titleEn: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
        bodyEn: z.string().trim().min(1).max(NOTICE_BODY_MAX),
        endsAt: time().optional(),
      }),
      handler: async (n, ctx) => sendNotice(ctx.db, { ...n, actor: ctx.operator.actor, nowS: ctx.nowS }),
      okMsg: CONSOLE_REPLIES.noticeSent,
    });
}
