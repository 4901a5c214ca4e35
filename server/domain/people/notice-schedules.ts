import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { ScheduledNotice, ScheduleEdit, ScheduleInput } from '../../../protocol/console-curation';
import type { Page } from '../../../protocol/types';
import type { Db, Trx } from '../../db/database';
import type { NoticeScheduleTable } from '../../db/schema-console-curation';
import { recordAudit, recordWrittenNotice, Refusal } from '../common';
import type { AuditActor } from '../common';

// System notices written ahead. A schedule is its own row until it is due; the first read of anyone's notices
// after publish_at copies it into user_notices (publishDueNotices, called by every reader in notices.ts), so
// nobody can see it early, and it gets an id newer than what readers have marked read. Operators may edit or
// withdraw it only while its time has not come.

const PAGE_SIZE = 20;

type Row = Selectable<NoticeScheduleTable> & { username: string | null };

const rowOf = (r: Row): ScheduledNotice => ({
  id: r.id,
  to: r.username,
  title: r.title,
  body: r.body,
  titleEn: r.title_en,
  bodyEn: r.body_en,
  publishAt: r.publish_at,
  endsAt: r.ends_at,
  state: r.state,
  createdAt: r.created_at,
});

const withUser = (db: Db) =>
  db
    .selectFrom('notice_schedules as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select('u.username');

/**
 * Publishes every schedule whose time has come, each in its own transaction: the claim (state scheduled →
 * published) lets exactly one of several parallel readers write the notice.
 */
export async function publishDueNotices(db: Db, nowS: number): Promise<void> {
  const due = await db
    .selectFrom('notice_schedules')
    .select('id')
    .where('state', '=', 'scheduled')
    .where('publish_at', '<=', nowS)
    .orderBy('publish_at')
    .orderBy('id')
    .execute();
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('notice_schedules')
        .set({ state: 'published' })
        .where('id', '=', id)
        .where('state', '=', 'scheduled')
        .returningAll()
        .executeTakeFirst();
      if (!claimed) return;
      const noticeId = await recordWrittenNotice(trx, {
        userId: claimed.user_id,
        title: claimed.title,
        body: claimed.body,
        titleEn: claimed.title_en,
        bodyEn: claimed.body_en,
        nowS: claimed.publish_at,
        endsAt: claimed.ends_at,
      });
      await trx.updateTable('notice_schedules').set({ notice_id: noticeId }).where('id', '=', id).execute();
    });
  }
}

export async function listSchedules(db: Db, page: number, nowS: number): Promise<Page<ScheduledNotice>> {
  await publishDueNotices(db, nowS);
  const [rows, count] = await Promise.all([
    withUser(db)
      // Waiting ones first (soonest first), then the rest, newest first.
      .orderBy(sql`case when s.state = 'scheduled' then 0 else 1 end`)
      .orderBy(sql`case when s.state = 'scheduled' then s.publish_at else -s.publish_at end`)
      .orderBy('s.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom('notice_schedules')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(rowOf), page, pageSize: PAGE_SIZE, total: Number(count.n) };
}

export interface ScheduleAct {
  actor: AuditActor;
  nowS: number;
}

/** @throws Refusal admin.notice_time_past, admin.notice_window, admin.user_not_found. */
async function checked(trx: Trx, s: ScheduleInput, nowS: number): Promise<number | null> {
  if (s.publishAt <= nowS) throw new Refusal('admin.notice_time_past');
  if (s.endsAt !== null && s.endsAt <= s.publishAt) throw new Refusal('admin.notice_window');
  if (!s.username) return null;
  const to = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', s.username.toLowerCase())
    .executeTakeFirst();
  if (!to) throw new Refusal('admin.user_not_found', { username: s.username });
  return to.id;
}

const read = async (trx: Trx, id: number) =>
  rowOf(await withUser(trx).where('s.id', '=', id).executeTakeFirstOrThrow());

export async function scheduleNotice(db: Db, s: ScheduleInput & ScheduleAct): Promise<ScheduledNotice> {
  return db.transaction().execute(async (trx) => {
    const userId = await checked(trx, s, s.nowS);
    const { id } = await trx
      .insertInto('notice_schedules')
      .values({
        user_id: userId,
        title: s.title,
        body: s.body,
        title_en: s.titleEn,
        body_en: s.bodyEn,
        publish_at: s.publishAt,
        ends_at: s.endsAt,
        created_at: s.nowS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await read(trx, id);
    await recordAudit(trx, s.actor, {
      action: 'notice.schedule',
      targetType: 'notice_schedule',
      targetId: String(id),
      before: null,
      after,
      nowS: s.nowS,
    });
    return after;
  });
}

/**
 * Changes a schedule, or withdraws it (`edit` null), while it still waits. The update names the state it
 * expects, so an edit racing the publication (or another operator) changes nothing and is refused.
 * @throws Refusal admin.notice_not_found, admin.notice_published, and checked()'s.
 */
async function change(db: Db, id: number, edit: ScheduleInput | null, a: ScheduleAct): Promise<ScheduledNotice> {
  await publishDueNotices(db, a.nowS);
  return db.transaction().execute(async (trx) => {
    const old = await withUser(trx).where('s.id', '=', id).executeTakeFirst();
    if (!old) throw new Refusal('admin.notice_not_found', { id });
    const before = rowOf(old);
    const values = edit
      ? {
          user_id: await checked(trx, edit, a.nowS),
          title: edit.title,
          body: edit.body,
          title_en: edit.titleEn,
          body_en: edit.bodyEn,
          publish_at: edit.publishAt,
          ends_at: edit.endsAt,
        }
      : { state: 'withdrawn' as const };
    const res = await trx
      .updateTable('notice_schedules')
      .set(values)
      .where('id', '=', id)
      .where('state', '=', 'scheduled')
      .where('publish_at', '>', a.nowS)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new Refusal('admin.notice_published', { id });
    const after = await read(trx, id);
    await recordAudit(trx, a.actor, {
      action: edit ? 'notice.schedule_edit' : 'notice.withdraw',
      targetType: 'notice_schedule',
      targetId: String(id),
      before,
      after,
      nowS: a.nowS,
    });
    return after;
  });
}

export const editSchedule = (db: Db, e: ScheduleEdit & ScheduleAct) => change(db, e.id, e, e);

export const withdrawSchedule = (db: Db, id: number, a: ScheduleAct) => change(db, id, null, a);
