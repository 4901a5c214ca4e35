import {
  APPOINTMENTS_NOTICES,
  APPOINTMENTS_OWN_NOTICES,
  APPOINTMENTS_PEOPLE,
  BOOKING_WEEKDAYS,
} from '../../../protocol/appointments-texts';
import { slotWords } from '../../../protocol/appointments-time';
import type { SystemNotice } from '../../../protocol/people';
import type { Language } from '../../../protocol/refusals';
import type { PostKind } from '../../../protocol/types';
import type { UserNoticeTable } from '../../db/schema-people';
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { ChatFanout, FanoutNote } from '../../lib/chat-fanout';
import type { PushEvent } from '../../../protocol/chat';
import type { Side } from './rows';

// Booking events as system notices, and as push events to both people's screens: each change of a booking tells both sides (the one who made it sees it
// already read). The notice table belongs to people and has no booking columns, so a booking notice's title
// column carries its facts as JSON (event, slot, the reader's side, the other person's name then); the words,
// which differ for the one who acted and the one told, are chosen when it is read.

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

interface Facts {
  event: BookingEvent;
  slotAt: number;
  /** The reader's side of the booking, and the other person's nickname when the notice was written. */
  side: Side;
  peer: string;
}

const otherSide = (s: Side): Side => (s === 'customer' ? 'provider' : 'customer');

/** Writes the event for both parties; call in the transaction of the change. */
export async function recordBookingNotice(trx: DbOrTrx, n: BookingNotice): Promise<void> {
  const names = new Map(
    (await trx.selectFrom('users').select(['id', 'nickname']).where('id', 'in', [n.actorId, n.otherId]).execute()).map(
      (u) => [u.id, u.nickname],
    ),
  );
  const row = (userId: number, actor: 'owner' | null, facts: Facts) => ({
    user_id: userId,
    kind: 'booking' as const,
    post_id: n.postId,
    post_title: n.postTitle,
    actor,
    title: JSON.stringify(facts),
    body: n.reason,
    created_at: n.nowS,
  });
  const base = { event: n.event, slotAt: n.slotAt };
  // 'owner' marks the notice of a change the reader made themselves, which is never unread.
  await trx
    .insertInto('user_notices')
    .values([
      row(n.actorId, 'owner', { ...base, side: n.actorSide, peer: names.get(n.otherId) ?? '' }),
      row(n.otherId, null, { ...base, side: otherSide(n.actorSide), peer: names.get(n.actorId) ?? '' }),
    ])
    .execute();
}

const isEvent = (v: unknown): v is BookingEvent => (BOOKING_EVENTS as readonly unknown[]).includes(v);

/** The facts of a notice row; rows written before they were kept hold only the event's name. */
function factsOf(title: string): Partial<Facts> & { event: BookingEvent } {
  if (isEvent(title)) return { event: title };
  try {
    const v = JSON.parse(title) as Partial<Facts>;
    return { ...v, event: isEvent(v.event) ? v.event : 'requested' };
  } catch {
    return { event: 'requested' };
  }
}

export function bookingNotice(
  n: Selectable<UserNoticeTable> & { post_kind: string | null },
  read: boolean,
  lang: Language,
): SystemNotice {
  const f = factsOf(n.title);
  const words = n.actor === 'owner' ? APPOINTMENTS_OWN_NOTICES : APPOINTMENTS_NOTICES;
  const post = lang === 'en' ? `“${n.post_title}”` : `「${n.post_title}」`;
  const when = typeof f.slotAt === 'number' ? slotWords(f.slotAt, BOOKING_WEEKDAYS[lang], lang) : null;
  const who =
    f.side && f.peer ? `${APPOINTMENTS_PEOPLE[otherSide(f.side)][lang]}${lang === 'en' ? ' ' : ''}${f.peer}` : null;
  return {
    id: n.id,
    kind: 'booking',
    title: words[f.event][lang],
    text: [post, when, who].filter((p) => p !== null).join(' · '),
    postId: n.post_id,
    postKind: (n.post_kind as PostKind | null) ?? null,
    status: null,
    reason: n.body,
    createdAt: n.created_at,
    read,
  };
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
