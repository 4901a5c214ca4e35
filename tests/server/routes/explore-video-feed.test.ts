import { beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_FEED_PAGE_MAX } from '../../../protocol/explore';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { insertFixtures } from '../support/fixtures';
import type { Fixtures } from '../support/fixtures';
import type { Db } from '../../../server/db/database';
import { dialects, nowS, useSetup, useTestApp } from '../helper';

interface FeedWorld extends Fixtures {
  /** Post ids in the order the feed must show them (newest video first; a tie on time → higher post id first). */
  order: number[];
  /** A verified post without a video, and a video whose post is pending. */
  noVideo: number;
}

const mp4 = (id: number) => `video/clip-${String(id).padStart(12, '0')}/clip.mp4`;
const pic = (id: number) => `img/vv/poster-${id}.bin`;

async function insertFeedWorld(db: Db): Promise<FeedWorld> {
  const f = await insertFixtures(db);
  const t = nowS();
  const [hidden] = f.hiddenPostIds;
  const video = (post_id: number, created_at: number) => ({
    post_id,
    url: mp4(post_id),
    pic: pic(post_id),
    created_at,
  });
  await db
    .insertInto('post_videos')
    .values([
      video(f.posts.personal, t - 50),
      // The store and the broker share one time: the post id decides.
      video(f.posts.store, t - 20),
      video(f.posts.broker, t - 20),
      video(f.vipPostId, t - 10),
      video(hidden!, t),
    ])
    .execute();
  const tie = [f.posts.store, f.posts.broker].sort((a, b) => b - a);
  return { ...f, order: [f.vipPostId, ...tie, f.posts.personal], noVideo: f.posts.certification };
}

describe.each(dialects)('video feed (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => insertFeedWorld(t.db));
  let vipToken: string;
  let plainToken: string;
  beforeAll(async () => {
    vipToken = (await t.call('/api/account/loginByPassword', { username: 'vipuser', password: w.vipPassword })).data;
    plainToken = (await t.call('/api/account/registerByPassword', { username: 'watcher1', password: 'watcher-pass-1' }))
      .data;
  });

  it('lists verified posts with a video, newest video first, and nothing else', async () => {
    const r = await t.call('/api/explore/videoFeed', {});
    expect(r.status).toBe(STATUS.OK);
    expect(r.data.list.map((x) => x.post.id)).toEqual(w.order);
    expect(r.data.next).toBeNull();
    const ids = r.data.list.map((x) => x.post.id);
    expect(ids).not.toContain(w.noVideo);
    expect(ids).not.toContain(w.hiddenPostIds[0]);
    const store = r.data.list.find((x) => x.post.id === w.posts.store)!;
    expect(store).toMatchObject({
      authorId: w.authorId,
      poster: pic(w.posts.store),
      video: { url: mp4(w.posts.store), pic: pic(w.posts.store) },
      locked: false,
    });
    expect(store.post).toMatchObject({ kind: 'store', cover: 'img/bb/first.bin', imageCount: 2, hasVideo: true });
    expect(store.post.status).toBe(POST_STATUS.VERIFIED);
  });

  it('pages by cursor without repeating or skipping, also across a tie and a video added meanwhile', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const r = await t.call('/api/explore/videoFeed', { pageSize: 1, ...(cursor ? { cursor } : {}) });
      expect(r.status).toBe(STATUS.OK);
      expect(r.data.list).toHaveLength(1);
      seen.push(r.data.list[0]!.post.id);
      if (pages === 0) {
        // A new video appears at the head while the viewer is on page two: the pages ahead do not shift.
        await t.db
          .insertInto('post_videos')
          .values({ post_id: w.noVideo, url: mp4(w.noVideo), pic: pic(w.noVideo), created_at: nowS() + 5 })
          .execute();
      }
      if (r.data.next === null) break;
      cursor = r.data.next;
    }
    expect(seen).toEqual(w.order);
    const fresh = await t.call('/api/explore/videoFeed', { pageSize: 2 });
    expect(fresh.data.list.map((x) => x.post.id)).toEqual([w.noVideo, w.order[0]]);
    await t.db.deleteFrom('post_videos').where('post_id', '=', w.noVideo).execute();
  });

  it('keeps a VIP post’s video back from guests and ordinary members, as its locked preview does', async () => {
    for (const token of [undefined, plainToken]) {
      const r = await t.call('/api/explore/videoFeed', {}, { token });
      const vip = r.data.list.find((x) => x.post.id === w.vipPostId)!;
      expect(vip).toMatchObject({ locked: true, video: null, poster: null });
      expect(vip.post.vip).toBe(true);
      expect(JSON.stringify(vip)).not.toContain(mp4(w.vipPostId));
      expect(JSON.stringify(vip)).not.toContain(pic(w.vipPostId));
    }
    const member = await t.call('/api/explore/videoFeed', {}, { token: vipToken });
    const vip = member.data.list.find((x) => x.post.id === w.vipPostId)!;
    expect(vip).toMatchObject({ locked: false, video: { url: mp4(w.vipPostId) }, poster: pic(w.vipPostId) });
  });

  it('refuses a forged cursor and a page size out of bounds, naming the field', async () => {
    for (const cursor of ['abc', '1-2-3', '-1', "1-1' or 1=1", '1'.repeat(13) + '-1']) {
      const r = await t.call('/api/explore/videoFeed', { cursor });
      expect(r).toMatchObject({ status: STATUS.BAD_PAYLOAD, data: null });
      expect(r.msg).toContain('cursor');
    }
    for (const pageSize of [0, VIDEO_FEED_PAGE_MAX + 1, 1.5]) {
      expect((await t.call('/api/explore/videoFeed', { pageSize })).status).toBe(STATUS.BAD_PAYLOAD);
    }
    const max = await t.call('/api/explore/videoFeed', { pageSize: VIDEO_FEED_PAGE_MAX });
    expect(max.data.list).toHaveLength(w.order.length);
  });

  it('answers an empty page past the end', async () => {
    const r = await t.call('/api/explore/videoFeed', { cursor: '1-1' });
    expect(r.data).toEqual({ list: [], next: null });
  });
});
