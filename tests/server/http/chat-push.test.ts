import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../protocol/chat';
import { CHAT_PUSH_PATH } from '../../../protocol/chat';
import { openReply } from '../../../protocol/envelope';
import { CHAT_SEND_RULE } from '../../../server/domain/chat';
import { chatPushRoutes } from '../../../server/http/chat-push';
import { createSession } from '../../../server/domain/accounts';
import { memoryFanout } from '../../../server/lib/chat-fanout';
import { dialects, nowS, testCipher } from '../helper';
import { chatUser, hasHello, openPush } from '../support/chat';
import type { PushClient } from '../support/chat';
import { listeningApp, startListening } from '../support/listening';
import type { Listening, ListeningApp } from '../support/listening';

const messageCount = (n: number) => (c: PushClient) => () => c.messageIds().length >= n;

describe.each(dialects)('chat push stream (%s)', (dialect) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await listeningApp(dialect);
  });
  afterAll(() => t?.close());
  const user = (vip = false) => chatUser((p, b, o) => t.call(p, b, o), t.db, vip);
  const send = async (token: string, id: number, body: string): Promise<ChatMessage> => {
    const r = await t.send('/api/message/chating', { id, kind: 'text', body }, token);
    if (r.status !== 1) throw new Error(r.msg);
    return r.data;
  };

  it('delivers a message live to the recipient and the sender, and tells the sender it was delivered', async () => {
    const a = await user(true);
    const b = await user();
    const pa = await openPush(t.origin, a.token);
    const pb = await openPush(t.origin, b.token);
    await Promise.all([pa.until(hasHello), pb.until(hasHello)]);
    const m = await send(a.token, b.id, 'live');
    await pb.until(() => pb.messageIds().includes(m.id));
    await pa.until((f) =>
      f.some((x) => x.event.type === 'state' && x.event.state === 'delivered' && x.event.upTo === m.id),
    );
    expect(pa.messageIds()).toEqual([m.id]);
    expect(pb.frames.find((f) => f.id === m.id)?.event).toMatchObject({ type: 'message', message: { body: 'live' } });
    const row = await t.db.selectFrom('chat_messages').select('delivered_at').where('id', '=', m.id).executeTakeFirst();
    expect(row?.delivered_at).not.toBeNull();
    pa.close();
    pb.close();
  });

  it('replays exactly the messages missed while disconnected, once each, then goes on live', async () => {
    const a = await user(true);
    const b = await user();
    const first = await openPush(t.origin, b.token);
    await first.until(hasHello);
    const m1 = await send(a.token, b.id, 'one');
    await first.until(messageCount(1)(first));
    first.close();
    const missed = [await send(a.token, b.id, 'two'), await send(a.token, b.id, 'three')];
    const again = await openPush(t.origin, b.token, m1.id);
    await again.until(hasHello);
    expect(again.messageIds()).toEqual(missed.map((m) => m.id));
    const helloAt = again.frames.findIndex((f) => f.event.type === 'hello');
    expect(helloAt).toBe(2);
    const m4 = await send(b.token, a.id, 'four');
    await again.until(messageCount(3)(again));
    expect(again.messageIds()).toEqual([...missed.map((m) => m.id), m4.id]);
    again.close();
  });

  it('starts a fresh stream at now, without history', async () => {
    const a = await user(true);
    const b = await user();
    await send(a.token, b.id, 'old');
    const p = await openPush(t.origin, b.token);
    await p.until(hasHello);
    expect(p.messageIds()).toEqual([]);
    p.close();
  });

  it('refuses a stream without a live session with a sealed 420, and a broken envelope with 400', async () => {
    const form = new URLSearchParams({ ...(await t.seal({}, { token: 'not-a-token' })) });
    const sealed = await fetch(`${t.origin}${CHAT_PUSH_PATH}`, { method: 'POST', body: form });
    expect(sealed.headers.get('content-type')).not.toContain('event-stream');
    expect((await openReply(testCipher, await sealed.text())).status).toBe(420);
    const broken = await fetch(`${t.origin}${CHAT_PUSH_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ data: 'x' }),
    });
    expect(broken.status).toBe(400);
  });

  it("refuses a banned account's stream with the ban reason, so the client stops without forgetting why", async () => {
    const a = await user();
    await t.db.updateTable('users').set({ banned_at: nowS(), ban_reason: 'Spam' }).where('id', '=', a.id).execute();
    const form = new URLSearchParams({ ...(await t.seal({}, { token: a.token, language: 'en' })) });
    const sealed = await fetch(`${t.origin}${CHAT_PUSH_PATH}`, { method: 'POST', body: form });
    const reply = await openReply(testCipher, await sealed.text());
    expect(reply).toMatchObject({ status: 403, code: 'account.banned' });
    expect(reply.msg).toContain('Spam');
  });

  it('ends a stream whose session was revoked, at its next session check', async () => {
    const side = Fastify({ logger: false });
    await side.register(chatPushRoutes, { db: t.db, fanout: memoryFanout(), cipher: testCipher, sessionCheckMs: 100 });
    await side.listen({ port: 0, host: '127.0.0.1' });
    try {
      const a = await user();
      const p = await openPush(`http://127.0.0.1:${(side.server.address() as AddressInfo).port}`, a.token);
      await p.until(hasHello);
      const still = await Promise.race([p.ended.then(() => 'ended'), sleep(400).then(() => 'open')]);
      expect(still).toBe('open');
      expect((await t.call('/api/account/logout', {}, { token: a.token })).status).toBe(1);
      await p.ended;
    } finally {
      await side.close();
    }
  });

  it('ends a stream of an ended session at its next event: the message neither reaches it nor reads delivered', async () => {
    const a = await user(true);
    const b = await user();
    const stolen = await openPush(t.origin, b.token);
    await stolen.until(hasHello);
    const kept = await createSession(t.db, b.id, { ip: '127.0.0.1', userAgent: 'owner' }, nowS());
    expect((await t.call('/api/account/logoutOthers', {}, { token: kept })).data).toBe(1);
    const m = await send(a.token, b.id, 'after the password change');
    // Well inside the two minutes of the periodic session check.
    const outcome = await Promise.race([stolen.ended.then(() => 'ended'), sleep(5000).then(() => 'open')]);
    expect(outcome).toBe('ended');
    expect(stolen.messageIds()).toEqual([]);
    const row = await t.db.selectFrom('chat_messages').select('delivered_at').where('id', '=', m.id).executeTakeFirst();
    expect(row?.delivered_at).toBeNull();
    const owner = await openPush(t.origin, kept, 0);
    await owner.until(() => owner.messageIds().includes(m.id));
    owner.close();
  });

  it('caps the streams of one user: a new one ends the oldest', async () => {
    const a = await user();
    const streams: PushClient[] = [];
    for (let i = 0; i < 9; i++) {
      const p = await openPush(t.origin, a.token);
      await p.until(hasHello);
      streams.push(p);
    }
    const b = await user(true);
    const m = await send(b.token, a.id, 'to all tabs');
    await Promise.all(streams.slice(1).map((p) => p.until(() => p.messageIds().includes(m.id))));
    expect(streams[0]?.messageIds()).toEqual([]);
    for (const p of streams) p.close();
  });
});

// Two API processes on one PostgreSQL database: only there can two processes share chat (LISTEN/NOTIFY).
if (dialects.includes('postgres')) {
  describe('chat fan-out across two server processes (postgres)', () => {
    let l: Listening;
    beforeAll(async () => {
      l = await startListening('postgres', 2);
    });
    afterAll(() => l?.close());

    it('delivers a message sent through one process to a stream held by the other', async () => {
      const db = l.servers[0]?.db;
      if (!db) throw new Error('no server');
      const call = (p: '/api/account/registerByPassword', b: Record<string, unknown>) => l.call(p, b);
      const a = await chatUser(call, db, true);
      const b = await chatUser(call, db);
      const [origin0, origin1] = l.urls as [string, string];
      const pa = await openPush(origin0, a.token);
      const pb = await openPush(origin1, b.token);
      await Promise.all([pa.until(hasHello), pb.until(hasHello)]);
      const sent = await l.call(
        '/api/message/chating',
        { id: b.id, kind: 'text', body: 'across' },
        { token: a.token },
        0,
      );
      expect(sent.status).toBe(1);
      await pb.until(() => pb.messageIds().includes(sent.data.id));
      const reply = await l.call(
        '/api/message/chating',
        { id: a.id, kind: 'text', body: 'back' },
        { token: b.token },
        1,
      );
      await pa.until(() => pa.messageIds().includes(reply.data.id));
      await pa.until((f) => f.some((x) => x.event.type === 'state' && x.event.upTo === sent.data.id));
      await pb.until(() => pb.messageIds().length === 2);
      expect(pb.messageIds()).toEqual([sent.data.id, reply.data.id]);
      pa.close();
      pb.close();
    });

    it('holds the send limit for a burst split across both processes', async () => {
      const db = l.servers[0]?.db;
      if (!db) throw new Error('no server');
      const call = (p: '/api/account/registerByPassword', b: Record<string, unknown>) => l.call(p, b);
      const a = await chatUser(call, db, true);
      const b = await chatUser(call, db);
      const n = CHAT_SEND_RULE.max + 12;
      const replies = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          l.call('/api/message/chating', { id: b.id, kind: 'text', body: `b${i}` }, { token: a.token }, i),
        ),
      );
      expect(replies.filter((r) => r.status === 1)).toHaveLength(CHAT_SEND_RULE.max);
      const stored = await db.selectFrom('chat_messages').select('id').where('sender_id', '=', a.id).execute();
      expect(stored).toHaveLength(CHAT_SEND_RULE.max);
    });
  });
}
