import { HOME_VISIT_MODE } from '../../../protocol/appointments';
import type { WeeklySlot } from '../../../protocol/appointments';
import { VIP_LEVEL } from '../../../protocol/money';
import { slotStarts } from '../../../protocol/appointments-time';
import type { Db } from '../../../server/db/database';
import { chatUser } from './chat';
import { insertFixtures } from './fixtures';
import type { Fixtures } from './fixtures';
import type { TestApp } from '../helper';

export interface Person {
  id: number;
  token: string;
}

export interface BookingWorld {
  f: Fixtures;
  provider: Person;
  annual: Person;
  annual2: Person;
  /** Annual members kept for one test each (booking attempts are rate-limited per person). */
  annual3: Person;
  burst: Person;
  monthly: Person;
  /** The provider's personal post (type 1) and broker post (type 2), both verified. */
  postId: number;
  brokerId: number;
}

/** Every hour from 08:00 to 21:00 on every day: any test run time has slots ahead within the window. */
export const ALL_WEEK: WeeklySlot[] = Array.from({ length: 7 }, (_, day) =>
  Array.from({ length: 14 }, (_, h) => ({ day, minute: (8 + h) * 60 })),
).flat();

export const SERVICES = [
  { name: 'Consultation', price: 200 },
  { name: 'Follow-up', price: null },
];

export async function setVip(db: Db, id: number, level: number): Promise<void> {
  await db.updateTable('users').set({ vip_level: level, vip_expires_at: null }).where('id', '=', id).execute();
}

export async function setupBooking(t: TestApp): Promise<BookingWorld> {
  const f = await insertFixtures(t.db);
  const person = () => chatUser((p, payload, o) => t.call(p, payload, o), t.db, false, { publishes: false });
  const [provider, annual, annual2, annual3, burst, monthly] = [
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
  ];
  for (const p of [annual, annual3, burst]) await setVip(t.db, p.id, VIP_LEVEL.ANNUAL);
  await setVip(t.db, annual2.id, VIP_LEVEL.LIFETIME);
  await setVip(t.db, monthly.id, VIP_LEVEL.MONTHLY);
  const postId = f.posts.personal;
  const brokerId = f.posts.broker;
  // Services at the provider's place: booking them asks for no visit (the home-visit tests set the mode).
  await t.db
    .updateTable('posts')
    .set({ user_id: provider.id, mode_code: HOME_VISIT_MODE + 1 })
    .where('id', 'in', [postId, brokerId])
    .execute();
  for (const id of [postId, brokerId]) {
    const r = await t.call(
      '/api/user/setAppointmentOffer',
      { id, services: SERVICES, weekly: ALL_WEEK, open: true },
      { token: provider.token },
    );
    if (r.status !== 1) throw new Error(`offer: ${r.msg}`);
  }
  return { f, provider, annual, annual2, annual3, burst, monthly, postId, brokerId };
}

/** The n-th bookable start of ALL_WEEK from now (a day ahead, so the lead time never bites). */
export function slotAhead(nowS: number, n = 0): number {
  const starts = slotStarts(ALL_WEEK, nowS).filter((at) => at > nowS + 24 * 3600);
  const at = starts[n];
  if (at === undefined) throw new Error('no slot ahead');
  return at;
}

/** Moves a booking's slot to have ended an hour ago, as time passing would. */
export async function moveIntoPast(db: Db, id: number, nowS: number): Promise<void> {
  const at = nowS - 2 * 3600;
  await db
    .updateTable('appointments')
    .set({ slot_at: at, slot_ends_at: at + 3600 })
    .where('id', '=', id)
    .execute();
}
