import type { PostVideo } from '../../../protocol/types';
import type { Db } from '../../db/database';

/** The video of each post that has one, for a page of posts in one query (cards show a play badge). */
export async function videosFor(db: Db, postIds: number[]): Promise<Map<number, PostVideo>> {
  const byPost = new Map<number, PostVideo>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('post_videos')
    .select(['post_id', 'url', 'pic'])
    .where('post_id', 'in', postIds)
    .execute();
  for (const r of rows) byPost.set(r.post_id, { url: r.url, pic: r.pic });
  return byPost;
}
