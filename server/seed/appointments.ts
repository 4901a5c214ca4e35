import type { Transaction } from 'kysely';
import { slotEnd } from '../../protocol/appointments-time';
import { POST_STATUS } from '../../protocol/status';
import type { Database } from '../db/schema';
import type { Rng } from './rng';

// Demo bookings: some providers open weekly hours on their posts, and a few past visits carry ratings, so the
// workbench, the booking sheet and the stars on cards have something to show. Invented, neutral content.

interface SeedPost {
  id: number;
  userId: number;
  kind: string;
  status: number;
  title: string;
}

const SERVICES: Record<string, { name: string; price: number | null }[]> = {
  personal: [
    { name: '上门服务 · 1 小时', price: 200 },
    { name: '咨询 · 1 小时', price: 120 },
  ],
  store: [
    { name: '到店体验', price: 88 },
    { name: '预约座位', price: null },
  ],
  broker: [{ name: '预约看房', price: null }],
};

const RATINGS: readonly { stars: number; text: string }[] = [
  { stars: 5, text: '准时到达，沟通清楚，很满意。' },
  { stars: 5, text: '环境干净，服务细致，下次还会再来。' },
  { stars: 4, text: '整体不错，稍微等了几分钟。' },
  { stars: 4, text: '讲解耐心，价格透明。' },
  { stars: 3, text: '服务一般，但态度友好。' },
];

/** Offers on this many posts; ratings on the first of them. */
const OFFERS = 24;
const RATED = 12;

export async function seedAppointments(
  trx: Transaction<Database>,
  rng: Rng,
  posts: readonly SeedPost[],
  customers: readonly number[],
  now: number,
): Promise<number> {
  const open = posts.filter((p) => p.status === POST_STATUS.VERIFIED && p.kind !== 'certification').slice(0, OFFERS);
  if (open.length === 0 || customers.length === 0) return 0;
  await trx
    .insertInto('booking_offers')
    .values(
      open.map((p) => {
        // Weekdays (and Saturday for shops), a morning block and an afternoon block.
        const days = p.kind === 'store' ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5];
        const hours = rng.sample([9, 10, 11, 14, 15, 16, 17, 19], rng.int(4, 6)).sort((a, b) => a - b);
        const weekly = days.flatMap((day) => hours.map((h) => ({ day, minute: h * 60 })));
        return {
          post_id: p.id,
          user_id: p.userId,
          services: JSON.stringify(SERVICES[p.kind] ?? SERVICES.store),
          weekly: JSON.stringify(weekly),
          open: 1,
          updated_at: now,
        };
      }),
    )
    .execute();
  let ratings = 0;
  for (const p of open.slice(0, RATED)) {
    const raters = rng.sample(
      customers.filter((c) => c !== p.userId),
      rng.int(1, 3),
    );
    let sum = 0;
    for (const [i, customer] of raters.entries()) {
      // Oldest first, so ids follow time; on the hour, like every offered slot (booking time is whole hours from UTC).
      const slotAt = Math.floor((now - (raters.length - i + 1) * 86400) / 3600) * 3600 - rng.int(0, 8) * 3600;
      const r = RATINGS[rng.int(0, RATINGS.length - 1)]!;
      const service = (SERVICES[p.kind] ?? SERVICES.store)![0]!.name;
      const row = await trx
        .insertInto('appointments')
        .values({
          post_id: p.id,
          provider_id: p.userId,
          customer_id: customer,
          service,
          slot_at: slotAt,
          slot_ends_at: slotEnd(slotAt),
          state: 'confirmed',
          created_at: slotAt - 2 * 86400,
          updated_at: slotAt - 86400,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('appointment_ratings')
        .values({
          appointment_id: row.id,
          post_id: p.id,
          provider_id: p.userId,
          customer_id: customer,
          stars: r.stars,
          text: r.text,
          created_at: slotEnd(slotAt) + 3600,
        })
        .execute();
      sum += r.stars;
      ratings++;
    }
    await trx
      .updateTable('posts')
      .set({ rating_count: raters.length, rating_sum: sum })
      .where('id', '=', p.id)
      .execute();
  }
  return ratings;
}
