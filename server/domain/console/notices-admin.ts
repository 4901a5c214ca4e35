import { sql } from 'kysely';
import type { NoticeInput, SentNotice } from '../../../protocol/console-content';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { recordAudit, recordWrittenNotice, Refusal } from '../common';
import type { AuditActor } from '../common';
import { publishDueNotices } from '../people';

// System notices from the console: to everyone, or to one person by username; both reach the person's
// notices list (and its unread count) the moment they are written.

const PAGE_SIZE = 20;

export async function listSentNotices(db: Db, page = 1, nowS?: number): Promise<Page<SentNotice>> {
  if (nowS !== undefined) await publishDueNotices(db, nowS);
  const base = db
    .selectFrom('user_notices as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .where('n.kind', '=', 'broadcast');
  const [rows, count] = await Promise.all([
    base
      .select(['n.id', 'u.username', 'n.title', 'n.body', 'n.title_en', 'n.body_en', 'n.created_at', 'n.ends_at'])
      .orderBy('n.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      to: r.username,
      title: r.title,
      body: r.body,
      titleEn: r.title_en,
      bodyEn: r.body_en,
      createdAt: r.created_at,
      endsAt: r.ends_at,
    })),
    page,
    pageSize: PAGE_SIZE,
    total: Number(count.n),
  };
}

export interface NoticeSend extends NoticeInput {
  actor: AuditActor;
  nowS: number;
}

/** @throws Refusal admin.user_not_found for an unknown username, admin.notice_window for an end not ahead. */
export async function sendNotice(db: Db, n: NoticeSend): Promise<SentNotice> {
  const endsAt = n.endsAt ?? null;
  if (endsAt !== null && endsAt <= n.nowS) throw new Refusal('admin.notice_window');
  return db.transaction().execute(async (trx) => {
    let to: { id: number; username: string } | undefined;
    if (n.username) {
      to = await trx
        .selectFrom('users')
        .select(['id', 'username'])
        .where(sql<string>`lower(username)`, '=', n.username.toLowerCase())
        .executeTakeFirst();
      if (!to) throw new Refusal('admin.user_not_found', { username: n.username });
    }
    const text = { title: n.title, body: n.body, titleEn: n.titleEn, bodyEn: n.bodyEn };
    const id = await recordWrittenNotice(trx, { userId: to?.id ?? null, ...text, nowS: n.nowS, endsAt });
    const sent = { id, to: to?.username ?? null, ...text, createdAt: n.nowS, endsAt };
    await recordAudit(trx, n.actor, {
      action: 'notice.send',
      targetType: to ? 'user' : 'everyone',
      targetId: to ? String(to.id) : '*',
      before: null,
      after: sent,
      nowS: n.nowS,
    });
    return sent;
  });
}
