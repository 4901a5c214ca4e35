import type { OperatorAccess } from './access';
import type { Capability } from './console-operators';
import type { Page, PostKind } from './types';

// The console's moderation calls: the reports queue, people (look up, ban, end sessions), ads and system
// notices. docs/protocol.md "Admin: moderation" describes them; each names the capability it needs.

/** Ad slots the client reads (the home page's banner strip and its tile row). */
export const AD_SLOTS = ['home_banner', 'home_grid'] as const;
/** Spec §3: 1 opens `url` in a new window, 2 is an in-app route. */
export const AD_LINK = { newWindow: 1, inApp: 2 } as const;

export const AD_TITLE_MAX = 40;
export const AD_URL_MAX = 300;
export const MODERATION_REASON_MAX = 200;
export const NOTICE_TITLE_MAX = 60;
export const NOTICE_BODY_MAX = 1000;

export type ReportKind = 'post' | 'chat';
/** dismiss: nothing wrong; hide: the post goes to 98 (banned); warn: a notice to the poster; ban: the account. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'warn', 'ban'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export interface PersonRef {
  id: number;
  username: string;
  nickname: string;
  bannedAt: number | null;
}

export interface ReportRow {
  kind: ReportKind;
  id: number;
  reason: string;
  note: string;
  reporter: PersonRef;
  /** Who the report is about: the poster, or the other side of the conversation. */
  subject: PersonRef;
  /** Post reports: the post as it is now. */
  post: { id: number; kind: PostKind; title: string; status: number } | null;
  /** Chat reports: the conversation's newest messages up to the reported one, oldest first. */
  messages: { senderId: number; kind: string; body: string; createdAt: number }[];
  /** Chat reports filed from the person's public page rather than from the conversation. */
  fromProfile: boolean;
  status: string;
  resolution: string | null;
  handledBy: string | null;
  handledAt: number | null;
  createdAt: number;
}

export interface ReportQuery {
  kind: ReportKind;
  /** open (default) or handled. */
  state?: 'open' | 'handled';
  page?: number;
}

export interface ReportDecision {
  kind: ReportKind;
  id: number;
  action: ReportAction;
  /** Shown to the poster (hide, warn, ban) and kept in the audit log. */
  reason: string;
}

export interface UserSummary extends PersonRef {
  phone: string | null;
  vipLevel: number;
  createdAt: number;
  banReason: string;
  posts: number;
  liveSessions: number;
}

export interface AdRow {
  id: number;
  slot: string;
  title: string;
  /** The caption for English readers; '' = none (they read `title`). */
  titleEn: string;
  image: string;
  url: string;
  type: number;
  sort: number;
  active: boolean;
  startsAt: number | null;
  endsAt: number | null;
  clicks: number;
}

export type AdInput = Omit<AdRow, 'id' | 'clicks' | 'titleEn'> & { id?: number; titleEn?: string };

export interface NoticeInput {
  /** Empty: everyone. */
  username?: string;
  /** Chinese; readers of the English interface see titleEn and bodyEn. */
  title: string;
  body: string;
  titleEn: string;
  bodyEn: string;
  /** The notice disappears from everyone's list at this time; null or absent: it stays. */
  endsAt?: number | null;
}

export interface SentNotice {
  id: number;
  /** null: everyone. */
  to: string | null;
  title: string;
  body: string;
  /** '' on a notice written with one text. */
  titleEn: string;
  bodyEn: string;
  createdAt: number;
  endsAt: number | null;
}

export interface AdminContentEndpoints {
  '/api/admin/reportList': { payload: ReportQuery; reply: Page<ReportRow> };
  '/api/admin/reportHandle': { payload: ReportDecision; reply: ReportRow };
  '/api/admin/userFind': { payload: { q: string }; reply: UserSummary[] };
  '/api/admin/userBan': { payload: { userId: number; reason: string }; reply: UserSummary };
  '/api/admin/userUnban': { payload: { userId: number; reason: string }; reply: UserSummary };
  '/api/admin/userLogout': { payload: { userId: number; reason: string }; reply: UserSummary };
  '/api/admin/adList': { payload: Record<string, never>; reply: AdRow[] };
  '/api/admin/adSave': { payload: AdInput; reply: AdRow };
  '/api/admin/noticeList': { payload: { page?: number }; reply: Page<SentNotice> };
  '/api/admin/noticeSend': { payload: NoticeInput; reply: SentNotice };
}

const needs = (operator: Capability): OperatorAccess => ({ operator });

export const ADMIN_CONTENT_ACCESS = {
  '/api/admin/reportList': needs('reports'),
  '/api/admin/reportHandle': needs('reports'),
  '/api/admin/userFind': needs('users.read'),
  '/api/admin/userBan': needs('users.write'),
  '/api/admin/userUnban': needs('users.write'),
  '/api/admin/userLogout': needs('users.write'),
  '/api/admin/adList': needs('ads'),
  '/api/admin/adSave': needs('ads'),
  '/api/admin/noticeList': needs('notices'),
  '/api/admin/noticeSend': needs('notices'),
} as const satisfies Record<keyof AdminContentEndpoints, OperatorAccess>;
