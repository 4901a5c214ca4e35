import { describe, expect, it } from 'vitest';
import { VIP_LEVEL } from '../../../../protocol/money';
import {
  book,
  listAppointments,
  moveAppointment,
  OPEN_BOOKINGS_MAX,
} from '../../../../server/domain/appointments/bookings';
import { rateAppointment, workbenchSummary } from '../../../../server/domain/appointments/ratings';
import { bookingDayStart, slotWords } from '../../../../protocol/appointments-time';
import { BOOKING_WEEKDAYS } from '../../../../protocol/appointments-texts';
import { listNotices } from '../../../../server/domain/people';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { setVip, setupBooking, slotAhead } from '../../support/appointments';
import { chatUser } from '../../support/chat';
import { memoryFanout } from '../../../../server/lib/chat-fanout';

// Booking events go nowhere here (no push connection listens); the push tests follow them.
const fanout = memoryFanout();

describe.each(dialects)('appointments (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupBooking(t));
  const request = (customerId: number, slotAt: number, postId = w.postId) => ({
    customerId,
    postId,
    slotAt,
    service: 0,
    note: '',
  });

  it('books one slot once when many customers race for it', async () => {
    const people = await Promise.all(
      Array.from({ length: 8 }, () => chatUser((p, payload, o) => t.call(p, payload, o), t.db)),
    );
    for (const p of people) await setVip(t.db, p.id, VIP_LEVEL.ANNUAL);
    const now = nowS();
    const slotAt = slotAhead(now, 2);
    const results = await Promise.allSettled(people.map((p) => book(t.db, fanout, request(p.id, slotAt), now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('appointment.slot_taken');
    }
    const rows = await t.db.selectFrom('appointments').selectAll().where('slot_at', '=', slotAt).execute();
    expect(rows).toHaveLength(1);
  });

  it('holds a customer to a few upcoming bookings at once', async () => {
    const now = nowS();
    for (let i = 0; i < OPEN_BOOKINGS_MAX; i++)
      await book(t.db, fanout, request(w.annual.id, slotAhead(now, 30 + i)), now);
    await expect(book(t.db, fanout, request(w.annual.id, slotAhead(now, 40)), now)).rejects.toMatchObject({
      code: 'appointment.too_many_open',
    });
    const mine = await listAppointments(t.db, w.annual.id, 'customer', {}, now);
    expect(mine.total).toBe(OPEN_BOOKINGS_MAX);
    // Upcoming first, soonest on top.
    const times = mine.list.map((a) => a.slotAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const a of mine.list) await moveAppointment(t.db, fanout, w.annual.id, a.id, 'cancel', '', now);
  });

  it('holds the cap for a parallel burst of one customer on different slots', async () => {
    const burst = await chatUser((p, payload, o) => t.call(p, payload, o), t.db);
    await setVip(t.db, burst.id, VIP_LEVEL.ANNUAL);
    const now = nowS();
    const results = await Promise.allSettled(
      Array.from({ length: OPEN_BOOKINGS_MAX + 3 }, (_, i) =>
        book(t.db, fanout, request(burst.id, slotAhead(now, 70 + i)), now),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(OPEN_BOOKINGS_MAX);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('appointment.too_many_open');
    }
    const rows = await t.db.selectFrom('appointments').select('id').where('customer_id', '=', burst.id).execute();
    expect(rows).toHaveLength(OPEN_BOOKINGS_MAX);
  });

  it('lets a pending booking lapse once its slot begins, and rates only after a confirmed one ends', async () => {
    const now = nowS();
    const slotAt = slotAhead(now, 50);
    const a = await book(t.db, fanout, request(w.annual2.id, slotAt, w.brokerId), now);
    const during = slotAt + 60;
    await expect(moveAppointment(t.db, fanout, w.provider.id, a.id, 'confirm', '', during)).rejects.toMatchObject({
      code: 'appointment.started',
    });
    const b = await book(t.db, fanout, request(w.annual2.id, slotAhead(now, 51), w.brokerId), now);
    await expect(moveAppointment(t.db, fanout, w.provider.id, b.id, 'cancel', '', now)).rejects.toMatchObject({
      code: 'appointment.reason_required',
    });
    const confirmed = await moveAppointment(t.db, fanout, w.provider.id, b.id, 'confirm', '', now);
    expect(confirmed.state).toBe('confirmed');
    await expect(rateAppointment(t.db, fanout, w.annual2.id, b.id, 5, '', b.slotAt + 60)).rejects.toMatchObject({
      code: 'appointment.not_rateable',
    });
    const rated = await rateAppointment(t.db, fanout, w.annual2.id, b.id, 5, 'Clear and helpful', b.slotEndsAt);
    expect(rated.evaluation?.stars).toBe(5);
    const list = await listAppointments(t.db, w.provider.id, 'provider', { type: 2 }, b.slotEndsAt);
    expect(list.list.find((x) => x.id === b.id)).toMatchObject({ state: 'confirmed', past: true, rateable: false });
    // The customer reads their rating and the confirmation in a customer's words, never the provider's.
    const customer = (await listNotices(t.db, w.annual2.id, {}, 'zh')).list.filter((n) => n.kind === 'booking');
    expect(customer.map((n) => n.title)).toEqual(expect.arrayContaining(['预约已提交', '预约已确认', '你已评价']));
    expect(customer.map((n) => n.title)).not.toContain('新的预约');
    expect(customer.map((n) => n.title)).not.toContain('预约收到评价');
  });

  it('tells both sides of a decline in their own words, with the slot and the other person', async () => {
    const now = nowS();
    const slotAt = slotAhead(now, 60);
    const a = await book(t.db, fanout, request(w.annual3.id, slotAt), now);
    await moveAppointment(t.db, fanout, w.provider.id, a.id, 'decline', 'Closed that day', now);
    const names = new Map(
      (await t.db.selectFrom('users').select(['id', 'nickname']).execute()).map((u) => [u.id, u.nickname]),
    );
    const when = slotWords(slotAt, BOOKING_WEEKDAYS.en, 'en');
    const customer = await listNotices(t.db, w.annual3.id, {}, 'en');
    const mine = customer.list.filter((n) => n.kind === 'booking').map((n) => [n.title, n.text, n.read]);
    expect(mine).toContainEqual([
      'Booking sent',
      `“${a.postTitle}” · ${when} · provider ${names.get(w.provider.id)}`,
      true,
    ]);
    const declined = customer.list.find((n) => n.kind === 'booking' && n.title === 'Booking declined');
    expect(declined).toMatchObject({ reason: 'Closed that day', read: false, postId: w.postId });
    const provider = await listNotices(t.db, w.provider.id, {}, 'zh');
    const theirs = provider.list.filter((n) => n.kind === 'booking').map((n) => [n.title, n.read]);
    expect(theirs).toContainEqual(['你已拒绝预约', true]);
    expect(theirs).toContainEqual(['新的预约', false]);
    const asked = provider.list.find((n) => n.title === '新的预约');
    expect(asked?.text).toContain(`客户${names.get(w.annual3.id)}`);
    expect(asked?.text).toContain(slotWords(slotAt, BOOKING_WEEKDAYS.zh, 'zh'));
    expect(provider.list.some((n) => n.title === '预约被拒绝')).toBe(false);
  });

  it("sums up the provider's day: today's live bookings in order, what waits, and their ratings", async () => {
    const now = nowS();
    const day = bookingDayStart(now);
    const row = (slotAt: number, state: 'pending' | 'confirmed' | 'cancelled') => ({
      post_id: w.brokerId,
      provider_id: w.provider.id,
      customer_id: w.monthly.id,
      service: 'Viewing',
      slot_at: slotAt,
      slot_ends_at: slotAt + 3600,
      state,
      created_at: now,
      updated_at: now,
    });
    // Late in the day so they are today in booking time whatever the clock says; one cancelled, one tomorrow.
    await t.db
      .insertInto('appointments')
      .values([
        row(day + 23 * 3600, 'pending'),
        row(day + 22 * 3600, 'confirmed'),
        row(day + 22 * 3600 + 1800, 'cancelled'),
        row(day + 86400 + 23 * 3600, 'pending'),
      ])
      .execute();
    const s = await workbenchSummary(t.db, w.provider.id, day);
    expect(s.today.map((a) => [a.state, a.slotAt - day])).toEqual([
      ['confirmed', 22 * 3600],
      ['pending', 23 * 3600],
    ]);
    expect(s.pending).toBeGreaterThanOrEqual(2);
    expect(s.openPosts).toBe(2);
    expect(s.ratings).toBe(1);
    expect(s.average).toBe(5);
    expect(s.recent[0]).toMatchObject({ stars: 5, text: 'Clear and helpful' });
    // Another provider sees none of it.
    expect((await workbenchSummary(t.db, w.annual.id, day)).today).toEqual([]);
  });
});
