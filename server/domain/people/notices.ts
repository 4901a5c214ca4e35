import { sql } from 'kysely';
import type { NoticePage } from '../../../protocol/people';
import type { Language } from '../../../protocol/refusals';
import type { Db, DbOrTrx } from '../../db/database';
import { publishDueNotices } from './notice-schedules';
import { toNotice } from './notice-render';
import type { Reader } from './notice-render';
import { pageOf, recordWrittenNotice } from '../common';
import type { Paging, WrittenNotice } from '../common';

// System notices: a person's own (written by common/notices.ts in the transaction of what they tell) and
// broadcasts to everyone. "Read" is one number per person — the highest id they have been shown and marked —
// so marking a thousand notices read is one upsert. A change the owner made themselves is never unread, and
// broadcasts from before someone registered do not wait for them.

/** A notice to everyone (the operators' command line and console); it leaves the lists at `endsAt`. */
export function broadcastNotice(
  db: DbOrTrx,
  text: Pick<WrittenNotice, 'title' | 'body' | 'titleEn' | 'bodyEn'>,
  nowS: number,
  endsAt: number | null = null,
): Promise<number> {
  return recordWrittenNotice(db, { userId: null, ...text, nowS, endsAt });
}

async function readerOf(db: Db, userId: number): Promise<Reader> {
  const row = await db
    .selectFrom('users')
    .leftJoin('notice_reads as r', 'r.user_id', 'users.id')
    .select(['users.created_at', 'r.read_up_to'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return { userId, joinedAt: row?.created_at ?? 0, readUpTo: row?.read_up_to ?? 0 };
}

const wallS = () => Math.floor(Date.now() / 1000);

/** The caller's own notices and broadcasts, but none whose end has come. */
function visibleTo(db: Db, userId: number, nowS: number) {
  return db
    .selectFrom('user_notices as n')
    .where((eb) => eb.or([eb('n.user_id', '=', userId), eb('n.user_id', 'is', null)]))
    .where((eb) => eb.or([eb('n.ends_at', 'is', null), eb('n.ends_at', '>', nowS)]));
}

async function countUnread(db: Db, r: Reader, nowS: number): Promise<number> {
  const row = await visibleTo(db, r.userId, nowS)
    .where('n.id', '>', r.readUpTo)
    .where((eb) => eb.or([eb('n.actor', 'is', null), eb('n.actor', '!=', 'owner')]))
    .where((eb) => eb.or([eb('n.user_id', 'is not', null), eb('n.created_at', '>=', r.joinedAt)]))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every way of reading notices goes through here first, so a scheduled notice shows once it is due. */
export async function unreadNotices(db: Db, userId: number, nowS = wallS()): Promise<number> {
  await publishDueNotices(db, nowS);
  return countUnread(db, await readerOf(db, userId), nowS);
}

/** The caller's notices, newest first, with how many are unread. */
export async function listNotices(
  db: Db,
  userId: number,
  paging: Paging,
  lang: Language,
  nowS = wallS(),
): Promise<NoticePage> {
  const { page, pageSize, offset } = pageOf(paging);
  await publishDueNotices(db, nowS);
  const reader = await readerOf(db, userId);
  const [rows, count, unread] = await Promise.all([
    visibleTo(db, userId, nowS)
      .leftJoin('posts as p', 'p.id', 'n.post_id')
      .selectAll('n')
      .select('p.kind as post_kind')
      .orderBy('n.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    visibleTo(db, userId, nowS)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    countUnread(db, reader, nowS),
  ]);
  return { list: rows.map((n) => toNotice(n, reader, lang)), page, pageSize, total: Number(count.n), unread };
}

/**
 * Marks every notice up to `upTo` read. The mark never moves back (parallel calls keep the highest) and
 * never past the newest notice the caller can see, so a made-up id cannot pre-read notices yet to come.
 */
export async function markNoticesRead(db: Db, userId: number, upTo: number, nowS = wallS()): Promise<number> {
  await publishDueNotices(db, nowS);
  const newest = await visibleTo(db, userId, nowS)
    .select((eb) => eb.fn.max('n.id').as('id'))
    .executeTakeFirst();
  const mark = Math.min(upTo, Number(newest?.id ?? 0));
  if (mark > 0) {
    await db
      .insertInto('notice_reads')
      .values({ user_id: userId, read_up_to: mark })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          read_up_to: sql<number>`case when notice_reads.read_up_to < excluded.read_up_to then excluded.read_up_to else notice_reads.read_up_to end`,
        }),
      )
      .execute();
  }
  return unreadNotices(db, userId, nowS);
}
