import type { LocalText } from './refusal-table';

// The `msg` of the console's successful replies, and the words of the notices it writes to one person (codes
// in people-texts.ts NOTICE_TEXTS, worded in the reader's language when read; `{name}` is a placeholder).

export const CONSOLE_REPLIES = {
  done: { zh: '已处理', en: 'Done' },
  roleGranted: { zh: '已授予角色', en: 'Role granted' },
  roleRevoked: { zh: '已撤销角色', en: 'Role revoked' },
  reportHandled: { zh: '举报已处理', en: 'Report handled' },
  banned: { zh: '已封禁', en: 'Banned' },
  unbanned: { zh: '已解除封禁', en: 'Unbanned' },
  loggedOutEverywhere: { zh: '已强制下线', en: 'Logged out everywhere' },
  adSaved: { zh: '广告已保存', en: 'Ad saved' },
  noticeSent: { zh: '通知已发送', en: 'Notice sent' },
  themeSaved: { zh: '专题已保存', en: 'Theme saved' },
  tagSaved: { zh: '标签已保存', en: 'Tag saved' },
  tagRenamed: { zh: '标签已更名', en: 'Tag renamed' },
  feedbackHandled: { zh: '反馈已处理', en: 'Feedback handled' },
  noticeScheduled: { zh: '通知已定时', en: 'Notice scheduled' },
  scheduledNoticeChanged: { zh: '定时通知已修改', en: 'Scheduled notice changed' },
  scheduledNoticeWithdrawn: { zh: '定时通知已撤回', en: 'Scheduled notice withdrawn' },
  sessionEnded: { zh: '该会话已结束', en: 'Session ended' },
  temporaryPasswordSet: { zh: '已设置临时密码', en: 'Temporary password set' },
  vipGranted: { zh: '已赠送会员', en: 'VIP granted' },
} as const satisfies Readonly<Record<string, LocalText>>;

export const CONSOLE_NOTICES = {
  reportHandledTitle: { zh: '你的举报已处理', en: 'Your report was handled' },
  appealUpheldTitle: { zh: '申诉未通过', en: 'Appeal not granted' },
  appealUpheld: {
    zh: '你对信息「{post}」的申诉已处理：封禁维持不变',
    en: 'Your appeal of the post “{post}” was decided: the ban stays',
  },
  reportDismissed: { zh: '经核查未发现违规', en: 'we found nothing against the rules' },
  reportPostHidden: { zh: '相关信息已被下架', en: 'the post has been removed' },
  reportUserWarned: { zh: '已对发布者发出警告', en: 'the poster has been warned' },
  reportUserBanned: { zh: '发布者的账号已被封禁', en: "the poster's account has been banned" },
  // A reported conversation is about the person on the other side of it, a report from a profile about that
  // member: neither is "the poster".
  reportChatWarned: { zh: '已对该聊天对象发出警告', en: 'the person you chatted with has been warned' },
  reportChatBanned: { zh: '该聊天对象的账号已被封禁', en: "the chat partner's account has been banned" },
  reportPersonWarned: { zh: '已对该用户发出警告', en: 'the member has been warned' },
  reportPersonBanned: { zh: '该用户的账号已被封禁', en: "the member's account has been banned" },
  reportSubjectPost: { zh: '信息「{title}」', en: 'the post “{title}”' },
  reportSubjectChat: { zh: '与 {name} 的聊天', en: 'your chat with {name}' },
  reportSubjectPerson: { zh: '用户 {name}', en: 'the member {name}' },
  reportHandledBody: {
    zh: '你举报的{subject}（原因：{reason}）已处理：{outcome}。处理说明：{note}',
    en: 'Your report of {subject} (reason: {reason}) was handled: {outcome}. Moderator’s note: {note}',
  },
  warningTitle: { zh: '违规警告', en: 'Warning' },
  feedbackReplyTitle: { zh: '对你反馈的回复', en: 'Reply to your feedback' },
  passwordResetTitle: { zh: '你的密码已被客服重置', en: 'Your password was reset by support' },
  passwordResetBody: {
    zh: '客服为你设置了临时密码，它只能登录一次，24 小时内有效。登录后请立即在「设置 → 修改密码」中设置新密码（旧密码填临时密码）。所有设备均已退出登录。',
    en: 'Support set a temporary password for you. It works for one login within 24 hours: once logged in, choose your own under Settings → Change password (the temporary one is the current password). Every device was logged out.',
  },
  vipGrantedTitle: { zh: '你获得了 VIP 会员', en: 'You were granted VIP membership' },
  vipGrantedBody: {
    zh: '客服为你开通了 {days} 天{tier}会员，有效期至 {until}。原因：{reason}',
    en: 'Support added {days} days of {tier} membership, now valid until {until}. Reason: {reason}',
  },
  monthlyTier: { zh: '月卡', en: 'monthly' },
  quarterlyTier: { zh: '季卡', en: 'quarterly' },
  annualTier: { zh: '年卡', en: 'annual' },
} as const satisfies Readonly<Record<string, LocalText>>;
