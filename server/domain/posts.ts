import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { ListQuery, SearchQuery } from '../../protocol/endpoints';
import { POST_STATUS } from '../../protocol/status';
import type { Page, PostCard, PostDetail, PostKind } from '../../protocol/types';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { Refusal } from './refusal';
import { imagesFor, lockPreview, toCard, toDetail } from './post-cards';
import { pagePosts } from './post-pages';
import type { PostQuery } from './post-pages';
import { videosFor } from './post-videos';
import { activeVipLevel } from './users';

interface Filters {
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  kind?: PostKind;
  vipOnly?: boolean;
  keyword?: string;
}

/** `\` escapes LIKE wildcards typed by the user; both dialects honour `ESCAPE '\'`. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, f: Filters): PostQuery {
  // Only verified posts are public; every other status stays out of listings and detail pages.
  let q: PostQuery = db.selectFrom('posts').where('status', '=', POST_STATUS.VERIFIED);
  // 0 means "all" for every code filter (route params use it that way).
  if (f.cityCode) q = q.where('city_code', '=', f.cityCode);
  if (f.typeCode) q = q.where('type_code', '=', f.typeCode);
  if (f.modeCode) q = q.where('mode_code', '=', f.modeCode);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.vipOnly) q = q.where('vip', '=', 1);
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    // lower() on both sides: SQLite's LIKE is ASCII-case-insensitive, PostgreSQL's is not.
    q = q.where((eb: ExpressionBuilder<Database, 'posts'>) =>
      eb.or(
        (['title', 'description', 'address', 'tags'] as const).map((col) =>
          sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

function page(db: Db, f: Filters, pageNo?: number, pageSize?: number): Promise<Page<PostCard>> {
  return pagePosts(db, () => filtered(db, f), { page: pageNo, pageSize, order: 'created_at' }, (p) => toCard(p.row, p.images, p.video));
}

export function listPosts(db: Db, q: ListQuery): Promise<Page<PostCard>> {
  return page(db, q, q.page, q.pageSize);
}

export function listVipPosts(db: Db, q: ListQuery): Promise<Page<PostCard>> {
  return page(db, { ...q, vipOnly: true }, q.page, q.pageSize);
}

export function searchPosts(db: Db, q: SearchQuery): Promise<Page<PostCard>> {
  return page(db, { keyword: q.keyword, cityCode: q.cityCode, typeCode: q.typeCode }, q.page, q.pageSize);
}

export interface Viewer {
  userId: number;
}

async function vipLevelOf(db: Db, userId: number, nowS: number): Promise<number> {
  const u = await db.selectFrom('users').select(['vip_level', 'vip_expires_at']).where('id', '=', userId).executeTakeFirst();
  return u ? activeVipLevel(u, nowS) : 0;
}

async function detail(db: Db, id: number, viewer: Viewer | null, kind?: PostKind): Promise<PostDetail> {
  const post = await filtered(db, { kind }).selectAll().where('id', '=', id).executeTakeFirst();
  if (!post) throw new Refusal('post.not_found');
  // Counted before the read so the viewer sees their own visit.
  await db.updateTable('posts').set((eb) => ({ views: eb('views', '+', 1) })).where('id', '=', id).execute();
  post.views += 1;
  const author = await db.selectFrom('users').select(['id', 'nickname', 'avatar']).where('id', '=', post.user_id).executeTakeFirst();
  const [images, videos] = await Promise.all([imagesFor(db, [id]), videosFor(db, [id])]);
  return toDetail(post, images.get(id) ?? [], author ?? { id: post.user_id, nickname: '', avatar: null }, viewer !== null, videos.get(id) ?? null);
}

/**
 * Detail of a verified post; contact only for a logged-in viewer. A VIP post seen without an active VIP is
 * a locked preview (lockPreview), so a visitor sees what membership unlocks instead of a dead end.
 */
export async function getPost(db: Db, id: number, viewer: Viewer | null, nowS: number, kind?: PostKind): Promise<PostDetail> {
  const post = await detail(db, id, viewer, kind);
  if (!post.vip || (viewer !== null && (await vipLevelOf(db, viewer.userId, nowS)) > 0)) return post;
  return lockPreview(post);
}

/** Detail for VIP members only (any verified post). @throws Refusal post.vip_required when the viewer is not VIP. */
export async function getVipPost(db: Db, id: number, viewer: Viewer, nowS: number): Promise<PostDetail> {
  if ((await vipLevelOf(db, viewer.userId, nowS)) <= 0) throw new Refusal('post.vip_required');
  return detail(db, id, viewer);
}
