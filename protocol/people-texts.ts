import type { LocalText } from './refusal-table';

// The `msg` of people's successful replies, and the titles of the notices a post's status change writes.

export const PEOPLE_REPLIES = {
  feedbackSent: { zh: '感谢反馈，我们会尽快处理', en: 'Thank you: the team will look at it' },
} as const satisfies Readonly<Record<string, LocalText>>;

export const PEOPLE_NOTICES = {
  postPending: { zh: '信息已提交审核', en: 'Post sent for review' },
  postVerified: { zh: '信息已通过审核', en: 'Post approved' },
  postFailed: { zh: '信息未通过审核', en: 'Post not approved' },
  postDeleted: { zh: '信息已删除', en: 'Post deleted' },
  postTakenDown: { zh: '信息已下架', en: 'Post taken down' },
  postBanned: { zh: '信息已被封禁', en: 'Post banned' },
  verificationBanned: { zh: '认证已被封禁', en: 'Verification banned' },
  postStatusChanged: { zh: '信息状态已变更', en: 'Post status changed' },
} as const satisfies Readonly<Record<string, LocalText>>;
