import type { Db, Trx } from '../../db/database';

// The console's only access to post reports (filed by fakeInfo into post_reports): what the queue lists and
// the conditional close that decides which of two racing operators handles a report.

export type ReportState = 'open' | 'handled';

/** The queue's rows in `state`, or every state when none is given. */
export function postReportRows(db: Db, state?: ReportState) {
  const base = db
    .selectFrom('post_reports as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .leftJoin('users as h', 'h.id', 'r.handled_by');
  return state === undefined ? base : base.where('r.status', state === 'open' ? '=' : '!=', 'open');
}

export const POST_REPORT_COLUMNS = [
  'r.id',
  'r.reason',
  'r.note',
  'r.status',
  'r.resolution',
  'r.handled_at',
  'r.created_at',
  'r.reporter_id',
  'p.user_id as subject_id',
  'p.id as post_id',
  'p.title as post_title',
  'p.kind as post_kind',
  'p.status as post_status',
  'h.username as handled_by',
] as const;

export async function postReportById(db: Db, id: number) {
  return db
    .selectFrom('post_reports')
    .select(['id', 'post_id', 'reporter_id', 'reason', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Closes one open report; false when it was not open (someone else got there first). */
export async function closePostReport(
  trx: Trx,
  id: number,
  c: { handledBy: number | null; resolution: string; actioned: boolean; nowS: number },
): Promise<boolean> {
  const res = await trx
    .updateTable('post_reports')
    .set({
      status: c.actioned ? 'actioned' : 'dismissed',
      handled_by: c.handledBy,
      handled_at: c.nowS,
      resolution: c.resolution,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Closes every other open report of the post (the post is hidden: they are answered too); who filed them, why. */
export async function closeOtherReports(
  trx: Trx,
  postId: number,
  c: { handledBy: number | null; resolution: string; nowS: number },
): Promise<{ userId: number; reason: string }[]> {
  const rows = await trx
    .updateTable('post_reports')
    .set({ status: 'actioned', handled_by: c.handledBy, handled_at: c.nowS, resolution: c.resolution })
    .where('post_id', '=', postId)
    .where('status', '=', 'open')
    .returning(['reporter_id', 'reason'])
    .execute();
  return rows.map((r) => ({ userId: r.reporter_id, reason: r.reason }));
}
