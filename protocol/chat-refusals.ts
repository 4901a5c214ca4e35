import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of chat: who may write to whom, and how often.

const { BAD_PAYLOAD, FORBIDDEN, NOT_FOUND, RATE_LIMITED } = STATUS;

export const CHAT_REFUSALS = {
  'chat.self': { status: BAD_PAYLOAD, zh: '不能给自己发私信', en: 'You cannot message yourself' },
  'chat.peer_not_found': { status: NOT_FOUND, zh: '该用户不存在', en: 'This user does not exist' },
  'chat.blocked': { status: FORBIDDEN, zh: '无法给该用户发送消息', en: 'You cannot send messages to this user' },
  'chat.image_unknown': {
    status: BAD_PAYLOAD,
    zh: '图片不存在，请重新上传',
    en: 'This picture is not stored: upload it again',
  },
  'chat.post_not_found': {
    status: NOT_FOUND,
    zh: '该信息不存在或已下架',
    en: 'This post does not exist or is no longer shown',
  },
  'chat.text_empty': { status: BAD_PAYLOAD, zh: '消息不能为空', en: 'A message cannot be empty' },
  'chat.rate_limited': {
    status: RATE_LIMITED,
    zh: '发送过于频繁，请 {wait}后再试',
    en: 'Sending too fast: try again in {wait}',
  },
} as const satisfies RefusalTable<'chat'>;
