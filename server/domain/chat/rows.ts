import type { Selectable } from 'kysely';
import type { ChatMessage } from '../../../protocol/chat';
import type { ChatMessageTable } from '../../db/schema-chat';
import type { DbOrTrx } from '../../db/database';

export type ChatMessageRow = Selectable<ChatMessageTable>;

export const MESSAGE_COLUMNS = [
  'chat_messages.id',
  'chat_messages.sender_id',
  'chat_messages.recipient_id',
  'chat_messages.kind',
  'chat_messages.body',
  'chat_messages.created_at',
  'chat_messages.delivered_at',
  'chat_messages.read_at',
] as const;

export function toMessage(r: Omit<ChatMessageRow, 'low_id' | 'high_id'>): ChatMessage {
  return {
    id: Number(r.id),
    from: r.sender_id,
    to: r.recipient_id,
    kind: r.kind,
    body: r.body,
    state: r.read_at !== null ? 'read' : r.delivered_at !== null ? 'delivered' : 'sent',
    createdAt: r.created_at,
  };
}

/** Messages sent to or by `me` with an id above `after`, oldest first. */
export async function messagesAfter(db: DbOrTrx, me: number, after: number, limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('id', '>', after)
    .where((eb) => eb.or([eb('sender_id', '=', me), eb('recipient_id', '=', me)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

/** The id of the newest message sent to or by `me` (0 when none): where a fresh stream starts. */
export async function newestId(db: DbOrTrx, me: number): Promise<number> {
  const [a, b] = await Promise.all(
    (['sender_id', 'recipient_id'] as const).map((column) =>
      db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where(column, '=', me)
        .executeTakeFirst(),
    ),
  );
  return Math.max(Number(a?.id ?? 0), Number(b?.id ?? 0));
}
