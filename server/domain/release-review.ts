import { postStatusText } from '../../protocol/refusal-words';
import { POST_STATUS } from '../../protocol/status';
import type { Db } from '../db/database';
import { changePostStatus } from './post-status';
import { Refusal } from './refusal';

// Operator review (npm run admin until the operator console exists). Same transition + audit path as the
// owner's actions, with actor 'operator'.

export interface PendingPost {
  id: number;
  kind: string;
  title: string;
  author: string;
  createdAt: number;
}

export type ReviewAction = 'approve' | 'reject' | 'ban' | 'ban-verification';

const TARGET: Record<ReviewAction, number> = {
  approve: POST_STATUS.VERIFIED,
  reject: POST_STATUS.FAILED,
  ban: POST_STATUS.BANNED,
  'ban-verification': POST_STATUS.VERIFICATION_BANNED,
};

const ONLY_PENDING: readonly ReviewAction[] = ['approve', 'reject'];

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
): Promise<ReviewResult> {
  const post = await db.selectFrom('posts').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
  if (!post) throw new Refusal('review.not_found', { id });
  const to = TARGET[action];
  if (ONLY_PENDING.includes(action) && post.status !== POST_STATUS.PENDING) {
    throw new Refusal(action === 'approve' ? 'review.approve_not_pending' : 'review.reject_not_pending', {
      id,
      status: postStatusText(post.status),
    });
  }
  if (post.status === to) throw new Refusal('review.already', { id, status: postStatusText(to) });
  if (action === 'reject' && !reason.trim()) throw new Refusal('review.reason_required');
  const set = action === 'reject' ? { review_note: reason.trim() } : action === 'approve' ? { review_note: '' } : {};
  await db.transaction().execute((trx) =>
    changePostStatus(trx, {
      postId: id,
      from: post.status,
      to,
      actor: { actor: 'operator', userId: null },
      reason: reason.trim(),
      nowS,
      set,
    }),
  );
  return { id, from: post.status, to };
}
