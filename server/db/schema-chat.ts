import type { Generated } from 'kysely';

// Tables added by the chat migration (2026-11-24-030); merged into Database in schema.ts.

export interface ChatMessageTable {
  id: Generated<number>;
  sender_id: number;
  recipient_id: number;
  /** min(sender, recipient) and max(…): the conversation, whichever way the message goes. */
  low_id: number;
  high_id: number;
  kind: 'text' | 'image';
  /** The text, or the stored image path. */
  body: string;
  created_at: number;
  delivered_at: number | null;
  read_at: number | null;
}

export interface ChatThreadTable {
  user_id: number;
  peer_id: number;
  /** The conversation's newest message. */
  last_id: number;
  updated_at: number;
  /** The post the conversation was started from, null when none (migration 2026-11-28-040). */
  post_id: Generated<number | null>;
}

/** `blocker_id` blocked `blocked_id`: no messages (and no bookings) either way while the row exists. */
export interface UserBlockTable {
  blocker_id: number;
  blocked_id: number;
  created_at: number;
}

/** A reported conversation, for the operators' queue. */
export interface ChatReportTable {
  id: Generated<number>;
  reporter_id: number;
  peer_id: number;
  reason: string;
  /** The newest message of the conversation when it was reported (what the operator reads up to). */
  last_message_id: number;
  status: Generated<'open' | 'closed'>;
  created_at: number;
}

export interface ChatTables {
  chat_messages: ChatMessageTable;
  chat_threads: ChatThreadTable;
  user_blocks: UserBlockTable;
  chat_reports: ChatReportTable;
}
