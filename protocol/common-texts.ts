import type { LocalText } from './refusal-table';

// Replies several capabilities send with the same words: one entry here, not a copy in each.

export const COMMON_REPLIES = {
  saved: { zh: '保存成功', en: 'Saved' },
  reportSent: { zh: '举报已提交', en: 'Report sent' },
} as const satisfies Readonly<Record<string, LocalText>>;
