import { draft } from '../support/release';
import type { MutatingPath } from './expectations';
import type { Scenario } from './scenario';
import { self } from './scenario';
import { PASSWORD, insertPost, openSession, rowOf } from './world';

// Accounts, sessions, counters and posts.

const phoneOf = (n: number) => `139${String(10_000_000 + n).slice(-8)}`;

export const ACCOUNT_SCENARIOS = {
  '/api/account/registerByPassword': async (c) => ({ payload: { username: `new${c.n}x`, password: PASSWORD } }),
  '/api/account/loginByPassword': async (c) => ({ payload: { username: c.owner.username, password: PASSWORD } }),
  '/api/account/sendResetCode': async (c) => {
    await c.s.t.db
      .updateTable('users')
      .set({ phone: `+86${phoneOf(c.n)}`, phone_verified_at: 1 })
      .where('id', '=', c.owner.id)
      .execute();
    return { payload: { phone: phoneOf(c.n) } };
  },
  '/api/account/retrievePassword': async (c) => {
    await c.s.t.db
      .updateTable('users')
      .set({ phone: `+86${phoneOf(c.n)}`, phone_verified_at: 1 })
      .where('id', '=', c.owner.id)
      .execute();
    return { payload: { phone: phoneOf(c.n), code: '000000', password: 'Velvet-Compass-2291' } };
  },
  '/api/account/logout': async () => ({ payload: {} }),
  '/api/account/logoutOthers': async () => ({ payload: {} }),
  '/api/account/changePassword': async () => ({
    payload: { oldPassword: PASSWORD, newPassword: 'Velvet-Compass-2291' },
  }),
  '/api/account/sendBindCode': async (c) => ({ payload: { phone: phoneOf(c.n), password: PASSWORD } }),
  '/api/account/bindPhone': async (c) => ({ payload: { phone: phoneOf(c.n), password: PASSWORD, code: '000000' } }),
  '/api/account/revokeSession': async (c) => {
    const { db } = c.s.t;
    await openSession(db, c.owner.id);
    const { id } = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', c.owner.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { payload: { id }, state: () => rowOf(db, 'sessions', id) };
  },
  '/api/user/updateUserinfo': async (c) => ({
    payload: { id: c.owner.id, nickname: 'Renamed', bio: 'Changed by the caller' },
    state: () => rowOf(c.s.t.db, 'users', c.owner.id),
  }),

  '/api/home/adsClick': async (c) => ({ payload: { id: c.s.f.adId } }),
  '/api/info/getInfo': async (c) => ({ payload: { id: await insertPost(c.s.t.db, c.owner.id) } }),

  '/api/info/postBeauty': async () => ({ payload: { ...draft({ kind: 'personal', facts: {} }) } }),
  '/api/info/postInfo': async () => ({ payload: { ...draft() } }),
  '/api/info/postBroker': async () => ({ payload: { ...draft({ kind: 'broker', facts: {} }) } }),
  '/api/info/editBeauty': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id, { kind: 'personal' });
    return {
      payload: { ...draft({ kind: 'personal', title: 'Taken Over Title', facts: {} }), id },
      state: () => rowOf(c.s.t.db, 'posts', id),
    };
  },
  '/api/info/editInfo': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id);
    return { payload: { ...draft({ title: 'Taken Over Title' }), id }, state: () => rowOf(c.s.t.db, 'posts', id) };
  },
  '/api/info/deleteInfo': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id);
    return { payload: { id }, state: () => rowOf(c.s.t.db, 'posts', id) };
  },
  '/api/info/deleteBroker': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id, { kind: 'broker' });
    return { payload: { id }, state: () => rowOf(c.s.t.db, 'posts', id) };
  },
  '/api/info/changeStatus': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id);
    return { payload: { id, action: 'takeDown' }, state: () => rowOf(c.s.t.db, 'posts', id) };
  },
  '/api/info/markSold': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id);
    return { payload: { id }, state: () => rowOf(c.s.t.db, 'posts', id) };
  },
  '/api/info/renewPost': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id);
    return { payload: { id }, state: () => rowOf(c.s.t.db, 'posts', id) };
  },
  '/api/user/setStoreContact': async (c) => {
    const { db } = c.s.t;
    const id = await insertPost(db, c.owner.id);
    return {
      payload: { id, phone: '13800138000' },
      state: () => db.selectFrom('store_contacts').selectAll().where('post_id', '=', id).execute(),
    };
  },
  '/api/user/toggle_favorite': async (c) => ({
    payload: { id: await insertPost(c.s.t.db, c.owner.id), favorite: true },
  }),
  '/api/user/setContactInfo': async () => ({ payload: { wechat: 'harbour_bikes' } }),
  '/api/message/readSystemNotice': async () => ({ payload: { upTo: 1 } }),
  '/api/user/setArea': async () => ({ payload: { lat: 39.9042, lng: 116.4074 } }),
  '/api/info/fakeInfo': async (c) => {
    const { db } = c.s.t;
    const id = await insertPost(db, c.owner.id);
    return {
      payload: { id, reason: 'fake', note: 'The shop front in the photos is another street.' },
      state: () => db.selectFrom('post_reports').selectAll().where('post_id', '=', id).execute(),
    };
  },
  '/api/message/feedback': async (c) => ({
    payload: { category: 'suggestion', text: `Please add dark maps ${self(c).id}` },
  }),
} satisfies Partial<Record<MutatingPath, Scenario>>;
