import type { Appointment, Evaluation, EvaluationPage, WorkbenchSummary } from '../../../protocol/appointments';
import { bookingDayStart } from '../../../protocol/appointments-time';
import { POST_STATUS } from '../../../protocol/status';
import type { Db, DbOrTrx } from '../../db/database';
import type { ChatFanout } from '../../lib/chat-fanout';
import { recordBookingNotice, stageBookingEvent } from './notices';
import { isPublic, pageOf, Refusal } from '../common';
import { appointmentQuery, maskName, readAppointment, toAppointment } from './rows';
import { averageOf } from '../listings';
import type { Paging } from '../common';

// Ratings: a customer rates their confirmed booking once its slot is over; the post keeps a running count
// and sum (updated in the rating's transaction) so cards show the average without reading ratings.

const RECENT = 5;

/**
 * @throws Refusal appointment.not_found (also another customer's booking), appointment.not_allowed (the
 *   provider), appointment.not_rateable, appointment.already_rated.
 */
export async function rateAppointment(
  db: Db,
  fanout: ChatFanout,
  userId: number,
  id: number,
  stars: number,
  text: string,
  nowS: number,
): Promise<Appointment> {
  const a = await db
    .selectFrom('appointments as a')
    .innerJoin('posts as p', 'p.id', 'a.post_id')
    .select(['a.customer_id', 'a.provider_id', 'a.post_id', 'a.state', 'a.slot_at', 'a.slot_ends_at', 'p.title'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!a || (a.customer_id !== userId && a.provider_id !== userId)) throw new Refusal('appointment.not_found');
  if (a.customer_id !== userId) throw new Refusal('appointment.not_allowed');
  if (a.state !== 'confirmed' || a.slot_ends_at > nowS) throw new Refusal('appointment.not_rateable');
  const rated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('appointment_ratings')
      .values({
        appointment_id: id,
        post_id: a.post_id,
        provider_id: a.provider_id,
        customer_id: userId,
        stars,
        text,
        created_at: nowS,
      })
      .onConflict((oc) => oc.column('appointment_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('posts')
      .set((eb) => ({ rating_count: eb('rating_count', '+', 1), rating_sum: eb('rating_sum', '+', stars) }))
      .where('id', '=', a.post_id)
      .execute();
    await recordBookingNotice(trx, {
      postId: a.post_id,
      postTitle: a.title,
      event: 'rated',
      reason: '',
      slotAt: a.slot_at,
      actorId: userId,
      actorSide: 'customer',
      otherId: a.provider_id,
      nowS,
    });
    return stageBookingEvent(trx, fanout, { id, providerId: a.provider_id, customerId: userId });
  });
  if (!rated) throw new Refusal('appointment.already_rated');
  fanout.flush(rated);
  return readAppointment(db, id, 'customer', nowS);
}

export function ratingRows(db: DbOrTrx) {
  return db
    .selectFrom('appointment_ratings as r')
    .innerJoin('users as u', 'u.id', 'r.customer_id')
    .select(['r.id', 'r.appointment_id', 'r.stars', 'r.text', 'r.created_at', 'u.nickname']);
}

type RatingRow = Awaited<ReturnType<ReturnType<typeof ratingRows>['execute']>>[number];

export const toEvaluation = (r: RatingRow): Evaluation => ({
  id: r.id,
  appointmentId: r.appointment_id,
  stars: r.stars,
  text: r.text,
  author: maskName(r.nickname),
  createdAt: r.created_at,
});

/** Ratings of a public post, newest first, with its average. @throws Refusal post.not_found. */
export async function postEvaluations(db: Db, postId: number, paging: Paging): Promise<EvaluationPage> {
  const { page, pageSize, offset } = pageOf(paging);
  const post = await db
    .selectFrom('posts')
    .select(['rating_count', 'rating_sum'])
    .where('id', '=', postId)
    .where(isPublic())
    .executeTakeFirst();
  if (!post) throw new Refusal('post.not_found');
  const rows = await ratingRows(db)
    .where('r.post_id', '=', postId)
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();
  return {
    list: rows.map(toEvaluation),
    page,
    pageSize,
    total: post.rating_count,
    average: averageOf(post.rating_sum, post.rating_count),
    count: post.rating_count,
  };
}

/** The provider's dashboard: today's live bookings, how many wait for an answer, and their ratings. */
export async function workbenchSummary(db: Db, userId: number, nowS: number): Promise<WorkbenchSummary> {
  const dayStart = bookingDayStart(nowS);
  const [today, pending, totals, recent, openPosts] = await Promise.all([
    appointmentQuery(db, 'provider')
      .where('a.provider_id', '=', userId)
      .where('a.state', 'in', ['pending', 'confirmed'])
      .where('a.slot_at', '>=', dayStart)
      .where('a.slot_at', '<', dayStart + 24 * 3600)
      .orderBy('a.slot_at')
      .execute(),
    db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('provider_id', '=', userId)
      .where('state', '=', 'pending')
      .where('slot_at', '>', nowS)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('appointment_ratings')
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number | null>('stars').as('sum')])
      .where('provider_id', '=', userId)
      .executeTakeFirstOrThrow(),
    ratingRows(db).where('r.provider_id', '=', userId).orderBy('r.id', 'desc').limit(RECENT).execute(),
    db
      .selectFrom('booking_offers as o')
      .innerJoin('posts as p', 'p.id', 'o.post_id')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('o.user_id', '=', userId)
      .where('o.open', '=', 1)
      .where('p.status', '=', POST_STATUS.VERIFIED)
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(totals.n);
  return {
    today: today.map((r) => toAppointment(r, 'provider', nowS)),
    pending: Number(pending.n),
    average: averageOf(Number(totals.sum ?? 0), count),
    ratings: count,
    recent: recent.map(toEvaluation),
    openPosts: Number(openPosts.n),
  };
}
