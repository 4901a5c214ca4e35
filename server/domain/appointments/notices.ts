import type { DbOrTrx } from '../../db/database';
import { recordNotice } from '../common';

// Booking events as system notices: each change of a booking tells both sides (the one who made it sees it
// already read). The notice keeps the event's code and the reason; the words are chosen when it is read.

export const BOOKING_EVENTS = ['requested', 'confirmed', 'declined', 'cancelled', 'rated'] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export interface BookingNotice {
  postId: number;
  postTitle: string;
  event: BookingEvent;
  reason: string;
  /** Who made the change (their copy is read at once) and who is told. */
  actorId: number;
  otherId: number;
  nowS: number;
}

/** Writes the event for both parties; call in the transaction of the change. */
export async function recordBookingNotice(trx: DbOrTrx, n: BookingNotice): Promise<void> {
  const notice = (userId: number, actor: 'owner' | null) =>
    recordNotice(trx, {
      userId,
      code: `booking.${n.event}`,
      params: { reason: n.reason },
      post: { id: n.postId, title: n.postTitle },
      // 'owner' marks the notice of a change the reader made themselves, which is never unread.
      actor,
      nowS: n.nowS,
    });
  await notice(n.actorId, 'owner');
  await notice(n.otherId, null);
}
