import type { FavoriteItem, FavoriteState } from '../../../protocol/people';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { imagesFor, toCard } from '../listings';
import { isPublic, pageOf, Refusal, takeWindow, waitWords } from '../common';
import { videosFor } from '../media';
import type { Paging, WindowRule } from '../common';

// Favourites: one row per person and post (the primary key), and posts.favorites counts those rows. The
// counter moves only when this transaction's own insert or delete changed a row (RETURNING says so), so
// any mix of parallel toggles, on either database, leaves the row once or not at all and the count true.

/** Toggles per person per minute: far above any hand on a heart, low enough to keep a script off the counter. */
export const FAVORITE_TOGGLES: WindowRule = { max: 120, windowS: 60 };

export interface ToggleFavorite {
  userId: number;
  postId: number;
  /** The state wanted; undefined flips the current one. */
  want?: boolean;
}

/**
 * Keeps or drops a post. Keeping needs a post the caller may see (public, or their own); dropping works on
 * any kept post, so a favourite whose post went private can still be removed.
 * @throws Refusal post.not_found, user.too_many_requests.
 */
export async function toggleFavorite(db: Db, call: ToggleFavorite, nowS: number): Promise<FavoriteState> {
  const slot = await takeWindow(db, `favorite:${call.userId}`, FAVORITE_TOGGLES, nowS);
  if (!slot.ok) throw new Refusal('user.too_many_requests', { wait: waitWords(slot.waitS) });
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'user_id'])
      .select(isPublic().as('public'))
      .where('id', '=', call.postId)
      .executeTakeFirst();
    if (!post) throw new Refusal('post.not_found');
    const mine = trx.selectFrom('favorites').where('user_id', '=', call.userId).where('post_id', '=', post.id);
    const want = call.want ?? (await mine.select('post_id').executeTakeFirst()) === undefined;
    const visible = Boolean(post.public) || post.user_id === call.userId;
    let delta = 0;
    if (want) {
      if (!visible) throw new Refusal('post.not_found');
      const added = await trx
        .insertInto('favorites')
        .values({ user_id: call.userId, post_id: post.id, created_at: nowS })
        .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
        .returning('post_id')
        .executeTakeFirst();
      if (added) delta = 1;
    } else {
      const removed = await trx
        .deleteFrom('favorites')
        .where('user_id', '=', call.userId)
        .where('post_id', '=', post.id)
        .returning('post_id')
        .executeTakeFirst();
      if (removed) delta = -1;
      else if (!visible) throw new Refusal('post.not_found');
    }
    if (delta !== 0) {
      await trx
        .updateTable('posts')
        .set((eb) => ({ favorites: eb('favorites', '+', delta) }))
        .where('id', '=', post.id)
        .execute();
    }
    const count = await trx.selectFrom('posts').select('favorites').where('id', '=', post.id).executeTakeFirstOrThrow();
    return { id: post.id, favorited: want, favorites: Number(count.favorites) };
  });
}

export interface FavoriteQuery extends Paging {
  /** Only these posts (which of the cards on screen are kept). */
  ids?: number[];
}

/**
 * The caller's kept posts, newest kept first, as the public cards the listings show (a VIP post stays a
 * card marked VIP; its detail page applies the paywall). A post that is no longer public drops out of the
 * list and the total, but its row stays: should the post come back, so does the favourite.
 */
export async function listFavorites(db: Db, userId: number, q: FavoriteQuery): Promise<Page<FavoriteItem>> {
  const { page, pageSize, offset } = pageOf(q);
  let base = db
    .selectFrom('favorites as f')
    .innerJoin('posts as p', 'p.id', 'f.post_id')
    .where('f.user_id', '=', userId)
    .where((eb) => eb.or([isPublic('p'), eb('p.user_id', '=', userId)]));
  if (q.ids) {
    if (q.ids.length === 0) return { list: [], page, pageSize, total: 0 };
    base = base.where('f.post_id', 'in', q.ids);
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll('p')
      .select('f.created_at as favorited_at')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.post_id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const [images, videos] = await Promise.all([imagesFor(db, ids), videosFor(db, ids)]);
  const list = rows.map(({ favorited_at, ...row }) => ({
    ...toCard(row, images.get(row.id) ?? [], videos.get(row.id) ?? null),
    favoritedAt: favorited_at,
  }));
  return { list, page, pageSize, total: Number(count.n) };
}
