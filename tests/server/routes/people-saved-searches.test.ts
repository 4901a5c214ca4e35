import { beforeEach, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX } from '../../../protocol/people';
import type { PostDraft } from '../../../protocol/release';
import { reviewPost } from '../../../server/domain/console';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { CITY, MODE, TYPE } from '../support/fixtures';
import { draft, setupRelease } from '../support/release';

describe.each(dialects)('saved searches (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));
  // The accounts are shared by the tests; each starts with no saved searches and no search notices.
  beforeEach(async () => {
    await t.db.deleteFrom('saved_searches').execute();
    await t.db.deleteFrom('user_notices').where('kind', '=', 'search').execute();
  });

  /** A post by the owner, sent for review; `approve` then makes it public. */
  const submit = async (over: Partial<PostDraft> = {}) => {
    const r = await t.call('/api/info/postInfo', draft({ facts: {}, ...over }), { token: w.owner.token });
    if (!r.data) throw new Error(r.msg);
    return r.data.id;
  };
  const approve = (id: number) => reviewPost(t.db, id, 'approve', '', nowS());
  const list = async (token: string) => (await t.call('/api/user/getSavedSearchList', {}, { token })).data!.list;
  const searchNotices = (userId: number) =>
    t.db.selectFrom('user_notices').selectAll().where('user_id', '=', userId).where('kind', '=', 'search').execute();

  it('saves, lists, opens and deletes, and refuses bad filters clearly', async () => {
    const token = w.other.token;
    const saved = await t.call('/api/user/saveSearch', { keyword: ' rye ', cityCode: CITY.beijing }, { token });
    expect(saved.data).toMatchObject({ keyword: 'rye', cityCode: CITY.beijing, typeCode: 0, newCount: 0 });
    // The same filters again are the same saved search.
    const again = await t.call('/api/user/saveSearch', { keyword: 'rye', cityCode: CITY.beijing }, { token });
    expect(again.data!.id).toBe(saved.data!.id);
    expect((await list(token)).map((s) => s.id)).toEqual([saved.data!.id]);
    for (const bad of [{}, { keyword: '' }, { keyword: 'x'.repeat(31) }, { keyword: 'a', cityCode: -1 }]) {
      const r = await t.call('/api/user/saveSearch', bad, { token });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    const upside = await t.call('/api/user/saveSearch', { keyword: 'a', priceMin: 9, priceMax: 1 }, { token });
    expect(upside.code).toBe('explore.price_range');
    expect((await t.call('/api/user/openSavedSearch', { id: saved.data!.id }, { token })).data!.keyword).toBe('rye');
    expect((await t.call('/api/user/deleteSavedSearch', { id: saved.data!.id }, { token })).status).toBe(1);
    expect(await list(token)).toEqual([]);
    const gone = await t.call('/api/user/deleteSavedSearch', { id: saved.data!.id }, { token });
    expect(gone).toMatchObject({ status: 404, code: 'people.saved_search_not_found' });
  });

  it('keeps a person to their own saved searches', async () => {
    const { data } = await t.call('/api/user/saveSearch', { keyword: 'bakery' }, { token: w.other.token });
    const id = data!.id;
    const token = w.owner.token;
    expect(await list(token)).toEqual([]);
    const open = await t.call('/api/user/openSavedSearch', { id }, { token });
    expect(open).toMatchObject({ status: 404, code: 'people.saved_search_not_found' });
    const del = await t.call('/api/user/deleteSavedSearch', { id }, { token });
    expect(del).toMatchObject({ status: 404, code: 'people.saved_search_not_found' });
    expect((await list(w.other.token)).map((s) => s.id)).toEqual([id]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per person, even saved in parallel`, async () => {
    const token = w.other.token;
    const calls = Array.from({ length: SAVED_SEARCHES_MAX + 3 }, (_, i) =>
      t.call('/api/user/saveSearch', { keyword: `word${i}` }, { token }),
    );
    const replies = await Promise.all(calls);
    expect(replies.filter((r) => r.status === 1)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = replies.filter((r) => r.status !== 1);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ status: 409, code: 'people.saved_search_limit' });
    expect(refused[0]!.msg).toContain(String(SAVED_SEARCHES_MAX));
    expect(await list(token)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('counts a newly approved matching post and tells its owner once until opened', async () => {
    const token = w.other.token;
    const match = { keyword: 'RYE', cityCode: CITY.beijing, typeCode: TYPE.tutoring, priceMax: 50 };
    const watched = (await t.call('/api/user/saveSearch', match, { token })).data!;
    const otherCity = (await t.call('/api/user/saveSearch', { keyword: 'rye', cityCode: CITY.tokyo }, { token })).data!;
    const otherMode = (await t.call('/api/user/saveSearch', { keyword: 'rye', modeCode: MODE.visit }, { token })).data!;
    const tooCheap = (await t.call('/api/user/saveSearch', { keyword: 'rye', priceMax: 10 }, { token })).data!;
    // The poster's own search of the same words never counts their own posts.
    const own = (await t.call('/api/user/saveSearch', match, { token: w.owner.token })).data!;

    const first = await submit({ title: 'Sourdough Rye Loaf' });
    expect((await list(token)).every((s) => s.newCount === 0)).toBe(true);
    await approve(first);
    const counts = async (who = token) => new Map((await list(who)).map((s) => [s.id, s.newCount]));
    expect(await counts()).toEqual(
      new Map([
        [watched.id, 1],
        [otherCity.id, 0],
        [otherMode.id, 0],
        [tooCheap.id, 0],
      ]),
    );
    expect((await counts(w.owner.token)).get(own.id)).toBe(0);
    const notices = await searchNotices(w.other.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ code: 'search.new_match', post_id: first });
    expect(await searchNotices(w.owner.id)).toEqual([]);
    const shown = await t.call('/api/message/getSystemNoticeList', {}, { token, language: 'en' });
    expect(shown.data!.list[0]).toMatchObject({ kind: 'search', postId: first });
    expect(shown.data!.list[0]!.text).toBe('“Sourdough Rye Loaf” matches your saved search “RYE”');

    // A second match raises the count without a second notice; a non-matching one changes nothing.
    await approve(await submit({ title: 'Rye crackers' }));
    await approve(await submit({ title: 'Bicycle repair', description: 'Tyres and chains fixed while you wait.' }));
    expect((await counts()).get(watched.id)).toBe(2);
    expect(await searchNotices(w.other.id)).toHaveLength(1);

    // Opening resets the count, and the next match tells again.
    const opened = await t.call('/api/user/openSavedSearch', { id: watched.id }, { token });
    expect(opened.data!.newCount).toBe(0);
    await approve(await submit({ title: 'Dark rye' }));
    expect((await counts()).get(watched.id)).toBe(1);
    expect(await searchNotices(w.other.id)).toHaveLength(2);
  });

  it('sends one notice when two matching posts are approved at once', async () => {
    const token = w.other.token;
    const watched = (await t.call('/api/user/saveSearch', { keyword: 'crust' }, { token })).data!;
    const ids = [await submit({ title: 'Thick crust loaf' }), await submit({ title: 'Crust and crumb' })];
    await Promise.all(ids.map(approve));
    expect((await list(token)).find((s) => s.id === watched.id)?.newCount).toBe(2);
    expect(await searchNotices(w.other.id)).toHaveLength(1);
  });

  it('does not count a post restored after a take-down, nor one still waiting for review', async () => {
    const token = w.other.token;
    const watched = (await t.call('/api/user/saveSearch', { keyword: 'window' }, { token })).data!;
    const id = await submit({ title: 'Plain loaf' });
    expect((await list(token))[0]!.newCount).toBe(0);
    await approve(id);
    expect((await list(token))[0]!.newCount).toBe(1);
    await t.call('/api/user/openSavedSearch', { id: watched.id }, { token });
    const down = await t.call('/api/info/changeStatus', { id, action: 'takeDown' }, { token: w.owner.token });
    expect(down.status, down.msg).toBe(1);
    const back = await t.call('/api/info/changeStatus', { id, action: 'restore' }, { token: w.owner.token });
    expect(back.status, back.msg).toBe(1);
    expect((await list(token))[0]!.newCount).toBe(0);
    expect(await searchNotices(w.other.id)).toHaveLength(1);
  });
});
