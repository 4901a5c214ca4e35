import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of the console: roles, moderation (reports, bans, adverts, notices), curation (themes, tags,
// feedback, scheduled notices), and the operator command line (`review.*`, npm run admin).

const { BAD_PAYLOAD, CONFLICT, FORBIDDEN, NOT_FOUND } = STATUS;

export const CONSOLE_REFUSALS = {
  // Roles and the review queue.
  'admin.forbidden': { status: FORBIDDEN, zh: '你的角色无权执行此操作', en: 'Your role does not allow this' },
  'admin.user_not_found': { status: NOT_FOUND, zh: '用户 {username} 不存在', en: 'There is no user {username}' },
  'admin.role_held': {
    status: CONFLICT,
    zh: '{username} 已有角色 {role}',
    en: '{username} already holds the role {role}',
  },
  'admin.role_not_held': {
    status: CONFLICT,
    zh: '{username} 没有角色 {role}',
    en: '{username} does not hold the role {role}',
  },
  'admin.last_admin': {
    status: CONFLICT,
    zh: '不能撤销最后一位管理员的管理员角色',
    en: 'The last admin cannot lose the admin role',
  },
  'admin.job_not_failed': {
    status: CONFLICT,
    zh: '任务 {id} 不存在或不是失败状态，请刷新',
    en: 'Job {id} does not exist or has not failed: refresh',
  },
  'admin.reason_required': { status: BAD_PAYLOAD, zh: '请填写原因', en: 'Please give a reason' },
  'admin.post_not_found': { status: NOT_FOUND, zh: '信息 {id} 不存在', en: 'Post {id} does not exist' },
  'admin.post_decided': {
    status: CONFLICT,
    zh: '信息 {id} 已被处理（现为 {status}），请刷新队列',
    en: 'Post {id} was already handled (now {status}): refresh the queue',
  },
  'admin.transition_invalid': {
    status: CONFLICT,
    zh: '信息 {id} 不能从 {from} 变为 {to}',
    en: 'Post {id} cannot go from {from} to {to}',
  },
  // Moderation: reports, bans, adverts, notices, sessions.
  'admin.report_not_found': { status: NOT_FOUND, zh: '举报 {id} 不存在', en: 'Report {id} does not exist' },
  'admin.report_handled': {
    status: CONFLICT,
    zh: '举报 {id} 已被其他人处理，请刷新队列',
    en: 'Report {id} was already handled by someone else: refresh the queue',
  },
  'admin.user_banned': { status: CONFLICT, zh: '用户 {username} 已被封禁', en: '{username} is already banned' },
  'admin.user_not_banned': { status: CONFLICT, zh: '用户 {username} 未被封禁', en: '{username} is not banned' },
  'admin.operator_target': {
    status: FORBIDDEN,
    zh: '不能对运营人员执行此操作，请先撤销其角色',
    en: 'Not on an operator: revoke their roles first',
  },
  'admin.own_request': {
    status: FORBIDDEN,
    zh: '这是你自己的申请，需由另一位运营人员处理',
    en: 'This is your own request: another operator has to decide it',
  },
  'admin.ad_not_found': { status: NOT_FOUND, zh: '广告 {id} 不存在', en: 'Ad {id} does not exist' },
  'admin.report_action_invalid': {
    status: BAD_PAYLOAD,
    zh: '对话举报只能驳回、警告或封禁用户',
    en: 'A reported conversation can be dismissed, or its user warned or banned',
  },
  'admin.ad_window': { status: BAD_PAYLOAD, zh: '广告的结束时间须晚于开始时间', en: 'An ad must end after it starts' },
  'admin.session_not_found': {
    status: NOT_FOUND,
    zh: '该会话不存在或已结束，请刷新',
    en: 'That session does not exist or has already ended: refresh',
  },
  // Curation: themes, tags, feedback, scheduled notices.
  'admin.theme_not_found': { status: NOT_FOUND, zh: '专题 {id} 不存在', en: 'Theme {id} does not exist' },
  'admin.tag_not_found': { status: NOT_FOUND, zh: '标签「{name}」不存在', en: 'There is no tag “{name}”' },
  'admin.tag_exists': { status: CONFLICT, zh: '标签「{name}」已存在', en: 'The tag “{name}” already exists' },
  'admin.tag_same': { status: BAD_PAYLOAD, zh: '新旧标签名相同', en: 'The new name is the same as the old one' },
  'admin.feedback_not_found': { status: NOT_FOUND, zh: '反馈 {id} 不存在', en: 'Feedback {id} does not exist' },
  'admin.feedback_handled': {
    status: CONFLICT,
    zh: '反馈 {id} 已被 {by} 处理，请刷新列表',
    en: 'Feedback {id} was already handled by {by}: refresh the list',
  },
  'admin.reply_required': {
    status: BAD_PAYLOAD,
    zh: '只回复不标记处理时，请填写回复内容',
    en: 'Write a reply, or mark the feedback handled',
  },
  'admin.notice_not_found': {
    status: NOT_FOUND,
    zh: '定时通知 {id} 不存在',
    en: 'Scheduled notice {id} does not exist',
  },
  'admin.notice_published': {
    status: CONFLICT,
    zh: '通知 {id} 已发布或已撤回，不能再修改',
    en: 'Notice {id} is already published or withdrawn: it can no longer be changed',
  },
  'admin.notice_time_past': {
    status: BAD_PAYLOAD,
    zh: '发布时间须晚于现在',
    en: 'The publishing time must be in the future',
  },
  'admin.notice_window': {
    status: BAD_PAYLOAD,
    zh: '通知的结束时间须晚于发布时间',
    en: 'A notice must end after it is published',
  },
  // The operator command line (npm run admin).
  'review.not_found': { status: NOT_FOUND, zh: '信息 {id} 不存在', en: 'Post {id} does not exist' },
  'review.approve_not_pending': {
    status: CONFLICT,
    zh: '信息 {id} 当前状态为 {status}，只有待审核（1）的信息可以通过',
    en: 'Post {id} is {status}: only pending (1) posts can be approved',
  },
  'review.reject_not_pending': {
    status: CONFLICT,
    zh: '信息 {id} 当前状态为 {status}，只有待审核（1）的信息可以驳回',
    en: 'Post {id} is {status}: only pending (1) posts can be rejected',
  },
  'review.appeal_not_found': { status: NOT_FOUND, zh: '申诉 {id} 不存在', en: 'Appeal {id} does not exist' },
  'review.appeal_decided': {
    status: CONFLICT,
    zh: '申诉 {id} 已处理',
    en: 'Appeal {id} was already decided',
  },
  'review.already': { status: CONFLICT, zh: '信息 {id} 已是 {status}', en: 'Post {id} is already {status}' },
  'review.reason_required': {
    status: BAD_PAYLOAD,
    zh: '驳回需要填写原因 --reason',
    en: 'A rejection needs a reason: --reason',
  },
} as const satisfies RefusalTable<'admin' | 'review'>;
