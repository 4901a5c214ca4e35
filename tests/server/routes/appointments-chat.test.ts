import { describe, expect, it } from 'vitest';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { setupBooking, slotAhead } from '../support/appointments';

// A booking opens the conversation between its two people, whoever publishes what and whoever is a member.

describe.each(dialects)('a booking and its conversation (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupBooking(t));
  const send = (token: string, id: number, body: string) =>
    t.call('/api/message/chating', { id, kind: 'text', body }, { token });

  it('lets the provider write first to the customer who booked, and the customer answer', async () => {
    const before = await send(w.provider.token, w.annual.id, 'hello');
    expect(before).toMatchObject({ status: 404, code: 'chat.peer_not_found' });
    const booked = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt: slotAhead(nowS(), 3), service: 0 },
      { token: w.annual.token },
    );
    expect(booked.status).toBe(1);
    const history = await t.call('/api/message/getChatList', { id: w.annual.id }, { token: w.provider.token });
    expect(history.data).toMatchObject({ peer: { id: w.annual.id }, write: 'ok' });
    expect(await send(w.provider.token, w.annual.id, 'see you then')).toMatchObject({ status: 1 });
    expect(await send(w.annual.token, w.provider.id, 'thanks')).toMatchObject({ status: 1 });
  });

  it('ends with the booking for two who never wrote, and never opens to a third person', async () => {
    const booked = await t.call(
      '/api/user/appointment',
      { id: w.postId, slotAt: slotAhead(nowS(), 4), service: 0 },
      { token: w.annual3.token },
    );
    expect(booked.status).toBe(1);
    const stranger = await send(w.provider.token, w.monthly.id, 'hi');
    expect(stranger).toMatchObject({ status: 404, code: 'chat.peer_not_found' });
    const read = await t.call('/api/message/getChatList', { id: w.provider.id }, { token: w.annual3.token });
    expect(read.data.write).toBe('ok');
    const cancelled = await t.call(
      '/api/user/confirmAppointment',
      { id: booked.data.id, action: 'cancel' },
      { token: w.annual3.token },
    );
    expect(cancelled.data.state).toBe('cancelled');
    const after = await send(w.provider.token, w.annual3.id, 'why?');
    expect(after).toMatchObject({ status: 404, code: 'chat.peer_not_found' });
  });
});
