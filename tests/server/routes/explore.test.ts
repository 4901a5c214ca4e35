import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '../../../protocol/constants';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { CITY } from '../support/fixtures';
import { insertExploreWorld } from '../support/explore';
import { dialects, useSetup, useTestApp } from '../helper';

describe.each(dialects)('explore endpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => insertExploreWorld(t.db));

  it('shows the hot tags, hottest first, counting only listed posts', async () => {
    const r = await t.call('/api/explore/showtags', {});
    expect(r.status).toBe(STATUS.OK);
    // 'retired' is hotter but inactive; '100%' has no heat.
    expect(r.data.map((x) => x.name)).toEqual(['quiet', 'same-day']);
    const sameDay = r.data.find((x) => x.name === 'same-day')!;
    // cheap, mid, dear: the pending one and the 'same-day-ish' near miss do not count.
    expect(sameDay).toEqual({ name: 'same-day', nameEn: 'Same day', count: 3, curated: true });
    const inShanghai = await t.call('/api/explore/showtags', { cityCode: CITY.shanghai });
    expect(inShanghai.data.find((x) => x.name === 'same-day')?.count).toBe(1);
  });

  it('pages the tag index of active curated tags', async () => {
    const first = await t.call('/api/explore/tags', { pageSize: 2 });
    expect(first.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.data.list.map((x) => x.name)).toEqual(['same-day', 'quiet']);
    const second = await t.call('/api/explore/tags', { pageSize: 2, page: 2 });
    expect(second.data.list.map((x) => x.name)).toEqual(['100%']);
    expect(second.data.list[0]?.count).toBe(0);
  });

  it('lists a tag page: exact tag, listed posts only, sorted and paged', async () => {
    const r = await t.call('/api/explore/tagsdetail', { name: 'same-day' });
    expect(r.status).toBe(STATUS.OK);
    expect(r.data.tag).toEqual({ name: 'same-day', nameEn: 'Same day', count: 3, curated: true });
    const ids = r.data.posts.list.map((p) => p.id);
    expect(ids).toEqual([w.sameDay.cheap, w.sameDay.dear, w.sameDay.mid]);
    expect(ids).not.toContain(w.pendingSameDay);
    expect(ids).not.toContain(w.nearMiss);
    const byPrice = await t.call('/api/explore/tagsdetail', { name: 'same-day', sort: 'price' });
    expect(byPrice.data.posts.list.map((p) => p.id)).toEqual([w.sameDay.cheap, w.sameDay.mid, w.sameDay.dear]);
    const popular = await t.call('/api/explore/tagsdetail', { name: 'same-day', sort: 'popularity', pageSize: 2 });
    expect(popular.data.posts.list.map((p) => p.id)).toEqual([w.sameDay.dear, w.sameDay.mid]);
    expect(popular.data.posts.total).toBe(3);
    const page2 = await t.call('/api/explore/tagsdetail', {
      name: 'same-day',
      sort: 'popularity',
      pageSize: 2,
      page: 2,
    });
    expect(page2.data.posts.list.map((p) => p.id)).toEqual([w.sameDay.cheap]);
  });

  it('opens a tag nobody curated when a post carries it, and refuses one nobody uses', async () => {
    const riverside = await t.call('/api/explore/tagsdetail', { name: 'Riverside' });
    expect(riverside.data.tag).toEqual({ name: 'Riverside', nameEn: 'Riverside', count: 1, curated: false });
    expect(riverside.data.posts.list.map((p) => p.id)).toEqual([w.posts.broker]);
    const none = await t.call('/api/explore/tagsdetail', { name: 'no-such-tag' });
    expect(none).toMatchObject({ status: STATUS.NOT_FOUND, data: null });
    // A wildcard is a character, not a pattern: '%' matches no tag.
    expect((await t.call('/api/explore/tagsdetail', { name: '%' })).status).toBe(STATUS.NOT_FOUND);
    // Curated but unused: an empty page, not a refusal.
    const curated = await t.call('/api/explore/tagsdetail', { name: '100%' });
    expect(curated.data.posts.total).toBe(0);
    // Used elsewhere but not in this city: an empty page too.
    const elsewhere = await t.call('/api/explore/tagsdetail', { name: 'Riverside', cityCode: CITY.tokyo });
    expect(elsewhere.data.posts.list).toEqual([]);
  });

  it('matches a tag with quotes, backslashes and wildcards as written', async () => {
    const odd = 'a"b\\c%_';
    const id = (
      await t.db
        .insertInto('posts')
        .values({
          user_id: w.authorId,
          kind: 'store',
          title: 'Odd tag',
          description: '',
          city_code: CITY.beijing,
          type_code: 1,
          mode_code: 1,
          price_min: null,
          price_max: null,
          address: '',
          hours: '',
          contact: '',
          tags: JSON.stringify([odd, 'ab']),
          facts: '[]',
          vip: 0,
          status: POST_STATUS.VERIFIED,
          created_at: 1,
          updated_at: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const r = await t.call('/api/explore/tagsdetail', { name: odd });
    expect(r.data.posts.list.map((p) => p.id)).toEqual([id]);
    expect((await t.call('/api/explore/tagsdetail', { name: 'a"b' })).status).toBe(STATUS.NOT_FOUND);
    expect((await t.call('/api/explore/tagsdetail', { name: 'b\\c' })).status).toBe(STATUS.NOT_FOUND);
    await t.db.deleteFrom('posts').where('id', '=', id).execute();
  });

  it('shows a VIP post on a tag page only as its card', async () => {
    const r = await t.call('/api/explore/tagsdetail', { name: 'quiet' });
    const vip = r.data.posts.list.find((p) => p.id === w.vipPostId);
    expect(vip?.vip).toBe(true);
    expect(Object.keys(vip!)).not.toContain('description');
    expect(Object.keys(vip!)).not.toContain('contact');
  });

  it('counts themes by their rule and lists a theme', async () => {
    const r = await t.call('/api/explore/themecount', {});
    expect(r.data.map((x) => x.titleEn)).toEqual(['Repair visits', 'Same day', 'Recent stores']);
    const [repair, sameDay, recent] = r.data;
    // Repair + home visit: certification (repair, shop) no; cheap, mid, dear yes; pending no.
    expect(repair?.count).toBe(3);
    expect(sameDay?.count).toBe(3);
    // Stores of the last day: the fixture store, the VIP post, cheap, mid, dear, near miss; not the old one.
    expect(recent?.count).toBe(6);
    const detail = await t.call('/api/explore/themedetail', { id: w.themes.recentStores, pageSize: 50 });
    const ids = detail.data.posts.list.map((p) => p.id);
    expect(ids).not.toContain(w.oldStore);
    expect(ids).not.toContain(w.pendingSameDay);
    expect(detail.data.theme.count).toBe(6);
    const inCity = await t.call('/api/explore/themedetail', { id: w.themes.sameDay, cityCode: CITY.shanghai });
    expect(inCity.data.posts.list.map((p) => p.id)).toEqual([w.sameDay.cheap]);
  });

  it('refuses an inactive or missing theme', async () => {
    expect((await t.call('/api/explore/themedetail', { id: w.themes.inactive })).status).toBe(STATUS.NOT_FOUND);
    expect((await t.call('/api/explore/themedetail', { id: 999_999 })).status).toBe(STATUS.NOT_FOUND);
  });

  it('searches tags in both languages, curated first, suggestions only when used', async () => {
    const r = await t.call('/api/explore/searchtags', { keyword: 'SAME' });
    expect(r.data.map((x) => x.name)).toEqual(['same-day', 'same-day-ish']);
    expect(r.data[1]).toMatchObject({ curated: false, count: 1 });
    const english = await t.call('/api/explore/searchtags', { keyword: 'quiet place' });
    expect(english.data.map((x) => x.name)).toEqual(['quiet']);
    const literal = await t.call('/api/explore/searchtags', { keyword: '%' });
    expect(literal.data.map((x) => x.name)).toEqual(['100%']);
    expect((await t.call('/api/explore/searchtags', { keyword: '_' })).data).toEqual([]);
  });

  it('recommends listed posts, most popular first', async () => {
    const r = await t.call('/api/explore/recommend', { pageSize: 3 });
    expect(r.data.list.map((p) => p.id)).toEqual([w.sameDay.dear, w.sameDay.mid, w.sameDay.cheap]);
    expect(r.data.total).toBe(11);
    const all = await t.call('/api/explore/recommend', { pageSize: PAGE_SIZE_MAX });
    for (const hidden of [...w.hiddenPostIds, w.pendingSameDay])
      expect(all.data.list.map((p) => p.id)).not.toContain(hidden);
    const shanghai = await t.call('/api/explore/recommend', { cityCode: CITY.shanghai });
    expect(shanghai.data.list.map((p) => p.id).sort()).toEqual([w.posts.store, w.sameDay.cheap].sort());
  });

  it('refuses hostile payloads with a message naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/explore/tagsdetail', { name: '' }, 'name'],
      ['/api/explore/tagsdetail', { name: 'x'.repeat(200) }, 'name'],
      ['/api/explore/tagsdetail', { name: { $ne: 1 } }, 'name'],
      ['/api/explore/tagsdetail', { name: 'quiet', sort: 'stars' }, 'sort'],
      ['/api/explore/themedetail', { id: 'abc' }, 'id'],
      ['/api/explore/themedetail', { id: 1, page: 0 }, 'page'],
      ['/api/explore/recommend', { pageSize: PAGE_SIZE_MAX + 1 }, 'pageSize'],
      ['/api/explore/searchtags', { keyword: 'k'.repeat(31) }, 'keyword'],
      ['/api/explore/showtags', { cityCode: -1 }, 'cityCode'],
    ];
    for (const [path, payload, field] of cases) {
      const r = await t.call(path as '/api/explore/tagsdetail', payload);
      expect(r, `${path} ${JSON.stringify(payload)}`).toMatchObject({ status: STATUS.BAD_PAYLOAD, data: null });
      expect(r.msg).toContain(field);
    }
  });
});
