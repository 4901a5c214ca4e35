import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, RawBuilder, SqlBool } from 'kysely';
import type { ListQuery, ListSort, SearchQuery } from '../../../protocol/listings';
import type { PostSort } from '../../../protocol/explore';
import type { Page, PostCard, PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { PREVIEW_DESCRIPTION_CHARS } from './post-cards';
import { pageCards } from './post-pages';
import { isPublic } from '../common';
import type { PostQuery } from './post-pages';

export interface Filters {
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  kind?: PostKind;
  vipOnly?: boolean;
  keyword?: string;
  /** The caller reads VIP posts whole; otherwise a keyword sees of them only what lockPreview shows. */
  readsVip?: boolean;
  /** One of the post's tags, exactly (tags are public on every post, VIP or not). */
  tag?: string;
  /** The post's own price range overlaps [priceMin, priceMax]; either end may be open. */
  priceMin?: number;
  priceMax?: number;
  /** Created at or after this time (Unix seconds). */
  createdSince?: number;
  /** Published by this user. */
  userId?: number;
  /** Leave this post out (the page it is listed beside). */
  exceptId?: number;
}

/** `\` escapes LIKE wildcards typed by the user; both dialects honour `ESCAPE '\'`. */
export const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Where a keyword, as a LIKE pattern (a value, or a column such as a saved search's), matches a post's
 * unqualified columns. `readsVip`: the reader has an active VIP.
 */
export function keywordMatch<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  pattern: RawBuilder<string>,
  readsVip: boolean,
): Expression<SqlBool> {
  // lower() on both sides: SQLite's LIKE is ASCII-case-insensitive, PostgreSQL's is not.
  const like = (text: RawBuilder<unknown>) => sql<boolean>`lower(${text}) like ${pattern} escape '\\'`;
  const col = (name: 'title' | 'description' | 'address' | 'tags') => like(sql.ref(name));
  const everyone = [col('title'), col('tags')];
  if (readsVip) return eb.or([...everyone, col('description'), col('address')]);
  // Whatever a match proves is read by the caller, so a VIP post may only match where its preview shows
  // it: substr counts characters on both dialects, as lockPreview does.
  const preview = like(sql`substr(description, 1, ${sql.lit(PREVIEW_DESCRIPTION_CHARS)})`);
  return eb.or([
    ...everyone,
    eb.and([sql<boolean>`vip = 0`, eb.or([col('description'), col('address')])]),
    eb.and([sql<boolean>`vip = 1`, preview]),
  ]);
}

/** Public posts matching `f`, nothing selected yet. */
export function filtered(db: Db, f: Filters): PostQuery {
  // Only verified posts are public; every other status stays out of listings (and, but for the owner, detail).
  let q: PostQuery = db.selectFrom('posts').where(isPublic());
  // 0 means "all" for every code filter (route params use it that way).
  if (f.cityCode) q = q.where('city_code', '=', f.cityCode);
  if (f.typeCode) q = q.where('type_code', '=', f.typeCode);
  if (f.modeCode) q = q.where('mode_code', '=', f.modeCode);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.vipOnly) q = q.where('vip', '=', 1);
  if (f.tag !== undefined) {
    // Tags are stored as a JSON array written by JSON.stringify, so an element reads as its JSON string.
    const element = likePattern(JSON.stringify(f.tag));
    q = q.where(sql<boolean>`lower(tags) like ${element} escape '\\'`);
  }
  if (f.priceMin !== undefined) q = q.where(sql<boolean>`coalesce(price_max, price_min) >= ${f.priceMin}`);
  if (f.priceMax !== undefined) q = q.where('price_min', '<=', f.priceMax);
  if (f.createdSince !== undefined) q = q.where('created_at', '>=', f.createdSince);
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.exceptId !== undefined) q = q.where('id', '!=', f.exceptId);
  if (f.keyword) {
    const pattern = sql<string>`${likePattern(f.keyword)}`;
    q = q.where((eb: ExpressionBuilder<Database, 'posts'>) => keywordMatch(eb, pattern, f.readsVip === true));
  }
  return q;
}

/** How many public posts match, without loading any. */
export async function countPosts(db: Db, f: Filters): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of public posts matching `f`, in `sort` (default newest). */
export function page(
  db: Db,
  f: Filters,
  pageNo?: number,
  pageSize?: number,
  sort: PostSort | ListSort = 'newest',
): Promise<Page<PostCard>> {
  return pageCards(db, () => filtered(db, f), { page: pageNo, pageSize, order: sort });
}

/**
 * The home and city list. In its default order (newest) the bumped posts come first; the other sorts are a
 * person's choice and stay as asked.
 */
export function listPosts(db: Db, q: ListQuery, nowS: number): Promise<Page<PostCard>> {
  if (q.sort !== undefined && q.sort !== 'newest') return page(db, q, q.page, q.pageSize, q.sort);
  return pageCards(db, () => filtered(db, q), { page: q.page, pageSize: q.pageSize, order: { newestBumpedAt: nowS } });
}

export function listVipPosts(db: Db, q: ListQuery): Promise<Page<PostCard>> {
  return page(db, { ...q, vipOnly: true }, q.page, q.pageSize, q.sort);
}

/** `readsVip`: the caller has an active VIP (VIP posts then match on every searched field). */
export function searchPosts(db: Db, q: SearchQuery, readsVip: boolean): Promise<Page<PostCard>> {
  const f: Filters = {
    keyword: q.keyword,
    cityCode: q.cityCode,
    typeCode: q.typeCode,
    modeCode: q.modeCode,
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    readsVip,
  };
  return page(db, f, q.page, q.pageSize, q.sort);
}
