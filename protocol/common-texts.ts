import type { LocalText } from './refusal-table';

// Replies several capabilities send with the same words: one entry here, not a copy in each. And the words
// for a wait that fill the throttles' refusals (`{count}` is a whole number).

export const COMMON_REPLIES = {
  saved: { zh: '保存成功', en: 'Saved' },
  reportSent: { zh: '举报已提交', en: 'Report sent' },
} as const satisfies Readonly<Record<string, LocalText>>;

export const COMMON_WORDS = {
  seconds: { zh: '{count} 秒', en: '{count} s' },
  minutes: { zh: '{count} 分钟', en: '{count} min' },
  hours: { zh: '{count} 小时', en: '{count} h' },
} as const satisfies Readonly<Record<string, LocalText>>;
