import type { ReportDecision, ReportRow } from '../../../protocol/console-content';
import { POST_STATUS } from '../../../protocol/status';
import type { Db, Trx } from '../../db/database';
import { recordAudit, recordNotice, Refusal, refuseOwnRequest } from '../common';
import type { AuditActor } from '../common';
import { subjectOf, tellReporters } from './report-notices';
import type { ReportSubject } from './report-notices';
import { changePostStatus } from '../release';
import { closeOtherReports, closePostReport, postReportById } from './post-report-store';
import { reportRow } from './report-queue';
import { banUserIn } from './user-moderation';

// A moderator's decision on one report, in one transaction: the report closes (conditionally on being open,
// so of two moderators racing one wins and the other is told), the action happens, the reporter and the
// person reported hear of it through system notices, and the audit log records it.

export interface DecisionCall extends ReportDecision {
  actor: AuditActor;
  nowS: number;
}

interface Opened {
  reporterId: number;
  /** The reason the reporter gave (a post report's code, else their words). */
  reason: string;
  subjectId: number;
  postId: number | null;
  subject: ReportSubject;
}

const nameOf = async (trx: Trx, userId: number) =>
  (await trx.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst())?.nickname ?? '';

async function openChatReport(trx: Trx, c: DecisionCall): Promise<Opened> {
  const r = await trx
    .selectFrom('chat_reports')
    .select(['reporter_id', 'peer_id', 'reason', 'origin'])
    .where('id', '=', c.id)
    .executeTakeFirst();
  if (!r) throw new Refusal('admin.report_not_found', { id: c.id });
  const res = await trx
    .updateTable('chat_reports')
    .set({ status: 'closed', handled_by: c.actor.id, handled_at: c.nowS, resolution: c.action })
    .where('id', '=', c.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new Refusal('admin.report_handled', { id: c.id });
  const subject = subjectOf('chat', { name: await nameOf(trx, r.peer_id), fromProfile: r.origin === 'profile' });
  return { reporterId: r.reporter_id, reason: r.reason, subjectId: r.peer_id, postId: null, subject };
}

async function openPostReport(trx: Trx, c: DecisionCall): Promise<Opened> {
  const r = await postReportById(trx, c.id);
  if (!r) throw new Refusal('admin.report_not_found', { id: c.id });
  const post = await trx
    .selectFrom('posts')
    .select(['user_id', 'title'])
    .where('id', '=', r.post_id)
    .executeTakeFirstOrThrow();
  const closing = { handledBy: c.actor.id, resolution: c.action, actioned: c.action !== 'dismiss', nowS: c.nowS };
  if (!(await closePostReport(trx, c.id, closing))) throw new Refusal('admin.report_handled', { id: c.id });
  const subject = subjectOf('post', { title: post.title, name: '' });
  return { reporterId: r.reporter_id, reason: r.reason, subjectId: post.user_id, postId: r.post_id, subject };
}

/** Hides the post (98) unless already banned; every other open report of it is answered too. */
async function hidePost(trx: Trx, c: DecisionCall, postId: number) {
  const post = await trx.selectFrom('posts').select('status').where('id', '=', postId).executeTakeFirstOrThrow();
  if (post.status !== POST_STATUS.BANNED) {
    await changePostStatus(trx, {
      postId,
      from: post.status,
      to: POST_STATUS.BANNED,
      actor: { actor: 'operator', userId: c.actor.id },
      reason: c.reason,
      nowS: c.nowS,
    });
  }
  const reporters = await closeOtherReports(trx, postId, { handledBy: c.actor.id, resolution: 'hide', nowS: c.nowS });
  return { from: post.status, reporters };
}

/**
 * @throws Refusal admin.report_not_found, admin.report_handled (someone decided first), admin.report_action_invalid
 *   (hide on a conversation), and a ban's refusals (admin.operator_target, admin.user_banned).
 */
export async function decideReport(db: Db, c: DecisionCall): Promise<ReportRow> {
  if (c.kind === 'chat' && c.action === 'hide') throw new Refusal('admin.report_action_invalid');
  await db.transaction().execute(async (trx) => {
    const opened = c.kind === 'post' ? await openPostReport(trx, c) : await openChatReport(trx, c);
    refuseOwnRequest(c.actor, opened.subjectId);
    const after: Record<string, unknown> = { status: 'closed', resolution: c.action };
    let reporters = [{ userId: opened.reporterId, reason: opened.reason }];
    if (c.action === 'hide' && opened.postId !== null) {
      const hidden = await hidePost(trx, c, opened.postId);
      after.post = { id: opened.postId, from: hidden.from, to: POST_STATUS.BANNED };
      // One notice per person: someone who reported the post twice hears once.
      const others = hidden.reporters.filter((r, i, all) => all.findIndex((o) => o.userId === r.userId) === i);
      reporters = [...reporters, ...others.filter((r) => r.userId !== opened.reporterId)];
    } else if (c.action === 'warn') {
      await recordNotice(trx, {
        userId: opened.subjectId,
        code: 'warning',
        params: { reason: c.reason },
        nowS: c.nowS,
      });
      after.warned = opened.subjectId;
    } else if (c.action === 'ban') {
      await banUserIn(trx, { userId: opened.subjectId, reason: c.reason, actor: c.actor, nowS: c.nowS });
      after.banned = opened.subjectId;
    }
    await tellReporters(trx, reporters, { subject: opened.subject, action: c.action, note: c.reason }, c.nowS);
    await recordAudit(trx, c.actor, {
      action: `report.${c.action}`,
      targetType: `${c.kind}_report`,
      targetId: String(c.id),
      before: { status: 'open', subject: opened.subjectId, post: opened.postId },
      after,
      reason: c.reason,
      nowS: c.nowS,
    });
  });
  const row = await reportRow(db, c.kind, c.id);
  if (!row) throw new Refusal('admin.report_not_found', { id: c.id });
  return row;
}
