import { describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { CITY, insertFixtures } from '../support/fixtures';
import { storeAdImage } from '../support/moderation';
import { staff } from '../support/operators';
import { dialects, nowS, useSetup, useTestApp } from '../helper';

describe.each(dialects)('browsing beside a post (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => {
    const f = await insertFixtures(t.db);
    const price = (id: number, min: number | null, max: number | null) =>
      t.db.updateTable('posts').set({ price_min: min, price_max: max }).where('id', '=', id).execute();
    // Beijing's public posts: personal 50–60, VIP 200–300, broker 500–600, certification unpriced.
    await price(f.posts.personal, 50, 60);
    await price(f.vipPostId, 200, 300);
    await price(f.posts.broker, 500, 600);
    await price(f.posts.certification, null, null);
    const t0 = nowS();
    const insert = async (over: Record<string, unknown>) =>
      (
        await t.db
          .insertInto('posts')
          .values({
            user_id: f.authorId,
            kind: 'store',
            title: 'Another shop',
            description: '',
            city_code: CITY.shanghai,
            type_code: 1,
            mode_code: 2,
            price_min: null,
            price_max: null,
            address: '',
            hours: '',
            contact: '',
            tags: '[]',
            facts: '[]',
            status: POST_STATUS.VERIFIED,
            created_at: t0,
            updated_at: t0,
            ...over,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const branch = await insert({ title: 'Second shop, same city' });
    const elsewhere = await insert({ title: 'Shop in Beijing', city_code: CITY.beijing, type_code: 2 });
    const personalThere = await insert({ title: 'Personal in Shanghai', kind: 'personal', type_code: 2 });
    return { f, branch, elsewhere, personalThere };
  });

  const listIds = async (payload: Record<string, unknown>) => {
    const r = await t.call('/api/info/getInfoList', { cityCode: CITY.beijing, ...payload });
    expect(r.status).toBe(STATUS.OK);
    return r.data.list.map((p) => p.id);
  };

  it('lists similar posts: same city and type, public, newest first, not the post itself', async () => {
    const r = await t.call('/api/info/similar', { id: w.f.posts.personal });
    expect(r.status).toBe(STATUS.OK);
    expect(r.data.map((p) => p.id)).toEqual([w.f.vipPostId, w.f.posts.broker]);
    // A post that is not public has no similar posts to show (its city and type stay unread).
    const hidden = await t.call('/api/info/similar', { id: w.f.hiddenPostIds[0]! });
    expect(hidden).toMatchObject({ status: STATUS.NOT_FOUND, code: 'post.not_found' });
    expect((await t.call('/api/info/similar', { id: 0 })).status).toBe(STATUS.BAD_PAYLOAD);
  });

  it('sorts the home list by newest, price up and price down, unpriced posts last', async () => {
    const f = w.f;
    expect(await listIds({})).toEqual([
      w.elsewhere,
      f.vipPostId,
      f.posts.broker,
      f.posts.certification,
      f.posts.personal,
    ]);
    expect(await listIds({ typeCode: 1, sort: 'price' })).toEqual([f.posts.personal, f.vipPostId, f.posts.broker]);
    expect(await listIds({ sort: 'price_desc' })).toEqual([
      f.posts.broker,
      f.vipPostId,
      f.posts.personal,
      w.elsewhere,
      f.posts.certification,
    ]);
  });

  it('filters the home list by a price range that overlaps the post’s own', async () => {
    expect(await listIds({ priceMin: 100, priceMax: 250 })).toEqual([w.f.vipPostId]);
    expect(await listIds({ priceMin: 250, sort: 'price' })).toEqual([w.f.vipPostId, w.f.posts.broker]);
    const vip = await t.call('/api/info/getInfoVipList', { priceMax: 100 });
    expect(vip.data.total).toBe(0);
    const refused = [{ priceMin: 300, priceMax: 100 }, { sort: 'popularity' }, { priceMin: -1 }];
    for (const p of refused)
      expect((await t.call('/api/info/getInfoList', p)).status, JSON.stringify(p)).toBe(STATUS.BAD_PAYLOAD);
  });

  it('lists a store’s own posts: its owner’s store posts in its city, not the owner’s others', async () => {
    const r = await t.call('/api/info/storePosts', { id: w.f.posts.store });
    expect(r.status).toBe(STATUS.OK);
    expect(r.data.list.map((p) => p.id)).toEqual([w.branch]);
    expect(r.data.total).toBe(1);
    const notStore = await t.call('/api/info/storePosts', { id: w.f.posts.personal });
    expect(notStore).toMatchObject({ status: STATUS.NOT_FOUND, code: 'post.not_found' });
  });

  it('keeps an English caption for ads and notices, empty when the operator wrote none', async () => {
    const { admin } = await staff(t);
    const saved = await t.call(
      '/api/admin/adSave',
      {
        slot: 'home_grid',
        title: '春季维修',
        titleEn: 'Spring repairs',
        image: await storeAdImage(t.db),
        url: '/0/2',
        type: 2,
        sort: 1,
        active: true,
        startsAt: null,
        endsAt: null,
      },
      { token: admin.token },
    );
    expect(saved.data).toMatchObject({ title: '春季维修', titleEn: 'Spring repairs' });
    const ads = (await t.call('/api/home/getAds', {})).data;
    expect(ads.home_grid?.find((a) => a.id === saved.data.id)).toMatchObject({ titleEn: 'Spring repairs' });
    expect(ads.home_banner?.[0]).toMatchObject({ id: w.f.adId, titleEn: '' });
    await t.db.updateTable('notices').set({ text_en: 'A monthly card was bought' }).where('kind', '=', 'buy').execute();
    const notices = (await t.call('/api/home/buyNotice', {})).data;
    expect(notices[0]).toMatchObject({ text: 'Someone bought a monthly card', textEn: 'A monthly card was bought' });
  });
});
