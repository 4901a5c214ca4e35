import type { LocalText } from './refusal-table';

// The `msg` of chat's successful replies; a sent report answers with common-texts.ts's words.

export const CHAT_REPLIES = {
  updated: { zh: '已更新', en: 'Updated' },
} as const satisfies Readonly<Record<string, LocalText>>;
