import { describe, expect, it } from 'vitest';
import { APPOINTMENT_ACCESS, BOOKING_DAYS_AHEAD } from '../../../protocol/appointments';
import type { EndpointPath } from '../../../protocol/endpoints';
import { bookingWindow } from '../../../protocol/appointments-time';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import type { TestApp } from '../helper';
import { moveIntoPast, setupBooking, slotAhead } from '../support/appointments';

const live = (t: TestApp) =>
  t.db.selectFrom('appointments').selectAll().where('state', 'in', ['pending', 'confirmed']).execute();

describe.each(dialects)('appointment calls (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupBooking(t));

  it('answers 420 to a guest on every user call and shows offers and ratings to anyone', async () => {
    for (const path of Object.keys(APPOINTMENT_ACCESS) as EndpointPath[]) {
      const r = await t.call(path, {
        id: w.postId,
        slotAt: slotAhead(nowS()),
        service: 0,
        action: 'confirm',
        stars: 5,
      });
      expect(r.status, path).toBe(APPOINTMENT_ACCESS[path as keyof typeof APPOINTMENT_ACCESS] === 'user' ? 420 : 1);
    }
    const offer = await t.call('/api/user/getAppointmentOffer', { id: w.postId });
    expect(offer.data.daysAhead).toBe(BOOKING_DAYS_AHEAD);
    const { from, to } = bookingWindow(nowS());
    expect(offer.data.slots.length).toBeGreaterThan(0);
    expect(offer.data.slots.every((s) => s.at >= from && s.at < to && s.free)).toBe(true);
    expect(await live(t)).toEqual([]);
  });

  it('gives a monthly member the 421 refusal and books nothing', async () => {
    const r = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt: slotAhead(nowS()), service: 0 },
      { token: w.monthly.token },
    );
    expect(r).toMatchObject({ status: 421, code: 'money.vip_annual_required' });
    expect(r.msg).toBe('该功能需要年卡或以上会员');
    expect(await live(t)).toEqual([]);
  });

  it('refuses hostile and out-of-range bookings with a clear refusal', async () => {
    const token = w.annual.token;
    const now = nowS();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ id: 'x', slotAt: slotAhead(now), service: 0 }, 400, 'payload.wrong_type'],
      [{ id: w.postId, slotAt: { $gt: 0 }, service: 0 }, 400, 'payload.wrong_type'],
      [{ id: w.postId, slotAt: slotAhead(now), service: 99 }, 400, 'payload.too_big'],
      [{ id: w.postId, slotAt: slotAhead(now), service: 0, note: 'n'.repeat(201) }, 400, 'payload.too_long'],
      [{ id: w.postId, slotAt: slotAhead(now), service: 1 + 1 }, 400, 'appointment.service_unknown'],
      [{ id: w.postId, slotAt: slotAhead(now) + 60, service: 0 }, 400, 'appointment.slot_unknown'],
      [{ id: w.postId, slotAt: now - 3600, service: 0 }, 400, 'appointment.too_soon'],
      [{ id: w.postId, slotAt: now + (BOOKING_DAYS_AHEAD + 2) * 86400, service: 0 }, 400, 'appointment.too_far'],
      [{ id: w.f.posts.certification, slotAt: slotAhead(now), service: 0 }, 404, 'appointment.post_not_found'],
      [{ id: w.f.hiddenPostIds[0], slotAt: slotAhead(now), service: 0 }, 404, 'appointment.post_not_found'],
    ];
    for (const [payload, status, code] of cases) {
      const r = await t.call('/api/user/appointment', payload, { token });
      expect(r, JSON.stringify(payload)).toMatchObject({ status, code });
    }
    const tooFar = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt: now + (BOOKING_DAYS_AHEAD + 2) * 86400, service: 0 },
      { token },
    );
    expect(tooFar.msg).toBe(`请选择不超过 ${BOOKING_DAYS_AHEAD} 天内的时段`);
    const own = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt: slotAhead(now), service: 0 },
      { token: w.provider.token },
    );
    expect(own.code).toMatch(/^(appointment\.own_post|money\.vip_annual_required)$/);
    expect(await live(t)).toEqual([]);
  });

  it('lets exactly one of many parallel bookings of one slot through', async () => {
    const slotAt = slotAhead(nowS(), 3);
    const tokens = [w.annual.token, w.annual2.token, w.annual.token, w.annual2.token, w.annual.token];
    const replies = await Promise.all(
      tokens.map((token) => t.call('/api/user/appointment', { id: w.postId, slotAt, service: 0 }, { token })),
    );
    expect(replies.filter((r) => r.status === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 'appointment.slot_taken')).toHaveLength(tokens.length - 1);
    const rows = (await live(t)).filter((a) => a.slot_at === slotAt);
    expect(rows).toHaveLength(1);
    const offer = await t.call('/api/user/getAppointmentOffer', { id: w.postId });
    expect(offer.data.slots.find((s) => s.at === slotAt)?.free).toBe(false);
    // Cancelling frees the slot for someone else.
    const won = replies.find((r) => r.status === 1)!;
    const winner = won.data.peer && rows[0]!.customer_id === w.annual.id ? w.annual : w.annual2;
    const cancel = await t.call(
      '/api/user/confirmAppointment',
      { id: won.data.id, action: 'cancel' },
      { token: winner.token },
    );
    expect(cancel.data.state).toBe('cancelled');
    // Someone who took no part in the race (either racer may be near the hourly booking cap, whoever won).
    const again = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt, service: 1 },
      { token: w.annual3.token },
    );
    expect(again.status).toBe(1);
  });

  it('lets only the provider confirm or decline, the parties cancel, and only the customer rate after the visit', async () => {
    const book = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt: slotAhead(nowS(), 6), service: 0, note: 'Ground floor please' },
      { token: w.annual3.token },
    );
    expect(book.data).toMatchObject({ state: 'pending', service: 'Consultation', note: 'Ground floor please' });
    const id = book.data.id;
    const self = await t.call('/api/user/confirmAppointment', { id, action: 'confirm' }, { token: w.annual3.token });
    expect(self).toMatchObject({ status: 403, code: 'appointment.not_allowed' });
    const stranger = await t.call(
      '/api/user/confirmAppointment',
      { id, action: 'confirm' },
      { token: w.monthly.token },
    );
    expect(stranger).toMatchObject({ status: 404, code: 'appointment.not_found' });
    const noReason = await t.call(
      '/api/user/confirmAppointment',
      { id, action: 'decline' },
      { token: w.provider.token },
    );
    expect(noReason.code).toBe('appointment.reason_required');
    const early = await t.call('/api/user/evaluationAppointment', { id, stars: 5 }, { token: w.annual3.token });
    expect(early.code).toBe('appointment.not_rateable');

    const mine = await t.call('/api/user/clientAppointment', { type: 1 }, { token: w.provider.token });
    expect(mine.data.list.map((a) => a.id)).toContain(id);
    const brokerOnly = await t.call('/api/user/clientAppointment', { type: 2 }, { token: w.provider.token });
    expect(brokerOnly.data.list.map((a) => a.id)).not.toContain(id);
    expect((await t.call('/api/user/clientAppointment', { type: 3 }, { token: w.provider.token })).status).toBe(400);

    const ok = await t.call('/api/user/confirmAppointment', { id, action: 'confirm' }, { token: w.provider.token });
    expect(ok.data.state).toBe('confirmed');
    const twice = await t.call('/api/user/confirmAppointment', { id, action: 'confirm' }, { token: w.provider.token });
    expect(twice.code).toBe('appointment.state_changed');

    await moveIntoPast(t.db, id, nowS());
    const late = await t.call('/api/user/confirmAppointment', { id, action: 'cancel' }, { token: w.annual3.token });
    expect(late.code).toBe('appointment.started');
    const byProvider = await t.call('/api/user/evaluationAppointment', { id, stars: 5 }, { token: w.provider.token });
    expect(byProvider.code).toBe('appointment.not_allowed');
    for (const stars of [0, 6, 2.5, '5 stars']) {
      const bad = await t.call('/api/user/evaluationAppointment', { id, stars }, { token: w.annual3.token });
      expect(bad.status, String(stars)).toBe(400);
    }
    const mineNow = await t.call('/api/user/myAppointment', {}, { token: w.annual3.token });
    expect(mineNow.data.list.find((a) => a.id === id)?.rateable).toBe(true);
    const rated = await t.call(
      '/api/user/evaluationAppointment',
      { id, stars: 4, text: 'Punctual and kind' },
      { token: w.annual3.token },
    );
    expect(rated.data.evaluation).toMatchObject({ stars: 4, text: 'Punctual and kind' });
    expect(rated.data.rateable).toBe(false);
    const again = await t.call('/api/user/evaluationAppointment', { id, stars: 1 }, { token: w.annual3.token });
    expect(again.code).toBe('appointment.already_rated');

    const list = await t.call('/api/info/getVipInfoEvaluationList', { id: w.postId });
    expect(list.data).toMatchObject({ count: 1, average: 4 });
    expect(list.data.list[0]).toMatchObject({ stars: 4, text: 'Punctual and kind' });
    expect(list.data.list[0]!.author).toMatch(/\*\*\*$/);
    const card = (await t.call('/api/info/getInfoList', { pageSize: 50 })).data.list.find((p) => p.id === w.postId);
    expect(card).toMatchObject({ ratingCount: 1, ratingAvg: 4 });
    // Both sides were told of every step.
    const notices = await t.call('/api/message/getSystemNoticeList', {}, { token: w.provider.token });
    const titles = notices.data.list.filter((n) => n.kind === 'booking').map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['新的预约', '你已确认预约', '预约收到评价']));
  });

  it('admits a limited number of booking attempts per person, also in a parallel burst', async () => {
    const now = nowS();
    const burst = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        // A service the offer lacks: each attempt is counted, none books.
        t.call(
          '/api/user/appointment',
          { id: w.postId, slotAt: slotAhead(now, 20 + i), service: 5 },
          { token: w.burst.token },
        ),
      ),
    );
    expect(burst.filter((r) => r.code === 'appointment.rate_limited')).toHaveLength(4);
    expect(burst.find((r) => r.code === 'appointment.rate_limited')?.msg).toMatch(/预约过于频繁/);
    expect(await t.db.selectFrom('appointments').selectAll().where('customer_id', '=', w.burst.id).execute()).toEqual(
      [],
    );
  });

  it('lets one of a racing confirm and cancel win, and refuses hostile moves', async () => {
    const booked = await t.call(
      '/api/user/appointment',
      { id: w.brokerId, slotAt: slotAhead(nowS(), 12), service: 0 },
      { token: w.annual2.token },
    );
    const id = booked.data.id;
    const bad: Record<string, unknown>[] = [
      { id, action: 'destroy' },
      { id, action: 'decline', reason: 'r'.repeat(201) },
      { id: [id], action: 'confirm' },
      { id, action: { $ne: 'x' } },
    ];
    for (const payload of bad) {
      const r = await t.call('/api/user/confirmAppointment', payload, { token: w.provider.token });
      expect(r.status, JSON.stringify(payload)).toBe(400);
    }
    const [confirm, cancel] = await Promise.all([
      t.call('/api/user/confirmAppointment', { id, action: 'confirm' }, { token: w.provider.token }),
      t.call('/api/user/confirmAppointment', { id, action: 'cancel' }, { token: w.annual2.token }),
    ]);
    const row = await t.db.selectFrom('appointments').select('state').where('id', '=', id).executeTakeFirstOrThrow();
    if (confirm.status === 1) {
      // Confirmed first: the customer's cancel still applies to a confirmed booking.
      expect(cancel.status).toBe(1);
      expect(row.state).toBe('cancelled');
    } else {
      expect(confirm.code).toBe('appointment.state_changed');
      expect(row.state).toBe('cancelled');
    }
    const notices = await t.db
      .selectFrom('user_notices')
      .select('code')
      .where('kind', '=', 'booking')
      .where('user_id', '=', w.annual2.id)
      // This post only: the parallel-booking race may have left annual2 a cancellation of its own elsewhere.
      .where('post_id', '=', w.brokerId)
      .execute();
    expect(notices.filter((n) => n.code === 'booking.cancelled')).toHaveLength(1);
  });

  it('refuses bookings either way between blocked people', async () => {
    // One blocks from a conversation: the customer writes first.
    const hello = { id: w.provider.id, kind: 'text', body: 'Do you take Sunday bookings?' };
    expect((await t.call('/api/message/chating', hello, { token: w.annual2.token })).status).toBe(1);
    const block = await t.call(
      '/api/message/blockUser',
      { id: w.annual2.id, blocked: true },
      { token: w.provider.token },
    );
    expect(block.status).toBe(1);
    const r = await t.call(
      '/api/user/appointment',
      { id: w.brokerId, slotAt: slotAhead(nowS(), 9), service: 0 },
      { token: w.annual2.token },
    );
    expect(r).toMatchObject({ status: 403, code: 'appointment.blocked' });
    await t.call('/api/message/blockUser', { id: w.annual2.id, blocked: false }, { token: w.provider.token });
  });

  it('lets a provider block a customer known only from a booking, which stops their bookings; a stranger stays unknown', async () => {
    const booked = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt: slotAhead(nowS(), 10), service: 0 },
      { token: w.annual3.token },
    );
    expect(booked.status).toBe(1);
    const declined = await t.call(
      '/api/user/confirmAppointment',
      { id: booked.data.id, action: 'decline', reason: 'fully booked' },
      { token: w.provider.token },
    );
    expect(declined.status).toBe(1);
    const block = await t.call(
      '/api/message/blockUser',
      { id: w.annual3.id, blocked: true },
      { token: w.provider.token },
    );
    expect(block.status).toBe(1);
    const seen = await t.call('/api/user/clientAppointment', { pageSize: 50 }, { token: w.provider.token });
    expect(seen.data.list.find((a) => a.id === booked.data.id)?.peer).toMatchObject({
      id: w.annual3.id,
      blocked: true,
    });
    const again = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt: slotAhead(nowS(), 11), service: 0 },
      { token: w.annual3.token },
    );
    expect(again).toMatchObject({ status: 403, code: 'appointment.blocked' });
    const stranger = await t.call(
      '/api/message/blockUser',
      { id: w.monthly.id, blocked: true },
      { token: w.provider.token },
    );
    expect(stranger).toMatchObject({ status: 404, code: 'chat.peer_not_found' });
    const unblock = await t.call(
      '/api/message/blockUser',
      { id: w.annual3.id, blocked: false },
      { token: w.provider.token },
    );
    expect(unblock.status).toBe(1);
    const after = await t.call('/api/user/clientAppointment', { pageSize: 50 }, { token: w.provider.token });
    expect(after.data.list.find((a) => a.id === booked.data.id)?.peer.blocked).toBe(false);
  });

  it('keeps offers to their owner and refuses malformed weekly hours', async () => {
    const someone = await t.call(
      '/api/user/setAppointmentOffer',
      { id: w.postId, services: [], weekly: [], open: false },
      { token: w.annual.token },
    );
    expect(someone).toMatchObject({ status: 403, code: 'appointment.not_your_post' });
    const bad = [
      { weekly: [{ day: 7, minute: 600 }] },
      { weekly: [{ day: 1, minute: 1439 }] },
      {
        weekly: [
          { day: 1, minute: 600 },
          { day: 1, minute: 600 },
        ],
      },
      { services: [{ name: '', price: 1 }] },
      { services: Array.from({ length: 9 }, () => ({ name: 'x', price: 1 })) },
    ];
    for (const over of bad) {
      const r = await t.call(
        '/api/user/setAppointmentOffer',
        { id: w.postId, services: [], weekly: [], open: true, ...over },
        { token: w.provider.token },
      );
      expect(r.status, JSON.stringify(over)).toBe(400);
    }
    // Starts closer than a slot's length would let two customers hold the same hour.
    const close = await t.call(
      '/api/user/setAppointmentOffer',
      {
        id: w.postId,
        services: [],
        weekly: [600, 601, 630].map((minute) => ({ day: 2, minute })),
        open: true,
      },
      { token: w.provider.token, language: 'en' },
    );
    expect([close.status, close.code, close.msg]).toEqual([
      400,
      'appointment.slots_overlap',
      'Times on one day must be at least 60 minutes apart',
    ]);
    const apart = await t.call(
      '/api/user/setAppointmentOffer',
      {
        id: w.postId,
        services: [],
        weekly: [
          { day: 2, minute: 630 },
          { day: 2, minute: 690 },
          { day: 3, minute: 640 },
        ],
        open: true,
      },
      { token: w.provider.token },
    );
    expect(apart.data?.weekly).toEqual([
      { day: 2, minute: 630 },
      { day: 2, minute: 690 },
      { day: 3, minute: 640 },
    ]);
    const mine = await t.call('/api/user/myAppointmentOffers', {}, { token: w.provider.token });
    expect(mine.data.map((o) => o.postId).sort()).toEqual([w.postId, w.brokerId].sort());
    expect(mine.data.every((o) => o.open && o.weekly.length > 0)).toBe(true);
  });
});
