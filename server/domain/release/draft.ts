import { FACT_FIELDS } from '../../../protocol/release';
import type { PostDraft } from '../../../protocol/release';
import type { Db } from '../../db/database';
import type { PostTable } from '../../db/schema';
import { findOwnedVideo } from '../media';
import { Refusal } from '../common';

// Checks a draft against the database (the route's schema already checked shapes and limits) and turns
// it into column values. Nothing is written here.

export interface ImageRef {
  path: string;
  width: number;
  height: number;
}

export interface ResolvedVideo {
  url: string;
  pic: string;
  videoId: string;
  /** Its ladder is still being made: the post waits in status 6 (video-posts.ts moves it on). */
  processing: boolean;
}

export interface ResolvedDraft {
  columns: Pick<
    PostTable,
    | 'kind'
    | 'title'
    | 'description'
    | 'city_code'
    | 'type_code'
    | 'mode_code'
    | 'price_min'
    | 'price_max'
    | 'address'
    | 'hours'
    | 'contact'
    | 'tags'
    | 'facts'
  > & { cert_type: number | null };
  images: ImageRef[];
}

async function codeExists(db: Db, table: 'cities' | 'post_types' | 'post_modes', code: number): Promise<boolean> {
  return (await db.selectFrom(table).select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** Images must be stored media (uploaded through /imgUpload.php or seeded); unknown paths are refused. */
async function imageRefs(db: Db, paths: string[], unknown: (i: number) => Refusal): Promise<ImageRef[]> {
  if (paths.length === 0) return [];
  const rows = await db
    .selectFrom('media')
    .select(['path', 'width', 'height'])
    .where('path', 'in', paths)
    .where('kind', '=', 'image')
    .execute();
  const byPath = new Map(rows.map((r) => [r.path, r]));
  return paths.map((path, i) => {
    const row = byPath.get(path);
    if (!row) throw unknown(i);
    return { path, width: row.width ?? 0, height: row.height ?? 0 };
  });
}

/** Facts in FACT_FIELDS order, as the label/value rows PostDetail shows; empty values are dropped. */
function factRows(draft: PostDraft): { label: string; labelEn: string; value: string }[] {
  return FACT_FIELDS[draft.kind].flatMap((f) => {
    const value = draft.facts[f.key]?.trim() ?? '';
    return value ? [{ label: f.label, labelEn: f.labelEn, value }] : [];
  });
}

/** @throws Refusal naming the field for an unknown code or image path. */
export async function resolveDraft(db: Db, draft: PostDraft): Promise<ResolvedDraft> {
  if (!(await codeExists(db, 'cities', draft.cityCode))) throw new Refusal('release.city_unknown');
  if (!(await codeExists(db, 'post_types', draft.typeCode))) throw new Refusal('release.type_unknown');
  if (!(await codeExists(db, 'post_modes', draft.modeCode))) throw new Refusal('release.mode_unknown');
  const images = await imageRefs(
    db,
    draft.images,
    (i) => new Refusal('release.image_unknown', { field: `images[${String(i)}]` }),
  );
  return {
    columns: {
      kind: draft.kind,
      title: draft.title,
      description: draft.description,
      city_code: draft.cityCode,
      type_code: draft.typeCode,
      mode_code: draft.modeCode,
      price_min: draft.priceMin,
      price_max: draft.priceMax,
      address: draft.address,
      hours: draft.hours,
      contact: draft.contact,
      tags: JSON.stringify(draft.tags),
      facts: JSON.stringify(factRows(draft)),
      cert_type: draft.kind === 'certification' ? draft.certType : null,
    },
    images,
  };
}

/**
 * The uploaded video a draft names, with its poster: the draft's videoPic, else the upload's own poster,
 * else the post's cover (post_videos.pic is required).
 * @throws Refusal release.video_unknown when the id is not an upload of this user, release.poster_unknown.
 */
export async function resolveVideo(
  db: Db,
  userId: number,
  videoId: string,
  videoPic: string | null,
  cover: string,
): Promise<ResolvedVideo> {
  const video = await findOwnedVideo(db, userId, videoId);
  if (!video) throw new Refusal('release.video_unknown');
  const pic = videoPic ? await checkPoster(db, videoPic) : (video.pic ?? cover);
  return { url: video.url, pic, videoId, processing: video.processing };
}

/** @throws Refusal release.poster_unknown when the poster is not a stored image. */
export async function checkPoster(db: Db, videoPic: string): Promise<string> {
  await imageRefs(db, [videoPic], () => new Refusal('release.poster_unknown'));
  return videoPic;
}

/** Replaces a post's image rows (create and edit). */
export async function writeImages(trx: Db, postId: number, images: ImageRef[]): Promise<void> {
  await trx.deleteFrom('post_images').where('post_id', '=', postId).execute();
  if (images.length === 0) return;
  await trx
    .insertInto('post_images')
    .values(
      images.map((img, sort) => ({ post_id: postId, path: img.path, sort, width: img.width, height: img.height })),
    )
    .execute();
}
