import type { Db } from '../../../server/db/database';
import { chatUser } from './chat';
import { CITY, insertFixtures } from './fixtures';
import type { Fixtures } from './fixtures';
import type { TestApp } from '../helper';

export interface PublicWorld {
  f: Fixtures;
  reader: { id: number; token: string };
  other: { id: number; token: string };
}

/** Places the fixture cities (the fixtures' "Tokyo" code gets Tokyo's centre) for distance tests. */
export async function placeCities(db: Db): Promise<void> {
  const centres: [number, number, number][] = [
    [CITY.beijing, 39.9042, 116.4074],
    [CITY.shanghai, 31.2304, 121.4737],
    [CITY.tokyo, 35.6762, 139.6503],
  ];
  for (const [code, lat, lng] of centres)
    await db.updateTable('cities').set({ lat, lng }).where('code', '=', code).execute();
}

/** Rates a post as a finished visit would (the row and the post's running count and sum). */
export async function rate(db: Db, postId: number, customerId: number, stars: number, text: string): Promise<void> {
  const post = await db.selectFrom('posts').select('user_id').where('id', '=', postId).executeTakeFirstOrThrow();
  await db
    .insertInto('appointment_ratings')
    .values({
      appointment_id: postId * 1000 + customerId,
      post_id: postId,
      provider_id: post.user_id,
      customer_id: customerId,
      stars,
      text,
      created_at: Math.floor(Date.now() / 1000),
    })
    .execute();
  await db
    .updateTable('posts')
    .set((eb) => ({ rating_count: eb('rating_count', '+', 1), rating_sum: eb('rating_sum', '+', stars) }))
    .where('id', '=', postId)
    .execute();
}

export async function insertPublicWorld(t: TestApp): Promise<PublicWorld> {
  const f = await insertFixtures(t.db);
  await placeCities(t.db);
  const call: Parameters<typeof chatUser>[0] = (p, payload, o) => t.call(p, payload, o);
  const person = () => chatUser(call, t.db, false, { publishes: false });
  return { f, reader: await person(), other: await person() };
}
