import { describe, expect, it } from 'vitest';
import type { PushEvent } from '../../../../protocol/chat';
import { sendMessage } from '../../../../server/domain/chat/messages';
import { PushSession } from '../../../../server/domain/chat/push';
import { memoryFanout } from '../../../../server/lib/chat-fanout';
import type { ChatFanout } from '../../../../server/lib/chat-fanout';
import { dialects, nowS, useTestApp } from '../../helper';
import { chatUser } from '../../support/chat';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The in-process fan-out with a way to say "events may have been missed", as a lost LISTEN connection does. */
function gappyFanout(): ChatFanout & { gap(): void } {
  const inner = memoryFanout();
  const gaps = new Set<() => void>();
  return {
    ...inner,
    onGap: (l) => (gaps.add(l), () => void gaps.delete(l)),
    gap: () => gaps.forEach((l) => l()),
  };
}

describe.each(dialects)('push session (%s)', (dialect) => {
  const t = useTestApp(dialect, { withClient: false });
  const pair = async () =>
    [
      await chatUser((p, b, o) => t.call(p, b, o), t.db, true),
      await chatUser((p, b, o) => t.call(p, b, o), t.db),
    ] as const;

  function session(fanout: ChatFanout, userId: number, cursor: number | null) {
    const events: { event: PushEvent; id: number | null }[] = [];
    const s = new PushSession({
      db: t.db,
      fanout,
      userId,
      cursor,
      emit: (event, id) => events.push({ event, id }),
      log: quiet,
      nowS,
    });
    const ids = () => events.flatMap((e) => (e.event.type === 'message' ? [e.event.message.id] : []));
    return { s, events, ids };
  }

  it('sends each message once when messages arrive while it replays', async () => {
    const fanout = memoryFanout();
    const [a, b] = await pair();
    const send = (body: string) => sendMessage(t.db, fanout, { from: a.id, to: b.id, kind: 'text', body }, nowS());
    const first = await send('one');
    const missed = [await send('two'), await send('three')];
    const { s, events, ids } = session(fanout, b.id, first.id);
    const started = s.start();
    const during = await send('four');
    await started;
    const after = await send('five');
    expect(ids()).toEqual([...missed, during, after].map((m) => m.id));
    expect(events.filter((e) => e.event.type === 'hello')).toHaveLength(1);
    expect(
      events
        .filter((e) => e.event.type === 'message')
        .every((e) => e.id === (e.event as { message: { id: number } }).message.id),
    ).toBe(true);
    s.close();
    await send('six');
    expect(ids()).toHaveLength(4);
  });

  it('replays from its cursor what the fan-out missed', async () => {
    const fanout = gappyFanout();
    const deaf = memoryFanout();
    const [a, b] = await pair();
    const { s, ids } = session(fanout, b.id, null);
    await s.start();
    const heard = await sendMessage(t.db, fanout, { from: a.id, to: b.id, kind: 'text', body: 'heard' }, nowS());
    const lost = await sendMessage(t.db, deaf, { from: a.id, to: b.id, kind: 'text', body: 'lost' }, nowS());
    expect(ids()).toEqual([heard.id]);
    fanout.gap();
    await expect.poll(() => ids()).toEqual([heard.id, lost.id]);
    s.close();
  });

  it('marks what reached the recipient delivered and tells the sender', async () => {
    const fanout = memoryFanout();
    const [a, b] = await pair();
    const sender = session(fanout, a.id, null);
    const recipient = session(fanout, b.id, null);
    await Promise.all([sender.s.start(), recipient.s.start()]);
    const m = await sendMessage(t.db, fanout, { from: a.id, to: b.id, kind: 'text', body: 'tick' }, nowS());
    await expect
      .poll(() =>
        sender.events.some((e) => e.event.type === 'state' && e.event.upTo === m.id && e.event.state === 'delivered'),
      )
      .toBe(true);
    const row = await t.db.selectFrom('chat_messages').select('delivered_at').where('id', '=', m.id).executeTakeFirst();
    expect(row?.delivered_at).not.toBeNull();
    sender.s.close();
    recipient.s.close();
  });
});
