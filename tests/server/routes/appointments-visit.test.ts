import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_VISIT_MODE } from '../../../protocol/appointments';
import { dialects, nowS } from '../helper';
import { setupBooking, slotAhead } from '../support/appointments';
import type { BookingWorld } from '../support/appointments';
import { hasHello, openPush } from '../support/chat';
import { listeningApp } from '../support/listening';
import type { ListeningApp } from '../support/listening';

// A home visit's booking carries where to go, seen only by its two people; every booking change reaches both
// people's push streams.

describe.each(dialects)('home visits and booking events (%s)', (dialect) => {
  let t: ListeningApp;
  let w: BookingWorld;
  beforeAll(async () => {
    t = await listeningApp(dialect);
    w = await setupBooking(t);
    await t.db.updateTable('posts').set({ mode_code: HOME_VISIT_MODE }).where('id', '=', w.postId).execute();
  });
  afterAll(() => t?.close());
  const book = (token: string, extra: Record<string, unknown>, n: number) =>
    t.call('/api/user/appointment', { id: w.postId, slotAt: slotAhead(nowS(), n), service: 0, ...extra }, { token });

  it('asks a home visit for a valid phone and an address, refusing anything else and storing nothing', async () => {
    const offer = await t.call('/api/user/getAppointmentOffer', { id: w.postId });
    expect(offer.data.offer.atHome).toBe(true);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'appointment.visit_contact_invalid'],
      [{ visit: { contact: '12345', address: '朝阳区建国路 88 号' } }, 'appointment.visit_contact_invalid'],
      [{ visit: { contact: '13800138000', address: '  朝阳 ' } }, 'appointment.visit_address_invalid'],
      [{ visit: { contact: '13800138000', address: 'x'.repeat(121) } }, 'payload.too_long'],
      [{ visit: { contact: { $ne: 1 }, address: '朝阳区建国路 88 号' } }, 'payload.wrong_type'],
      [{ visit: '13800138000' }, 'payload.wrong_type'],
    ];
    for (const [extra, code] of cases) {
      expect(await book(w.annual.token, extra, 5), JSON.stringify(extra)).toMatchObject({ status: 400, code });
    }
    const stored = await t.db.selectFrom('appointments').select('id').where('customer_id', '=', w.annual.id).execute();
    expect(stored).toEqual([]);
  });

  it('shows the visit to the provider and the customer, and tells both screens of each change', async () => {
    const [provider, customer, other] = await Promise.all([
      openPush(t.origin, w.provider.token),
      openPush(t.origin, w.annual2.token),
      openPush(t.origin, w.annual3.token),
    ]);
    await Promise.all([provider, customer, other].map((p) => p.until(hasHello)));
    const visit = { contact: '138 0013 8000', address: '朝阳区建国路 88 号 2 单元' };
    const booked = await book(w.annual2.token, { visit }, 6);
    expect(booked).toMatchObject({ status: 1, data: { visit } });
    const isBooking = (id: number) => (f: typeof provider.frames) =>
      f.some((x) => x.event.type === 'booking' && x.event.id === id);
    await Promise.all([provider.until(isBooking(booked.data.id)), customer.until(isBooking(booked.data.id))]);
    const listed = await t.call('/api/user/clientAppointment', {}, { token: w.provider.token });
    expect(listed.data.list.find((a) => a.id === booked.data.id)?.visit).toEqual(visit);
    const mine = await t.call('/api/user/myAppointment', {}, { token: w.annual2.token });
    expect(mine.data.list.find((a) => a.id === booked.data.id)?.visit).toEqual(visit);
    const before = provider.frames.length;
    const confirmed = await t.call(
      '/api/user/confirmAppointment',
      { id: booked.data.id, action: 'confirm' },
      { token: w.provider.token },
    );
    expect(confirmed.data.state).toBe('confirmed');
    await customer.until((f) => f.filter(isBookingFrame).length >= 2);
    await provider.until((f) => f.length > before);
    // Nobody else's screen hears of it.
    expect(other.frames.some(isBookingFrame)).toBe(false);
    for (const p of [provider, customer, other]) p.close();
  });

  it('keeps no visit for a post that is not a home visit', async () => {
    const r = await t.call(
      '/api/user/appointment',
      {
        id: w.brokerId,
        slotAt: slotAhead(nowS(), 7),
        service: 0,
        visit: { contact: '13800138000', address: '朝阳区建国路 88 号' },
      },
      { token: w.annual3.token },
    );
    expect(r).toMatchObject({ status: 1, data: { visit: null } });
    const row = await t.db
      .selectFrom('appointments')
      .select(['visit_contact', 'visit_address'])
      .where('id', '=', r.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ visit_contact: '', visit_address: '' });
  });
});

const isBookingFrame = (f: { event: { type: string } }) => f.event.type === 'booking';
