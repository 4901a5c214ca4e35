import type { CurationRefusal, LocalText } from './refusals';

// Refusal texts of the console's curation (see refusal-texts.ts).

export const CURATION_REFUSAL_TEXT: Record<CurationRefusal, LocalText> = {
  'admin.theme_not_found': { zh: '专题 {id} 不存在', en: 'Theme {id} does not exist' },
  'admin.tag_not_found': { zh: '标签「{name}」不存在', en: 'There is no tag “{name}”' },
  'admin.tag_exists': { zh: '标签「{name}」已存在', en: 'The tag “{name}” already exists' },
  'admin.tag_same': { zh: '新旧标签名相同', en: 'The new name is the same as the old one' },
  'admin.feedback_not_found': { zh: '反馈 {id} 不存在', en: 'Feedback {id} does not exist' },
  'admin.feedback_handled': {
    zh: '反馈 {id} 已被 {by} 处理，请刷新列表',
    en: 'Feedback {id} was already handled by {by}: refresh the list',
  },
  'admin.reply_required': {
    zh: '只回复不标记处理时，请填写回复内容',
    en: 'Write a reply, or mark the feedback handled',
  },
  'admin.notice_not_found': { zh: '定时通知 {id} 不存在', en: 'Scheduled notice {id} does not exist' },
  'admin.notice_published': {
    zh: '通知 {id} 已发布或已撤回，不能再修改',
    en: 'Notice {id} is already published or withdrawn: it can no longer be changed',
  },
  'admin.notice_time_past': { zh: '发布时间须晚于现在', en: 'The publishing time must be in the future' },
  'admin.notice_window': { zh: '通知的结束时间须晚于发布时间', en: 'A notice must end after it is published' },
};
