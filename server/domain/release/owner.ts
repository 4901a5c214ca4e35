import type { CertType, ChangeStatusAction, MyPost, MyPostQuery, SavedPost } from '../../../protocol/release';
import { OWNER_TRANSITIONS } from '../../../protocol/release-transitions';
import { postStatusName } from '../../../protocol/refusal-words';
import type { ReleaseRefusal } from '../../../protocol/refusals';
import { POST_STATUS } from '../../../protocol/status';
import type { PostStatus } from '../../../protocol/status';
import type { Page, PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/schema';
import { pagePosts, toCard } from '../listings';
import { withBanFacts } from './ban-facts';
import { withVideoProgress } from './video-posts';
import { changePostStatus, restoreTarget, takeDownTarget } from './post-status';
import { Refusal } from '../common';

// What an owner does with posts already made: list, take down, restore, delete; plus the lookups the
// release form needs (tags, certification eligibility).

/** Which kinds each endpoint handles (spec names: Beauty = personal, Info = store/certification). */
export const KINDS = {
  beauty: ['personal'],
  info: ['store', 'certification'],
  broker: ['broker'],
  editInfo: ['store', 'certification', 'broker'],
  deleteInfo: ['personal', 'store', 'certification'],
} as const satisfies Record<string, readonly PostKind[]>;

const owner = (userId: number) => ({ actor: 'owner' as const, userId });

/**
 * The caller's own, not deleted post. Someone else's post answers exactly like a missing one, and ownership
 * is checked before the kind, so a stranger learns nothing about posts they cannot see.
 * @throws Refusal release.not_found (missing, deleted or someone else's), release.wrong_endpoint (a kind
 *   this endpoint does not handle).
 */
export async function ownPost(db: Db, userId: number, id: number, kinds: readonly PostKind[]): Promise<PostRow> {
  const post = await db
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .where('status', '!=', POST_STATUS.DELETED)
    .executeTakeFirst();
  if (!post || post.user_id !== userId) throw new Refusal('release.not_found');
  if (!kinds.includes(post.kind)) throw new Refusal('release.wrong_endpoint', { kind: post.kind });
  return post;
}

/**
 * Owner delete (status 4): the row stays for the audit trail but leaves every list.
 * @throws Refusal release.banned_kept for a banned post (98/99): the ban stays on the record.
 */
export async function deletePost(
  db: Db,
  userId: number,
  id: number,
  kinds: readonly PostKind[],
  nowS: number,
): Promise<null> {
  const post = await ownPost(db, userId, id, kinds);
  const { from, to } = OWNER_TRANSITIONS.delete;
  if (from !== 'any' && !from.includes(post.status)) throw new Refusal('release.banned_kept');
  await db.transaction().execute((trx) =>
    changePostStatus(trx, {
      postId: id,
      from: post.status,
      to,
      actor: owner(userId),
      reason: '删除',
      nowS,
    }),
  );
  return null;
}

/** @throws Refusal release.cannot_take_down / release.cannot_restore when the action does not apply to the post's status. */
export async function changeOwnStatus(
  db: Db,
  userId: number,
  id: number,
  action: ChangeStatusAction,
  nowS: number,
): Promise<SavedPost> {
  const post = await ownPost(db, userId, id, ['personal', 'store', 'certification', 'broker']);
  const to = action === 'takeDown' ? takeDownTarget(post.status) : restoreTarget(post.status, post.prev_status);
  if (to === null)
    // The owner reads the status by its name; the number is the console's.
    throw new Refusal(action === 'takeDown' ? 'release.cannot_take_down' : 'release.cannot_restore', {
      status: postStatusName(post.status),
    });
  const set = action === 'takeDown' ? { prev_status: post.status } : { prev_status: null };
  await db.transaction().execute((trx) =>
    changePostStatus(trx, {
      postId: id,
      from: post.status,
      to,
      actor: owner(userId),
      reason: action === 'takeDown' ? '下架' : '恢复',
      nowS,
      set,
    }),
  );
  return { id, status: to as PostStatus };
}

export async function myPosts(db: Db, userId: number, q: MyPostQuery): Promise<Page<MyPost>> {
  const base = () => {
    const mine = db.selectFrom('posts').where('user_id', '=', userId);
    return q.status !== undefined
      ? mine.where('status', '=', q.status)
      : mine.where('status', '!=', POST_STATUS.DELETED);
  };
  const videoOf = new Map<number, string>();
  const page = await pagePosts(
    db,
    base,
    { page: q.page, pageSize: q.pageSize, order: 'updated_at' },
    ({ row, images, video }) => {
      if (row.video_id !== null) videoOf.set(row.id, row.video_id);
      return {
        ...toCard(row, images, video),
        reviewNote: row.review_note,
        updatedAt: row.updated_at,
        expiresAt: row.expires_at,
      };
    },
  );
  return withVideoProgress(db, await withBanFacts(db, page), videoOf);
}

/** Suggested tags of one type, or of every type (deduplicated) when typeCode is absent or 0. */
export async function getTags(db: Db, typeCode?: number): Promise<string[]> {
  let q = db.selectFrom('tags').select('name');
  if (typeCode) q = q.where('type_code', '=', typeCode);
  const rows = await q.orderBy('type_code').orderBy('sort').orderBy('id').execute();
  return [...new Set(rows.map((r) => r.name))];
}

/** A certification needs the matching verified post first: personal (type 1) or store (type 2). */
const NEEDS: Record<CertType, { kind: PostKind; refusal: ReleaseRefusal }> = {
  1: { kind: 'personal', refusal: 'release.cert_needs_personal' },
  2: { kind: 'store', refusal: 'release.cert_needs_store' },
};

/**
 * Whether the user may publish a certification post of `type`: no verification ban on any of their posts,
 * a verified post of the matching kind, and no other live certification of that type (exceptPostId: the
 * post being edited).
 * @returns null when allowed, else the refusal that says why.
 */
export async function certificateRefusal(
  db: Db,
  userId: number,
  type: CertType,
  exceptPostId?: number,
): Promise<ReleaseRefusal | null> {
  const statuses = await db
    .selectFrom('posts')
    .select(['id', 'kind', 'status', 'cert_type'])
    .where('user_id', '=', userId)
    .execute();
  if (statuses.some((p) => p.status === POST_STATUS.VERIFICATION_BANNED)) return 'release.cert_banned';
  const need = NEEDS[type];
  if (!statuses.some((p) => p.kind === need.kind && p.status === POST_STATUS.VERIFIED)) return need.refusal;
  const live: number[] = [POST_STATUS.PENDING, POST_STATUS.VERIFIED, POST_STATUS.TAKEN_DOWN];
  const duplicate = statuses.some(
    (p) => p.kind === 'certification' && p.cert_type === type && p.id !== exceptPostId && live.includes(p.status),
  );
  return duplicate ? 'release.cert_duplicate' : null;
}
