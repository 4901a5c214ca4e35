import { CURRENT_VIDEO, FACT_FIELDS } from '../../../protocol/release';
import type { CertType, EditDraft, EditablePost, PostDraft, SavedPost } from '../../../protocol/release';
import { POST_STATUS } from '../../../protocol/status';
import type { PostStatus } from '../../../protocol/status';
import type { PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/schema';
import { imagesFor } from '../listings';
import { recordDuplicates } from './post-duplicates';
import { POSTING_LIMITS } from './posting-limits';
import type { PostingLimits } from './posting-limits';
import { staysLive } from './edit-rule';
import { BANNED_STATUSES, NEW_POST_STATUS, changePostStatus, writeAudit } from './post-status';
import { checkPoster, resolveDraft, resolveVideo, writeImages } from './draft';
import type { ResolvedDraft, ResolvedVideo } from './draft';
import { admitBackToReview, admitNewPost, IN_REVIEW } from './limits';
import { certificateRefusal, ownPost } from './owner';
import { Refusal } from '../common';

// Create, edit and load-for-edit of the owner's own posts. New and edited posts wait for review (1).

const owner = (userId: number) => ({ actor: 'owner' as const, userId });

const checked = (id: number, userId: number, r: ResolvedDraft) => ({
  id,
  userId,
  title: r.columns.title,
  description: r.columns.description,
  images: r.images.map((i) => i.path),
});

async function requireCertificate(db: Db, userId: number, type: CertType | null, exceptPostId?: number): Promise<void> {
  if (type === null) throw new Refusal('release.cert_type_required');
  const refusal = await certificateRefusal(db, userId, type, exceptPostId);
  if (refusal !== null) throw new Refusal(refusal);
}

async function writeVideo(trx: Db, postId: number, video: ResolvedVideo, nowS: number): Promise<void> {
  await trx.deleteFrom('post_videos').where('post_id', '=', postId).execute();
  await trx
    .insertInto('post_videos')
    .values({ post_id: postId, url: video.url, pic: video.pic, created_at: nowS })
    .execute();
}

/**
 * A new post, waiting for review; checked for possible duplicates (post-duplicates.ts), which only flags it.
 * @throws Refusal release.* for the draft, release.daily_limit / release.pending_limit past the posting limits.
 */
export async function createPost(
  db: Db,
  userId: number,
  draft: PostDraft,
  nowS: number,
  limits: PostingLimits = POSTING_LIMITS,
): Promise<SavedPost> {
  if (draft.kind === 'certification') await requireCertificate(db, userId, draft.certType);
  const r = await resolveDraft(db, draft);
  const cover = r.images[0]?.path ?? '';
  const video = draft.videoId ? await resolveVideo(db, userId, draft.videoId, draft.videoPic, cover) : null;
  // A video still being made holds the post in 6 until its ladder is whole; then it goes to review (1).
  const status = video?.processing ? POST_STATUS.PROCESSING : POST_STATUS.PENDING;
  const id = await db.transaction().execute(async (trx) => {
    await admitNewPost(trx, userId, limits, nowS);
    const row = await trx
      .insertInto('posts')
      .values({
        ...r.columns,
        user_id: userId,
        status,
        video_id: video?.videoId ?? null,
        created_at: nowS,
        updated_at: nowS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeImages(trx, row.id, r.images);
    if (video) await writeVideo(trx, row.id, video, nowS);
    await writeAudit(trx, {
      postId: row.id,
      from: NEW_POST_STATUS,
      to: status,
      actor: owner(userId),
      reason: '发布',
      nowS,
    });
    await recordDuplicates(trx, checked(row.id, userId, r), nowS);
    return row.id;
  });
  return { id, status };
}

type VideoPlan =
  { op: 'none' } | { op: 'remove' } | { op: 'set'; video: ResolvedVideo } | { op: 'poster'; pic: string };

async function planVideo(db: Db, userId: number, post: PostRow, draft: EditDraft, cover: string): Promise<VideoPlan> {
  if (draft.videoId === null) return { op: 'remove' };
  if (draft.videoId !== CURRENT_VIDEO)
    return { op: 'set', video: await resolveVideo(db, userId, draft.videoId, draft.videoPic, cover) };
  const current = await db.selectFrom('post_videos').select('pic').where('post_id', '=', post.id).executeTakeFirst();
  if (!current) throw new Refusal('release.no_current_video');
  if (!draft.videoPic || draft.videoPic === current.pic) return { op: 'none' };
  return { op: 'poster', pic: await checkPoster(db, draft.videoPic) };
}

/**
 * Owner edit: the content is replaced and the post goes back to pending review, except a live post whose
 * price or hours alone changed, which stays live (edit-rule.ts) with the change in its history.
 * Going back to review counts against the posts-in-review limit and re-runs the duplicate check.
 * @throws Refusal release.not_found (as ownPost), release.banned (98/99), release.kind_fixed,
 *   release.pending_limit.
 */
export async function editPost(
  db: Db,
  userId: number,
  draft: EditDraft,
  kinds: readonly PostKind[],
  nowS: number,
  limits: PostingLimits = POSTING_LIMITS,
): Promise<SavedPost> {
  const post = await ownPost(db, userId, draft.id, kinds);
  if (BANNED_STATUSES.includes(post.status)) throw new Refusal('release.banned');
  if (draft.kind !== post.kind) throw new Refusal('release.kind_fixed');
  if (draft.kind === 'certification' && draft.certType !== post.cert_type)
    await requireCertificate(db, userId, draft.certType, post.id);
  const r = await resolveDraft(db, draft);
  const plan = await planVideo(db, userId, post, draft, r.images[0]?.path ?? '');
  if (post.status === POST_STATUS.VERIFIED) {
    const current = await db
      .selectFrom('post_images')
      .select('path')
      .where('post_id', '=', post.id)
      .orderBy('sort')
      .execute();
    const sameImages = current.map((i) => i.path).join('\n') === r.images.map((i) => i.path).join('\n');
    const sameVideo = plan.op === 'none' || (plan.op === 'remove' && post.video_id === null);
    if (staysLive(post, r.columns, sameImages, sameVideo)) {
      await db.transaction().execute(async (trx) => {
        await changePostStatus(trx, {
          postId: post.id,
          from: POST_STATUS.VERIFIED,
          to: POST_STATUS.VERIFIED,
          actor: owner(userId),
          reason: '修改价格或营业时间',
          nowS,
          set: { price_min: r.columns.price_min, price_max: r.columns.price_max, hours: r.columns.hours },
        });
      });
      return { id: post.id, status: POST_STATUS.VERIFIED };
    }
  }
  // A new video still being made, or the current one still being made, holds the post in 6.
  const waitsForVideo =
    plan.op === 'set' ? plan.video.processing : plan.op !== 'remove' && post.status === POST_STATUS.PROCESSING;
  const to = waitsForVideo ? POST_STATUS.PROCESSING : POST_STATUS.PENDING;
  await db.transaction().execute(async (trx) => {
    if (!IN_REVIEW.includes(post.status)) await admitBackToReview(trx, userId, post.id, limits);
    const videoId = plan.op === 'remove' ? null : plan.op === 'set' ? plan.video.videoId : post.video_id;
    await changePostStatus(trx, {
      postId: post.id,
      from: post.status,
      to,
      actor: owner(userId),
      reason: '编辑',
      nowS,
      set: { ...r.columns, prev_status: null, review_note: '', video_id: videoId },
    });
    await writeImages(trx, post.id, r.images);
    if (plan.op === 'remove') await trx.deleteFrom('post_videos').where('post_id', '=', post.id).execute();
    if (plan.op === 'set') await writeVideo(trx, post.id, plan.video, nowS);
    if (plan.op === 'poster')
      await trx.updateTable('post_videos').set({ pic: plan.pic }).where('post_id', '=', post.id).execute();
    await recordDuplicates(trx, checked(post.id, userId, r), nowS);
  });
  return { id: post.id, status: to };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Stored fact rows back to FACT_FIELDS keys (matched by either label), for the form. */
function factsOf(post: PostRow): Record<string, string> {
  const rows = parseJson(post.facts);
  const out: Record<string, string> = {};
  if (!Array.isArray(rows)) return out;
  for (const row of rows as { label?: unknown; labelEn?: unknown; value?: unknown }[]) {
    const field = FACT_FIELDS[post.kind].find((f) => f.label === row.label || f.labelEn === row.labelEn);
    if (field && typeof row.value === 'string') out[field.key] = row.value;
  }
  return out;
}

export async function loadForEdit(
  db: Db,
  userId: number,
  id: number,
  kinds: readonly PostKind[],
): Promise<EditablePost> {
  const post = await ownPost(db, userId, id, kinds);
  const images = (await imagesFor(db, [post.id])).get(post.id) ?? [];
  const video = await db
    .selectFrom('post_videos')
    .select(['url', 'pic'])
    .where('post_id', '=', post.id)
    .executeTakeFirst();
  const tags = parseJson(post.tags);
  return {
    id: post.id,
    kind: post.kind,
    title: post.title,
    cityCode: post.city_code,
    typeCode: post.type_code,
    modeCode: post.mode_code,
    description: post.description,
    priceMin: post.price_min,
    priceMax: post.price_max,
    address: post.address,
    hours: post.hours,
    contact: post.contact,
    tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
    images,
    videoId: video ? CURRENT_VIDEO : null,
    videoPic: video?.pic ?? null,
    certType: post.cert_type === 1 || post.cert_type === 2 ? post.cert_type : null,
    facts: factsOf(post),
    status: post.status as PostStatus,
    reviewNote: post.review_note,
    video: video ?? null,
    updatedAt: post.updated_at,
  };
}
