import { POST_STATUS } from '../../../protocol/status';
import type { PostKind } from '../../../protocol/types';
import type { Db } from '../../../server/db/database';
import type { NewPost } from '../../../server/db/schema';
import { hashPassword } from '../../../server/domain/accounts';
import { nowS } from '../helper';

export const CITY = { beijing: 110100, shanghai: 310100, tokyo: 900001 } as const;
export const TYPE = { tutoring: 1, repair: 2 } as const;
export const MODE = { visit: 1, shop: 2 } as const;
export const AVATAR = 'img/aa/' + 'a'.repeat(64) + '.bin';

export interface Fixtures {
  authorId: number;
  vipUserId: number;
  vipPassword: string;
  /** Verified, non-VIP posts by kind. */
  posts: Record<PostKind, number>;
  vipPostId: number;
  hiddenPostIds: number[];
  adId: number;
}

function post(authorId: number, over: Partial<NewPost>): NewPost {
  const t = nowS();
  return {
    user_id: authorId,
    kind: 'store',
    title: 'Post',
    description: 'A neutral description',
    city_code: CITY.beijing,
    type_code: TYPE.tutoring,
    mode_code: MODE.shop,
    price_min: 100,
    price_max: 300,
    address: 'Street 1',
    hours: '9:00–18:00',
    contact: 'tel 010-0000',
    tags: JSON.stringify(['quiet', 'parking']),
    facts: JSON.stringify([{ label: '执照', labelEn: 'Licence', value: 'L-001' }]),
    vip: 0,
    status: POST_STATUS.VERIFIED,
    created_at: t,
    updated_at: t,
    ...over,
  };
}

async function insertPost(db: Db, p: NewPost): Promise<number> {
  return (await db.insertInto('posts').values(p).returning('id').executeTakeFirstOrThrow()).id;
}

/** A small, hand-made world: three cities (one abroad), two types and modes, posts of every kind and status. */
export async function insertFixtures(db: Db): Promise<Fixtures> {
  const t = nowS();
  await db
    .insertInto('cities')
    .values([
      { code: CITY.beijing, name: '北京', name_en: 'Beijing', abroad: 0, region: '', sort: 1 },
      { code: CITY.shanghai, name: '上海', name_en: 'Shanghai', abroad: 0, region: '', sort: 2 },
      { code: CITY.tokyo, name: '东京', name_en: 'Tokyo', abroad: 1, region: '日本', sort: 3 },
    ])
    .execute();
  await db
    .insertInto('post_types')
    .values([
      { code: TYPE.tutoring, name: '家教', name_en: 'Tutoring', sort: 1 },
      { code: TYPE.repair, name: '维修', name_en: 'Repair', sort: 2 },
    ])
    .execute();
  await db
    .insertInto('post_modes')
    .values([
      { code: MODE.visit, name: '上门', name_en: 'Home visit', sort: 1 },
      { code: MODE.shop, name: '到店', name_en: 'In shop', sort: 2 },
    ])
    .execute();
  const user = (username: string, hash: string, vip: number) => ({
    username,
    password_hash: hash,
    nickname: username,
    avatar: null,
    vip_level: vip,
    vip_expires_at: vip ? t + 86_400 : null,
    incode: username.toUpperCase().slice(0, 8),
    invited_by: null,
    created_at: t,
  });
  const vipPassword = 'vip-password-1';
  const authorId = (
    await db
      .insertInto('users')
      .values(user('author', 'x', 0))
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const vipUserId = (
    await db
      .insertInto('users')
      .values(user('vipuser', await hashPassword(vipPassword), 2))
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  const posts = {
    personal: await insertPost(db, post(authorId, { kind: 'personal', title: 'Maths Tutor Anna', created_at: t - 40 })),
    store: await insertPost(
      db,
      post(authorId, { kind: 'store', title: 'Corner Café Blue', city_code: CITY.shanghai, created_at: t - 30 }),
    ),
    certification: await insertPost(
      db,
      post(authorId, {
        kind: 'certification',
        title: 'Licensed Massage Clinic',
        type_code: TYPE.repair,
        created_at: t - 20,
      }),
    ),
    broker: await insertPost(
      db,
      post(authorId, {
        kind: 'broker',
        title: 'Estate Broker 100%_Deal',
        mode_code: MODE.visit,
        tags: JSON.stringify(['Riverside']),
        created_at: t - 10,
      }),
    ),
  };
  const vipPostId = await insertPost(db, post(authorId, { title: 'VIP Language School', vip: 1, created_at: t - 5 }));
  const hiddenPostIds = [
    await insertPost(db, post(authorId, { title: 'Hidden Pending Tutor', status: POST_STATUS.PENDING })),
    await insertPost(db, post(authorId, { title: 'Hidden Banned Tutor', status: POST_STATUS.BANNED })),
  ];
  await db
    .insertInto('post_images')
    .values([
      { post_id: posts.store, path: 'img/bb/second.bin', sort: 2, width: 10, height: 10 },
      { post_id: posts.store, path: 'img/bb/first.bin', sort: 1, width: 10, height: 10 },
    ])
    .execute();
  await db
    .insertInto('media')
    .values({ path: AVATAR, kind: 'image', mime: 'image/png', size: 10, width: 1, height: 1, created_at: t })
    .execute();
  const adId = (
    await db
      .insertInto('ads')
      .values({ slot: 'home_banner', title: 'Open day', image: 'img/cc/ad.bin', url: '/search', type: 2, sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('ads')
    .values({ slot: 'home_banner', title: 'Old ad', image: 'img/cc/old.bin', url: '/', type: 1, sort: 0, active: 0 })
    .execute();
  await db
    .insertInto('notices')
    .values([
      { kind: 'buy', text: 'Someone bought a monthly card', created_at: t - 1 },
      { kind: 'system', text: 'Maintenance tonight', created_at: t },
    ])
    .execute();
  return { authorId, vipUserId, vipPassword, posts, vipPostId, hiddenPostIds, adId };
}
