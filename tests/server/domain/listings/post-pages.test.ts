import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../protocol/status';
import { toCard } from '../../../../server/domain/listings/post-cards';
import { pageCards, pagePosts } from '../../../../server/domain/listings/post-pages';
import { insertFixtures } from '../../support/fixtures';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';

// Listings read cards through pageCards (cover, image count and video flag from subqueries); the cards must be
// exactly those toCard makes from every image and the video, page by page.

describe.each(dialects)('pageCards (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useSetup(async () => {
    const fx = await insertFixtures(t.db);
    // Images whose sort order differs from their insertion order, a post with one image, one with a video.
    await t.db
      .insertInto('post_images')
      .values([
        { post_id: fx.posts.broker, path: 'img/dd/third.bin', sort: 3, width: 10, height: 10 },
        { post_id: fx.posts.broker, path: 'img/dd/first.bin', sort: 0, width: 10, height: 10 },
        { post_id: fx.posts.broker, path: 'img/dd/tie-a.bin', sort: 1, width: 10, height: 10 },
        { post_id: fx.posts.broker, path: 'img/dd/tie-b.bin', sort: 1, width: 10, height: 10 },
        { post_id: fx.posts.personal, path: 'img/dd/only.bin', sort: 5, width: 10, height: 10 },
      ])
      .execute();
    await t.db
      .insertInto('post_videos')
      .values({ post_id: fx.posts.broker, url: 'video/v/source.mp4', pic: 'img/dd/pic.bin', created_at: nowS() })
      .execute();
    return fx;
  });

  const verified = () => t.db.selectFrom('posts').where('status', '=', POST_STATUS.VERIFIED);

  it.each([
    [1, 20],
    [1, 2],
    [2, 2],
    [3, 2],
    [9, 2],
  ])('page %i of size %i equals toCard over every image and video', async (page, pageSize) => {
    const opts = { page, pageSize };
    const expected = await pagePosts(t.db, verified, { ...opts, order: 'created_at' }, (p) =>
      toCard(p.row, p.images, p.video),
    );
    const got = await pageCards(t.db, verified, opts);
    expect(got).toEqual(expected);
  });

  it('shows the first image by sort as the cover, counts images and flags the video', async () => {
    const { list } = await pageCards(t.db, verified, { pageSize: 20 });
    const broker = list.find((c) => c.id === f.posts.broker)!;
    expect(broker).toMatchObject({ cover: 'img/dd/first.bin', imageCount: 4, hasVideo: true });
    const personal = list.find((c) => c.id === f.posts.personal)!;
    expect(personal).toMatchObject({ cover: 'img/dd/only.bin', imageCount: 1, hasVideo: false });
    expect(list.find((c) => c.id === f.posts.store)).toMatchObject({ cover: 'img/bb/first.bin', imageCount: 2 });
  });
});
