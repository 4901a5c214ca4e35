import { SIMILAR_MAX } from '../../../protocol/listings';
import type { Page, PostCard } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { isPublic, Refusal } from '../common';
import { page } from './posts';

// Posts listed beside one post: the detail page's similar posts and a store page's own posts. Both start from
// a public post, so a hidden post's city, type or owner is never read through them.

async function publicPost(db: Db, id: number) {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'kind', 'city_code', 'type_code'])
    .where('id', '=', id)
    .where(isPublic())
    .executeTakeFirst();
  if (!post) throw new Refusal('post.not_found');
  return post;
}

/**
 * Public posts of the post's city and type, newest first, without the post itself.
 * @throws Refusal post.not_found when the post is not public.
 */
export async function similarPosts(db: Db, id: number): Promise<PostCard[]> {
  const post = await publicPost(db, id);
  const f = { cityCode: post.city_code, typeCode: post.type_code, exceptId: post.id };
  return (await page(db, f, 1, SIMILAR_MAX)).list;
}

/**
 * A store's posts: what its owner publishes as a store in the store's city (their posts of other kinds or in
 * other cities belong to other pages), newest first, without the store post itself.
 * @throws Refusal post.not_found when the post is not a public store post.
 */
export async function storePosts(db: Db, id: number, p: { page?: number; pageSize?: number }): Promise<Page<PostCard>> {
  const post = await publicPost(db, id);
  if (post.kind !== 'store') throw new Refusal('post.not_found');
  const f = { userId: post.user_id, kind: post.kind, cityCode: post.city_code, exceptId: post.id };
  return page(db, f, p.page, p.pageSize);
}
