import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATINGS_PAGE } from '../../../protocol/appointments';
import { openReply } from '../../../protocol/envelope';
import type { EndpointPath } from '../../../protocol/endpoints';
import { FIRST_REPLIES_ID, firstReplyKey } from '../../../protocol/listings-first-replies';
import type { FirstReplies } from '../../../protocol/listings-first-replies';
import { createTestApp, dialects, testCipher } from '../helper';
import type { TestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import type { Fixtures } from '../support/fixtures';

const PAGE = `<!doctype html><html><head><title>goldpost</title>
<script type="application/json" id="app-config">__APP_CONFIG__</script></head><body><div id="root"><!--boot-picture--><span class="boot-block"></span><!--/boot-picture--></div></body></html>`;

const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_REPLIES_ID}">(.*?)</script>`, 's');

function firstReplies(html: string): FirstReplies | null {
  const m = BLOCK.exec(html);
  return m ? (JSON.parse(m[1]!) as FirstReplies) : null;
}

describe.each(dialects)('the first replies in a landing page (%s)', (dialect) => {
  let t: TestApp;
  let f: Fixtures;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    writeFileSync(join(t.dataDir, 'client/index.html'), PAGE);
    f = await insertFixtures(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each embedded reply opens to what the API answers the same call with. */
  async function expectApiReplies(block: FirstReplies, calls: [EndpointPath, object][], language: string) {
    expect(Object.keys(block.replies).sort()).toEqual(calls.map(([p, payload]) => firstReplyKey(p, payload)).sort());
    for (const [path, payload] of calls) {
      const sealed = block.replies[firstReplyKey(path, payload)]!;
      expect(await openReply(testCipher, sealed), path).toEqual(await t.call(path, payload, { language }));
    }
  }

  it("carries the home's first calls, sealed, opening to what the API answers", async () => {
    const res = await t.app.inject({ url: '/h/0/2?code=abc' });
    const block = firstReplies(res.body);
    expect(block?.lang).toBe('zh');
    await expectApiReplies(
      block!,
      [
        ['/api/home/config', { code: 'abc' }],
        ['/api/info/getInfoList', { page: 1, pageSize: 20, typeCode: 2 }],
        ['/api/info/getInfoType', {}],
        ['/api/home/getAds', {}],
        ['/api/home/buyNotice', {}],
      ],
      'zh',
    );
    // The banner's first slide, for the phones that pick that variant; the API data itself stays sealed.
    expect(res.body).toMatch(
      /<title>goldpost<\/title><link rel="preload" href="\/media\/img\/cc\/ad\.w960\.bin" as="fetch" crossorigin="anonymous" fetchpriority="high" media="[^"]*max-width: 480px[^"]*">/,
    );
    // And for a desktop at 1×, whose first slide is a third of the row: the smaller variant.
    expect(res.body).toContain(
      '<link rel="preload" href="/media/img/cc/ad.w480.bin" as="fetch" crossorigin="anonymous" fetchpriority="high" media="(min-width: 900px) and (max-resolution: 1dppx)">',
    );
    // The boot shell's picture box names the same ciphertexts, for the same screens, for the boot script.
    expect(res.body).toContain(
      '<div id="root"><span class="boot-block boot-wide"><img class="boot-img" alt="" data-boot-src="/media/img/cc/ad.w960.bin" data-boot-path="img/cc/ad.bin" data-boot-media="(min-width: 360px) and (max-width: 480px) and (min-resolution: 2dppx)">' +
        '<img class="boot-img" alt="" data-boot-src="/media/img/cc/ad.w480.bin" data-boot-path="img/cc/ad.bin" data-boot-media="(min-width: 900px) and (max-resolution: 1dppx)"></span></div>',
    );
    expect(res.body).not.toContain('Open day');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('answers in the language the client will ask in: the path prefix, else the locale cookie', async () => {
    const prefixed = firstReplies((await t.app.inject({ url: '/en/h' })).body)!;
    expect(prefixed.lang).toBe('en');
    await expectApiReplies(
      prefixed,
      [
        ['/api/home/config', {}],
        ['/api/info/getInfoList', { page: 1, pageSize: 20 }],
        ['/api/info/getInfoType', {}],
        ['/api/home/getAds', {}],
        ['/api/home/buyNotice', {}],
      ],
      'en',
    );
    const cookie = await t.app.inject({ url: '/h', headers: { cookie: 'locale=en' } });
    expect(firstReplies(cookie.body)?.lang).toBe('en');
  });

  it('answers the list the URL asks for: its order and price range, never the plain list', async () => {
    const sorted = firstReplies((await t.app.inject({ url: '/h/0/2/0/2?sort=price_desc&min=100&max=800' })).body)!;
    const asked = { page: 2, pageSize: 20, typeCode: 2, sort: 'price_desc', priceMin: 100, priceMax: 800 };
    const lists = Object.keys(sorted.replies).filter((k) => k.startsWith('/api/info/getInfoList '));
    expect(lists).toEqual([firstReplyKey('/api/info/getInfoList', asked)]);
    expect(await openReply(testCipher, sorted.replies[lists[0]!]!)).toEqual(
      await t.call('/api/info/getInfoList', asked, { language: 'zh' }),
    );
    // What the client would drop from the link, the server drops too: the default order, a bad price, an
    // upside-down range's upper end, a page past the last one served.
    const loose = firstReplies((await t.app.inject({ url: '/h/0/0/0/99999?sort=newest&min=500&max=100&x=1' })).body)!;
    expect(Object.keys(loose.replies).filter((k) => k.startsWith('/api/info/getInfoList '))).toEqual([
      firstReplyKey('/api/info/getInfoList', { page: 10_000, pageSize: 20, priceMin: 500 }),
    ]);
  });

  it("carries a detail page's guest view, and leaves out a call the API refuses", async () => {
    const id = f.posts.store;
    const page = (await t.app.inject({ url: `/h/details/store/${id}` })).body;
    const block = firstReplies(page)!;
    // Its first photo (by sort) is preloaded and has the boot shell's photo box.
    expect(page).toContain('<link rel="preload" href="/media/img/bb/first.w960.bin"');
    expect(page).toContain(
      '<div id="root"><span class="boot-bleed boot-photo"><img class="boot-img" alt="" data-boot-src="/media/img/bb/first.w960.bin" data-boot-path="img/bb/first.bin"',
    );
    await expectApiReplies(
      block,
      [
        ['/api/home/config', {}],
        ['/api/info/getInfoType', {}],
        ['/api/info/getInfo', { id, kind: 'store' }],
        ['/api/user/getAppointmentOffer', { id }],
        ['/api/info/getVipInfoEvaluationList', { id, pageSize: RATINGS_PAGE }],
      ],
      'zh',
    );
    // The post is a guest's view, which a logged-in visitor must not take; config, taxonomy, the booking
    // offer and the ratings are anyone's.
    expect(block.shared.sort()).toEqual(
      [
        firstReplyKey('/api/home/config', {}),
        firstReplyKey('/api/info/getInfoType', {}),
        firstReplyKey('/api/user/getAppointmentOffer', { id }),
        firstReplyKey('/api/info/getVipInfoEvaluationList', { id, pageSize: RATINGS_PAGE }),
      ].sort(),
    );
    // A certification takes no bookings, so it has neither an offer nor ratings to ask for.
    const cert = f.posts.certification;
    const certBlock = firstReplies((await t.app.inject({ url: `/h/details/certification/${cert}` })).body)!;
    expect(Object.keys(certBlock.replies).sort()).toEqual(
      [
        firstReplyKey('/api/home/config', {}),
        firstReplyKey('/api/info/getInfoType', {}),
        firstReplyKey('/api/info/getInfo', { id: cert, kind: 'certification' }),
      ].sort(),
    );
    const hiddenPage = (await t.app.inject({ url: `/details/store/${f.hiddenPostIds[0]}` })).body;
    expect(hiddenPage).toContain('<!--boot-picture--><span class="boot-block"></span><!--/boot-picture-->');
    const hidden = firstReplies(hiddenPage)!;
    expect(Object.keys(hidden.replies).sort()).toEqual(
      [firstReplyKey('/api/home/config', {}), firstReplyKey('/api/info/getInfoType', {})].sort(),
    );
  });

  it("carries a search page's results, from the call the client builds of its address", async () => {
    // A keyword with spaces and a bare %, the path's codes and page, and the query string's filters; what
    // the client would drop from the link (the upside-down range's upper end, an unknown order), dropped.
    const keyword = 'Estate Broker 100%_Deal';
    const res = await t.app.inject({
      url: `/h/search/0/0/${encodeURIComponent(keyword)}/2?mode=3&min=50&max=10&sort=price&x=1`,
    });
    const block = firstReplies(res.body)!;
    const asked = { keyword, page: 2, pageSize: 20, modeCode: 3, priceMin: 50, sort: 'price' };
    await expectApiReplies(
      block,
      [
        ['/api/home/config', {}],
        ['/api/info/getInfoType', {}],
        ['/api/info/search', asked],
      ],
      'zh',
    );
    const found = await t.call('/api/info/search', { keyword, page: 1 }, { language: 'zh' });
    expect(found.data?.list.map((p) => p.id)).toEqual([f.posts.broker]);
    // A search is answered by the caller's level: a logged-in visitor asks for their own.
    expect(block.shared).not.toContain(firstReplyKey('/api/info/search', asked));
    const desktop = firstReplies((await t.app.inject({ url: '/en/search/7/2/tea?sort=rating' })).body)!;
    expect(Object.keys(desktop.replies)).toContain(
      firstReplyKey('/api/info/search', {
        keyword: 'tea',
        page: 1,
        pageSize: 20,
        cityCode: 7,
        typeCode: 2,
        sort: 'rating',
      }),
    );
  });

  it('puts nothing in a page that is not a landing screen', async () => {
    // The search page before a query shows what the device keeps.
    const body = (await t.app.inject({ url: '/h/search' })).body;
    expect(body).not.toContain(FIRST_REPLIES_ID);
    expect(body).not.toContain('rel="preload"');
    expect(body).not.toContain('boot-img');
  });
});
