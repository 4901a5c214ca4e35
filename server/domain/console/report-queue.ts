import type { PersonRef, ReportKind, ReportQuery, ReportRow } from '../../../protocol/console-content';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { POST_REPORT_COLUMNS, postReportRows } from './post-report-store';

// The reports queue: posts reported as fake or broken, conversations reported as abusive; oldest open first,
// handled ones newest first. Each row carries both people and what was reported, so an operator decides from
// the row alone.

export const REPORT_PAGE_SIZE = 20;
const CHAT_CONTEXT = 10;

async function people(db: Db, ids: number[]): Promise<Map<number, PersonRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'banned_at'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [r.id, { id: r.id, username: r.username, nickname: r.nickname, bannedAt: r.banned_at }]),
  );
}

const gone = (id: number): PersonRef => ({ id, username: '', nickname: '', bannedAt: null });

/** `only`: one report by id, whatever its state. */
interface Slice {
  open: boolean;
  offset: number;
  only?: number;
}

async function postReports(db: Db, s: Slice) {
  const state = s.open ? 'open' : 'handled';
  const base = () => (s.only === undefined ? postReportRows(db, state) : postReportRows(db).where('r.id', '=', s.only));
  const [rows, count] = await Promise.all([
    base()
      .select([...POST_REPORT_COLUMNS])
      .orderBy('r.id', s.open ? 'asc' : 'desc')
      .limit(REPORT_PAGE_SIZE)
      .offset(s.offset)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const who = await people(
    db,
    rows.flatMap((r) => [r.reporter_id, r.subject_id]),
  );
  const list: ReportRow[] = rows.map((r) => ({
    kind: 'post',
    id: r.id,
    reason: r.reason,
    note: r.note,
    reporter: who.get(r.reporter_id) ?? gone(r.reporter_id),
    subject: who.get(r.subject_id) ?? gone(r.subject_id),
    post: { id: r.post_id, kind: r.post_kind, title: r.post_title, status: r.post_status },
    messages: [],
    fromProfile: false,
    status: r.status,
    resolution: r.resolution,
    handledBy: r.handled_by,
    handledAt: r.handled_at,
    createdAt: r.created_at,
  }));
  return { list, total: Number(count.n) };
}

function chatRows(db: Db, s: Slice) {
  const base = db.selectFrom('chat_reports as r').leftJoin('users as h', 'h.id', 'r.handled_by');
  return s.only === undefined ? base.where('r.status', s.open ? '=' : '!=', 'open') : base.where('r.id', '=', s.only);
}

async function conversation(db: Db, a: number, b: number, upTo: number) {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['sender_id', 'kind', 'body', 'created_at'])
    .where('low_id', '=', Math.min(a, b))
    .where('high_id', '=', Math.max(a, b))
    .where('id', '<=', upTo)
    .orderBy('id', 'desc')
    .limit(CHAT_CONTEXT)
    .execute();
  return rows.reverse().map((m) => ({ senderId: m.sender_id, kind: m.kind, body: m.body, createdAt: m.created_at }));
}

async function chatReports(db: Db, s: Slice) {
  const [rows, count] = await Promise.all([
    chatRows(db, s)
      .selectAll('r')
      .select('h.username as handler')
      .orderBy('r.id', s.open ? 'asc' : 'desc')
      .limit(REPORT_PAGE_SIZE)
      .offset(s.offset)
      .execute(),
    chatRows(db, s)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const who = await people(
    db,
    rows.flatMap((r) => [r.reporter_id, r.peer_id]),
  );
  const list = await Promise.all(
    rows.map(async (r): Promise<ReportRow> => ({
      kind: 'chat',
      id: r.id,
      reason: r.reason,
      note: '',
      reporter: who.get(r.reporter_id) ?? gone(r.reporter_id),
      subject: who.get(r.peer_id) ?? gone(r.peer_id),
      post: null,
      messages: await conversation(db, r.reporter_id, r.peer_id, r.last_message_id),
      fromProfile: r.origin === 'profile',
      status: r.status,
      resolution: r.resolution,
      handledBy: r.handler,
      handledAt: r.handled_at,
      createdAt: r.created_at,
    })),
  );
  return { list, total: Number(count.n) };
}

export async function listReports(db: Db, q: ReportQuery): Promise<Page<ReportRow>> {
  const page = q.page ?? 1;
  const slice = { open: (q.state ?? 'open') === 'open', offset: (page - 1) * REPORT_PAGE_SIZE };
  const { list, total } = q.kind === 'post' ? await postReports(db, slice) : await chatReports(db, slice);
  return { list, page, pageSize: REPORT_PAGE_SIZE, total };
}

/** One report as the queue shows it (after a decision). */
export async function reportRow(db: Db, kind: ReportKind, id: number): Promise<ReportRow | undefined> {
  const slice = { open: true, offset: 0, only: id };
  const { list } = kind === 'post' ? await postReports(db, slice) : await chatReports(db, slice);
  return list[0];
}
