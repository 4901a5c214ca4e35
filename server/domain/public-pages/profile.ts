import type { ReceivedEvaluationPage } from '../../../protocol/public-pages';
import type { Page, PostCard } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { ratingRows, toEvaluation } from '../appointments';
import { isPublic, pageOf } from '../common';
import { averageOf, page } from '../listings';
import type { Paging } from '../common';

// A person's page beside their profile (users.ts publicProfile): what they publish and the ratings they got.
// Only verified posts count, so a pending, refused, taken-down or deleted post shows nowhere here, and a
// VIP post shows as the same card every listing shows.

/** A person's public posts, newest first; `exceptId` leaves out the post the list is shown beside. */
export function userPosts(db: Db, userId: number, paging: Paging & { exceptId?: number }): Promise<Page<PostCard>> {
  return page(db, { userId, exceptId: paging.exceptId }, paging.page, paging.pageSize);
}

/** Ratings given on a person's public posts, newest first, with their average over all of them. */
export async function userRatings(db: Db, userId: number, paging: Paging): Promise<ReceivedEvaluationPage> {
  const { page: pageNo, pageSize, offset } = pageOf(paging);
  const totals = await db
    .selectFrom('posts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('rating_count'), eb.lit(0)).as('count'),
      eb.fn.coalesce(eb.fn.sum<string | number>('rating_sum'), eb.lit(0)).as('sum'),
    ])
    .where('user_id', '=', userId)
    .where(isPublic())
    .executeTakeFirstOrThrow();
  const rows = await ratingRows(db)
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .select(['p.id as post_id', 'p.kind as post_kind', 'p.title as post_title'])
    .where('p.user_id', '=', userId)
    .where(isPublic('p'))
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();
  const count = Number(totals.count);
  return {
    list: rows.map((r) => ({ ...toEvaluation(r), postId: r.post_id, postKind: r.post_kind, postTitle: r.post_title })),
    page: pageNo,
    pageSize,
    total: count,
    count,
    average: averageOf(Number(totals.sum), count),
  };
}
