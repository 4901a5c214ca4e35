import type { ChatFeed } from '../../../protocol/chat';
import type { Db } from '../../db/database';
import type { ChatFanout, FanoutNote } from '../../lib/chat-fanout';
import { messagesAfter, newestId } from './rows';

// Delivered and read: set once per message (the first time only, so repeats publish nothing), each change
// published to both people so the sender's ticks and the recipient's unread counts follow on every screen.

const FEED_PAGE = 100;

type StateName = 'delivered' | 'read';

/**
 * Marks messages sent to `me` (by `peer`, or by anyone when null) up to `upTo` as delivered or read.
 * Read implies delivered.
 */
export async function markState(
  db: Db,
  fanout: ChatFanout,
  me: number,
  peer: number | null,
  upTo: number,
  state: StateName,
  nowS: number,
): Promise<void> {
  const notes = await db.transaction().execute(async (trx) => {
    let q = trx
      .updateTable('chat_messages')
      .where('recipient_id', '=', me)
      .where('id', '<=', upTo)
      .where(state === 'read' ? 'read_at' : 'delivered_at', 'is', null);
    if (peer !== null) q = q.where('sender_id', '=', peer);
    const changed = await (
      state === 'read'
        ? q.set((eb) => ({ read_at: nowS, delivered_at: eb.fn.coalesce('delivered_at', eb.val(nowS)) }))
        : q.set({ delivered_at: nowS })
    )
      .returning(['sender_id', 'id'])
      .execute();
    const top = new Map<number, number>();
    for (const r of changed) top.set(r.sender_id, Math.max(top.get(r.sender_id) ?? 0, Number(r.id)));
    const out: FanoutNote[] = [...top].map(([sender, id]) => ({
      users: [sender, me],
      event: { type: 'state', peer: me, upTo: id, state },
    }));
    for (const note of out) await fanout.stage(trx, note);
    return out;
  });
  for (const note of notes) fanout.flush(note);
}

export async function unreadCount(db: Db, me: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('recipient_id', '=', me)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The polling fallback: what the push stream would have carried since `after`; what reached me is delivered. */
export async function feed(db: Db, fanout: ChatFanout, me: number, after: number, nowS: number): Promise<ChatFeed> {
  // 0: a client without a cursor yet starts at now, as a fresh push stream does.
  if (after === 0) return { items: [], cursor: await newestId(db, me), more: false };
  const rows = await messagesAfter(db, me, after, FEED_PAGE + 1);
  const items = rows.slice(0, FEED_PAGE);
  const cursor = items.at(-1)?.id ?? after;
  const mine = items.filter((m) => m.to === me && m.state === 'sent');
  const newest = mine.at(-1);
  if (newest) {
    await markState(db, fanout, me, null, newest.id, 'delivered', nowS);
    for (const m of mine) m.state = 'delivered';
  }
  return { items, cursor, more: rows.length > FEED_PAGE };
}
