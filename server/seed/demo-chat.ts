import type { Transaction } from 'kysely';
import { slotEnd, slotStarts } from '../../protocol/appointments-time';
import { POST_STATUS } from '../../protocol/status';
import type { Database } from '../db/schema';
import { recordBookingNotice } from '../domain/appointments';
import type { SeedPost } from './posts';
import { MODE_CODES } from './taxonomy';

// The two demo logins know each other, so chat and bookings can be tried with two browsers: demo offers one
// home-visit service (a seeded post handed to them), vipdemo has booked it and asked about it in a
// conversation, and each has the booking's notice. Invented, neutral content.

const WEEKLY = [1, 2, 3, 4, 5, 6, 0].flatMap((day) => [10, 15, 19].map((h) => ({ day, minute: h * 60 })));

const MESSAGES: readonly { fromVip: boolean; body: string }[] = [
  { fromVip: true, body: '你好，想约这周上门，周末可以吗？' },
  { fromVip: false, body: '可以的，你在日历里选一个时段就行，我确认后上门。' },
  { fromVip: true, body: '已经预约了，需要先付定金吗？' },
];

/** The post demo will offer: the last public, non-VIP personal post (well clear of the seed's own offers). */
export function demoPostIndex(posts: readonly SeedPost[]): number {
  for (let i = posts.length - 1; i >= 0; i--) {
    const r = posts[i]!.row;
    if (r.kind === 'personal' && r.status === POST_STATUS.VERIFIED && r.vip === 0) return i;
  }
  return -1;
}

/** Hands the post to demo as a home visit (before the posts are written). */
export function giveDemoPost(post: SeedPost, demoId: number): void {
  post.row.user_id = demoId;
  post.row.mode_code = MODE_CODES.homeVisit;
}

export async function seedDemoChat(
  trx: Transaction<Database>,
  people: { demo: number; vip: number },
  post: { id: number; title: string },
  now: number,
): Promise<void> {
  const offer = {
    user_id: people.demo,
    services: JSON.stringify([{ name: '上门服务 · 1 小时', price: 200 }]),
    weekly: JSON.stringify(WEEKLY),
    open: 1,
    updated_at: now,
  };
  await trx
    .insertInto('booking_offers')
    .values({ post_id: post.id, ...offer })
    .onConflict((oc) => oc.column('post_id').doUpdateSet(offer))
    .execute();
  // A day ahead at least, so it waits for demo's answer whenever the demo is opened.
  const slotAt = slotStarts(WEEKLY, now).find((at) => at > now + 24 * 3600);
  if (slotAt !== undefined) {
    await trx
      .insertInto('appointments')
      .values({
        post_id: post.id,
        provider_id: people.demo,
        customer_id: people.vip,
        service: '上门服务 · 1 小时',
        slot_at: slotAt,
        slot_ends_at: slotEnd(slotAt),
        state: 'pending',
        note: '家里有一只猫。',
        visit_contact: '13800138000',
        visit_address: '朝阳区建国路 88 号 2 单元',
        created_at: now - 3600,
        updated_at: now - 3600,
      })
      .execute();
    // As the booking itself would have: demo is told of it, vipdemo sees it sent.
    await recordBookingNotice(trx, {
      postId: post.id,
      postTitle: post.title,
      event: 'requested',
      reason: '',
      slotAt,
      actorId: people.vip,
      actorSide: 'customer',
      otherId: people.demo,
      nowS: now - 3600,
    });
  }
  const [low, high] = people.demo < people.vip ? [people.demo, people.vip] : [people.vip, people.demo];
  let lastId = 0;
  for (const [i, m] of MESSAGES.entries()) {
    const at = now - (MESSAGES.length - i) * 600;
    const [from, to] = m.fromVip ? [people.vip, people.demo] : [people.demo, people.vip];
    const last = i === MESSAGES.length - 1;
    const row = await trx
      .insertInto('chat_messages')
      .values({
        sender_id: from,
        recipient_id: to,
        low_id: low,
        high_id: high,
        kind: 'text',
        body: m.body,
        created_at: at,
        delivered_at: at,
        // The newest one waits for demo to read it.
        read_at: last ? null : at + 60,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lastId = row.id;
  }
  await trx
    .insertInto('chat_threads')
    .values([
      { user_id: people.demo, peer_id: people.vip, last_id: lastId, updated_at: now, post_id: post.id },
      { user_id: people.vip, peer_id: people.demo, last_id: lastId, updated_at: now, post_id: post.id },
    ])
    .execute();
}
