import { postStatusText } from '../../../protocol/refusal-words';
import { REVIEW_TRANSITIONS, reviewAllowed } from '../../../protocol/release-transitions';
import type { ReviewAction } from '../../../protocol/release-transitions';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';
import { CLI_ACTOR, recordAudit, Refusal, refuseOwnRequest } from '../common';
import type { AuditActor } from '../common';
import { changePostStatus } from '../release';

// Operator review, from the console and from npm run admin. Same transition + post history path as the
// owner's actions, with actor 'operator'; the transitions are protocol/release-transitions.ts's, and every
// decision is written to the audit log in its own transaction.

export interface PendingPost {
  id: number;
  kind: string;
  title: string;
  author: string;
  createdAt: number;
}

export async function pendingPosts(db: Db): Promise<PendingPost[]> {
  const rows = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select(['posts.id', 'posts.kind', 'posts.title', 'users.username', 'posts.created_at'])
    .where('posts.status', '=', POST_STATUS.PENDING)
    .orderBy('posts.created_at')
    .orderBy('posts.id')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, author: r.username, createdAt: r.created_at }));
}

export interface ReviewResult {
  id: number;
  from: number;
  to: number;
}

/**
 * approve 1→2, reject 1→3 (reason required, kept as the review note), ban any→98, ban-verification any→99.
 * @throws Refusal review.* for an unknown post, a transition that does not apply or a reject without reason.
 */
export async function reviewPost(
  db: Db,
  id: number,
  action: ReviewAction,
  reason: string,
  nowS: number,
  actor: AuditActor = CLI_ACTOR,
): Promise<ReviewResult> {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'status', 'review_note', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!post) throw new Refusal('review.not_found', { id });
  refuseOwnRequest(actor, post.user_id);
  const { to } = REVIEW_TRANSITIONS[action];
  if ((action === 'approve' || action === 'reject') && !reviewAllowed(action, post.status)) {
    throw new Refusal(action === 'approve' ? 'review.approve_not_pending' : 'review.reject_not_pending', {
      id,
      status: postStatusText(post.status),
    });
  }
  if (post.status === to) throw new Refusal('review.already', { id, status: postStatusText(to) });
  if (action === 'reject' && !reason.trim()) throw new Refusal('review.reason_required');
  const set = action === 'reject' ? { review_note: reason.trim() } : action === 'approve' ? { review_note: '' } : {};
  // The status update is conditional on the status read above: of two operators deciding at once, the second
  // gets release.status_changed and nothing of theirs is written.
  await db.transaction().execute(async (trx) => {
    await changePostStatus(trx, {
      postId: id,
      from: post.status,
      to,
      actor: { actor: 'operator', userId: actor.id },
      reason: reason.trim(),
      nowS,
      set,
    });
    await recordAudit(trx, actor, {
      action: `post.${action}`,
      targetType: 'post',
      targetId: String(id),
      before: { status: post.status, reviewNote: post.review_note },
      after: { status: to, reviewNote: set.review_note ?? post.review_note },
      reason: reason.trim(),
      nowS,
    });
  });
  return { id, from: post.status, to };
}
