import { describe, expect, it } from 'vitest';
import { CHAT_SEND_RULE } from '../../../server/domain/chat';
import { dialects, useTestApp } from '../helper';
import { chatUser } from '../support/chat';

describe.each(dialects)('chat calls (%s)', (dialect) => {
  const t = useTestApp(dialect, { withClient: false });
  const user = (vip = false) => chatUser((p, b, o) => t.call(p, b, o), t.db, vip);
  const send = (token: string, id: number, body: string) =>
    t.call('/api/message/chating', { id, kind: 'text', body }, { token });

  it('keeps order and pages history backwards by cursor', async () => {
    const a = await user(true);
    const b = await user();
    for (let i = 1; i <= 7; i++) expect((await send(a.token, b.id, `m${i}`)).status).toBe(1);
    const first = await t.call('/api/message/getChatList', { id: a.id, limit: 3 }, { token: b.token });
    expect(first.data.items.map((m) => m.body)).toEqual(['m5', 'm6', 'm7']);
    expect(first.data.peer.id).toBe(a.id);
    const second = await t.call(
      '/api/message/getChatList',
      { id: a.id, limit: 3, before: first.data.before ?? 0 },
      { token: b.token },
    );
    expect(second.data.items.map((m) => m.body)).toEqual(['m2', 'm3', 'm4']);
    const third = await t.call(
      '/api/message/getChatList',
      { id: a.id, limit: 3, before: second.data.before ?? 0 },
      { token: b.token },
    );
    expect(third.data.items.map((m) => m.body)).toEqual(['m1']);
    expect(third.data.before).toBeNull();
    const ids = [...third.data.items, ...second.data.items, ...first.data.items].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it('lists conversations with the last message, the peer and unread counts that clear when read', async () => {
    const a = await user(true);
    const c = await user(true);
    const b = await user();
    await send(a.token, b.id, 'hello from a');
    await send(c.token, b.id, 'one from c');
    await send(c.token, b.id, 'two from c');
    const list = await t.call('/api/message/getContactList', {}, { token: b.token });
    expect(list.data.map((x) => [x.peer.id, x.last.body, x.unread])).toEqual([
      [c.id, 'two from c', 2],
      [a.id, 'hello from a', 1],
    ]);
    const second = await t.call('/api/message/getContactList', { page: 2, pageSize: 1 }, { token: b.token });
    expect(second.data.map((x) => x.peer.id)).toEqual([a.id]);
    expect((await t.call('/api/message/getUnreadCount', {}, { token: b.token })).data.chat).toBe(3);
    const opened = await t.call('/api/message/getChatList', { id: c.id }, { token: b.token });
    expect(opened.data.items.every((m) => m.state === 'read')).toBe(true);
    expect((await t.call('/api/message/getUnreadCount', {}, { token: b.token })).data.chat).toBe(1);
    const last = (await t.call('/api/message/getContactList', {}, { token: b.token })).data[1]?.last;
    const read = await t.call('/api/message/markRead', { id: a.id, upTo: last?.id ?? 0 }, { token: b.token });
    expect(read.data.chat).toBe(0);
    const seen = await t.call('/api/message/getChatList', { id: b.id }, { token: c.token });
    expect(seen.data.items.map((m) => m.state)).toEqual(['read', 'read']);
  });

  it('lets a VIP start a conversation and whoever was written to answer; a non-VIP cannot start', async () => {
    const vip = await user(true);
    const plain = await user();
    const other = await user();
    const refused = await send(plain.token, other.id, 'hi');
    expect([refused.status, refused.code]).toEqual([422, 'post.vip_required']);
    const before = await t.call('/api/message/getChatList', { id: vip.id }, { token: plain.token });
    expect(before.data.write).toBe('vip');
    expect((await send(vip.token, plain.id, 'question')).status).toBe(1);
    const history = await t.call('/api/message/getChatList', { id: vip.id }, { token: plain.token });
    expect(history.data.write).toBe('ok');
    expect((await send(plain.token, vip.id, 'answer')).status).toBe(1);
    expect((await send(plain.token, vip.id, 'and more')).status).toBe(1);
    const count = await t.db
      .selectFrom('chat_messages')
      .select(t.db.fn.countAll().as('n'))
      .where('sender_id', '=', plain.id)
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(2);
  });

  it('answers an account with no public post and no conversation as a missing one, and stores nothing', async () => {
    const me = await user(true);
    const stranger = await chatUser((p, b, o) => t.call(p, b, o), t.db, true, { publishes: false });
    const missing = stranger.id + 1000;
    for (const id of [stranger.id, missing]) {
      const attempts = await Promise.all([
        t.call('/api/message/getChatList', { id }, { token: me.token }),
        t.call('/api/message/blockUser', { id, blocked: true }, { token: me.token }),
        t.call('/api/message/markRead', { id, upTo: 1 }, { token: me.token }),
        send(me.token, id, 'hello'),
      ]);
      for (const r of attempts) expect(r).toMatchObject({ status: 404, code: 'chat.peer_not_found', data: null });
    }
    const stored = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where((eb) => eb.or([eb('sender_id', '=', me.id), eb('recipient_id', '=', me.id)]))
      .execute();
    expect(stored).toEqual([]);
    const blocks = await t.db.selectFrom('user_blocks').select('blocked_id').where('blocker_id', '=', me.id).execute();
    expect(blocks).toEqual([]);
    // Once they write, the conversation is there for both.
    expect((await send(stranger.token, me.id, 'saw your post')).status).toBe(1);
    const opened = await t.call('/api/message/getChatList', { id: stranger.id }, { token: me.token });
    expect(opened.data.peer.id).toBe(stranger.id);
    expect((await send(me.token, stranger.id, 'welcome')).status).toBe(1);
  });

  it('refuses messages either way once one blocks the other, and again after unblocking allows them', async () => {
    const a = await user(true);
    const b = await user(true);
    await send(a.token, b.id, 'before');
    expect((await t.call('/api/message/blockUser', { id: a.id, blocked: true }, { token: b.token })).status).toBe(1);
    expect((await t.call('/api/message/blockUser', { id: a.id, blocked: true }, { token: b.token })).status).toBe(1);
    const ab = await send(a.token, b.id, 'after');
    const ba = await send(b.token, a.id, 'after');
    expect([ab.code, ba.code]).toEqual(['chat.blocked', 'chat.blocked']);
    expect((await t.call('/api/message/getChatList', { id: b.id }, { token: a.token })).data.write).toBe('blocked');
    const mine = await t.call('/api/message/getChatList', { id: a.id }, { token: b.token });
    expect([mine.data.write, mine.data.blockedByMe]).toEqual(['blocked', true]);
    const rows = await t.db.selectFrom('user_blocks').selectAll().where('blocker_id', '=', b.id).execute();
    expect(rows).toHaveLength(1);
    await t.call('/api/message/blockUser', { id: a.id, blocked: false }, { token: b.token });
    expect((await send(a.token, b.id, 'again')).status).toBe(1);
  });

  it('holds the send limit under a parallel burst', async () => {
    const a = await user(true);
    const b = await user();
    const n = CHAT_SEND_RULE.max + 10;
    const replies = await Promise.all(Array.from({ length: n }, (_, i) => send(a.token, b.id, `burst ${i}`)));
    const ok = replies.filter((r) => r.status === 1).length;
    expect(ok).toBe(CHAT_SEND_RULE.max);
    expect(replies.filter((r) => r.code === 'chat.rate_limited')).toHaveLength(n - ok);
    const stored = await t.db
      .selectFrom('chat_messages')
      .select(t.db.fn.countAll().as('n'))
      .where('sender_id', '=', a.id)
      .executeTakeFirst();
    expect(Number(stored?.n)).toBe(CHAT_SEND_RULE.max);
  });

  it('refuses hostile input and changes nothing', async () => {
    const a = await user(true);
    const cases: [Record<string, unknown>, string][] = [
      [{ id: a.id, kind: 'text', body: 'me' }, 'chat.self'],
      [{ id: 999_999, kind: 'text', body: 'x' }, 'chat.peer_not_found'],
      [{ id: a.id + 1, kind: 'text', body: '   ' }, 'chat.text_empty'],
      [{ id: a.id + 1, kind: 'image', body: 'img/aa/nothing.bin' }, 'chat.image_unknown'],
      [{ id: a.id + 1, kind: 'video', body: 'x' }, 'payload.not_one_of'],
      [{ id: a.id + 1, kind: 'text', body: 'x'.repeat(1001) }, 'payload.too_long'],
      [{ id: -3, kind: 'text', body: 'x' }, 'payload.too_small'],
    ];
    await user();
    for (const [payload, code] of cases) {
      const r = await t.call('/api/message/chating', payload, { token: a.token });
      expect(r.code, JSON.stringify(payload)).toBe(code);
    }
    const stored = await t.db.selectFrom('chat_messages').select('id').where('sender_id', '=', a.id).execute();
    expect(stored).toEqual([]);
    expect((await t.call('/api/message/chating', { id: a.id, kind: 'text', body: 'x' })).status).toBe(420);
  });

  it('sends an uploaded image by its stored path', async () => {
    const a = await user(true);
    const b = await user();
    const path = `img/ab/${'c'.repeat(64)}.bin`;
    await t.db
      .insertInto('media')
      .values({ path, kind: 'image', mime: 'image/png', size: 10, width: 1, height: 1, created_at: 1 })
      .execute();
    const r = await t.call('/api/message/chating', { id: b.id, kind: 'image', body: path }, { token: a.token });
    expect([r.status, r.data.kind, r.data.body]).toEqual([1, 'image', path]);
  });

  it('feeds new messages after a cursor, both directions, and marks what reached me delivered', async () => {
    const a = await user(true);
    const b = await user();
    const f0 = (await send(a.token, b.id, 'f0')).data;
    const start = (await t.call('/api/message/feeding', { after: 0 }, { token: b.token })).data.cursor;
    expect(start).toBe(f0.id);
    const m1 = (await send(a.token, b.id, 'f1')).data;
    const m2 = (await send(a.token, b.id, 'f2')).data;
    const fed = await t.call('/api/message/feeding', { after: start }, { token: b.token });
    expect(fed.data.items.map((m) => m.id)).toEqual([m1.id, m2.id]);
    expect(fed.data.cursor).toBe(m2.id);
    expect(fed.data.items.every((m) => m.state === 'delivered')).toBe(true);
    const again = await t.call('/api/message/feeding', { after: fed.data.cursor }, { token: b.token });
    expect(again.data.items).toEqual([]);
    const seenByA = await t.call('/api/message/feeding', { after: start }, { token: a.token });
    expect(seenByA.data.items.map((m) => [m.id, m.state])).toEqual([
      [m1.id, 'delivered'],
      [m2.id, 'delivered'],
    ]);
    // 0 starts at now: no history, the cursor of the newest message.
    const fresh = await t.call('/api/message/feeding', { after: 0 }, { token: a.token });
    expect([fresh.data.items, fresh.data.cursor]).toEqual([[], m2.id]);
  });

  it('stores a report of a conversation for the operators, only of a real conversation', async () => {
    const a = await user(true);
    const b = await user();
    const none = await t.call('/api/message/reportChat', { id: b.id, reason: 'spam' }, { token: a.token });
    expect(none.code).toBe('chat.peer_not_found');
    const m = (await send(a.token, b.id, 'buy now')).data;
    const r = await t.call('/api/message/reportChat', { id: a.id, reason: '  spam  ' }, { token: b.token });
    expect(r.status).toBe(1);
    const rows = await t.db.selectFrom('chat_reports').selectAll().where('reporter_id', '=', b.id).execute();
    expect(rows.map((x) => [x.peer_id, x.reason, x.last_message_id, x.status])).toEqual([[a.id, 'spam', m.id, 'open']]);
  });
});
