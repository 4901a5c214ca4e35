// Tables added by the appointments migration (2026-11-24-040); merged into Database in schema.ts.
import type { Generated } from 'kysely';

/** A post's booking offer: its services and weekly start times (JSON text), and whether booking is open. */
export interface BookingOfferTable {
  post_id: number;
  user_id: number;
  services: Generated<string>;
  weekly: Generated<string>;
  open: Generated<number>;
  updated_at: number;
}

export type AppointmentStateColumn = 'pending' | 'confirmed' | 'declined' | 'cancelled';

/** A partial unique index on (post_id, slot_at) over pending and confirmed rows makes double booking impossible. */
export interface AppointmentTable {
  id: Generated<number>;
  post_id: number;
  provider_id: number;
  customer_id: number;
  /** The service's name when booked (a later edit of the offer does not rewrite bookings). */
  service: Generated<string>;
  slot_at: number;
  slot_ends_at: number;
  state: AppointmentStateColumn;
  note: Generated<string>;
  reason: Generated<string>;
  cancelled_by: 'customer' | 'provider' | null;
  /** A home visit's contact and address as the customer gave them ('' otherwise; migration 2026-11-28-040). */
  visit_contact: Generated<string>;
  visit_address: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** One per appointment (unique appointment_id): a booking is rated once. */
export interface AppointmentRatingTable {
  id: Generated<number>;
  appointment_id: number;
  post_id: number;
  provider_id: number;
  customer_id: number;
  stars: number;
  text: Generated<string>;
  created_at: number;
}

export interface AppointmentTables {
  booking_offers: BookingOfferTable;
  appointments: AppointmentTable;
  appointment_ratings: AppointmentRatingTable;
}
