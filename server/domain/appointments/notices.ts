import type { DbOrTrx } from '../../db/database';
import type { ChatFanout, FanoutNote } from '../../lib/chat-fanout';
import type { PushEvent } from '../../../protocol/chat';
import { recordNotice } from '../common';
import type { Side } from './rows';

// Booking events as system notices, and as push events to both people's screens. Each change of a booking
// tells both sides (the one who made it sees it already read). The notice keeps the event's code and its facts
// (the slot, the reader's side, the other person's name then, the reason); the words, which differ for the one
// who acted and the one told, are chosen when it is read (people's notice-render.ts).

export const BOOKING_EVENTS = ['requested', 'confirmed', 'declined', 'cancelled', 'rated'] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export interface BookingNotice {
  postId: number;
  postTitle: string;
  event: BookingEvent;
  reason: string;
  slotAt: number;
  /** Who made the change (their copy is read at once) and who is told. */
  actorId: number;
  actorSide: Side;
  otherId: number;
  nowS: number;
}

const otherSide = (s: Side): Side => (s === 'customer' ? 'provider' : 'customer');

/** Writes the event for both parties; call in the transaction of the change. */
export async function recordBookingNotice(trx: DbOrTrx, n: BookingNotice): Promise<void> {
  const users = await trx
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', 'in', [n.actorId, n.otherId])
    .execute();
  const names = new Map(users.map((u) => [u.id, u.nickname]));
  // 'owner' marks the notice of a change the reader made themselves, which is never unread.
  const notice = (userId: number, actor: 'owner' | null, side: Side, peerId: number) =>
    recordNotice(trx, {
      userId,
      code: `booking.${n.event}`,
      params: { reason: n.reason, slotAt: n.slotAt, side, peer: names.get(peerId) ?? '' },
      post: { id: n.postId, title: n.postTitle },
      actor,
      nowS: n.nowS,
    });
  await notice(n.actorId, 'owner', n.actorSide, n.otherId);
  await notice(n.otherId, null, otherSide(n.actorSide), n.actorId);
}

/**
 * Stages the booking event for its two people inside the change's transaction; the caller flushes the note
 * once it committed, so a screen that reloads on it reads the change.
 */
export async function stageBookingEvent(
  trx: DbOrTrx,
  fanout: ChatFanout,
  a: { id: number; providerId: number; customerId: number },
): Promise<FanoutNote> {
  const event: PushEvent = { type: 'booking', id: a.id };
  const note: FanoutNote = { users: [a.providerId, a.customerId], event };
  await fanout.stage(trx, note);
  return note;
}
