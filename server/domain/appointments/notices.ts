import { APPOINTMENTS_NOTICES } from '../../../protocol/appointments-texts';
import type { SystemNotice } from '../../../protocol/people';
import type { Language, LocalText } from '../../../protocol/refusals';
import type { PostKind } from '../../../protocol/types';
import type { UserNoticeTable } from '../../db/schema-people';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';

// Booking events as system notices: each change of a booking tells both sides (the one who made it sees it
// already read). The row keeps the event's name and the reason; the words are chosen when it is read.

export const BOOKING_EVENTS = ['requested', 'confirmed', 'declined', 'cancelled', 'rated'] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

const TITLE: Readonly<Record<BookingEvent, LocalText>> = APPOINTMENTS_NOTICES;

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
  const row = (userId: number, actor: 'owner' | null) => ({
    user_id: userId,
    kind: 'booking' as const,
    post_id: n.postId,
    post_title: n.postTitle,
    actor,
    title: n.event,
    body: n.reason,
    created_at: n.nowS,
  });
  // 'owner' marks the notice of a change the reader made themselves, which is never unread.
  await trx
    .insertInto('user_notices')
    .values([row(n.actorId, 'owner'), row(n.otherId, null)])
    .execute();
}

export function bookingNotice(
  n: Selectable<UserNoticeTable> & { post_kind: string | null },
  read: boolean,
  lang: Language,
): SystemNotice {
  const event = (BOOKING_EVENTS as readonly string[]).includes(n.title) ? (n.title as BookingEvent) : 'requested';
  return {
    id: n.id,
    kind: 'booking',
    title: TITLE[event][lang],
    text: lang === 'en' ? `“${n.post_title}”` : `「${n.post_title}」`,
    postId: n.post_id,
    postKind: (n.post_kind as PostKind | null) ?? null,
    status: null,
    reason: n.body,
    createdAt: n.created_at,
    read,
  };
}
