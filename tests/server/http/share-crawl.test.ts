import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexToBytes } from '../../../protocol/base64';
import { POST_STATUS } from '../../../protocol/status';
import { countSitemapPosts, sitemapPosts } from '../../../server/domain/listings';
import { storeImage } from '../../../server/domain/upload';
import { sitemapIndexXml, sitemapXml } from '../../../server/http/crawl';
import { createTestApp, dialects, TEST_KEYS } from '../helper';
import type { TestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import type { Fixtures } from '../support/fixtures';
import { photo } from '../support/media';

describe.each(dialects)('shared-link pictures, robots and the sitemap (%s)', (dialect) => {
  let t: TestApp;
  let f: Fixtures;
  let pendingId = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await insertFixtures(t.db);
    const ctx = { db: t.db, storage: t.app.storage, mediaKey: hexToBytes(TEST_KEYS.mediaKey) };
    const { path, width, height } = await storeImage(ctx, await photo(1200, 800, 'jpeg'));
    const src = await t.db.selectFrom('posts').selectAll().where('id', '=', f.posts.personal).executeTakeFirstOrThrow();
    const { id: _id, ...rest } = src;
    pendingId = (
      await t.db
        .insertInto('posts')
        .values({ ...rest, status: POST_STATUS.PENDING })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const image = (postId: number) => ({ post_id: postId, path, sort: 0, width, height });
    await t.db
      .insertInto('post_images')
      .values([f.posts.personal, f.vipPostId, f.hiddenPostIds[1]!, pendingId].map(image))
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a public post’s cover as a small plain JPEG with caching', async () => {
    const res = await t.app.inject({ url: `/share/post/${f.posts.personal}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(600);
    const again = await t.app.inject({
      url: `/share/post/${f.posts.personal}.jpg`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const page = (await t.app.inject({ url: `/details/personal/${f.posts.personal}` })).body;
    expect(page).toMatch(new RegExp(`og:image" content="http://[^"]+/share/post/${f.posts.personal}.jpg"`));
  });

  it('answers 404 for a VIP, pending, banned or unknown post, and for a bad name', async () => {
    for (const id of [f.vipPostId, pendingId, f.hiddenPostIds[1]!, f.posts.broker, 99999999]) {
      const res = await t.app.inject({ url: `/share/post/${id}.jpg` });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.headers['content-type']).not.toBe('image/jpeg');
    }
    expect((await t.app.inject({ url: '/share/post/abc.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/share/post/${f.posts.personal}.png` })).statusCode).toBe(404);
  });

  it('stops serving a cover once its post is taken down', async () => {
    await t.db
      .updateTable('posts')
      .set({ status: POST_STATUS.TAKEN_DOWN })
      .where('id', '=', f.posts.personal)
      .execute();
    expect((await t.app.inject({ url: `/share/post/${f.posts.personal}.jpg` })).statusCode).toBe(404);
    await t.db.updateTable('posts').set({ status: POST_STATUS.VERIFIED }).where('id', '=', f.posts.personal).execute();
  });

  it('serves robots.txt naming the sitemap and keeping crawlers off private pages', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
    for (const line of [
      'Disallow: /api.php',
      'Disallow: /console',
      'Disallow: /en/h/user/',
      'Allow: /user/personal-detail/',
    ]) {
      expect(res.body).toContain(line);
    }
    expect(res.body).not.toMatch(/^Disallow: \/details/m);
  });

  it('lists every public listing’s canonical address in the sitemap, and no hidden one', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const [kind, id] of Object.entries(f.posts)) {
      expect(res.body).toMatch(new RegExp(`<loc>http://[^<]+/details/${kind}/${id}</loc>`));
      // The English page is the Chinese one's alternate, and both name each other as the head does.
      const url = new RegExp(`<url><loc>[^<]+/details/${kind}/${id}</loc>.*?</url>`).exec(res.body)![0];
      const links = [
        ...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="http:\/\/[^/"]+([^"]*)"\/>/g),
      ];
      expect(links.map((m) => [m[1], m[2]])).toEqual([
        ['zh-CN', `/details/${kind}/${id}`],
        ['en', `/en/details/${kind}/${id}`],
        ['x-default', `/details/${kind}/${id}`],
      ]);
    }
    expect(res.body).toMatch(
      /<url><loc>http:\/\/[^<]+\/<\/loc><xhtml:link rel="alternate" hreflang="zh-CN" href="[^"]+\/"\/><xhtml:link rel="alternate" hreflang="en" href="[^"]+\/en"\/>/,
    );
    expect(res.body).toContain(`/details/store/${f.vipPostId}</loc>`);
    for (const id of [...f.hiddenPostIds, pendingId])
      expect(res.body).not.toMatch(new RegExp(`/details/[a-z]+/${id}<`));
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await t.app.inject({ url: '/sitemap-1.xml' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/sitemap-2.xml' })).statusCode).toBe(404);
  });

  it('pages the public listings for a sitemap index', async () => {
    const count = await countSitemapPosts(t.db);
    expect(count).toBe(5);
    const all = await sitemapPosts(t.db, 1, 100);
    const paged = [
      ...(await sitemapPosts(t.db, 1, 2)),
      ...(await sitemapPosts(t.db, 2, 2)),
      ...(await sitemapPosts(t.db, 3, 2)),
    ];
    expect(paged).toEqual(all);
    expect(await sitemapPosts(t.db, 4, 2)).toEqual([]);
  });
});

describe('sitemap documents', () => {
  it('writes an index of pages and escapes addresses', () => {
    const index = sitemapIndexXml('https://example.test', 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<sitemap><loc>https:\/\/example\.test\/sitemap-\d\.xml<\/loc><\/sitemap>/g)).toHaveLength(3);
    const page = sitemapXml('https://a.test/?x=1&y=2', [{ id: 9, kind: 'broker', updatedAt: 0 }], false);
    expect(page).toContain('<loc>https://a.test/?x=1&amp;y=2/details/broker/9</loc><lastmod>1970-01-01</lastmod>');
  });
});
