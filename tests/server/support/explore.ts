import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../../server/db/database';
import { nowS } from '../helper';
import { CITY, MODE, TYPE, insertFixtures } from './fixtures';
import type { Fixtures } from './fixtures';

export interface ExploreWorld extends Fixtures {
  /** Verified posts tagged 'same-day' priced 50, 500, 5000 (cheap in Shanghai), popularity rising with price. */
  sameDay: { cheap: number; mid: number; dear: number };
  /** A pending post tagged 'same-day' (never listed). */
  pendingSameDay: number;
  /** A post tagged 'same-day-ish' (a near miss for the exact tag match) and one with no price. */
  nearMiss: number;
  unpriced: number;
  /** A store created three days ago, outside a one-day theme. */
  oldStore: number;
  themes: { repairVisits: number; sameDay: number; inactive: number; recentStores: number };
}

export async function insertExploreWorld(db: Db): Promise<ExploreWorld> {
  const f = await insertFixtures(db);
  const t = nowS();
  const add = async (over: Record<string, unknown>) =>
    (
      await db
        .insertInto('posts')
        .values({
          user_id: f.authorId,
          kind: 'store',
          title: 'Explore post',
          description: 'Secret words deep in the text of a post',
          city_code: CITY.beijing,
          type_code: TYPE.repair,
          mode_code: MODE.visit,
          price_min: 100,
          price_max: 100,
          address: 'Street 9',
          hours: '',
          contact: 'tel 1',
          tags: JSON.stringify(['same-day']),
          facts: '[]',
          vip: 0,
          status: POST_STATUS.VERIFIED,
          created_at: t - 100,
          updated_at: t - 100,
          ...over,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const sameDay = {
    cheap: await add({ title: 'Fix cheap', price_min: 50, price_max: 80, views: 1, city_code: CITY.shanghai }),
    mid: await add({ title: 'Fix mid', price_min: 500, price_max: 600, views: 50, created_at: t - 300 }),
    dear: await add({ title: 'Fix dear', price_min: 5000, price_max: null, views: 900, created_at: t - 200 }),
  };
  const pendingSameDay = await add({ title: 'Fix pending', status: POST_STATUS.PENDING, views: 99_999 });
  const nearMiss = await add({ title: 'Near miss', tags: JSON.stringify(['same-day-ish']), mode_code: MODE.shop });
  const unpriced = await add({
    title: 'Unpriced',
    price_min: null,
    price_max: null,
    tags: '[]',
    mode_code: MODE.shop,
    kind: 'personal',
  });
  const oldStore = await add({ title: 'Old store', tags: '[]', mode_code: MODE.shop, created_at: t - 3 * 86_400 });
  const theme = async (over: Record<string, unknown>) =>
    (
      await db
        .insertInto('explore_themes')
        .values({ title: '主题', title_en: 'Theme', created_at: t, ...over })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const themes = {
    repairVisits: await theme({ title_en: 'Repair visits', type_code: TYPE.repair, mode_code: MODE.visit, sort: 1 }),
    sameDay: await theme({ title_en: 'Same day', tag: 'same-day', sort: 2 }),
    inactive: await theme({ title_en: 'Old', tag: 'same-day', active: 0, sort: 3 }),
    recentStores: await theme({ title_en: 'Recent stores', kind: 'store', recent_days: 1, sort: 4 }),
  };
  await db
    .insertInto('explore_tags')
    .values([
      { name: 'same-day', name_en: 'Same day', hot: 5, sort: 1, active: 1 },
      { name: 'quiet', name_en: 'Quiet place', hot: 9, sort: 2, active: 1 },
      { name: '100%', name_en: 'Percent', hot: 0, sort: 3, active: 1 },
      { name: 'retired', name_en: 'Retired', hot: 50, sort: 4, active: 0 },
    ])
    .execute();
  await db.insertInto('tags').values({ type_code: TYPE.repair, name: 'same-day-ish', sort: 1 }).execute();
  return { ...f, sameDay, pendingSameDay, nearMiss, unpriced, oldStore, themes };
}
