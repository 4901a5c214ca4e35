import { VIDEO_FEED_PAGE_SIZE } from '../../../protocol/explore';
import type { VideoFeedItem, VideoFeedPage } from '../../../protocol/explore';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';
import { CARD_COLUMNS, cardMediaColumns, cardOf, vipLevelOf } from '../listings';

// The video feed: every verified post with a video, newest video first. Keyset paging on (video time, post
// id) rather than OFFSET, so a video added while someone swipes neither repeats nor skips a slide, and a deep
// page costs the same as the first.

interface Position {
  createdAt: number;
  postId: number;
}

/** `<created_at>-<post id>`; the route's schema has checked the shape. */
function parseCursor(cursor: string): Position {
  const [createdAt, postId] = cursor.split('-').map(Number);
  return { createdAt: createdAt!, postId: postId! };
}

const cursorOf = (p: Position) => `${p.createdAt}-${p.postId}`;

const POST_COLUMNS = CARD_COLUMNS.map((c) => `p.${c}` as const);

export async function videoFeed(
  db: Db,
  q: { cursor?: string; pageSize?: number; callerId: number | null },
  nowS: number,
): Promise<VideoFeedPage> {
  const pageSize = q.pageSize ?? VIDEO_FEED_PAGE_SIZE;
  const readsVip = q.callerId !== null && (await vipLevelOf(db, q.callerId, nowS)) > 0;
  let query = db
    .selectFrom('post_videos as v')
    .innerJoin('posts as p', 'p.id', 'v.post_id')
    .where('p.status', '=', POST_STATUS.VERIFIED);
  if (q.cursor !== undefined) {
    const after = parseCursor(q.cursor);
    query = query.where((eb) =>
      eb.or([
        eb('v.created_at', '<', after.createdAt),
        eb.and([eb('v.created_at', '=', after.createdAt), eb('v.post_id', '<', after.postId)]),
      ]),
    );
  }
  // One more than asked tells whether a next page exists without a count.
  const rows = await query
    .select(POST_COLUMNS)
    .select(['p.user_id', 'v.url', 'v.pic', 'v.created_at as video_at'])
    .select(cardMediaColumns('p.id'))
    .orderBy('v.created_at', 'desc')
    .orderBy('v.post_id', 'desc')
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  const list = page.map((r): VideoFeedItem => {
    const cover = r.cover ?? null;
    const post = cardOf(r, { cover, imageCount: Number(r.image_count), hasVideo: true });
    // The locked preview of a VIP post (post-cards.ts lockPreview) keeps its cover and no video.
    const locked = r.vip === 1 && !readsVip;
    return {
      post,
      authorId: r.user_id,
      poster: locked ? cover : r.pic,
      video: locked ? null : { url: r.url, pic: r.pic },
      locked,
    };
  });
  const last = page.at(-1);
  const next = rows.length > pageSize && last ? cursorOf({ createdAt: last.video_at, postId: last.id }) : null;
  return { list, next };
}
