import type { ReportReason } from './public-pages';
import type { LocalText } from './refusal-table';

// The `msg` of public pages' successful replies; a report of a person answers with common-texts.ts's words.

export const PUBLIC_PAGES_REPLIES = {
  areaSaved: { zh: '已保存你的位置', en: 'Your area is saved' },
  postReported: { zh: '举报已提交，感谢你的反馈', en: 'Report sent, thank you' },
} as const satisfies Readonly<Record<string, LocalText>>;

/** Why a post was reported, in words: the report form, the operators' queue and the reporter's notice. */
export const REPORT_REASON_WORDS = {
  fake: { zh: '虚假信息', en: 'Fake information' },
  wrong_contact: { zh: '联系方式错误或无法联系', en: 'Wrong or dead contact' },
  duplicate: { zh: '重复发布', en: 'Posted more than once' },
  spam: { zh: '垃圾广告', en: 'Spam or advertising' },
  offensive: { zh: '内容违规或令人不适', en: 'Offensive or against the rules' },
  other: { zh: '其他', en: 'Something else' },
} as const satisfies Readonly<Record<ReportReason, LocalText>>;

/** A report's reason in words: a post report's code by the table, a person's or conversation's as written. */
export function reportReasonWords(reason: string): LocalText {
  return Object.hasOwn(REPORT_REASON_WORDS, reason)
    ? REPORT_REASON_WORDS[reason as ReportReason]
    : { zh: reason, en: reason };
}
