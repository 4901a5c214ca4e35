import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { MODE } from '../support/fixtures';
import { insertExploreWorld } from '../support/explore';
import { dialects, useSetup, useTestApp } from '../helper';

describe.each(dialects)('search with price range and sort (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => insertExploreWorld(t.db));

  const ids = async (payload: Record<string, unknown>) => {
    const r = await t.call('/api/info/search', { keyword: 'fix', ...payload });
    expect(r.status).toBe(STATUS.OK);
    return r.data.list.map((p) => p.id);
  };

  it('keeps posts whose own range overlaps the asked one', async () => {
    expect(await ids({ priceMin: 60, priceMax: 550 })).toEqual([w.sameDay.cheap, w.sameDay.mid]);
    // An open upper end: 'dear' has only a lowest price.
    expect(await ids({ priceMin: 1000 })).toEqual([w.sameDay.dear]);
    expect(await ids({ priceMax: 80 })).toEqual([w.sameDay.cheap]);
    // A post without a price leaves a price-filtered search.
    const all = await t.call('/api/info/search', { keyword: 'unpriced' });
    expect(all.data.list.map((p) => p.id)).toEqual([w.unpriced]);
    expect((await t.call('/api/info/search', { keyword: 'unpriced', priceMin: 0 })).data.total).toBe(0);
  });

  it('sorts by newest, price (unpriced last) and popularity', async () => {
    expect(await ids({})).toEqual([w.sameDay.cheap, w.sameDay.dear, w.sameDay.mid]);
    expect(await ids({ sort: 'price' })).toEqual([w.sameDay.cheap, w.sameDay.mid, w.sameDay.dear]);
    expect(await ids({ sort: 'popularity' })).toEqual([w.sameDay.dear, w.sameDay.mid, w.sameDay.cheap]);
    const withUnpriced = await t.call('/api/info/search', { keyword: 'street', sort: 'price' });
    expect(withUnpriced.data.list.at(-1)?.id).toBe(w.unpriced);
  });

  it('sorts by average rating, unrated posts last', async () => {
    const rate = (id: number, sum: number, count: number) =>
      t.db.updateTable('posts').set({ rating_sum: sum, rating_count: count }).where('id', '=', id).execute();
    await rate(w.sameDay.cheap, 9, 2); // 4.5
    await rate(w.sameDay.dear, 5, 1); // 5
    expect(await ids({ sort: 'rating' })).toEqual([w.sameDay.dear, w.sameDay.cheap, w.sameDay.mid]);
    await rate(w.sameDay.cheap, 0, 0);
    await rate(w.sameDay.dear, 0, 0);
  });

  it('filters by mode', async () => {
    expect(await ids({ modeCode: MODE.shop })).toEqual([]);
    expect(await ids({ modeCode: MODE.visit, sort: 'price' })).toEqual([
      w.sameDay.cheap,
      w.sameDay.mid,
      w.sameDay.dear,
    ]);
  });

  it('keeps locked VIP text unsearchable whatever the sort', async () => {
    // The VIP post's description is 'A neutral description'; past the preview nothing is searchable, but its
    // preview is. The address is never searchable for a non-VIP.
    const r = await t.call('/api/info/search', { keyword: 'Street 1', sort: 'popularity' });
    expect(r.data.list.map((p) => p.id)).not.toContain(w.vipPostId);
  });

  it('refuses an upside-down range and out-of-range prices', async () => {
    const upside = await t.call('/api/info/search', { keyword: 'fix', priceMin: 500, priceMax: 10 });
    expect(upside).toMatchObject({ status: STATUS.BAD_PAYLOAD, data: null });
    expect(upside.msg).toMatch(/最低价/);
    const negative = await t.call('/api/info/search', { keyword: 'fix', priceMin: -1 });
    expect(negative.msg).toContain('priceMin');
    const huge = await t.call('/api/info/search', { keyword: 'fix', priceMax: 1e12 });
    expect(huge.msg).toContain('priceMax');
    const sort = await t.call('/api/info/search', { keyword: 'fix', sort: 'stars' });
    expect(sort.msg).toContain('sort');
  });
});
