import { PostgresAdapter, sql } from 'kysely';
import type {
  Appointment,
  AppointmentAction,
  AppointmentState,
  BookingVisit,
  ClientType,
} from '../../../protocol/appointments';
import { BOOKING_DAYS_AHEAD, BOOKING_LEAD_MINUTES, BOOKING_MIN_VIP } from '../../../protocol/appointments';
import { bookingWindow, slotEnd, slotStarts } from '../../../protocol/appointments-time';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { ChatFanout, FanoutNote } from '../../lib/chat-fanout';
import type { AppointmentStateColumn } from '../../db/schema-appointments';
import { publicOffer } from './offers';
import { recordBookingNotice, stageBookingEvent } from './notices';
import type { BookingEvent } from './notices';
import { appointmentQuery, readAppointment, toAppointment } from './rows';
import { visitColumns } from './visit';
import type { Side } from './rows';
import { blockedEitherWay } from '../chat';
import { pageOf, Refusal, takeWindow, waitWords } from '../common';
import { requireVipLevel } from '../money';
import type { Paging } from '../common';

// Booking a slot and moving a booking on. States (docs/decisions/appointments.md):
//   pending → confirmed | declined (provider, before the slot; a decline states why)
//   pending | confirmed → cancelled (the customer, or the provider stating why; before the slot)
// A pending booking whose slot begins unanswered lapses: nothing moves it any more. The partial unique index
// on (post_id, slot_at) over pending and confirmed rows holds one live booking per slot on both databases.

const BOOKINGS = { max: 10, windowS: 3600 };
/** Upcoming live bookings one customer may hold at once. */
export const OPEN_BOOKINGS_MAX = 5;

export interface BookingRequest {
  customerId: number;
  postId: number;
  slotAt: number;
  service: number;
  note: string;
  /** Required by a home-visit offer (visit.ts). */
  visit?: BookingVisit;
}

/**
 * Books a free slot of a post's offer.
 * @throws Refusal money.vip_annual_required (421), appointment.rate_limited, appointment.post_not_found,
 *   appointment.not_offered, appointment.own_post, appointment.blocked, appointment.service_unknown,
 *   appointment.too_soon, appointment.too_far, appointment.slot_unknown, appointment.too_many_open,
 *   appointment.visit_contact_invalid, appointment.visit_address_invalid, appointment.slot_taken.
 */
export async function book(db: Db, fanout: ChatFanout, r: BookingRequest, nowS: number): Promise<Appointment> {
  await requireVipLevel(db, r.customerId, BOOKING_MIN_VIP, nowS);
  const slot = await takeWindow(db, `appointment:book:${r.customerId}`, BOOKINGS, nowS);
  if (!slot.ok) throw new Refusal('appointment.rate_limited', { wait: waitWords(slot.waitS) });

  const { post, offer } = await publicOffer(db, r.postId);
  if (!offer.open || offer.weekly.length === 0 || offer.services.length === 0) {
    throw new Refusal('appointment.not_offered');
  }
  if (post.user_id === r.customerId) throw new Refusal('appointment.own_post');
  if (await blockedEitherWay(db, r.customerId, post.user_id)) throw new Refusal('appointment.blocked');
  const service = offer.services[r.service];
  if (!service) throw new Refusal('appointment.service_unknown');
  const window = bookingWindow(nowS);
  if (r.slotAt < window.from) throw new Refusal('appointment.too_soon', { minutes: BOOKING_LEAD_MINUTES });
  if (r.slotAt >= window.to) throw new Refusal('appointment.too_far', { days: BOOKING_DAYS_AHEAD });
  if (!slotStarts(offer.weekly, nowS).includes(r.slotAt)) throw new Refusal('appointment.slot_unknown');
  const visit = visitColumns(offer, r.visit);

  const made = await db.transaction().execute(async (trx) => {
    // The customer's row first: parallel bookings of one customer count their open bookings one after
    // another, so the cap holds for a burst (SQLite runs one writer at a time anyway).
    let lock = trx.selectFrom('users').select('id').where('id', '=', r.customerId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) lock = lock.forUpdate();
    await lock.execute();
    const open = await trx
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_id', '=', r.customerId)
      .where('state', 'in', ['pending', 'confirmed'])
      .where('slot_at', '>', nowS)
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= OPEN_BOOKINGS_MAX) throw new Refusal('appointment.too_many_open', { max: OPEN_BOOKINGS_MAX });
    // DO NOTHING (no target) covers the partial index and keeps a PostgreSQL transaction usable.
    const row = await trx
      .insertInto('appointments')
      .values({
        post_id: post.id,
        provider_id: post.user_id,
        customer_id: r.customerId,
        service: service.name,
        slot_at: r.slotAt,
        slot_ends_at: slotEnd(r.slotAt),
        state: 'pending',
        note: r.note,
        ...visit,
        created_at: nowS,
        updated_at: nowS,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    await recordBookingNotice(trx, {
      postId: post.id,
      postTitle: post.title,
      event: 'requested',
      reason: '',
      slotAt: r.slotAt,
      actorId: r.customerId,
      actorSide: 'customer',
      otherId: post.user_id,
      nowS,
    });
    const note = await stageBookingEvent(trx, fanout, {
      id: row.id,
      providerId: post.user_id,
      customerId: r.customerId,
    });
    return { id: row.id, note };
  });
  if (made === null) throw new Refusal('appointment.slot_taken');
  fanout.flush(made.note);
  return readAppointment(db, made.id, 'customer', nowS);
}

export interface ClientFilter extends Paging {
  type?: ClientType;
  state?: AppointmentState;
}

export async function listAppointments(
  db: Db,
  userId: number,
  side: Side,
  f: ClientFilter,
  nowS: number,
): Promise<Page<Appointment>> {
  const { page, pageSize, offset } = pageOf(f);
  let q = appointmentQuery(db, side).where(side === 'customer' ? 'a.customer_id' : 'a.provider_id', '=', userId);
  if (f.type === 1) q = q.where('p.kind', 'in', ['personal', 'store']);
  if (f.type === 2) q = q.where('p.kind', '=', 'broker');
  if (f.state) q = q.where('a.state', '=', f.state);
  const [rows, count] = await Promise.all([
    // Upcoming first (soonest on top), then past ones (latest on top).
    q
      .orderBy(sql`case when a.slot_at > ${sql.lit(nowS)} then 0 else 1 end`)
      .orderBy(sql`case when a.slot_at > ${sql.lit(nowS)} then a.slot_at else 0 - a.slot_at end`)
      .orderBy('a.id')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((r) => toAppointment(r, side, nowS)), page, pageSize, total: Number(count.n) };
}

interface Move {
  to: AppointmentStateColumn;
  from: AppointmentStateColumn[];
  by: Side;
  event: BookingEvent;
  needsReason: boolean;
}

function moveOf(action: AppointmentAction, side: Side): Move | null {
  if (action === 'confirm' && side === 'provider') {
    return { to: 'confirmed', from: ['pending'], by: side, event: 'confirmed', needsReason: false };
  }
  if (action === 'decline' && side === 'provider') {
    return { to: 'declined', from: ['pending'], by: side, event: 'declined', needsReason: true };
  }
  if (action === 'cancel') {
    return {
      to: 'cancelled',
      from: ['pending', 'confirmed'],
      by: side,
      event: 'cancelled',
      needsReason: side === 'provider',
    };
  }
  return null;
}

/**
 * Confirms, declines or cancels a booking, as one conditional update: of two racing moves one wins and the
 * other is told the booking changed.
 * @throws Refusal appointment.not_found (also a booking of others), appointment.not_allowed,
 *   appointment.reason_required, appointment.started, appointment.state_changed.
 */
export async function moveAppointment(
  db: Db,
  fanout: ChatFanout,
  userId: number,
  id: number,
  action: AppointmentAction,
  reason: string,
  nowS: number,
): Promise<Appointment> {
  const head = await db
    .selectFrom('appointments as a')
    .innerJoin('posts as p', 'p.id', 'a.post_id')
    .select(['a.provider_id', 'a.customer_id', 'a.post_id', 'a.slot_at', 'p.title'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!head || (head.provider_id !== userId && head.customer_id !== userId)) {
    throw new Refusal('appointment.not_found');
  }
  const side: Side = head.provider_id === userId ? 'provider' : 'customer';
  const move = moveOf(action, side);
  if (!move) throw new Refusal('appointment.not_allowed');
  if (move.needsReason && reason === '') throw new Refusal('appointment.reason_required');

  const moved: FanoutNote | null = await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('appointments')
      .set({
        state: move.to,
        reason: move.to === 'confirmed' ? '' : reason,
        cancelled_by: move.to === 'cancelled' ? side : null,
        updated_at: nowS,
      })
      .where('id', '=', id)
      .where('state', 'in', move.from)
      .where('slot_at', '>', nowS)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return null;
    await recordBookingNotice(trx, {
      postId: head.post_id,
      postTitle: head.title,
      event: move.event,
      reason: move.to === 'confirmed' ? '' : reason,
      slotAt: head.slot_at,
      actorId: userId,
      actorSide: side,
      otherId: side === 'provider' ? head.customer_id : head.provider_id,
      nowS,
    });
    return stageBookingEvent(trx, fanout, { id, providerId: head.provider_id, customerId: head.customer_id });
  });
  if (moved) fanout.flush(moved);
  else {
    const now = await readAppointment(db, id, side, nowS);
    throw new Refusal(now.past && move.from.includes(now.state) ? 'appointment.started' : 'appointment.state_changed');
  }
  return readAppointment(db, id, side, nowS);
}
