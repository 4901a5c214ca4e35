import type { BookingOffer, BookingService, OfferSlots, WeeklySlot } from '../../../protocol/appointments';
import { BOOKING_DAYS_AHEAD, HOME_VISIT_MODE, SLOT_MINUTES, takesBookings } from '../../../protocol/appointments';
import { slotStarts } from '../../../protocol/appointments-time';
import { POST_STATUS } from '../../../protocol/status';
import type { PostKind } from '../../../protocol/types';
import type { Db, DbOrTrx } from '../../db/database';
import { isPublic, Refusal } from '../common';

// A provider's offer on one post: services and weekly start times. Only their own personal, store and broker
// posts carry one; customers see it (and book) while the post is public and booking is open.

/** Post states an owner may still set booking on (pending review and taken down come back). */
const OWNER_STATES = [POST_STATUS.PENDING, POST_STATUS.VERIFIED, POST_STATUS.TAKEN_DOWN];

interface OfferRow {
  services: string;
  weekly: string;
  open: number;
}

interface PostHead {
  id: number;
  user_id: number;
  kind: string;
  title: string;
  status: number;
  mode_code: number;
}

function parseList<T>(text: string, keep: (v: unknown) => v is T): T[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter(keep) : [];
  } catch {
    return [];
  }
}

const isService = (v: unknown): v is BookingService =>
  typeof v === 'object' && v !== null && typeof (v as BookingService).name === 'string';
const isWeekly = (v: unknown): v is WeeklySlot =>
  typeof v === 'object' && v !== null && Number.isInteger((v as WeeklySlot).day);

export function toOffer(post: PostHead, row: OfferRow | undefined): BookingOffer {
  return {
    postId: post.id,
    postKind: post.kind as PostKind,
    postTitle: post.title,
    services: row ? parseList(row.services, isService) : [],
    weekly: row ? parseList(row.weekly, isWeekly) : [],
    open: row?.open === 1,
    atHome: post.mode_code === HOME_VISIT_MODE,
  };
}

/** A public post that takes bookings, with its offer. @throws Refusal appointment.post_not_found. */
export async function publicOffer(db: DbOrTrx, postId: number): Promise<{ post: PostHead; offer: BookingOffer }> {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'kind', 'title', 'status', 'mode_code'])
    .where('id', '=', postId)
    .where(isPublic())
    .where('kind', '!=', 'certification')
    .executeTakeFirst();
  if (!post) throw new Refusal('appointment.post_not_found');
  const row = await db
    .selectFrom('booking_offers')
    .select(['services', 'weekly', 'open'])
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return { post, offer: toOffer(post, row) };
}

/** The offer and each slot's state over the calendar range (a closed offer has no slots). */
export async function offerSlots(db: Db, postId: number, nowS: number): Promise<OfferSlots> {
  const { offer } = await publicOffer(db, postId);
  const starts = offer.open ? slotStarts(offer.weekly, nowS) : [];
  const taken =
    starts.length === 0
      ? []
      : await db
          .selectFrom('appointments')
          .select('slot_at')
          .where('post_id', '=', postId)
          .where('state', 'in', ['pending', 'confirmed'])
          .where('slot_at', '>=', starts[0] ?? 0)
          .where('slot_at', '<=', starts[starts.length - 1] ?? 0)
          .execute();
  const held = new Set(taken.map((t) => t.slot_at));
  return { offer, slots: starts.map((at) => ({ at, free: !held.has(at) })), daysAhead: BOOKING_DAYS_AHEAD };
}

/** The caller's posts that may take bookings, newest first, each with its offer. */
export async function myOffers(db: Db, userId: number): Promise<BookingOffer[]> {
  const rows = await db
    .selectFrom('posts as p')
    .leftJoin('booking_offers as o', 'o.post_id', 'p.id')
    .select(['p.id', 'p.user_id', 'p.kind', 'p.title', 'p.status', 'p.mode_code', 'o.services', 'o.weekly', 'o.open'])
    .where('p.user_id', '=', userId)
    .where('p.kind', '!=', 'certification')
    .where('p.status', 'in', OWNER_STATES)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((r) =>
    toOffer(r, r.open === null ? undefined : { services: r.services ?? '[]', weekly: r.weekly ?? '[]', open: r.open }),
  );
}

export interface OfferUpdate {
  services: BookingService[];
  weekly: WeeklySlot[];
  open: boolean;
}

/**
 * Saves the offer of one of the caller's posts. Bookings already made keep their slot and service.
 * @throws Refusal appointment.not_your_post, appointment.kind_not_bookable, appointment.slot_repeated,
 *   appointment.slots_overlap.
 */
export async function setOffer(db: Db, userId: number, postId: number, u: OfferUpdate, nowS: number) {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'kind', 'title', 'status', 'mode_code'])
    .where('id', '=', postId)
    .where('status', 'in', OWNER_STATES)
    .executeTakeFirst();
  if (!post || post.user_id !== userId) throw new Refusal('appointment.not_your_post');
  if (!takesBookings(post.kind)) throw new Refusal('appointment.kind_not_bookable');
  const keys = new Set(u.weekly.map((s) => s.day * 1440 + s.minute));
  if (keys.size !== u.weekly.length) throw new Refusal('appointment.slot_repeated');
  const weekly = [...u.weekly].sort((a, b) => a.day - b.day || a.minute - b.minute);
  // Each slot lasts SLOT_MINUTES and one live booking holds a slot: starts closer than that would let one
  // provider be booked twice for the same hour.
  const overlap = weekly.find(
    (s, i) => i > 0 && weekly[i - 1]!.day === s.day && s.minute - weekly[i - 1]!.minute < SLOT_MINUTES,
  );
  if (overlap) throw new Refusal('appointment.slots_overlap', { minutes: SLOT_MINUTES });
  const values = {
    user_id: userId,
    services: JSON.stringify(u.services.map((s) => ({ name: s.name, price: s.price }))),
    weekly: JSON.stringify(weekly.map((s) => ({ day: s.day, minute: s.minute }))),
    open: u.open ? 1 : 0,
    updated_at: nowS,
  };
  await db
    .insertInto('booking_offers')
    .values({ post_id: postId, ...values })
    .onConflict((oc) => oc.column('post_id').doUpdateSet(values))
    .execute();
  return toOffer(post, values);
}
