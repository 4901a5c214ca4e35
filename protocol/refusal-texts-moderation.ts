import type { LocalText, ModerationRefusal } from './refusals';

// Refusal texts of the console's moderation (see refusal-texts.ts).

export const MODERATION_REFUSAL_TEXT: Record<ModerationRefusal, LocalText> = {
  'account.banned': {
    zh: '该账号已被封禁，如有疑问请联系客服',
    en: 'This account is banned; contact support if you think this is wrong',
  },
  'admin.report_not_found': { zh: '举报 {id} 不存在', en: 'Report {id} does not exist' },
  'admin.report_handled': {
    zh: '举报 {id} 已被其他人处理，请刷新队列',
    en: 'Report {id} was already handled by someone else: refresh the queue',
  },
  'admin.user_banned': { zh: '用户 {username} 已被封禁', en: '{username} is already banned' },
  'admin.user_not_banned': { zh: '用户 {username} 未被封禁', en: '{username} is not banned' },
  'admin.operator_target': {
    zh: '不能对运营人员执行此操作，请先撤销其角色',
    en: 'Not on an operator: revoke their roles first',
  },
  'admin.own_request': {
    zh: '这是你自己的申请，需由另一位运营人员处理',
    en: 'This is your own request: another operator has to decide it',
  },
  'admin.ad_not_found': { zh: '广告 {id} 不存在', en: 'Ad {id} does not exist' },
  'admin.report_action_invalid': {
    zh: '对话举报只能驳回、警告或封禁用户',
    en: 'A reported conversation can be dismissed, or its user warned or banned',
  },
  'admin.ad_window': { zh: '广告的结束时间须晚于开始时间', en: 'An ad must end after it starts' },
  'admin.session_not_found': {
    zh: '该会话不存在或已结束，请刷新',
    en: 'That session does not exist or has already ended: refresh',
  },
};
