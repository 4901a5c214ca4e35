import type { PostStatus } from '../../../protocol/status';
import type { PostCard, PostDetail, PostKind, PostVideo } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { PostRow } from '../../db/schema';

/** Image paths per post, in display order, for a page of posts in one query. */
export async function imagesFor(db: Db, postIds: number[]): Promise<Map<number, string[]>> {
  const byPost = new Map<number, string[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('post_images')
    .select(['post_id', 'path'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = byPost.get(r.post_id);
    if (list) list.push(r.path);
    else byPost.set(r.post_id, [r.path]);
  }
  return byPost;
}

/** Average stars to one decimal; null when nothing is rated. */
export const averageOf = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

/** The post columns a card shows (a listing reads these and nothing of the long texts). */
export const CARD_COLUMNS = [
  'id',
  'kind',
  'title',
  'city_code',
  'type_code',
  'mode_code',
  'price_min',
  'price_max',
  'views',
  'favorites',
  'rating_count',
  'rating_sum',
  'vip',
  'status',
  'created_at',
  'bumped_until',
] as const satisfies readonly (keyof PostRow)[];

export type CardRow = Pick<PostRow, (typeof CARD_COLUMNS)[number]>;

/** What a card says of a post's media: its first image, how many there are, and whether a video exists. */
export interface CardMedia {
  cover: string | null;
  imageCount: number;
  hasVideo: boolean;
}

export function cardOf(p: CardRow, media: CardMedia): PostCard {
  return {
    id: p.id,
    kind: p.kind as PostKind,
    title: p.title,
    cityCode: p.city_code,
    typeCode: p.type_code,
    modeCode: p.mode_code,
    cover: media.cover,
    imageCount: media.imageCount,
    priceMin: p.price_min,
    priceMax: p.price_max,
    views: p.views,
    favorites: p.favorites,
    ratingCount: p.rating_count,
    ratingAvg: averageOf(p.rating_sum, p.rating_count),
    vip: p.vip === 1,
    hasVideo: media.hasVideo,
    status: p.status as PostStatus,
    createdAt: p.created_at,
    bumpedUntil: p.bumped_until,
  };
}

/** `video`: from videosFor (post-videos.ts), looked up once per page. */
export function toCard(p: PostRow, images: string[], video: PostVideo | null = null): PostCard {
  return cardOf(p, { cover: images[0] ?? null, imageCount: images.length, hasVideo: video !== null });
}

/** Stored JSON that does not parse as the expected shape reads as empty rather than failing the page. */
function jsonList<T>(text: string, keep: (v: unknown) => v is T): T[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter(keep) : [];
  } catch {
    return [];
  }
}

const isString = (v: unknown): v is string => typeof v === 'string';
type Fact = PostDetail['facts'][number];
const isFact = (v: unknown): v is Fact =>
  typeof v === 'object' &&
  v !== null &&
  ['label', 'labelEn', 'value'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** A post's stored facts column as rows. */
export const factsOf = (text: string): Fact[] => jsonList(text, isFact);

export interface DetailOptions {
  /** The viewer is logged in. */
  showContact: boolean;
  video: PostVideo | null;
  /** The viewer wrote the post. */
  owner: boolean;
  /** For the owner: why the post is in its status (an operator's reason), else null. */
  statusReason: string | null;
}

export function toDetail(p: PostRow, images: string[], author: PostDetail['author'], o: DetailOptions): PostDetail {
  const { video } = o;
  return {
    ...toCard(p, images, video),
    description: p.description,
    images,
    tags: jsonList(p.tags, isString),
    address: p.address,
    hours: p.hours,
    contact: o.showContact ? p.contact : null,
    author,
    facts: factsOf(p.facts),
    locked: false,
    video,
    owner: o.owner,
    statusReason: o.statusReason,
  };
}

/** Characters of the description a locked preview keeps. */
export const PREVIEW_DESCRIPTION_CHARS = 60;

/** The teaser of a VIP post for a non-VIP viewer: enough to judge interest, nothing to act on. */
export function lockPreview(d: PostDetail): PostDetail {
  const chars = Array.from(d.description);
  const description =
    chars.length > PREVIEW_DESCRIPTION_CHARS ? `${chars.slice(0, PREVIEW_DESCRIPTION_CHARS).join('')}…` : d.description;
  return {
    ...d,
    images: d.images.slice(0, 1),
    description,
    address: '',
    hours: '',
    contact: null,
    facts: [],
    locked: true,
    video: null,
  };
}
