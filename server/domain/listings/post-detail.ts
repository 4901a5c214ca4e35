import { POST_STATUS } from '../../../protocol/status';
import type { PostDetail, PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/schema';
import { hasUnlocked, revealedContact } from '../money';
import { imagesFor, lockPreview, toDetail } from './post-cards';
import { videosFor } from '../media';
import { countView, viewerKey } from './post-views';
import { isPublic, isSoldShown, Refusal } from '../common';
import { activeVipLevel } from '../accounts';
import { unhidden } from './hidden-tags';

// One post's detail page. The public sees verified posts only; the owner previews their own in any status,
// with the moderation reason, and anyone else asking for a post that is not public gets the same answer as
// for a post that does not exist.

export interface Viewer {
  userId: number;
}

/** Who asks for a post: the logged-in caller, if any, and the request's address (a guest's view key). */
export interface Visitor {
  caller: Viewer | null;
  address: string;
}

/** The caller's VIP tier in force now; 0 for none, an expired one, or a missing user. */
export async function vipLevelOf(db: Db, userId: number, nowS: number): Promise<number> {
  const u = await db
    .selectFrom('users')
    .select(['vip_level', 'vip_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return u ? activeVipLevel(u, nowS) : 0;
}

/** The post with the contact it reveals (contact-source.ts); who may see that contact is decided below. */
async function findPost(
  db: Db,
  id: number,
  kind?: PostKind,
): Promise<{ post: PostRow; public: boolean; sold: boolean } | undefined> {
  let q = db
    .selectFrom('posts')
    .selectAll()
    .select([isPublic().as('public'), isSoldShown().as('sold')])
    .where('id', '=', id);
  if (kind) q = q.where('kind', '=', kind);
  const found = await q.executeTakeFirst();
  if (!found) return undefined;
  const { public: shown, sold, ...post } = found;
  return { post: { ...post, contact: await revealedContact(db, post) }, public: Boolean(shown), sold: Boolean(sold) };
}

/** A sold post as a visitor sees it: what it was, marked sold (status 7), with no way to reach the poster. */
async function soldDetail(db: Db, post: PostRow, viewer: Viewer | null, nowS: number): Promise<PostDetail> {
  const full = await detail(db, post, viewer, { key: '', nowS }, false);
  const shown = full.vip ? lockPreview(full) : full;
  return { ...shown, contact: null };
}

/** The reason of the latest status change when an operator made it with one (a rejection, a ban), else null. */
async function moderationReason(db: Db, postId: number): Promise<string | null> {
  const last = await db
    .selectFrom('post_audit')
    .select(['actor', 'reason'])
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.actor === 'operator' && last.reason !== '' ? last.reason : null;
}

async function detail(
  db: Db,
  post: PostRow,
  viewer: Viewer | null,
  visit: { key: string; nowS: number },
  owner: boolean,
): Promise<PostDetail> {
  // A public post counts the visit before the read, so the viewer sees their own; a preview is no visit.
  if (post.status === POST_STATUS.VERIFIED && (await countView(db, post.id, visit.key, visit.nowS))) post.views += 1;
  const author = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar'])
    .where('id', '=', post.user_id)
    .executeTakeFirst();
  const [images, videos] = await Promise.all([imagesFor(db, [post.id]), videosFor(db, [post.id])]);
  const d = toDetail(post, images.get(post.id) ?? [], author ?? { id: post.user_id, nickname: '', avatar: null }, {
    showContact: viewer !== null,
    video: videos.get(post.id) ?? null,
    owner,
    statusReason: owner ? await moderationReason(db, post.id) : null,
  });
  // The owner keeps seeing (and editing) every tag they wrote; others see none an operator hid.
  return owner ? d : { ...d, tags: await unhidden(db, d.tags) };
}

/**
 * Detail of a verified post, or of the viewer's own post in any status; contact only for a logged-in
 * viewer. A VIP post seen by someone else without an active VIP is a locked preview (lockPreview), so a
 * visitor sees what membership unlocks instead of a dead end.
 * @throws Refusal post.not_found for a missing post, or one that is not public and not the viewer's.
 */
export async function getPost(
  db: Db,
  id: number,
  visitor: Visitor,
  nowS: number,
  kind?: PostKind,
): Promise<PostDetail> {
  const viewer = visitor.caller;
  const visit = { key: viewerKey(viewer, visitor.address), nowS };
  const found = await findPost(db, id, kind);
  if (found && viewer?.userId === found.post.user_id) return detail(db, found.post, viewer, visit, true);
  if (found?.sold) return soldDetail(db, found.post, viewer, nowS);
  if (!found?.public) throw new Refusal('post.not_found');
  const { post } = found;
  const full = await detail(db, post, viewer, visit, false);
  if (!full.vip || (viewer !== null && (await vipLevelOf(db, viewer.userId, nowS)) > 0)) return full;
  // A contact bought with gold (userBuyInfo) shows on the preview; nothing else of the VIP post does.
  const unlocked = viewer !== null && (await hasUnlocked(db, viewer.userId, post.id));
  return { ...lockPreview(full), contact: unlocked ? post.contact : null };
}

/**
 * Detail for VIP members (any verified post); the owner sees their own post in any status without one.
 * @throws Refusal post.vip_required when the viewer is not VIP, post.not_found as getPost.
 */
export async function getVipPost(db: Db, id: number, viewer: Viewer, nowS: number): Promise<PostDetail> {
  const visit = { key: viewerKey(viewer, ''), nowS };
  const found = await findPost(db, id);
  if (found && viewer.userId === found.post.user_id) return detail(db, found.post, viewer, visit, true);
  if ((await vipLevelOf(db, viewer.userId, nowS)) <= 0) throw new Refusal('post.vip_required');
  if (!found?.public) throw new Refusal('post.not_found');
  return detail(db, found.post, viewer, visit, false);
}
