import { sql } from 'kysely';
import type { NoticePage, SystemNotice } from '../../../protocol/people';
import { PEOPLE_NOTICES } from '../../../protocol/people-texts';
import type { Language, LocalText } from '../../../protocol/refusals';
import { postStatusName } from '../../../protocol/refusal-words';
import { POST_STATUS } from '../../../protocol/status';
import type { PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { AuditActor } from '../../db/schema-release';
import type { UserNoticeTable } from '../../db/schema-people';
import type { Selectable } from 'kysely';
import { bookingNotice } from '../appointments';
import { publishDueNotices } from './notice-schedules';
import { pageOf } from '../common';
import type { Paging } from '../common';

// System notices: a person's own (every status change of their posts, written by writeAudit in the
// transaction of the change) and broadcasts to everyone. "Read" is one number per person — the highest id
// they have been shown and marked — so marking a thousand notices read is one upsert. A change the owner
// made themselves is never unread, and broadcasts from before someone registered do not wait for them.

export interface StatusNotice {
  postId: number;
  from: number;
  to: number;
  actor: AuditActor;
  reason: string;
  nowS: number;
}

const int = (n: number) => sql<number>`cast(${n} as integer)`;

/** Records a post status change for the post's owner; call in the transaction of the change. */
export async function recordStatusNotice(trx: Db, c: StatusNotice): Promise<void> {
  await trx
    .insertInto('user_notices')
    .columns(['user_id', 'kind', 'post_id', 'post_title', 'from_status', 'to_status', 'actor', 'body', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('posts')
        // Parameters in a select list have no column to take a type from: PostgreSQL would read them as text.
        .select((s) => [
          'user_id',
          sql.lit('post_status').as('kind'),
          'id',
          'title',
          int(c.from).as('from_status'),
          int(c.to).as('to_status'),
          s.val(c.actor).as('actor'),
          s.val(c.reason).as('body'),
          int(c.nowS).as('created_at'),
        ])
        .where('id', '=', c.postId),
    )
    .execute();
}

/** A notice to everyone (the operators' command line and console); it leaves the lists at `endsAt`. */
export async function broadcastNotice(
  db: Db,
  title: string,
  body: string,
  nowS: number,
  endsAt: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('user_notices')
    .values({ user_id: null, kind: 'broadcast', title, body, created_at: nowS, ends_at: endsAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Reader {
  userId: number;
  joinedAt: number;
  readUpTo: number;
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

const STATUS_TITLE: Partial<Record<number, LocalText>> = {
  [POST_STATUS.PENDING]: PEOPLE_NOTICES.postPending,
  [POST_STATUS.VERIFIED]: PEOPLE_NOTICES.postVerified,
  [POST_STATUS.FAILED]: PEOPLE_NOTICES.postFailed,
  [POST_STATUS.DELETED]: PEOPLE_NOTICES.postDeleted,
  [POST_STATUS.TAKEN_DOWN]: PEOPLE_NOTICES.postTakenDown,
  [POST_STATUS.BANNED]: PEOPLE_NOTICES.postBanned,
  [POST_STATUS.VERIFICATION_BANNED]: PEOPLE_NOTICES.verificationBanned,
};
const STATUS_CHANGED: LocalText = PEOPLE_NOTICES.postStatusChanged;

function toNotice(
  n: Selectable<UserNoticeTable> & { post_kind: string | null },
  r: Reader,
  lang: Language,
): SystemNotice {
  const read = n.id <= r.readUpTo || n.actor === 'owner' || (n.user_id === null && n.created_at < r.joinedAt);
  if (n.kind === 'booking') return bookingNotice(n, read, lang);
  if (n.kind === 'broadcast') {
    return {
      id: n.id,
      kind: 'broadcast',
      title: n.title,
      text: n.body,
      postId: null,
      postKind: null,
      status: null,
      reason: '',
      createdAt: n.created_at,
      read,
    };
  }
  const to = n.to_status ?? 0;
  const from = n.from_status ?? 0;
  const toName = postStatusName(to)[lang];
  // A new post has no status before (0): the notice then names only where it went.
  const change = from > 0 ? `${postStatusName(from)[lang]} → ${toName}` : toName;
  return {
    id: n.id,
    kind: 'post_status',
    title: (STATUS_TITLE[to] ?? STATUS_CHANGED)[lang],
    text: lang === 'en' ? `“${n.post_title}”: ${change}` : `「${n.post_title}」：${change}`,
    postId: n.post_id,
    postKind: (n.post_kind as PostKind | null) ?? null,
    status: to,
    // An operator's reason is for the poster to read; the poster's own step has only the audit's label.
    reason: n.actor === 'owner' ? '' : n.body,
    createdAt: n.created_at,
    read,
  };
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
