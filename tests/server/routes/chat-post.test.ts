import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../protocol/status';
import { insertPost } from '../authz/world';
import { dialects, useTestApp } from '../helper';
import { chatUser } from '../support/chat';

// A conversation started from a post carries that post's card, for both people, in the thread and the list.

describe.each(dialects)('the post a conversation is about (%s)', (dialect) => {
  const t = useTestApp(dialect, { withClient: false });
  const user = (vip = false) => chatUser((p, b, o) => t.call(p, b, o), t.db, vip);
  const postOf = async (id: number) =>
    (await t.db.selectFrom('posts').select('id').where('user_id', '=', id).executeTakeFirstOrThrow()).id;

  it('shows the post before the first message, stores it with the message, and lists it for both', async () => {
    const asker = await user(true);
    const author = await user();
    const post = await postOf(author.id);
    const opened = await t.call('/api/message/getChatList', { id: author.id, post }, { token: asker.token });
    expect(opened.data.post).toMatchObject({ id: post, title: 'Harbour Bike Repair', priceMin: 30, priceMax: 90 });
    const sent = await t.call(
      '/api/message/chating',
      { id: author.id, kind: 'text', body: 'Is it free on Sunday?', post },
      { token: asker.token },
    );
    expect(sent.status).toBe(1);
    for (const [me, peer] of [
      [asker, author],
      [author, asker],
    ] as const) {
      const list = await t.call('/api/message/getContactList', {}, { token: me.token });
      expect(list.data.find((c) => c.peer.id === peer.id)?.post).toMatchObject({ id: post, kind: 'store' });
      const thread = await t.call('/api/message/getChatList', { id: peer.id }, { token: me.token });
      expect(thread.data.post?.id).toBe(post);
    }
    // A later message without a post keeps the conversation's post.
    await t.call('/api/message/chating', { id: asker.id, kind: 'text', body: 'Yes' }, { token: author.token });
    const again = await t.call('/api/message/getChatList', { id: author.id }, { token: asker.token });
    expect(again.data.post?.id).toBe(post);
    // Taken down, the post leaves the card and the conversation stays.
    await t.db.updateTable('posts').set({ status: POST_STATUS.TAKEN_DOWN }).where('id', '=', post).execute();
    const gone = await t.call('/api/message/getContactList', {}, { token: asker.token });
    expect(gone.data.find((c) => c.peer.id === author.id)).toMatchObject({ post: null, last: { body: 'Yes' } });
  });

  it('refuses a post of someone outside the conversation and hostile ids, storing nothing', async () => {
    const asker = await user(true);
    const author = await user();
    const third = await user();
    const foreign = await insertPost(t.db, third.id, { title: 'Someone else' });
    const refused = await t.call(
      '/api/message/chating',
      { id: author.id, kind: 'text', body: 'hello', post: foreign },
      { token: asker.token },
    );
    expect(refused).toMatchObject({ status: 404, code: 'chat.post_not_found' });
    const peek = await t.call('/api/message/getChatList', { id: author.id, post: foreign }, { token: asker.token });
    expect(peek).toMatchObject({ status: 404, code: 'chat.post_not_found' });
    for (const post of ['x', -1, { $gt: 0 }]) {
      const r = await t.call(
        '/api/message/chating',
        { id: author.id, kind: 'text', body: 'hello', post },
        { token: asker.token },
      );
      expect(r.status, JSON.stringify(post)).toBe(400);
    }
    const stored = await t.db.selectFrom('chat_messages').select('id').where('sender_id', '=', asker.id).execute();
    expect(stored).toEqual([]);
  });
});
