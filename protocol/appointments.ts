import type { Access } from './access';
import { VIP_LEVEL } from './money';
import type { Page, PostKind } from './types';

// Appointments (spec §7 "User" and getVipInfoEvaluationList under "Info"): a provider offers services and
// weekly hours on a post, a customer with an annual card or higher books one free slot, the provider
// confirms or declines, and after a confirmed visit its customer rates it once.

/** The VIP level (in force) booking needs: an annual card or higher (spec §4 status 421). */
export const BOOKING_MIN_VIP: number = VIP_LEVEL.ANNUAL;

/**
 * Whether a person whose VIP level in force is `level` must be told booking needs an annual card: only below
 * it, and only once the level is known (a profile not loaded yet tells nobody anything).
 */
export const needsAnnualForBooking = (level: number | null): boolean => level !== null && level < BOOKING_MIN_VIP;

/** Whether posts of `kind` take bookings: a certification is a proof of identity, not a service. */
export const takesBookings = (kind: PostKind): boolean => kind !== 'certification';

/** A post's page shows its ratings this many at a time, newest first; its first HTML carries the first page. */
export const RATINGS_PAGE = 5;

/** The calendar offers this many days ahead (spec §5 "choose no more than N days"). */
export const BOOKING_DAYS_AHEAD = 7;
/** Every slot lasts this long; weekly hours are the slots' start times. */
export const SLOT_MINUTES = 60;
/** A slot must start at least this far ahead to be booked. */
export const BOOKING_LEAD_MINUTES = 30;
/**
 * Slot times are wall-clock times of this fixed offset from UTC (China Standard Time, no daylight saving):
 * "Monday 10:00" is the same instant for provider, customer and server wherever they are.
 */
export const BOOKING_UTC_OFFSET_MINUTES = 8 * 60;
export const SERVICES_MAX = 8;
export const SERVICE_NAME_MAX = 30;
export const WEEKLY_SLOTS_MAX = 7 * 24;
export const BOOKING_NOTE_MAX = 200;
export const DECLINE_REASON_MAX = 200;
export const EVALUATION_TEXT_MAX = 500;
/**
 * The post mode (taxonomy `post_modes`, spec §5 "mode") of services given at the customer's place: booking one
 * asks for a contact and an address, which only the two people of the booking see.
 */
export const HOME_VISIT_MODE = 2;
export const VISIT_ADDRESS_MIN = 4;
export const VISIT_ADDRESS_MAX = 120;
export const STARS_MIN = 1;
export const STARS_MAX = 5;

/** Stored states; 'past' on an Appointment says whether its slot has begun. */
export const APPOINTMENT_STATES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];
export const APPOINTMENT_ACTIONS = ['confirm', 'decline', 'cancel'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** clientAppointment's type (spec: 1 beauty, 2 broker): 1 personal and store services, 2 broker viewings. */
export const CLIENT_TYPES = [1, 2] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** A weekly slot: day of week (0 Sunday … 6 Saturday) and start minute of that day, in booking time. */
export interface WeeklySlot {
  day: number;
  minute: number;
}

export interface BookingService {
  name: string;
  /** Gold or currency units as the provider states them; informational, no money moves on booking. */
  price: number | null;
}

export interface BookingOffer {
  postId: number;
  postKind: PostKind;
  postTitle: string;
  services: BookingService[];
  weekly: WeeklySlot[];
  /** false when the provider has not opened booking on this post. */
  open: boolean;
  /** A home visit: booking asks for `visit` (contact and address). */
  atHome: boolean;
}

/** Where a home visit goes: a phone number (people-contact-rules.ts isValidPhone) and an area or address. */
export interface BookingVisit {
  contact: string;
  address: string;
}

/** One bookable start within the calendar range; `free` false when an active booking holds it. */
export interface SlotState {
  at: number;
  free: boolean;
}

export interface OfferSlots {
  offer: BookingOffer;
  slots: SlotState[];
  daysAhead: number;
}

export interface Evaluation {
  id: number;
  appointmentId: number;
  stars: number;
  text: string;
  /** The customer's display name, partly hidden. */
  author: string;
  createdAt: number;
}

export interface Appointment {
  id: number;
  postId: number;
  postKind: PostKind;
  postTitle: string;
  service: string;
  slotAt: number;
  slotEndsAt: number;
  state: AppointmentState;
  /** The slot has begun (pending ones then lapse: nobody can confirm them any more). */
  past: boolean;
  note: string;
  /** Why it was declined or cancelled ('' when none). */
  reason: string;
  /** Who cancelled: the customer or the provider (null unless cancelled). */
  cancelledBy: 'customer' | 'provider' | null;
  /** A home visit's contact and address (null for other posts); only its two people are ever sent a booking. */
  visit: BookingVisit | null;
  /** The other party: the provider for my bookings, the customer for a provider's; `blocked`: by the viewer. */
  peer: { id: number; nickname: string; blocked: boolean };
  /** The customer may rate it now. */
  rateable: boolean;
  evaluation: Evaluation | null;
  createdAt: number;
}

export interface EvaluationPage extends Page<Evaluation> {
  /** Over every rating of the post, one decimal; null when none. */
  average: number | null;
  count: number;
}

export interface WorkbenchSummary {
  /** Confirmed and pending bookings whose slot falls on today (booking time), in slot order. */
  today: Appointment[];
  pending: number;
  average: number | null;
  ratings: number;
  recent: Evaluation[];
  /** Posts with booking open. */
  openPosts: number;
}

interface Paging {
  page?: number;
  pageSize?: number;
}

export interface AppointmentEndpoints {
  '/api/user/appointment': {
    /** `visit` is required when the offer is `atHome`, and ignored otherwise. */
    payload: { id: number; slotAt: number; service: number; note?: string; visit?: BookingVisit };
    reply: Appointment;
  };
  '/api/user/myAppointment': { payload: Paging; reply: Page<Appointment> };
  '/api/user/clientAppointment': {
    payload: Paging & { type?: ClientType; state?: AppointmentState };
    reply: Page<Appointment>;
  };
  '/api/user/confirmAppointment': {
    payload: { id: number; action: AppointmentAction; reason?: string };
    reply: Appointment;
  };
  '/api/user/evaluationAppointment': { payload: { id: number; stars: number; text?: string }; reply: Appointment };
  '/api/info/getVipInfoEvaluationList': { payload: Paging & { id: number }; reply: EvaluationPage };
  /** A post's offer and its slots over the calendar range; anyone may look. */
  '/api/user/getAppointmentOffer': { payload: { id: number }; reply: OfferSlots };
  /** The caller's bookable posts (personal, store, broker; not deleted or banned) with their offers. */
  '/api/user/myAppointmentOffers': { payload: Record<string, never>; reply: BookingOffer[] };
  '/api/user/setAppointmentOffer': {
    payload: { id: number; services: BookingService[]; weekly: WeeklySlot[]; open: boolean };
    reply: BookingOffer;
  };
  '/api/user/workbenchSummary': { payload: Record<string, never>; reply: WorkbenchSummary };
}

export const APPOINTMENT_ACCESS = {
  '/api/user/appointment': 'user',
  '/api/user/myAppointment': 'user',
  '/api/user/clientAppointment': 'user',
  '/api/user/confirmAppointment': 'user',
  '/api/user/evaluationAppointment': 'user',
  '/api/info/getVipInfoEvaluationList': 'public',
  '/api/user/getAppointmentOffer': 'public',
  '/api/user/myAppointmentOffers': 'user',
  '/api/user/setAppointmentOffer': 'user',
  '/api/user/workbenchSummary': 'user',
} as const satisfies Record<keyof AppointmentEndpoints, Access>;
