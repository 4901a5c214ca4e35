import type { BookingOffer, BookingVisit } from '../../../protocol/appointments';
import { VISIT_ADDRESS_MAX, VISIT_ADDRESS_MIN } from '../../../protocol/appointments';
import type { PushEvent } from '../../../protocol/chat';
import { CONTACT_FIELD_MAX, isValidPhone } from '../../../protocol/people-contact-rules';
import type { DbOrTrx } from '../../db/database';
import type { ChatFanout, FanoutNote } from '../../lib/chat-fanout';
import { Refusal } from '../common';

// What a home visit needs from the customer, and telling both people's screens that a booking changed.

const NO_VISIT = { visit_contact: '', visit_address: '' };

/**
 * The columns a booking stores of its visit: both filled for a home-visit offer, both '' otherwise (what a
 * customer types for another kind of post is not kept).
 * @throws Refusal appointment.visit_contact_invalid, appointment.visit_address_invalid.
 */
export function visitColumns(offer: BookingOffer, visit: BookingVisit | undefined) {
  if (!offer.atHome) return NO_VISIT;
  const contact = visit?.contact.trim() ?? '';
  const address = visit?.address.trim() ?? '';
  if (contact.length > CONTACT_FIELD_MAX || !isValidPhone(contact)) {
    throw new Refusal('appointment.visit_contact_invalid');
  }
  const length = [...address].length;
  if (length < VISIT_ADDRESS_MIN || length > VISIT_ADDRESS_MAX) {
    throw new Refusal('appointment.visit_address_invalid', { min: VISIT_ADDRESS_MIN, max: VISIT_ADDRESS_MAX });
  }
  return { visit_contact: contact, visit_address: address };
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
