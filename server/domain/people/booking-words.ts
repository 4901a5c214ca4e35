import {
  APPOINTMENTS_NOTICES,
  APPOINTMENTS_OWN_NOTICES,
  APPOINTMENTS_PEOPLE,
  BOOKING_WEEKDAYS,
} from '../../../protocol/appointments-texts';
import { slotWords } from '../../../protocol/appointments-time';
import type { Language, RefusalParams } from '../../../protocol/refusals';

// A booking notice's words: the one who made the change reads their own step (预约已提交, 你已评价), the one
// told reads what happened to them (新的预约), each with the slot and the other person named by their side.
// Rows written before the facts were kept hold only the event (in the code, or older still, in the title).

type BookingEvent = keyof typeof APPOINTMENTS_NOTICES;

const isEvent = (v: unknown): v is BookingEvent => typeof v === 'string' && Object.hasOwn(APPOINTMENTS_NOTICES, v);

export interface BookingRow {
  code: string;
  title: string;
  post_title: string;
  actor: string | null;
  body: string;
}

export function bookingWords(n: BookingRow, params: RefusalParams, lang: Language) {
  const fromCode = n.code.startsWith('booking.') ? n.code.slice('booking.'.length) : n.title;
  const event: BookingEvent = isEvent(fromCode) ? fromCode : 'requested';
  const words = n.actor === 'owner' ? APPOINTMENTS_OWN_NOTICES : APPOINTMENTS_NOTICES;
  const post = lang === 'en' ? `“${n.post_title}”` : `「${n.post_title}」`;
  const when = typeof params.slotAt === 'number' ? slotWords(params.slotAt, BOOKING_WEEKDAYS[lang], lang) : null;
  const side = params.side === 'provider' || params.side === 'customer' ? params.side : null;
  // The reader's side is stored; the other person is on the other side.
  const peerSide = side === 'customer' ? 'provider' : 'customer';
  const peer = typeof params.peer === 'string' && params.peer !== '' && side ? params.peer : null;
  const who = peer ? `${APPOINTMENTS_PEOPLE[peerSide][lang]}${lang === 'en' ? ' ' : ''}${peer}` : null;
  const reason = typeof params.reason === 'string' ? params.reason : n.code ? '' : n.body;
  return {
    kind: 'booking' as const,
    title: words[event][lang],
    text: [post, when, who].filter((p) => p !== null).join(' · '),
    status: null,
    reason,
  };
}
