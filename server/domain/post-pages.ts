import type { SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE } from '../../protocol/constants';
import type { Page, PostVideo } from '../../protocol/types';
import type { Db } from '../db/database';
import type { Database, PostRow } from '../db/schema';
import { imagesFor } from './post-cards';
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
