import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../protocol/status';
import { createTestApp, dialects } from '../helper';
import type { TestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import type { Fixtures } from '../support/fixtures';

const HOSTILE_TITLE = `<script>alert("x")</script> Tom's "best" & co`;

describe.each(dialects)('app pages: HTTP status and a listing head (%s)', (dialect) => {
  let t: TestApp;
  let f: Fixtures;
  const ids: Record<'deleted' | 'takenDown' | 'pending' | 'bannedPoster', number> = {
    deleted: 0,
    takenDown: 0,
    pending: 0,
    bannedPoster: 0,
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await insertFixtures(t.db);
    const copy = async (status: number, userId = f.authorId) => {
      const src = await t.db.selectFrom('posts').selectAll().where('id', '=', f.posts.store).executeTakeFirstOrThrow();
      const { id: _id, ...rest } = src;
      const row = { ...rest, status, user_id: userId };
      return (await t.db.insertInto('posts').values(row).returning('id').executeTakeFirstOrThrow()).id;
    };
    ids.deleted = await copy(POST_STATUS.DELETED);
    ids.takenDown = await copy(POST_STATUS.TAKEN_DOWN);
    ids.pending = await copy(POST_STATUS.PENDING);
    const banned = await t.db
      .insertInto('users')
      .values({
        username: 'bannedposter',
        password_hash: 'x',
        nickname: 'b',
        avatar: null,
        vip_level: 0,
        vip_expires_at: null,
        incode: 'BANNEDPO',
        invited_by: null,
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ banned_at: 1 }).where('id', '=', banned.id).execute();
    ids.bannedPoster = await copy(POST_STATUS.VERIFIED, banned.id);
    await t.db.updateTable('posts').set({ title: HOSTILE_TITLE }).where('id', '=', f.posts.store).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('answers 200 for every page of the route table, and the console', async () => {
    const urls = ['/', '/h', '/en', '/en/h', '/3/1', '/search/0/0/tea', '/h/user/user-center', '/en/user/my-posts'];
    for (const url of [...urls, '/explore/tag/%E8%8C%B6', '/console', '/console/review', '/index.html']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    for (const kind of ['personal', 'store', 'certification', 'broker'] as const) {
      const id = f.posts[kind];
      for (const url of [
        `/details/${kind}/${id}`,
        `/h/details/${kind}/${id}`,
        `/en/details/${kind}/${id}`,
        `/en/h/details/${kind}/${id}`,
      ]) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
    }
  });

  it('answers 404 with the same app page for a path of no route', async () => {
    for (const url of [
      '/nowhere',
      '/h/nowhere',
      '/en/nowhere',
      '/en/h/nowhere',
      '/details/store/abc',
      '/details/shop/1',
      '/user',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
      expect(res.body, url).toContain('id="app-config"');
    }
  });

  it('answers 404 for a post never on show or missing, 410 for one removed', async () => {
    const status = async (url: string) => (await get(url)).statusCode;
    expect(await status(`/details/store/${ids.pending}`)).toBe(404);
    expect(await status(`/details/store/${f.hiddenPostIds[0]}`)).toBe(404);
    expect(await status('/details/store/99999999')).toBe(404);
    expect(await status(`/details/personal/${f.posts.store}`)).toBe(404);
    for (const id of [ids.deleted, ids.takenDown, ids.bannedPoster, f.hiddenPostIds[1]!]) {
      expect(await status(`/details/store/${id}`), String(id)).toBe(410);
      expect(await status(`/en/h/details/store/${id}`), String(id)).toBe(410);
    }
    const gone = await get(`/details/store/${ids.deleted}`);
    expect(gone.body).toContain('id="app-config"');
    expect(gone.body).not.toContain('og:title');
  });

  it('writes the listing its own title, description and card tags, escaped, without contact or VIP fields', async () => {
    const res = await get(`/details/store/${f.posts.store}`);
    const html = res.body;
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom&#39;s &quot;best&quot; &amp; co';
    expect(html).toContain(`<title>${escaped} · 金帖</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped} · 金帖" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${escaped} · 金帖" />`);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="商家 · 上海 · ¥100–300 — A neutral description" />');
    expect(html).toMatch(
      new RegExp(`<meta property="og:url" content="http://[^"]+/details/store/${f.posts.store}" />`),
    );
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="http://[^"]+/share/post/${f.posts.store}.jpg" />`),
    );
    for (const secret of ['tel 010-0000', 'Street 1', 'L-001', '9:00–18:00']) expect(html).not.toContain(secret);
    expect(String(res.headers.vary)).toContain('Cookie');
  });

  it('words the head in English under /en and for an English cookie', async () => {
    const id = f.posts.personal;
    for (const [url, cookie] of [
      [`/en/h/details/personal/${id}`, undefined],
      [`/details/personal/${id}`, 'locale=en'],
    ] as const) {
      const html = (await get(url, cookie)).body;
      expect(html, url).toContain('<title>Maths Tutor Anna · Goldpost</title>');
      expect(html, url).toContain('content="Personal · Beijing · ¥100–300 — A neutral description"');
      expect(html, url).toMatch(new RegExp(`rel="canonical" href="http://[^"]+/en/details/personal/${id}"`));
    }
  });

  it('names the listing in both languages as hreflang alternates, whichever language the page is in', async () => {
    const id = f.posts.personal;
    for (const url of [`/details/personal/${id}`, `/en/h/details/personal/${id}`]) {
      const html = (await get(url)).body;
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="http:\/\/[^/"]+([^"]*)" \/>/g),
      ];
      expect(
        alternates.map((m) => [m[1], m[2]]),
        url,
      ).toEqual([
        ['zh-CN', `/details/personal/${id}`],
        ['en', `/en/details/personal/${id}`],
        ['x-default', `/details/personal/${id}`],
      ]);
    }
  });

  it('keeps a VIP listing to its title, kind, city and price, with no picture', async () => {
    const html = (await get(`/details/store/${f.vipPostId}`)).body;
    expect(html).toContain('<title>VIP Language School · 金帖</title>');
    expect(html).toContain('content="商家 · 北京 · ¥100–300 — VIP 信息，开通会员查看全部内容"');
    expect(html).not.toContain('A neutral description');
    expect(html).not.toContain('og:image');
  });

  it('writes a search page its keyword in the title and card tags, escaped, and keeps it out of the index', async () => {
    const hostile = '<b>"tea" & co</b>';
    const path = `/search/0/0/${encodeURIComponent(hostile)}`;
    const escaped = '&lt;b&gt;&quot;tea&quot; &amp; co&lt;/b&gt;';
    for (const [url, title] of [
      [path, `<title>“${escaped}”的搜索结果 · 金帖</title>`],
      [`/en/h${path}`, `<title>Search results for “${escaped}” · Goldpost</title>`],
    ] as const) {
      const html = (await get(url)).body;
      expect(html, url).toContain(title);
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(html, url).toContain(`<meta property="og:title" content="${title.slice(7, -8)}" />`);
      expect(html, url).toContain('<meta name="robots" content="noindex, follow" />');
      expect(html, url).not.toContain('<b>"tea"');
      expect(html, url).toMatch(
        new RegExp(`rel="canonical" href="http://[^"]+${url.startsWith('/en') ? '/en' : ''}/search/0/0/`),
      );
    }
    // A listing's page stays indexable.
    expect((await get(`/details/personal/${f.posts.personal}`)).body).not.toContain('noindex');
  });
});
