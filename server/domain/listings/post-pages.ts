import { sql } from 'kysely';
import type { RawBuilder, SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE } from '../../../protocol/constants';
import type { PostSort } from '../../../protocol/explore';
import type { Page, PostCard, PostVideo } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { Database, PostRow } from '../../db/schema';
import { CARD_COLUMNS, cardOf, imagesFor } from './post-cards';
import { videosFor } from '../media';

/** The posts a listing may show, before paging (filters applied, nothing selected yet). */
export type PostQuery = SelectQueryBuilder<Database, 'posts', object>;

export interface PagedPost {
  row: PostRow;
  images: string[];
  video: PostVideo | null;
}

/**
 * A listing's order: a time column newest first, one of the sorts a person picks, an expression ascending, or
 * newest first with the posts bumped at `bumpedAt` (not yet ended) on top, latest bump first.
 */
export type PostOrder =
  'created_at' | 'updated_at' | PostSort | 'price_desc' | RawBuilder<number> | { newestBumpedAt: number };

/** A favourite says more than a view; the weight keeps a handful of keepers above a long tail of glances. */
const FAVORITE_WEIGHT = 10;

function ordered(q: PostQuery, order: PostOrder): PostQuery {
  if (typeof order === 'object' && 'newestBumpedAt' in order)
    return q
      .orderBy(sql`case when bumped_until > ${order.newestBumpedAt} then bumped_at else 0 end`, 'desc')
      .orderBy('created_at', 'desc');
  if (typeof order !== 'string') return q.orderBy(order, 'asc');
  switch (order) {
    case 'price':
      // Cheapest first; posts without a price go last on both dialects (NULLS LAST is not portable).
      return q.orderBy(sql`case when price_min is null then 1 else 0 end`).orderBy('price_min', 'asc');
    case 'price_desc':
      return q.orderBy(sql`case when price_min is null then 1 else 0 end`).orderBy('price_min', 'desc');
    case 'popularity':
      return q.orderBy(sql`views + favorites * ${sql.lit(FAVORITE_WEIGHT)}`, 'desc');
    case 'rating':
      // Best average first; unrated posts last; among equal averages, the more often rated.
      return q
        .orderBy(sql`case when rating_count > 0 then rating_sum * 1.0 / rating_count else -1 end`, 'desc')
        .orderBy('rating_count', 'desc');
    case 'newest':
      return q.orderBy('created_at', 'desc');
    default:
      return q.orderBy(order, 'desc');
  }
}

/**
 * One page of a post listing in `order` (ties newest id first), with every post's images and video looked up once
 * for the page. `base` builds the filtered query afresh for the count and for the rows.
 */
export async function pagePosts<T>(
  db: Db,
  base: () => PostQuery,
  opts: { page?: number; pageSize?: number; order: PostOrder },
  toItem: (post: PagedPost) => T,
): Promise<Page<T>> {
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  const total = await base()
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await ordered(base(), opts.order)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const ids = rows.map((r) => r.id);
  const [images, videos] = await Promise.all([imagesFor(db, ids), videosFor(db, ids)]);
  const list = rows.map((row) => toItem({ row, images: images.get(row.id) ?? [], video: videos.get(row.id) ?? null }));
  return { list, page, pageSize, total: Number(total.n) };
}

/**
 * A card's media columns for the post whose id is `postId` (a column reference of the query): `cover`, its
 * first image in display order, and `image_count`. Scalar subqueries, evaluated for the page's rows only.
 */
export function cardMediaColumns(postId: 'posts.id' | 'p.id') {
  const id = sql.ref(postId);
  return [
    sql<string | null>`(select path from post_images where post_id = ${id} order by sort, id limit 1)`.as('cover'),
    sql<string | number>`(select count(*) from post_images where post_id = ${id})`.as('image_count'),
  ];
}

/**
 * One page of cards, newest first: the count and the page in two queries sent together (one round trip on
 * PostgreSQL), each row with its cover, image count and video flag from subqueries evaluated for the page's
 * rows only. Same cards as pagePosts + toCard, without reading every image path and the long texts.
 */
export async function pageCards(
  db: Db,
  base: () => PostQuery,
  opts: { page?: number; pageSize?: number; order?: PostOrder },
): Promise<Page<PostCard>> {
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  const [total, rows] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    ordered(base(), opts.order ?? 'newest')
      .select(CARD_COLUMNS)
      .select(cardMediaColumns('posts.id'))
      .select((eb) =>
        eb
          .selectFrom('post_videos')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('post_videos.post_id', '=', 'posts.id')
          .as('video_count'),
      )
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const list = rows.map((r) =>
    cardOf(r, { cover: r.cover ?? null, imageCount: Number(r.image_count), hasVideo: Number(r.video_count) > 0 }),
  );
  return { list, page, pageSize, total: Number(total.n) };
}
