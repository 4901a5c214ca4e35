import { expect } from 'vitest';
import type { Db } from '../../../server/db/database';
import { history } from '../../../server/domain/chat';
import { memoryFanout } from '../../../server/lib/chat-fanout';
import { DEMO_LOGINS } from '../../../server/seed/index';

/** demo and vipdemo share a booking and a conversation about demo's post: both can open it. */
export async function expectDemoChat(db: Db): Promise<void> {
  const id = async (username: string) =>
    (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const [demo, vip] = [await id(DEMO_LOGINS.demo.username), await id(DEMO_LOGINS.vip.username)];
  const now = Math.floor(Date.now() / 1000);
  const fanout = memoryFanout();
  const fromVip = await history(db, fanout, vip, demo, { limit: 30 }, now);
  expect(fromVip.items.length).toBeGreaterThanOrEqual(3);
  expect(fromVip.write).toBe('ok');
  const fromDemo = await history(db, fanout, demo, vip, { limit: 30 }, now);
  expect(fromDemo.post).toMatchObject({ id: fromVip.post?.id });
  expect(fromDemo.write).toBe('ok');
  const booking = await db
    .selectFrom('appointments')
    .innerJoin('posts', 'posts.id', 'appointments.post_id')
    .select(['appointments.state', 'appointments.slot_at', 'appointments.visit_address', 'posts.user_id'])
    .where('customer_id', '=', vip)
    .where('provider_id', '=', demo)
    .executeTakeFirstOrThrow();
  expect(booking).toMatchObject({ state: 'pending', user_id: demo });
  expect(booking.slot_at).toBeGreaterThan(now);
  expect(booking.visit_address).not.toBe('');
  // Each side has the booking's notice: demo is told of a new booking, vipdemo sees theirs sent.
  const notices = await db
    .selectFrom('user_notices')
    .select(['user_id', 'code', 'actor'])
    .where('user_id', 'in', [demo, vip])
    .where('kind', '=', 'booking')
    .execute();
  expect(notices).toEqual(
    expect.arrayContaining([
      { user_id: demo, code: 'booking.requested', actor: null },
      { user_id: vip, code: 'booking.requested', actor: 'owner' },
    ]),
  );
}
