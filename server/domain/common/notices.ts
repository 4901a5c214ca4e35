import type { Insertable } from 'kysely';
import { MONEY_NOTICES, NOTICE_TEXTS } from '../../../protocol/people-texts';
import type { NoticeCode } from '../../../protocol/people-texts';
import type { LocalText } from '../../../protocol/refusals';
import type { DbOrTrx } from '../../db/database';
import type { UserNoticeTable } from '../../db/schema-people';
import type { AuditActor as ActorKind } from '../../db/schema-release';
import { stageNoticePush } from './notice-push';

// The one writer of user_notices, shared like the audit writer: every capability tells people things in the
// transaction of what it did (the notices are read in the people capability, notices.ts). The platform's own notices are a code and parameters, worded when read in
// the reader's language (protocol/people-texts.ts NOTICE_TEXTS, which also says each code's kind); what
// operators write keeps their Chinese and English texts. Each personal notice is announced on its reader's
// push stream (notice-push.ts). Call in the transaction of what the notice tells.

/** A parameter is a number, a string as written (a reason, a title), or a text in both languages. */
export type NoticeParams = Readonly<Record<string, string | number | LocalText>>;

export interface CodedNotice {
  userId: number;
  code: NoticeCode;
  params?: NoticeParams;
  nowS: number;
  /** The post it is about: the notice links to it and keeps its title as it was. */
  post?: { id: number; title: string };
  /** 'owner': the reader made this change themselves, so it is never unread. */
  actor?: ActorKind | null;
}

export interface WrittenNotice {
  /** null: everyone. */
  userId: number | null;
  title: string;
  body: string;
  /** '' when the operator wrote one text only: every reader then sees that one. */
  titleEn: string;
  bodyEn: string;
  nowS: number;
  /** It leaves the lists at this time; absent or null: never. */
  endsAt?: number | null;
}

async function insertNotice(trx: DbOrTrx, row: Insertable<UserNoticeTable>): Promise<number> {
  const { id } = await trx.insertInto('user_notices').values(row).returning('id').executeTakeFirstOrThrow();
  if (row.user_id != null) await stageNoticePush(trx, row.user_id, row.kind);
  return id;
}

export function recordNotice(trx: DbOrTrx, n: CodedNotice): Promise<number> {
  return insertNotice(trx, {
    user_id: n.userId,
    kind: NOTICE_TEXTS[n.code].kind,
    code: n.code,
    params: JSON.stringify(n.params ?? {}),
    post_id: n.post?.id ?? null,
    post_title: n.post?.title ?? '',
    actor: n.actor ?? null,
    created_at: n.nowS,
  });
}

/** An operator's notice, to everyone or one person. */
export function recordWrittenNotice(trx: DbOrTrx, n: WrittenNotice): Promise<number> {
  return insertNotice(trx, {
    user_id: n.userId,
    kind: 'broadcast',
    title: n.title,
    body: n.body,
    title_en: n.titleEn,
    body_en: n.bodyEn,
    created_at: n.nowS,
    ends_at: n.endsAt ?? null,
  });
}

export interface VipNotice {
  userId: number;
  /** The tier in force before (0: none) and the membership bought. */
  from: number;
  to: { level: number; expiresAt: number | null };
  gold: number;
  nowS: number;
}

/** A membership bought with gold: an upgrade when a lower tier was in force. */
export function recordVipNotice(trx: DbOrTrx, v: VipNotice): Promise<number> {
  const until = v.to.expiresAt === null ? MONEY_NOTICES.vipForever : new Date(v.to.expiresAt * 1000).toISOString();
  return recordNotice(trx, {
    userId: v.userId,
    code: v.from > 0 && v.from < v.to.level ? 'vip.upgraded' : 'vip.bought',
    params: { gold: v.gold, until: typeof until === 'string' ? until.slice(0, 10) : until },
    nowS: v.nowS,
  });
}

export interface StatusNotice {
  postId: number;
  from: number;
  to: number;
  actor: ActorKind;
  reason: string;
  nowS: number;
}

/** A post's status change, for the post's owner (worded from the two statuses when read). */
export async function recordStatusNotice(trx: DbOrTrx, c: StatusNotice): Promise<void> {
  const post = await trx.selectFrom('posts').select(['user_id', 'title']).where('id', '=', c.postId).executeTakeFirst();
  if (!post) return;
  await insertNotice(trx, {
    user_id: post.user_id,
    kind: 'post_status',
    post_id: c.postId,
    post_title: post.title,
    from_status: c.from,
    to_status: c.to,
    actor: c.actor,
    body: c.reason,
    created_at: c.nowS,
  });
}
