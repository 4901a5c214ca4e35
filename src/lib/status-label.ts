import { POST_STATUS } from '../../protocol/status';
import type { PostKind } from '../../protocol/types';

export type Lang = 'zh' | 'en';

const LABELS: Record<number, { zh: string; en: string }> = {
  [POST_STATUS.PENDING]: { zh: '待审核', en: 'Pending review' },
  [POST_STATUS.VERIFIED]: { zh: '官方认证', en: 'Officially verified' },
  [POST_STATUS.FAILED]: { zh: '认证失败', en: 'Verification failed' },
  [POST_STATUS.DELETED]: { zh: '用户已删除', en: 'Deleted by user' },
  [POST_STATUS.TAKEN_DOWN]: { zh: '用户已下架', en: 'Taken down by user' },
  [POST_STATUS.PROCESSING]: { zh: '信息处理中', en: 'Information being processed' },
  [POST_STATUS.SOLD]: { zh: '已售出', en: 'Sold' },
  [POST_STATUS.EXPIRED]: { zh: '已过期', en: 'Expired' },
  [POST_STATUS.CANCELLED]: { zh: '资源已取消', en: 'Resource cancelled' },
  [POST_STATUS.BANNED]: { zh: '资源已封禁', en: 'Resource banned' },
  [POST_STATUS.VERIFICATION_BANNED]: { zh: '认证已封禁', en: 'Verification banned' },
};

// Review of an ordinary post publishes or refuses it; "verified" and "verification failed" are the words of
// the certification kind, whose review checks a licence.
const REVIEW_LABELS: Record<number, { zh: string; en: string }> = {
  [POST_STATUS.VERIFIED]: { zh: '已发布', en: 'Published' },
  [POST_STATUS.FAILED]: { zh: '审核未通过', en: 'Not approved' },
};

const UNKNOWN = { zh: '未知资源', en: 'Unknown resource' };

/**
 * Spec §3 post status table, as the owner reads it; any other code reads as "unknown resource". With a kind
 * other than certification, review outcomes read as published / not approved.
 */
export function statusLabel(code: number, lang: Lang = 'zh', kind?: PostKind): string {
  const table = kind && kind !== 'certification' && Object.hasOwn(REVIEW_LABELS, code) ? REVIEW_LABELS : LABELS;
  return (Object.hasOwn(table, code) ? table[code] : undefined)?.[lang] ?? UNKNOWN[lang];
}

/** The public badge of a post: only a certification post that passed review wears one. */
export function isCertified(post: { kind: PostKind; status: number }): boolean {
  return post.kind === 'certification' && post.status === POST_STATUS.VERIFIED;
}

export type StatusTone = 'ok' | 'pending' | 'bad';

/** A colour family for a status badge. */
export function statusTone(code: number): StatusTone {
  if (code === POST_STATUS.VERIFIED) return 'ok';
  if (code === POST_STATUS.PENDING || code === POST_STATUS.PROCESSING) return 'pending';
  return 'bad';
}
