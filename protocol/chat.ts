import type { Access } from './access';
import { API_ENTRY } from './constants';
import type { NoticeKind } from './people';
import type { PostKind } from './types';

// The chat calls (spec §7 "Messages") and the push stream. A conversation is named by the other person's
// user id; message ids grow in the order messages touching one user were committed, so a message id is
// also the cursor of that user's stream (history, `feeding` and the push stream's Last-Event-ID).

export const CHAT_TEXT_MAX = 1000;
export const CHAT_PAGE_MAX = 50;
export const CHAT_REPORT_MAX = 500;
/** Raw HTTP (not an envelope call): the body is a sealed request envelope, the reply a text/event-stream. */
export const CHAT_PUSH_PATH = `${API_ENTRY}/message/push`;

export type ChatKind = 'text' | 'image';
/** sent: stored; delivered: reached one of the recipient's screens; read: the recipient opened it. */
export type ChatState = 'sent' | 'delivered' | 'read';

export interface ChatMessage {
  id: number;
  from: number;
  to: number;
  kind: ChatKind;
  /** The text, or the stored image path for an image. */
  body: string;
  state: ChatState;
  createdAt: number;
}

export interface ChatPeer {
  id: number;
  nickname: string;
  avatar: string | null;
}

/** The post a conversation is about: its card at the top of the conversation and in the contact list. */
export interface ChatPost {
  id: number;
  kind: PostKind;
  title: string;
  /** Relative media path of the first image, or null. */
  cover: string | null;
  priceMin: number | null;
  priceMax: number | null;
}

export interface ChatContact {
  peer: ChatPeer;
  /** The post the conversation was started from (null: none, or no longer public). */
  post: ChatPost | null;
  last: ChatMessage;
  /** Messages from the peer I have not read. */
  unread: number;
}

/** ok: may send; vip: starting this conversation needs a membership; blocked: one of the two blocked the other. */
export type ChatWrite = 'ok' | 'vip' | 'blocked';

export interface ChatHistory {
  peer: ChatPeer;
  /** The post asked about (`post` of the call), else the one stored on the conversation; null when none. */
  post: ChatPost | null;
  /** Oldest first. */
  items: ChatMessage[];
  /** Pass as `before` for the page older than this one; null at the first message. */
  before: number | null;
  write: ChatWrite;
  blockedByMe: boolean;
}

export interface ChatFeed {
  /** Oldest first. */
  items: ChatMessage[];
  /** The cursor for the next call (unchanged when nothing new). */
  cursor: number;
  /** True when more than one page was waiting: call again at once. */
  more: boolean;
}

/** Events of the push stream; each travels as one sealed reply `{status: 1, msg: 'ok', data: event}`. */
export type PushEvent =
  | { type: 'hello'; cursor: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'state'; peer: number; upTo: number; state: 'delivered' | 'read' }
  /** A notice was written to the stream's owner (sent once its transaction committed): re-read what it is about. */
  | { type: 'notice'; kind: NoticeKind }
  /** A booking of mine (either side) was made or changed: lists and the dashboard read it again. */
  | { type: 'booking'; id: number };

export interface ChatEndpoints {
  '/api/message/getContactList': { payload: { page?: number; pageSize?: number }; reply: ChatContact[] };
  /** The newest page when `before` is absent; opening it marks the peer's messages read. */
  /** `post`: the public post of either person the reader came from (its card shows before any message). */
  '/api/message/getChatList': {
    payload: { id: number; before?: number; limit?: number; post?: number };
    reply: ChatHistory;
  };
  /** `post`: stored on the conversation, for both people (the card they see at its top). */
  '/api/message/chating': { payload: { id: number; kind: ChatKind; body: string; post?: number }; reply: ChatMessage };
  /** My messages (both directions) with an id above `after`: the polling fallback. `after: 0` starts at now. */
  '/api/message/feeding': { payload: { after: number }; reply: ChatFeed };
  '/api/message/getUnreadCount': { payload: Record<string, never>; reply: { chat: number } };
  /** Marks the peer's messages up to `upTo` read; replies with my unread total. */
  '/api/message/markRead': { payload: { id: number; upTo: number }; reply: { chat: number } };
  '/api/message/blockUser': { payload: { id: number; blocked: boolean }; reply: null };
  '/api/message/reportChat': { payload: { id: number; reason: string }; reply: null };
}

export const CHAT_ACCESS = {
  '/api/message/getContactList': 'user',
  '/api/message/getChatList': 'user',
  '/api/message/chating': 'user',
  '/api/message/feeding': 'user',
  '/api/message/getUnreadCount': 'user',
  '/api/message/markRead': 'user',
  '/api/message/blockUser': 'user',
  '/api/message/reportChat': 'user',
} as const satisfies Record<keyof ChatEndpoints, Access>;
