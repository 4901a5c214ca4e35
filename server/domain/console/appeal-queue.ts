import type { AppealDecision, AppealItem, AppealOutcome } from '../../../protocol/console-review';
import { REVIEW_PAGE_MAX } from '../../../protocol/console-review';
import { POST_STATUS } from '../../../protocol/status';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { recordAudit, recordNotice, Refusal, refuseOwnRequest } from '../common';
import type { AuditActor } from '../common';
import { banReasons, BANNED_STATUSES, changePostStatus } from '../release';

// Appeals of banned posts, for moderators (capability 'review'): open ones oldest first. A decision upholds
// the ban (the owner gets the moderator's reason as a notice) or restores the post to review; either is
// audited in the decision's transaction.

export async function appealQueue(db: Db, paging: { page?: number; pageSize?: number }): Promise<Page<AppealItem>> {
  const page = paging.page ?? 1;
  const pageSize = Math.min(paging.pageSize ?? 20, REVIEW_PAGE_MAX);
  const base = db
    .selectFrom('post_appeals as a')
    .innerJoin('posts as p', 'p.id', 'a.post_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .where('a.status', '=', 'open');
  const [rows, count] = await Promise.all([
    base
      .select([
        'a.id',
        'a.text',
        'a.created_at',
        'p.id as post_id',
        'p.kind',
        'p.title',
        'p.status',
        'u.id as user_id',
        'u.username',
        'u.nickname',
      ])
      .orderBy('a.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const reasons = await banReasons(
    db,
    rows.map((r) => ({ id: r.post_id, status: r.status })),
  );
  const list = rows.map((r): AppealItem => ({
    id: r.id,
    text: r.text,
    createdAt: r.created_at,
    post: { id: r.post_id, kind: r.kind, title: r.title, status: r.status, banReason: reasons.get(r.post_id) ?? '' },
    owner: { id: r.user_id, username: r.username, nickname: r.nickname },
  }));
  return { list, page, pageSize, total: Number(count.n) };
}

export interface AppealDecisionCall {
  id: number;
  decision: AppealDecision;
  reason: string;
  actor: AuditActor;
  nowS: number;
}

/**
 * uphold: the post stays banned and the owner reads the reason in a notice. restore: the post goes back to
 * pending (1), where the review queue judges its content like any other; the status notice tells the owner.
 * @throws Refusal review.appeal_not_found, review.appeal_decided (by someone else first), admin.own_request,
 *   release.status_changed (the post moved meanwhile).
 */
export async function decideAppeal(db: Db, c: AppealDecisionCall): Promise<AppealOutcome> {
  const a = await db
    .selectFrom('post_appeals as a')
    .innerJoin('posts as p', 'p.id', 'a.post_id')
    .select(['a.id', 'a.status', 'a.user_id', 'a.post_id', 'p.title', 'p.status as post_status'])
    .where('a.id', '=', c.id)
    .executeTakeFirst();
  if (!a) throw new Refusal('review.appeal_not_found', { id: c.id });
  refuseOwnRequest(c.actor, a.user_id);
  if (a.status !== 'open') throw new Refusal('review.appeal_decided', { id: c.id });
  const status = c.decision === 'uphold' ? ('upheld' as const) : ('restored' as const);
  const restore = c.decision === 'restore' && BANNED_STATUSES.includes(a.post_status);
  const postStatus = restore ? POST_STATUS.PENDING : a.post_status;
  await db.transaction().execute(async (trx) => {
    // Conditional on 'open': of two moderators deciding at once, the second writes nothing.
    const res = await trx
      .updateTable('post_appeals')
      .set({ status, decision_reason: c.reason, decided_by: c.actor.id, decided_at: c.nowS })
      .where('id', '=', c.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new Refusal('review.appeal_decided', { id: c.id });
    if (restore) {
      await changePostStatus(trx, {
        postId: a.post_id,
        from: a.post_status,
        to: postStatus,
        actor: { actor: 'operator', userId: c.actor.id },
        reason: c.reason,
        nowS: c.nowS,
        set: { review_note: '' },
      });
    } else if (c.decision === 'uphold') {
      await recordNotice(trx, {
        userId: a.user_id,
        code: 'appeal.upheld',
        params: { post: a.title, reason: c.reason },
        post: { id: a.post_id, title: a.title },
        nowS: c.nowS,
      });
    }
    await recordAudit(trx, c.actor, {
      action: `appeal.${c.decision}`,
      targetType: 'post',
      targetId: String(a.post_id),
      before: { status: a.post_status, appeal: 'open' },
      after: { status: postStatus, appeal: status },
      reason: c.reason,
      nowS: c.nowS,
    });
  });
  return { id: c.id, status, postStatus };
}
