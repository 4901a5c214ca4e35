import type { ChatContact } from '../../../protocol/chat';
import type { Db } from '../../db/database';
import { MESSAGE_COLUMNS, toMessage } from './rows';
import { chatPosts } from './thread-post';

export interface ContactQuery {
  page: number;
  pageSize: number;
}

/**
 * My conversations, the most recent first, each with its newest message, what I have not read of it and the
 * post it is about.
 */
export async function contacts(db: Db, me: number, q: ContactQuery): Promise<ChatContact[]> {
  const rows = await db
    .selectFrom('chat_threads')
    .innerJoin('chat_messages', 'chat_messages.id', 'chat_threads.last_id')
    .innerJoin('users', 'users.id', 'chat_threads.peer_id')
    .select(MESSAGE_COLUMNS)
    .select(['users.id as peer_id', 'users.nickname', 'users.avatar', 'chat_threads.post_id as thread_post'])
    .select((eb) =>
      eb
        .selectFrom('chat_messages as u')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('u.recipient_id', '=', me)
        .whereRef('u.sender_id', '=', 'chat_threads.peer_id')
        .where('u.read_at', 'is', null)
        .as('unread'),
    )
    .where('chat_threads.user_id', '=', me)
    .orderBy('chat_threads.last_id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const posts = await chatPosts(db, [...new Set(rows.flatMap((r) => (r.thread_post == null ? [] : [r.thread_post])))]);
  return rows.map((r) => ({
    peer: { id: r.peer_id, nickname: r.nickname, avatar: r.avatar },
    post: r.thread_post == null ? null : (posts.get(r.thread_post) ?? null),
    last: toMessage(r),
    unread: Number(r.unread ?? 0),
  }));
}
