import type { SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE } from '../../protocol/constants';
import type { Page, PostCard, PostVideo } from '../../protocol/types';
import type { Db } from '../db/database';
import type { Database, PostRow } from '../db/schema';
import { CARD_COLUMNS, cardOf, imagesFor } from './post-cards';
import { videosFor } from './post-videos';

/** The posts a listing may show, before paging (filters applied, nothing selected yet). */
export type PostQuery = SelectQueryBuilder<Database, 'posts', object>;

export interface PagedPost {
  row: PostRow;
  images: string[];
  video: PostVideo | null;
}

/**
 * One page of a post listing, newest first by `order`, with every post's images and video looked up once
 * for the page. `base` builds the filtered query afresh for the count and for the rows.
 */
export async function pagePosts<T>(
  db: Db,
  base: () => PostQuery,
  opts: { page?: number; pageSize?: number; order: 'created_at' | 'updated_at' },
  toItem: (post: PagedPost) => T,
): Promise<Page<T>> {
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  const total = await base()
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base()
    .selectAll()
    .orderBy(opts.order, 'desc')
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
 * One page of cards, newest first: the count and the page in two queries sent together (one round trip on
 * PostgreSQL), each row with its cover, image count and video flag from subqueries evaluated for the page's
 * rows only. Same cards as pagePosts + toCard, without reading every image path and the long texts.
 */
export async function pageCards(
  db: Db,
  base: () => PostQuery,
  opts: { page?: number; pageSize?: number },
): Promise<Page<PostCard>> {
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  const [total, rows] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    base()
      .select(CARD_COLUMNS)
      .select((eb) => [
        eb
          .selectFrom('post_images')
          .select('post_images.path')
          .whereRef('post_images.post_id', '=', 'posts.id')
          .orderBy('post_images.sort')
          .orderBy('post_images.id')
          .limit(1)
          .as('cover'),
        eb
          .selectFrom('post_images')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('post_images.post_id', '=', 'posts.id')
          .as('image_count'),
        eb
          .selectFrom('post_videos')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('post_videos.post_id', '=', 'posts.id')
          .as('video_count'),
      ])
      .orderBy('created_at', 'desc')
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
