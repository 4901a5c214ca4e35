import type { PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { isPublic } from '../common';

// The public listings a sitemap names (server/http/crawl.ts), in id order so a page's content is stable.

export interface SitemapEntry {
  id: number;
  kind: PostKind;
  updatedAt: number;
}

export async function countSitemapPosts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(isPublic())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The `page`th (from 1) run of `size` public posts. */
export async function sitemapPosts(db: Db, page: number, size: number): Promise<SitemapEntry[]> {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'kind', 'updated_at'])
    .where(isPublic())
    .orderBy('id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, updatedAt: r.updated_at }));
}
