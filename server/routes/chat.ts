import { z } from 'zod';
import { CHAT_PAGE_MAX, CHAT_REPORT_MAX, CHAT_TEXT_MAX } from '../../protocol/chat';
import {
  contacts,
  feed,
  history,
  markState,
  reportConversation,
  requirePeer,
  sendMessage,
  setBlock,
  unreadCount,
} from '../domain/chat';
import type { ChatFanout } from '../lib/chat-fanout';
import { paging } from './money';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { CHAT_REPLIES } from '../../protocol/chat-texts';
import { COMMON_REPLIES } from '../../protocol/common-texts';

const CONTACTS_PAGE = 20;
const HISTORY_PAGE = 30;
const peerId = () => int(1);

// /api/message/*: the chat calls of spec §7 "Messages" (the push stream is http/chat-push.ts).
export function chatRoutes(api: ApiRegistry, { fanout }: { fanout: ChatFanout }): void {
  api
    .add('/api/message/getContactList', {
      schema: z.object(paging),
      handler: async (q, ctx) =>
        contacts(ctx.db, ctx.caller.userId, { page: q.page ?? 1, pageSize: q.pageSize ?? CONTACTS_PAGE }),
    })
    .add('/api/message/getChatList', {
      schema: z.object({
        id: peerId(),
        before: int(1).optional(),
        limit: int(1, CHAT_PAGE_MAX).optional(),
        post: int(1).optional(),
      }),
      handler: async ({ id, before, limit, post }, ctx) =>
        history(ctx.db, fanout, ctx.caller.userId, id, { before, limit: limit ?? HISTORY_PAGE, post }, ctx.nowS),
    })
    .add('/api/message/chating', {
      schema: z.object({
        id: peerId(),
        kind: z.enum(['text', 'image']),
        body: z.string().min(1).max(CHAT_TEXT_MAX),
        post: int(1).optional(),
      }),
      handler: async ({ id, kind, body, post }, ctx) =>
        sendMessage(ctx.db, fanout, { from: ctx.caller.userId, to: id, kind, body, post }, ctx.nowS),
    })
    .add('/api/message/feeding', {
      schema: z.object({ after: int(0) }),
      handler: async ({ after }, ctx) => feed(ctx.db, fanout, ctx.caller.userId, after, ctx.nowS),
    })
    .add('/api/message/getUnreadCount', {
      schema: empty(),
      handler: async (_, ctx) => ({ chat: await unreadCount(ctx.db, ctx.caller.userId) }),
    })
    .add('/api/message/markRead', {
      schema: z.object({ id: peerId(), upTo: int(1) }),
      handler: async ({ id, upTo }, ctx) => {
        await requirePeer(ctx.db, ctx.caller.userId, id);
        await markState(ctx.db, fanout, ctx.caller.userId, id, upTo, 'read', ctx.nowS);
        return { chat: await unreadCount(ctx.db, ctx.caller.userId) };
      },
    })
    .add('/api/message/blockUser', {
      schema: z.object({ id: peerId(), blocked: z.boolean() }),
      okMsg: CHAT_REPLIES.updated,
      handler: async ({ id, blocked }, ctx) => {
        await setBlock(ctx.db, ctx.caller.userId, id, blocked, ctx.nowS);
        return null;
      },
    })
    .add('/api/message/reportChat', {
      schema: z.object({ id: peerId(), reason: z.string().trim().min(1).max(CHAT_REPORT_MAX) }),
      okMsg: COMMON_REPLIES.reportSent,
      handler: async ({ id, reason }, ctx) => {
        await reportConversation(ctx.db, ctx.caller.userId, id, reason, ctx.nowS);
        return null;
      },
    });
}
