import { REPORT_DAILY_MAX } from '../../../protocol/public-pages';
import type { PostReport, ReportReason } from '../../../protocol/public-pages';
import type { Db } from '../../db/database';
import { isPublic, refundWindow, Refusal, takeWindow, waitWords } from '../common';
import type { WindowRule } from '../common';

// Reports of fake or broken posts, kept for the operators' queue (status 'open' until someone handles them).
// One open report per post and reporter is a database rule (a partial unique index), so parallel taps store
// one row; the daily quota is the shared atomic counter, and a refused duplicate gives its count back.

export const REPORT_RATE: WindowRule = { max: REPORT_DAILY_MAX, windowS: 24 * 3600 };

export interface ReportInput {
  postId: number;
  reason: ReportReason;
  note: string;
}

/**
 * @throws Refusal post.not_found (missing or not public), report.own_post, report.too_many once the day's quota
 *   is used, report.duplicate while the caller's earlier report of the post is open.
 */
export async function reportPost(db: Db, reporterId: number, r: ReportInput, nowS: number): Promise<PostReport> {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'user_id'])
    .where('id', '=', r.postId)
    .where(isPublic())
    .executeTakeFirst();
  if (!post) throw new Refusal('post.not_found');
  if (post.user_id === reporterId) throw new Refusal('report.own_post');
  const key = `report:${reporterId}`;
  const slot = await takeWindow(db, key, REPORT_RATE, nowS);
  if (!slot.ok) throw new Refusal('report.too_many', { wait: waitWords(slot.waitS) });
  const row = await db
    .insertInto('post_reports')
    .values({ post_id: r.postId, reporter_id: reporterId, reason: r.reason, note: r.note, created_at: nowS })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) {
    await refundWindow(db, key, slot);
    throw new Refusal('report.duplicate');
  }
  return { id: row.id, postId: r.postId, reason: r.reason, status: 'open', createdAt: nowS };
}
