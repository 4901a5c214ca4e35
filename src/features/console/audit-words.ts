import { postStatusName } from '../../../protocol/refusal-words';
import type { Lang } from '../../i18n';

// The audit log's codes in words. An action or a target this build does not know (a newer server) reads as
// its code, so nothing is hidden from whoever audits.

type Words = readonly [zh: string, en: string];

const ACTIONS: Readonly<Record<string, Words>> = {
  'post.approve': ['通过审核', 'Approved a post'],
  'post.reject': ['驳回信息', 'Rejected a post'],
  'post.ban': ['封禁信息', 'Banned a post'],
  'post.ban-verification': ['封禁认证', 'Banned certification'],
  'appeal.uphold': ['申诉：维持封禁', 'Appeal: kept the ban'],
  'appeal.restore': ['申诉：恢复待审核', 'Appeal: sent the post back to review'],
  'report.dismiss': ['驳回举报', 'Dismissed a report'],
  'report.hide': ['举报：下架信息', 'Report: hid the post'],
  'report.warn': ['举报：警告用户', 'Report: warned the user'],
  'report.ban': ['举报：封禁用户', 'Report: banned the user'],
  'withdrawal.approve': ['批准提现并打款', 'Approved a withdrawal and sent its payout'],
  'withdrawal.payout_paid': ['确认打款到账', 'Confirmed a payout arrived'],
  'withdrawal.payout_failed': ['标记打款失败', 'Marked a payout failed'],
  'withdrawal.reveal_account': ['查看完整收款账号', 'Read a payout account whole'],
  'withdrawal.reject': ['驳回提现', 'Rejected a withdrawal'],
  'user.ban': ['封禁用户', 'Banned a user'],
  'user.unban': ['解除封禁', 'Lifted a ban'],
  'user.logout': ['下线全部设备', 'Logged out everywhere'],
  'user.session_end': ['结束会话', 'Ended a session'],
  'user.password_reset': ['重置密码', 'Reset a password'],
  'user.vip_grant': ['赠送会员', 'Granted VIP'],
  'role.grant': ['授予角色', 'Granted a role'],
  'role.revoke': ['收回角色', 'Revoked a role'],
  'notice.send': ['发送通知', 'Sent a notice'],
  'notice.schedule': ['定时通知', 'Scheduled a notice'],
  'notice.schedule_edit': ['修改定时通知', 'Edited a scheduled notice'],
  'notice.withdraw': ['撤回定时通知', 'Withdrew a scheduled notice'],
  'ad.create': ['新建广告', 'Created an ad'],
  'ad.update': ['修改广告', 'Edited an ad'],
  'tag.create': ['新建标签', 'Created a tag'],
  'tag.update': ['修改标签', 'Edited a tag'],
  'tag.rename': ['重命名标签', 'Renamed a tag'],
  'tag.merge': ['合并标签', 'Merged tags'],
  'theme.create': ['新建专题', 'Created a theme'],
  'theme.update': ['修改专题', 'Edited a theme'],
  'feedback.reply': ['回复反馈', 'Replied to feedback'],
  'feedback.handle': ['处理反馈', 'Closed feedback'],
};

const TARGETS: Readonly<Record<string, Words>> = {
  post: ['信息', 'Post'],
  user: ['用户', 'User'],
  withdrawal: ['提现', 'Withdrawal'],
  ad: ['广告', 'Ad'],
  tag: ['标签', 'Tag'],
  theme: ['专题', 'Theme'],
  feedback: ['反馈', 'Feedback'],
  notice_schedule: ['定时通知', 'Scheduled notice'],
  notice: ['通知', 'Notice'],
  report: ['举报', 'Report'],
};

/** The known actions and targets with their words, for the log's filters (`''` = any). */
export const auditActionOptions = (lang: Lang) =>
  Object.keys(ACTIONS).map((code) => ({ value: code, label: auditActionName(code, lang) }));
export const auditTargetOptions = (lang: Lang) =>
  Object.keys(TARGETS).map((code) => ({ value: code, label: auditTargetName(code, lang) }));

const pick = (words: Words | undefined, lang: Lang, code: string) => (words ? words[lang === 'en' ? 1 : 0] : code);

export const auditActionName = (action: string, lang: Lang): string => pick(ACTIONS[action], lang, action);
export const auditTargetName = (type: string, lang: Lang): string => pick(TARGETS[type], lang, type);

const valueText = (key: string, v: unknown, lang: Lang): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (key === 'status' && typeof v === 'number') return postStatusName(v)[lang === 'en' ? 'en' : 'zh'];
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** What an entry changed, one `key: before → after` per field that differs (every field when one side is empty). */
export function auditChanges(before: unknown, after: unknown, lang: Lang): string[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k}: ${valueText(k, b[k], lang)} → ${valueText(k, a[k], lang)}`);
}
