import { describe, expect, it } from 'vitest';
import { REPORT_DAILY_MAX, REPORT_NOTE_MAX } from '../../../protocol/public-pages';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { CITY } from '../support/fixtures';
import { insertPublicWorld, rate } from '../support/public-pages';
import { dialects, nowS, useSetup, useTestApp } from '../helper';

describe.each(dialects)('public pages: a person, a certification (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => insertPublicWorld(t));

  it("shows a person's public data only: no username, no pending, deleted or banned post, no contact", async () => {
    const { f } = w;
    const me = await t.call('/api/user/getUserInfo', { id: f.authorId });
    expect(me.status).toBe(STATUS.OK);
    expect(Object.keys(me.data).sort()).toEqual([
      'avatar',
      'bio',
      'createdAt',
      'id',
      'is_vip',
      'nickname',
      'postCount',
    ]);
    expect(me.data).not.toHaveProperty('username');
    const posts = await t.call('/api/user/getUserPosts', { id: f.authorId, pageSize: 50 });
    const ids = posts.data.list.map((p) => p.id);
    expect(ids.sort()).toEqual([...Object.values(f.posts), f.vipPostId].sort());
    for (const hidden of f.hiddenPostIds) expect(ids).not.toContain(hidden);
    for (const card of posts.data.list) {
      expect(card).not.toHaveProperty('contact');
      expect(card).not.toHaveProperty('description');
      expect(card).not.toHaveProperty('address');
    }
    expect(posts.data.list.find((p) => p.id === f.vipPostId)?.vip).toBe(true);

    await t.db.updateTable('posts').set({ status: POST_STATUS.DELETED }).where('id', '=', f.posts.personal).execute();
    const after = await t.call('/api/user/getUserPosts', { id: f.authorId, pageSize: 50 });
    expect(after.data.list.map((p) => p.id)).not.toContain(f.posts.personal);
    expect(after.data.total).toBe(4);
    await t.db.updateTable('posts').set({ status: POST_STATUS.VERIFIED }).where('id', '=', f.posts.personal).execute();

    // Someone who publishes nothing public has no page at all.
    expect((await t.call('/api/user/getUserInfo', { id: f.vipUserId })).status).toBe(STATUS.NOT_FOUND);
    expect((await t.call('/api/user/getUserPosts', { id: f.vipUserId })).data.total).toBe(0);
    expect((await t.call('/api/user/getUserPosts', { id: 0 })).status).toBe(STATUS.BAD_PAYLOAD);
  });

  it('lists the ratings received on public posts only, names masked', async () => {
    const { f, reader } = w;
    await rate(t.db, f.posts.personal, reader.id, 5, 'Patient and clear');
    await rate(t.db, f.posts.store, reader.id, 3, 'Busy at noon');
    await rate(t.db, f.hiddenPostIds[0]!, reader.id, 1, 'Hidden one');
    const r = await t.call('/api/user/getUserRatings', { id: f.authorId });
    expect(r.status).toBe(STATUS.OK);
    expect(r.data).toMatchObject({ count: 2, total: 2, average: 4 });
    expect(r.data.list.map((e) => e.text)).toEqual(['Busy at noon', 'Patient and clear']);
    expect(r.data.list[0]).toMatchObject({ postId: f.posts.store, postKind: 'store', postTitle: 'Corner Café Blue' });
    for (const e of r.data.list) expect(e.author).toMatch(/^.\*\*\*$/);
  });

  it('gives no contact to a guest on a store page, and none of a VIP post before an unlock', async () => {
    const { f, reader } = w;
    const guest = await t.call('/api/info/getInfo', { id: f.posts.store, kind: 'store' });
    expect(guest.data.contact).toBeNull();
    const member = await t.call('/api/info/getInfo', { id: f.posts.store, kind: 'store' }, { token: reader.token });
    expect(member.data.contact).toBe('tel 010-0000');
    const vip = await t.call('/api/info/getInfo', { id: f.vipPostId }, { token: reader.token });
    expect(vip.data).toMatchObject({ locked: true, contact: null, address: '', facts: [] });
  });

  it('explains a certification: its facts, holder, approval date and the post it stands on', async () => {
    const { f } = w;
    await t.db.updateTable('posts').set({ cert_type: 1 }).where('id', '=', f.posts.certification).execute();
    const approvedAt = nowS() - 3600;
    await t.db
      .insertInto('post_audit')
      .values({
        post_id: f.posts.certification,
        actor_user_id: null,
        actor: 'operator',
        from_status: POST_STATUS.PENDING,
        to_status: POST_STATUS.VERIFIED,
        created_at: approvedAt,
      })
      .execute();
    const r = await t.call('/api/info/getCertification', { id: f.posts.certification });
    expect(r.status).toBe(STATUS.OK);
    expect(r.data).toMatchObject({
      postId: f.posts.certification,
      certType: 1,
      locked: false,
      verifiedAt: approvedAt,
      holder: { id: f.authorId, nickname: 'author' },
      basis: { id: f.posts.personal, kind: 'personal' },
      facts: [{ label: '执照', labelEn: 'Licence', value: 'L-001' }],
    });
    expect(JSON.stringify(r.data)).not.toContain('username');
    // Not a certification, or not public: the same not-found.
    expect((await t.call('/api/info/getCertification', { id: f.posts.store })).status).toBe(STATUS.NOT_FOUND);
    await t.db
      .updateTable('posts')
      .set({ status: POST_STATUS.PENDING })
      .where('id', '=', f.posts.certification)
      .execute();
    expect((await t.call('/api/info/getCertification', { id: f.posts.certification })).status).toBe(STATUS.NOT_FOUND);
    await t.db
      .updateTable('posts')
      .set({ status: POST_STATUS.VERIFIED, vip: 1 })
      .where('id', '=', f.posts.certification)
      .execute();
    expect((await t.call('/api/info/getCertification', { id: f.posts.certification })).data).toMatchObject({
      locked: true,
      facts: [],
    });
  });
});

describe.each(dialects)('public pages: area and nearby (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => insertPublicWorld(t));

  it('saves an area only from valid input; a point alone picks the nearest city, rounded', async () => {
    const { reader } = w;
    expect((await t.call('/api/user/setArea', { cityCode: CITY.beijing })).status).toBe(STATUS.NOT_LOGGED_IN);
    const as = { token: reader.token };
    const bad: [Record<string, unknown>, string | undefined][] = [
      [{}, 'area.required'],
      [{ lat: 39.9 }, 'area.point_incomplete'],
      [{ cityCode: 999_999 }, 'area.city_unknown'],
      [{ lat: 91, lng: 10 }, undefined],
      [{ lat: 30, lng: -181 }, undefined],
      [{ lat: '39.9', lng: 116.4 }, undefined],
      [{ cityCode: 'x' }, undefined],
    ];
    for (const [payload, code] of bad) {
      const r = await t.call('/api/user/setArea', payload, as);
      expect(r.status, JSON.stringify(payload)).toBe(STATUS.BAD_PAYLOAD);
      if (code) expect(r.code).toBe(code);
    }
    const user = () =>
      t.db
        .selectFrom('users')
        .select(['area_code', 'area_lat', 'area_lng'])
        .where('id', '=', reader.id)
        .executeTakeFirstOrThrow();
    expect(await user()).toEqual({ area_code: null, area_lat: null, area_lng: null });

    const city = await t.call('/api/user/setArea', { cityCode: CITY.shanghai }, as);
    expect(city.data).toEqual({ cityCode: CITY.shanghai, lat: 31.2304, lng: 121.4737, precise: false });
    const point = await t.call('/api/user/setArea', { lat: 39.912345, lng: 116.398765 }, as);
    expect(point.data).toEqual({ cityCode: CITY.beijing, lat: 39.912, lng: 116.399, precise: true });
    expect(await user()).toEqual({ area_code: CITY.beijing, area_lat: 39.912, area_lng: 116.399 });
    // Another city in the profile drops the device point; the same one keeps it.
    await t.call('/api/user/updateUserinfo', { area: CITY.beijing }, as);
    expect((await user()).area_lat).toBe(39.912);
    await t.call('/api/user/updateUserinfo', { area: CITY.shanghai }, as);
    expect(await user()).toEqual({ area_code: CITY.shanghai, area_lat: null, area_lng: null });
  });

  it('lists public posts nearest first within the radius, from a saved or a given area', async () => {
    const { f, other } = w;
    const at = (id: number, lat: number | null, lng: number | null) =>
      t.db.updateTable('posts').set({ lat, lng }).where('id', '=', id).execute();
    // From (39.9042, 116.4074): broker 0.9 km north, personal 5.6 km north, certification at the centre.
    await at(f.posts.broker, 39.9122, 116.4074);
    await at(f.posts.personal, 39.955, 116.4074);
    await at(f.posts.certification, null, null);
    await at(f.vipPostId, 40.5, 116.4074);
    await at(f.hiddenPostIds[0]!, 39.9043, 116.4074);
    const guest = await t.call('/api/info/nearby', { cityCode: CITY.beijing });
    expect(guest.status).toBe(STATUS.OK);
    expect(guest.data.area).toEqual({ cityCode: CITY.beijing, lat: 39.9042, lng: 116.4074, precise: false });
    const list = guest.data.posts.list;
    expect(list.map((p) => p.id)).toEqual([f.posts.certification, f.posts.broker, f.posts.personal, f.vipPostId]);
    expect(list.map((p) => p.distanceKm)).toEqual([0, 0.9, 5.6, 66.2]);
    expect(list.map((p) => p.id)).not.toContain(f.hiddenPostIds[0]);
    // The Shanghai store is ~1070 km away: outside the radius.
    expect(list.map((p) => p.id)).not.toContain(f.posts.store);
    const paged = await t.call('/api/info/nearby', { cityCode: CITY.beijing, pageSize: 2, page: 2 });
    expect(paged.data.posts.list.map((p) => p.id)).toEqual([f.posts.personal, f.vipPostId]);
    expect(paged.data.posts.total).toBe(4);
    const kind = await t.call('/api/info/nearby', { cityCode: CITY.beijing, kind: 'broker' });
    expect(kind.data.posts.list.map((p) => p.id)).toEqual([f.posts.broker]);

    // Nothing given and nothing saved: no area yet. A given area is not saved.
    const as = { token: other.token };
    const none = await t.call('/api/info/nearby', { cityCode: CITY.shanghai }, as);
    expect(none.data.posts.list.map((p) => p.id)).toEqual([f.posts.store]);
    expect((await t.call('/api/info/nearby', {}, as)).data).toMatchObject({ area: null, posts: { total: 0 } });
    await t.call('/api/user/setArea', { lat: 39.956, lng: 116.4074 }, as);
    const saved = await t.call('/api/info/nearby', {}, as);
    expect(saved.data.area?.precise).toBe(true);
    expect(saved.data.posts.list[0]?.id).toBe(f.posts.personal);
    expect((await t.call('/api/info/nearby', { lat: 1 })).code).toBe('area.point_incomplete');
  });
});

describe.each(dialects)('public pages: reporting a fake post (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => insertPublicWorld(t));

  const rows = () => t.db.selectFrom('post_reports').selectAll().orderBy('id').execute();

  it('refuses guests, bad input, hidden posts and the own post, storing nothing', async () => {
    const { f, reader } = w;
    const as = { token: reader.token };
    expect((await t.call('/api/info/fakeInfo', { id: f.posts.store, reason: 'fake' })).status).toBe(
      STATUS.NOT_LOGGED_IN,
    );
    const bad = [
      { id: f.posts.store, reason: 'boring' },
      { id: f.posts.store },
      { id: 'x', reason: 'fake' },
      { id: f.posts.store, reason: 'fake', note: 'n'.repeat(REPORT_NOTE_MAX + 1) },
      { id: f.posts.store, reason: 'fake', note: 5 },
    ];
    for (const payload of bad)
      expect((await t.call('/api/info/fakeInfo', payload, as)).status).toBe(STATUS.BAD_PAYLOAD);
    expect((await t.call('/api/info/fakeInfo', { id: f.hiddenPostIds[0]!, reason: 'fake' }, as)).status).toBe(
      STATUS.NOT_FOUND,
    );
    await t.db.updateTable('posts').set({ user_id: reader.id }).where('id', '=', f.posts.broker).execute();
    expect((await t.call('/api/info/fakeInfo', { id: f.posts.broker, reason: 'spam' }, as)).code).toBe(
      'report.own_post',
    );
    expect(await rows()).toEqual([]);
  });

  it('stores one open report per post and reporter under a burst of parallel taps', async () => {
    const { f, reader } = w;
    const note = '  The shop closed last year  ';
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('/api/info/fakeInfo', { id: f.posts.store, reason: 'fake', note }, { token: reader.token }),
      ),
    );
    expect(burst.filter((r) => r.status === STATUS.OK)).toHaveLength(1);
    expect(burst.filter((r) => r.code === 'report.duplicate')).toHaveLength(7);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      post_id: f.posts.store,
      reporter_id: reader.id,
      reason: 'fake',
      note: 'The shop closed last year',
      status: 'open',
      handled_by: null,
      handled_at: null,
      resolution: null,
    });
    // Refused duplicates gave their count back: one report used of the day's quota.
    const counter = await t.db
      .selectFrom('throttle_counters')
      .select('count')
      .where('key', '=', `report:${reader.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(counter.count)).toBe(1);
    // Once operators handled it, the same person may report the post again.
    await t.db.updateTable('post_reports').set({ status: 'dismissed' }).execute();
    const again = await t.call(
      '/api/info/fakeInfo',
      { id: f.posts.store, reason: 'wrong_contact' },
      { token: reader.token },
    );
    expect(again.data).toMatchObject({ postId: f.posts.store, reason: 'wrong_contact', status: 'open' });
  });

  it("holds the day's quota for a parallel burst of reports on different posts", async () => {
    const { f, other } = w;
    const base = await t.db.selectFrom('posts').selectAll().where('id', '=', f.posts.store).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = base;
    const extra = REPORT_DAILY_MAX + 5;
    const ids: number[] = [];
    for (let i = 0; i < extra; i++)
      ids.push(
        (
          await t.db
            .insertInto('posts')
            .values({ ...copy, title: `Copy ${i}` })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const burst = await Promise.all(
      ids.map((id) => t.call('/api/info/fakeInfo', { id, reason: 'duplicate' }, { token: other.token })),
    );
    expect(burst.filter((r) => r.status === STATUS.OK)).toHaveLength(REPORT_DAILY_MAX);
    expect(burst.filter((r) => r.code === 'report.too_many')).toHaveLength(5);
    expect(
      await t.db.selectFrom('post_reports').select('id').where('reporter_id', '=', other.id).execute(),
    ).toHaveLength(REPORT_DAILY_MAX);
  });
});
