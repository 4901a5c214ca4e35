import type { BookingOffer, BookingVisit } from '../../../protocol/appointments';
import { VISIT_ADDRESS_MAX, VISIT_ADDRESS_MIN } from '../../../protocol/appointments';
import { CONTACT_FIELD_MAX, isValidPhone } from '../../../protocol/people-contact-rules';
import { Refusal } from '../common';

// What a home visit needs from the customer.

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
