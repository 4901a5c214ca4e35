import type { Selectable } from 'kysely';
import type { SystemNotice } from '../../../protocol/people';
import { NOTICE_TEXTS, PEOPLE_NOTICES } from '../../../protocol/people-texts';
import type { NoticeText } from '../../../protocol/people-texts';
import { fillText } from '../../../protocol/refusals';
import type { Language, LocalText, RefusalParams } from '../../../protocol/refusals';
import { postStatusName } from '../../../protocol/refusal-words';
import { POST_STATUS } from '../../../protocol/status';
import type { PostKind } from '../../../protocol/types';
import type { UserNoticeTable } from '../../db/schema-people';
import { bookingWords } from './booking-words';

// A stored notice in the reader's language. Rows with a code are worded from NOTICE_TEXTS; a post's status
// change from its two statuses; an operator's notice shows the text in the reader's language, or the one
// text it has. Rows written before codes (their words fixed then) show as they were stored.

export type NoticeRow = Selectable<UserNoticeTable> & { post_kind: string | null };

export interface Reader {
  userId: number;
  joinedAt: number;
  readUpTo: number;
}

const STATUS_TITLE: Partial<Record<number, LocalText>> = {
  [POST_STATUS.PENDING]: PEOPLE_NOTICES.postPending,
  [POST_STATUS.VERIFIED]: PEOPLE_NOTICES.postVerified,
  [POST_STATUS.FAILED]: PEOPLE_NOTICES.postFailed,
  [POST_STATUS.DELETED]: PEOPLE_NOTICES.postDeleted,
  [POST_STATUS.TAKEN_DOWN]: PEOPLE_NOTICES.postTakenDown,
  [POST_STATUS.BANNED]: PEOPLE_NOTICES.postBanned,
  [POST_STATUS.VERIFICATION_BANNED]: PEOPLE_NOTICES.verificationBanned,
};

const quoted = (title: string, lang: Language) => (lang === 'en' ? `“${title}”` : `「${title}」`);

function paramsOf(n: NoticeRow): RefusalParams {
  try {
    const p: unknown = JSON.parse(n.params || '{}');
    return p !== null && typeof p === 'object' ? (p as RefusalParams) : {};
  } catch {
    return {};
  }
}

type Words = Pick<SystemNotice, 'kind' | 'title' | 'text' | 'status' | 'reason'>;

function coded(n: NoticeRow, t: NoticeText, lang: Language): Words {
  const params: RefusalParams = { post: n.post_title, ...paramsOf(n) };
  const reason = params.reason;
  return {
    kind: t.kind,
    title: fillText(t.title, lang, params),
    text: fillText(t.body, lang, params),
    status: null,
    reason: t.reason && reason !== undefined ? (typeof reason === 'object' ? reason[lang] : String(reason)) : '',
  };
}

function postStatus(n: NoticeRow, lang: Language): Words {
  const to = n.to_status ?? 0;
  const from = n.from_status ?? 0;
  const toName = postStatusName(to)[lang];
  // A new post has no status before (0): the notice then names only where it went.
  const change = from > 0 ? `${postStatusName(from)[lang]} → ${toName}` : toName;
  return {
    kind: 'post_status',
    title: (STATUS_TITLE[to] ?? PEOPLE_NOTICES.postStatusChanged)[lang],
    text: `${quoted(n.post_title, lang)}${lang === 'en' ? ': ' : '：'}${change}`,
    status: to,
    // An operator's reason is for the poster to read; the poster's own step has only the audit's label.
    reason: n.actor === 'owner' ? '' : n.body,
  };
}

function wordsOf(n: NoticeRow, lang: Language): Words {
  if (n.kind === 'booking') return bookingWords(n, paramsOf(n), lang);
  const t: NoticeText | undefined = n.code ? (NOTICE_TEXTS as Record<string, NoticeText>)[n.code] : undefined;
  if (t) return coded(n, t, lang);
  if (n.kind === 'post_status') return postStatus(n, lang);
  const en = lang === 'en';
  return {
    kind: n.kind,
    title: (en ? n.title_en : n.title) || n.title || n.title_en,
    text: (en ? n.body_en : n.body) || n.body || n.body_en,
    status: null,
    reason: '',
  };
}

export function toNotice(n: NoticeRow, r: Reader, lang: Language): SystemNotice {
  const read = n.id <= r.readUpTo || n.actor === 'owner' || (n.user_id === null && n.created_at < r.joinedAt);
  return {
    id: n.id,
    ...wordsOf(n, lang),
    postId: n.post_id,
    postKind: (n.post_kind as PostKind | null) ?? null,
    createdAt: n.created_at,
    read,
  };
}
