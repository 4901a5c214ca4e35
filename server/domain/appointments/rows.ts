import type { Appointment, Evaluation } from '../../../protocol/appointments';
import type { PostKind } from '../../../protocol/types';
import type { DbOrTrx } from '../../db/database';

// Reading bookings back: one query shape for the customer's list, the provider's list and single replies.

export type Side = 'customer' | 'provider';

/** A name shown beside a rating: first character kept, the rest hidden. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length === 0 ? '***' : `${chars[0]}***`;
}

export function appointmentQuery(db: DbOrTrx, side: Side) {
  const peerColumn = side === 'customer' ? 'a.provider_id' : 'a.customer_id';
  const viewerColumn = side === 'customer' ? 'a.customer_id' : 'a.provider_id';
  return db
    .selectFrom('appointments as a')
    .innerJoin('posts as p', 'p.id', 'a.post_id')
    .innerJoin('users as u', 'u.id', peerColumn)
    .leftJoin('user_blocks as b', (join) =>
      join.onRef('b.blocker_id', '=', viewerColumn).onRef('b.blocked_id', '=', peerColumn),
    )
    .leftJoin('appointment_ratings as r', 'r.appointment_id', 'a.id')
    .leftJoin('users as c', 'c.id', 'a.customer_id')
    .selectAll('a')
    .select([
      'p.kind as post_kind',
      'p.title as post_title',
      'u.id as peer_id',
      'u.nickname as peer_nickname',
      'b.blocker_id as blocked_by_viewer',
      'c.nickname as customer_nickname',
      'r.id as rating_id',
      'r.stars as rating_stars',
      'r.text as rating_text',
      'r.created_at as rating_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof appointmentQuery>['executeTakeFirstOrThrow']>>;

export function toAppointment(r: Row, side: Side, nowS: number): Appointment {
  const evaluation: Evaluation | null =
    r.rating_id === null
      ? null
      : {
          id: r.rating_id,
          appointmentId: r.id,
          stars: r.rating_stars ?? 0,
          text: r.rating_text ?? '',
          author: maskName(r.customer_nickname ?? ''),
          createdAt: r.rating_at ?? 0,
        };
  return {
    id: r.id,
    postId: r.post_id,
    postKind: r.post_kind as PostKind,
    postTitle: r.post_title,
    service: r.service,
    slotAt: r.slot_at,
    slotEndsAt: r.slot_ends_at,
    state: r.state,
    past: r.slot_at <= nowS,
    note: r.note,
    visit: r.visit_address === '' ? null : { contact: r.visit_contact, address: r.visit_address },
    reason: r.reason,
    cancelledBy: r.cancelled_by,
    peer: { id: r.peer_id, nickname: r.peer_nickname, blocked: r.blocked_by_viewer !== null },
    rateable: side === 'customer' && r.state === 'confirmed' && r.slot_ends_at <= nowS && evaluation === null,
    evaluation,
    createdAt: r.created_at,
  };
}

export async function readAppointment(db: DbOrTrx, id: number, side: Side, nowS: number): Promise<Appointment> {
  const row = await appointmentQuery(db, side).where('a.id', '=', id).executeTakeFirstOrThrow();
  return toAppointment(row, side, nowS);
}
