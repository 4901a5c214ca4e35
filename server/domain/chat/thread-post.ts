import type { ChatPost } from '../../../protocol/chat';
import type { PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { isPublic, Refusal } from '../common';
import { imagesFor } from '../listings';

// The post a conversation is about: one of the two people's public posts (the chat button sits on posts, and
// the customer may be the one who publishes). A post no longer public drops off the card, not the thread.

const POST_COLUMNS = ['id', 'kind', 'title', 'price_min', 'price_max'] as const;

/** Cards of these posts (public ones only), by id. */
export async function chatPosts(db: Db, ids: number[]): Promise<Map<number, ChatPost>> {
  const out = new Map<number, ChatPost>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('posts').select(POST_COLUMNS).where('id', 'in', ids).where(isPublic()).execute();
  const images = await imagesFor(
    db,
    rows.map((r) => r.id),
  );
  for (const r of rows) {
    out.set(r.id, {
      id: r.id,
      kind: r.kind as PostKind,
      title: r.title,
      cover: images.get(r.id)?.[0] ?? null,
      priceMin: r.price_min,
      priceMax: r.price_max,
    });
  }
  return out;
}

/**
 * A public post of `a` or `b`, which a conversation between them may be about.
 * @throws Refusal chat.post_not_found.
 */
export async function requireThreadPost(db: Db, postId: number, a: number, b: number): Promise<ChatPost> {
  const owner = await db
    .selectFrom('posts')
    .select('user_id')
    .where('id', '=', postId)
    .where('user_id', 'in', [a, b])
    .executeTakeFirst();
  const card = owner ? (await chatPosts(db, [postId])).get(postId) : undefined;
  if (!card) throw new Refusal('chat.post_not_found');
  return card;
}

/** The post stored on `me`'s side of the conversation with `peer`, when still public. */
export async function storedThreadPost(db: Db, me: number, peer: number): Promise<ChatPost | null> {
  const row = await db
    .selectFrom('chat_threads')
    .select('post_id')
    .where('user_id', '=', me)
    .where('peer_id', '=', peer)
    .executeTakeFirst();
  if (row?.post_id == null) return null;
  return (await chatPosts(db, [row.post_id])).get(row.post_id) ?? null;
}
