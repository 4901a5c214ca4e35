import { PostgresAdapter } from 'kysely';
import type { ChatHistory, ChatKind, ChatMessage, ChatWrite } from '../../../protocol/chat';
import { VIP_LEVEL } from '../../../protocol/money';
import type { Db, DbOrTrx } from '../../db/database';
import type { ChatFanout, FanoutNote } from '../../lib/chat-fanout';
import { blockedBy, blockedEitherWay, requirePeer, shareBooking } from './blocks';
import { MESSAGE_COLUMNS, toMessage } from './rows';
import { markState } from './states';
import { requireThreadPost, storedThreadPost } from './thread-post';
import { Refusal, takeWindow, waitWords } from '../common';
import type { WindowRule } from '../common';
import { activeVipLevel } from '../accounts';

// Who may write: a VIP (monthly or higher) may start a conversation; whoever was written to may always
// answer, member or not; the two people of a live booking may write to each other first, member or not (a
// provider must reach the customer who booked). A block either way stops all of it.

/** Messages a user may send per window, whatever the conversation. */
export const CHAT_SEND_RULE: WindowRule = { max: 30, windowS: 60 };

export interface Outgoing {
  from: number;
  to: number;
  kind: ChatKind;
  body: string;
  /** The post the conversation is about (thread-post.ts), stored on both sides of it. */
  post?: number;
}

async function wroteTo(db: DbOrTrx, from: number, to: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('sender_id', '=', from)
    .where('recipient_id', '=', to)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `me` may write to `peer` now (the peer row already read). */
async function writeState(db: DbOrTrx, me: number, peer: number, nowS: number): Promise<ChatWrite> {
  if (await blockedEitherWay(db, me, peer)) return 'blocked';
  const u = await db
    .selectFrom('users')
    .select(['vip_level', 'vip_expires_at'])
    .where('id', '=', me)
    .executeTakeFirst();
  if (u && activeVipLevel(u, nowS) >= VIP_LEVEL.MONTHLY) return 'ok';
  if (await shareBooking(db, me, peer)) return 'ok';
  return (await wroteTo(db, peer, me)) ? 'ok' : 'vip';
}

/**
 * Stores a message and publishes it to both people's screens.
 * @throws Refusal chat.self, chat.peer_not_found, chat.rate_limited, chat.image_unknown, chat.text_empty,
 *   chat.post_not_found, chat.blocked, post.vip_required (422: starting a conversation needs a membership).
 */
export async function sendMessage(db: Db, fanout: ChatFanout, out: Outgoing, nowS: number): Promise<ChatMessage> {
  if (out.from === out.to) throw new Refusal('chat.self');
  const slot = await takeWindow(db, `chat:send:${out.from}`, CHAT_SEND_RULE, nowS);
  if (!slot.ok) throw new Refusal('chat.rate_limited', { wait: waitWords(slot.waitS) });
  const body = out.kind === 'text' ? out.body.trim() : out.body;
  if (body === '') throw new Refusal('chat.text_empty');
  if (out.kind === 'image') {
    const media = await db.selectFrom('media').select('kind').where('path', '=', body).executeTakeFirst();
    if (media?.kind !== 'image') throw new Refusal('chat.image_unknown');
  }
  if (out.post !== undefined) await requireThreadPost(db, out.post, out.from, out.to);
  const low = Math.min(out.from, out.to);
  const high = Math.max(out.from, out.to);
  const { message, note } = await db.transaction().execute(async (trx) => {
    // Both people's rows, in id order: messages touching one person are numbered and committed one after
    // another, so a person's stream never sees a smaller id arrive after a larger one (the cursor stays exact).
    let lock = trx.selectFrom('users').select('id').where('id', 'in', [low, high]).orderBy('id');
    if (trx.getExecutor().adapter instanceof PostgresAdapter) lock = lock.forUpdate();
    await lock.execute();
    await requirePeer(trx, out.from, out.to);
    const write = await writeState(trx, out.from, out.to, nowS);
    if (write === 'blocked') throw new Refusal('chat.blocked');
    if (write === 'vip') throw new Refusal('post.vip_required');
    const row = await trx
      .insertInto('chat_messages')
      .values({
        sender_id: out.from,
        recipient_id: out.to,
        low_id: low,
        high_id: high,
        kind: out.kind,
        body,
        created_at: nowS,
        delivered_at: null,
        read_at: null,
      })
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirstOrThrow();
    const m = toMessage(row);
    const pairs: [number, number][] = [
      [out.from, out.to],
      [out.to, out.from],
    ];
    // A message sent from a post moves the conversation onto that post; others leave its post as it was.
    const moved = out.post === undefined ? {} : { post_id: out.post };
    for (const [user, peer] of pairs) {
      await trx
        .insertInto('chat_threads')
        .values({ user_id: user, peer_id: peer, last_id: m.id, updated_at: nowS, ...moved })
        .onConflict((oc) =>
          oc.columns(['user_id', 'peer_id']).doUpdateSet({ last_id: m.id, updated_at: nowS, ...moved }),
        )
        .execute();
    }
    const n: FanoutNote = { users: [out.from, out.to], event: { type: 'message', message: m } };
    await fanout.stage(trx, n);
    return { message: m, note: n };
  });
  fanout.flush(note);
  return message;
}

export interface HistoryQuery {
  before?: number;
  limit: number;
  /** The post the reader came from, shown in place of the stored one. */
  post?: number;
}

/**
 * A page of the conversation with `peer`, newest page first; opening the newest page reads the peer's messages.
 * @throws Refusal chat.self, chat.peer_not_found, chat.post_not_found.
 */
export async function history(
  db: Db,
  fanout: ChatFanout,
  me: number,
  peerId: number,
  q: HistoryQuery,
  nowS: number,
): Promise<ChatHistory> {
  const peer = await requirePeer(db, me, peerId);
  const post =
    q.post === undefined ? await storedThreadPost(db, me, peerId) : await requireThreadPost(db, q.post, me, peerId);
  let rows = db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('low_id', '=', Math.min(me, peerId))
    .where('high_id', '=', Math.max(me, peerId))
    .orderBy('id', 'desc')
    .limit(q.limit + 1);
  if (q.before !== undefined) rows = rows.where('id', '<', q.before);
  const found = (await rows.execute()).map(toMessage);
  const items = found.slice(0, q.limit).reverse();
  if (q.before === undefined) {
    const unread = items.filter((m) => m.to === me && m.state !== 'read');
    const newest = unread.at(-1);
    if (newest) {
      await markState(db, fanout, me, peerId, newest.id, 'read', nowS);
      for (const m of unread) m.state = 'read';
    }
  }
  return {
    peer: { id: peer.id, nickname: peer.nickname, avatar: peer.avatar },
    post,
    items,
    before: found.length > q.limit ? (items[0]?.id ?? null) : null,
    write: await writeState(db, me, peerId, nowS),
    blockedByMe: await blockedBy(db, me, peerId),
  };
}
