import { setBlock } from '../../../server/domain/chat';
import { nowS } from '../helper';
import { VIP_LEVEL } from '../../../protocol/money';
import { ALL_WEEK, SERVICES, setVip, slotAhead } from '../support/appointments';
import type { MutatingPath } from './expectations';
import { self } from './scenario';
import type { Cell, Scenario } from './scenario';
import { insertPost, rowOf } from './world';

// Chat and appointments: objects with two sides.

/** The owner as a chat peer with a public post (else no one may open a conversation with them). */
async function peer(c: Cell): Promise<number> {
  await insertPost(c.s.t.db, c.owner.id);
  return c.owner.id;
}

/** The owner as a chat peer who has blocked `another`; the state is every message sent to the owner. */
async function blockingPeer(c: Cell) {
  const { db } = c.s.t;
  await peer(c);
  // One blocks someone met on a post or in a conversation: `another` publishes too.
  await insertPost(db, c.another.id);
  await setBlock(db, c.owner.id, c.another.id, true, nowS());
  return () => db.selectFrom('chat_messages').selectAll().where('recipient_id', '=', c.owner.id).execute();
}

/** The owner's personal post, open for booking. */
async function bookablePost(c: Cell): Promise<number> {
  const id = await insertPost(c.s.t.db, c.owner.id, { kind: 'personal' });
  const r = await c.s.t.call(
    '/api/user/setAppointmentOffer',
    { id, services: SERVICES, weekly: ALL_WEEK, open: true },
    { token: c.owner.token },
  );
  if (r.status !== 1) throw new Error(`setAppointmentOffer: ${r.msg}`);
  return id;
}

async function insertAppointment(c: Cell, providerId: number, customerId: number, past: boolean) {
  const { db } = c.s.t;
  const postId = await insertPost(db, providerId, { kind: 'personal' });
  const at = past ? nowS() - 2 * 3600 : slotAhead(nowS(), c.n % 50);
  const { id } = await db
    .insertInto('appointments')
    .values({
      post_id: postId,
      provider_id: providerId,
      customer_id: customerId,
      slot_at: at,
      slot_ends_at: at + 3600,
      state: past ? 'confirmed' : 'pending',
      cancelled_by: null,
      created_at: nowS() - 3 * 86_400,
      updated_at: nowS() - 3 * 86_400,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The owner's saved search (with a count, so opening it changes the row); the state is that row. */
async function savedSearch(c: Cell) {
  const { db } = c.s.t;
  const row = await db
    .insertInto('saved_searches')
    .values({
      ...{ user_id: c.owner.id, keyword: 'rye', pattern: '%rye%', city_code: 0, type_code: 0, mode_code: 0 },
      ...{ price_min: null, price_max: null, new_count: 2, created_at: nowS() },
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    payload: { id: row.id },
    state: () => db.selectFrom('saved_searches').selectAll().where('id', '=', row.id).execute(),
  };
}

export const PEOPLE_SCENARIOS = {
  '/api/user/saveSearch': async (c) => ({
    payload: { keyword: 'rye bread' },
    state: () => c.s.t.db.selectFrom('saved_searches').selectAll().where('user_id', '=', self(c).id).execute(),
  }),
  '/api/user/openSavedSearch': savedSearch,
  '/api/user/deleteSavedSearch': savedSearch,
  '/api/message/chating': async (c) => {
    // Writing first needs a VIP membership: the caller has one, so only the block can refuse it.
    if (c.actor) await setVip(c.s.t.db, c.actor.id, VIP_LEVEL.MONTHLY);
    return {
      payload: { id: c.owner.id, kind: 'text', body: 'Is the shop open on Sunday?' },
      state: await blockingPeer(c),
    };
  },
  '/api/message/getChatList': async (c) => ({ payload: { id: await peer(c) } }),
  '/api/message/feeding': async () => ({ payload: { after: 1 } }),
  '/api/message/markRead': async (c) => ({ payload: { id: await peer(c), upTo: 1 } }),
  '/api/message/blockUser': async (c) => ({ payload: { id: await peer(c), blocked: true } }),
  '/api/message/reportChat': async (c) => {
    // Only a conversation can be reported: the owner writes to the caller (who publishes) first.
    if (c.actor && c.actor !== c.owner) {
      await insertPost(c.s.t.db, c.actor.id);
      await setVip(c.s.t.db, c.owner.id, VIP_LEVEL.MONTHLY);
      const r = await c.s.t.call(
        '/api/message/chating',
        { id: c.actor.id, kind: 'text', body: 'Send the deposit first' },
        { token: c.owner.token },
      );
      if (r.status !== 1) throw new Error(`chating: ${r.msg}`);
    }
    return { payload: { id: c.owner.id, reason: 'Asked for money up front' } };
  },

  '/api/user/setAppointmentOffer': async (c) => {
    const { db } = c.s.t;
    const id = await insertPost(db, c.owner.id, { kind: 'personal' });
    return {
      payload: { id, services: SERVICES, weekly: ALL_WEEK, open: true },
      state: () => db.selectFrom('booking_offers').selectAll().where('post_id', '=', id).execute(),
    };
  },
  '/api/user/appointment': async (c) => {
    const { db } = c.s.t;
    const id = await bookablePost(c);
    // Online booking needs an annual card: without one the VIP refusal would hide who is asking.
    if (c.actor) await setVip(db, c.actor.id, VIP_LEVEL.ANNUAL);
    return {
      payload: { id, slotAt: slotAhead(nowS(), c.n % 50), service: 0 },
      state: () => db.selectFrom('appointments').selectAll().where('post_id', '=', id).execute(),
    };
  },
  '/api/user/confirmAppointment': async (c) => {
    const id = await insertAppointment(c, c.owner.id, c.another.id, false);
    return { payload: { id, action: 'confirm' }, state: () => rowOf(c.s.t.db, 'appointments', id) };
  },
  '/api/user/evaluationAppointment': async (c) => {
    const { db } = c.s.t;
    const id = await insertAppointment(c, c.another.id, c.owner.id, true);
    return {
      payload: { id, stars: 5, text: 'On time and friendly' },
      state: () => db.selectFrom('appointment_ratings').selectAll().where('appointment_id', '=', id).execute(),
    };
  },
} satisfies Partial<Record<MutatingPath, Scenario>>;
