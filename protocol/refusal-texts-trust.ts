import type { LocalText, TrustRefusal } from './refusals';

// Refusal texts of posting limits and reports of a person (see refusal-texts.ts).

export const TRUST_REFUSAL_TEXT: Record<TrustRefusal, LocalText> = {
  'release.daily_limit': {
    zh: '每天最多发布 {max} 条信息，请 {wait}后再发布',
    en: 'You can post at most {max} posts a day: post again in {wait}',
  },
  'release.pending_limit': {
    zh: '你已有 {max} 条信息在等待审核，审核完成一条后即可再发布',
    en: 'You have {max} posts waiting for review: you can post again as soon as one of them is reviewed',
  },
  'report.user_self': { zh: '不能举报自己', en: 'You cannot report yourself' },
  'report.user_not_found': { zh: '该用户不存在', en: 'This person does not exist' },
  'report.user_too_many': { zh: '举报过于频繁，请 {wait}后再试', en: 'Too many reports: try again in {wait}' },
};
