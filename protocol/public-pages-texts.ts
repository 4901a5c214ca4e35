import type { LocalText } from './refusal-table';

// The `msg` of public pages' successful replies; a report of a person answers with common-texts.ts's words.

export const PUBLIC_PAGES_REPLIES = {
  areaSaved: { zh: '已保存你的位置', en: 'Your area is saved' },
  postReported: { zh: '举报已提交，感谢你的反馈', en: 'Report sent, thank you' },
} as const satisfies Readonly<Record<string, LocalText>>;
