import type { Db, DbOrTrx } from '../../db/database';
import { isPublic, Refusal, takeWindow, waitWords } from '../common';

// Blocks stop messages either way (and, read from the same table, bookings); reports wait for the operators.

/** Reports of people a person may file a day, of conversations and from profiles together (person-reports.ts). */
export const PERSON_REPORTS = { max: 10, windowS: 24 * 3600 };
export const personReportKey = (reporterId: number) => `chat:report:${reporterId}`;

/** True when either of the two blocked the other. */
export async function blockedEitherWay(db: DbOrTrx, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function blockedBy(db: DbOrTrx, blocker: number, blocked: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blocker)
    .where('blocked_id', '=', blocked)
    .executeTakeFirst();
  return row !== undefined;
}

/** The states in which a booking ties its two people together (the other states end it). */
const LIVE_BOOKING = ['pending', 'confirmed'] as const;

/** Whether the two share a live booking (either one the customer of the other). */
export async function shareBooking(db: DbOrTrx, a: number, b: number): Promise<boolean> {
  const row = await bookingBetween(db, a, b).where('state', 'in', LIVE_BOOKING).executeTakeFirst();
  return row !== undefined;
}

function bookingBetween(db: DbOrTrx, a: number, b: number) {
  return db
    .selectFrom('appointments')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('provider_id', '=', a), eb('customer_id', '=', b)]),
        eb.and([eb('provider_id', '=', b), eb('customer_id', '=', a)]),
      ]),
    );
}

/**
 * Someone `me` may open a conversation with: an account with a public post (the chat button sits on posts),
 * one already in a conversation with `me`, or one `me` shares a live booking with (a provider reaches the
 * customer who booked, who publishes nothing). Any other id answers exactly like a missing account, so ids
 * cannot be walked for names and avatars, and accounts that publish nothing (staff among them) are not written
 * to out of the blue.
 * @throws Refusal chat.self, chat.peer_not_found.
 */
export async function requirePeer(db: DbOrTrx, me: number, peer: number) {
  if (peer === me) throw new Refusal('chat.self');
  const row = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'vip_level', 'vip_expires_at'])
    .where('id', '=', peer)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom('posts').select('posts.id').whereRef('posts.user_id', '=', 'users.id').where(isPublic()),
        ),
        eb.exists(
          eb
            .selectFrom('chat_messages')
            .select('chat_messages.id')
            .where('chat_messages.low_id', '=', Math.min(me, peer))
            .where('chat_messages.high_id', '=', Math.max(me, peer)),
        ),
        eb.exists(
          eb
            .selectFrom('appointments')
            .select('appointments.id')
            .where('appointments.state', 'in', LIVE_BOOKING)
            .where((b) =>
              b.or([
                b.and([b('appointments.provider_id', '=', me), b('appointments.customer_id', '=', peer)]),
                b.and([b('appointments.provider_id', '=', peer), b('appointments.customer_id', '=', me)]),
              ]),
            ),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new Refusal('chat.peer_not_found');
  return row;
}

/** Whether one of the two ever booked a post of the other. */
async function bookedEitherWay(db: DbOrTrx, a: number, b: number): Promise<boolean> {
  return (await bookingBetween(db, a, b).executeTakeFirst()) !== undefined;
}

/**
 * Idempotent both ways: blocking twice keeps one row, unblocking what is not blocked changes nothing. Besides
 * a peer, anyone the two know from a booking may be blocked: a provider is not a customer's peer, yet a block is
 * the only thing that stops their bookings.
 * @throws Refusal chat.self, chat.peer_not_found.
 */
export async function setBlock(db: Db, me: number, peer: number, blocked: boolean, nowS: number): Promise<void> {
  if (peer === me || !(await bookedEitherWay(db, me, peer))) await requirePeer(db, me, peer);
  if (blocked) {
    await db
      .insertInto('user_blocks')
      .values({ blocker_id: me, blocked_id: peer, created_at: nowS })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('user_blocks').where('blocker_id', '=', me).where('blocked_id', '=', peer).execute();
  }
}

/**
 * Files a report of the conversation with `peer`, up to its newest message.
 * @throws Refusal chat.self, chat.peer_not_found (also when the two never talked), chat.rate_limited.
 */
export async function reportConversation(
  db: Db,
  me: number,
  peer: number,
  reason: string,
  nowS: number,
): Promise<void> {
  await requirePeer(db, me, peer);
  const thread = await db
    .selectFrom('chat_threads')
    .select('last_id')
    .where('user_id', '=', me)
    .where('peer_id', '=', peer)
    .executeTakeFirst();
  if (!thread) throw new Refusal('chat.peer_not_found');
  const slot = await takeWindow(db, personReportKey(me), PERSON_REPORTS, nowS);
  if (!slot.ok) throw new Refusal('chat.rate_limited', { wait: waitWords(slot.waitS) });
  await db
    .insertInto('chat_reports')
    .values({ reporter_id: me, peer_id: peer, reason, last_message_id: thread.last_id, created_at: nowS })
    .execute();
}
