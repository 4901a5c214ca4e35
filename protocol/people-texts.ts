import { APPOINTMENTS_NOTICES } from './appointments-texts';
import { CONSOLE_NOTICES } from './console-texts';
import type { NoticeKind } from './people';
import type { LocalText } from './refusal-table';

// The `msg` of people's successful replies, and the words of every system notice (chosen when it is read).

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

/** A new post matching a saved search: one notice until the search is opened again. */
export const SEARCH_NOTICES = {
  newMatchTitle: { zh: '你订阅的搜索有新信息', en: 'New post for your saved search' },
  newMatch: {
    zh: '「{post}」符合你保存的搜索「{keyword}」',
    en: '“{post}” matches your saved search “{keyword}”',
  },
} as const satisfies Readonly<Record<string, LocalText>>;

/** Words of notices that need more than a title. */
const POST_QUOTED: LocalText = { zh: '「{post}」', en: '“{post}”' };
const FEEDBACK_REPLY: LocalText = { zh: '{reply}\n\n— 「{quote}」', en: '{reply}\n\n— “{quote}”' };

export const MONEY_NOTICES = {
  withdrawPaidTitle: { zh: '提现已到账', en: 'Withdrawal paid' },
  withdrawPaid: {
    zh: '你提现的 {amount} 金币已打款（手续费 {fee} 金币）',
    en: 'Your withdrawal of {amount} gold was paid out (fee {fee} gold)',
  },
  withdrawPayingTitle: { zh: '提现已通过，打款中', en: 'Withdrawal approved' },
  withdrawPaying: {
    zh: '你提现的 {amount} 金币已通过审核，正在打款',
    en: 'Your withdrawal of {amount} gold was approved; the payout is on its way',
  },
  withdrawFailedTitle: { zh: '提现打款失败', en: 'Withdrawal payout failed' },
  withdrawFailed: {
    zh: '你提现的 {amount} 金币打款失败，金币已退回钱包',
    en: 'The payout of your {amount} gold withdrawal failed; the gold is back in your wallet',
  },
  withdrawRejectedTitle: { zh: '提现被拒绝', en: 'Withdrawal refused' },
  withdrawRejected: {
    zh: '你提现的 {amount} 金币未通过，金币已退回钱包',
    en: 'Your withdrawal of {amount} gold was refused; the gold is back in your wallet',
  },
  rechargedTitle: { zh: '充值已到账', en: 'Recharge credited' },
  recharged: { zh: '{gold} 金币已存入你的钱包', en: '{gold} gold was added to your wallet' },
  vipBoughtTitle: { zh: 'VIP 已开通', en: 'VIP membership bought' },
  vipBought: {
    zh: '你用 {gold} 金币开通了 VIP，有效期至 {until}',
    en: 'You paid {gold} gold for VIP, valid until {until}',
  },
  vipUpgradedTitle: { zh: 'VIP 已升级', en: 'VIP membership upgraded' },
  vipForever: { zh: '永久', en: 'for ever' },
  unlockEarnedTitle: { zh: '有人解锁了你的联系方式', en: 'Someone unlocked your contact' },
  unlockEarned: {
    zh: '「{post}」的联系方式被解锁，你获得 {gold} 金币',
    en: 'The contact of “{post}” was unlocked: you earned {gold} gold',
  },
} as const satisfies Readonly<Record<string, LocalText>>;

export interface NoticeText {
  kind: Exclude<NoticeKind, 'post_status' | 'broadcast'>;
  title: LocalText;
  body: LocalText;
  /** The `reason` parameter is shown on its own line ("Reason: …") rather than in the text. */
  reason?: true;
}

/** A report's outcome, said of what was reported (a post, a chat partner, a member) with both reasons. */
const REPORT_HANDLED: NoticeText = {
  kind: 'report',
  title: CONSOLE_NOTICES.reportHandledTitle,
  body: CONSOLE_NOTICES.reportHandledBody,
};

const booking = (title: LocalText): NoticeText => ({ kind: 'booking', title, body: POST_QUOTED, reason: true });

/**
 * Notices stored as a code and parameters (user_notices.code, .params) and worded when read, in the reader's
 * language. A parameter may itself be a text in both languages ({zh, en}).
 */
export const NOTICE_TEXTS = {
  'report.dismiss': REPORT_HANDLED,
  'report.hide': REPORT_HANDLED,
  'report.warn': REPORT_HANDLED,
  'report.ban': REPORT_HANDLED,
  'appeal.upheld': {
    kind: 'warning',
    title: CONSOLE_NOTICES.appealUpheldTitle,
    body: CONSOLE_NOTICES.appealUpheld,
    reason: true,
  },
  warning: { kind: 'warning', title: CONSOLE_NOTICES.warningTitle, body: { zh: '{reason}', en: '{reason}' } },
  'feedback.reply': { kind: 'feedback', title: CONSOLE_NOTICES.feedbackReplyTitle, body: FEEDBACK_REPLY },
  'account.password_reset': {
    kind: 'account',
    title: CONSOLE_NOTICES.passwordResetTitle,
    body: CONSOLE_NOTICES.passwordResetBody,
  },
  'vip.granted': { kind: 'money', title: CONSOLE_NOTICES.vipGrantedTitle, body: CONSOLE_NOTICES.vipGrantedBody },
  'withdraw.paid': { kind: 'money', title: MONEY_NOTICES.withdrawPaidTitle, body: MONEY_NOTICES.withdrawPaid },
  'withdraw.paying': { kind: 'money', title: MONEY_NOTICES.withdrawPayingTitle, body: MONEY_NOTICES.withdrawPaying },
  'withdraw.failed': {
    kind: 'money',
    title: MONEY_NOTICES.withdrawFailedTitle,
    body: MONEY_NOTICES.withdrawFailed,
    reason: true,
  },
  'withdraw.rejected': {
    kind: 'money',
    title: MONEY_NOTICES.withdrawRejectedTitle,
    body: MONEY_NOTICES.withdrawRejected,
    reason: true,
  },
  recharged: { kind: 'money', title: MONEY_NOTICES.rechargedTitle, body: MONEY_NOTICES.recharged },
  'vip.bought': { kind: 'money', title: MONEY_NOTICES.vipBoughtTitle, body: MONEY_NOTICES.vipBought },
  'vip.upgraded': { kind: 'money', title: MONEY_NOTICES.vipUpgradedTitle, body: MONEY_NOTICES.vipBought },
  'unlock.earned': { kind: 'money', title: MONEY_NOTICES.unlockEarnedTitle, body: MONEY_NOTICES.unlockEarned },
  'post.expiring': {
    kind: 'expiry',
    title: { zh: '信息即将到期', en: 'Your post expires soon' },
    body: {
      zh: '「{post}」将在 {days} 天内到期下架，续期即可继续展示（免费）',
      en: '“{post}” leaves the lists within {days} days: renew it to keep it listed (free)',
    },
  },
  'search.new_match': { kind: 'search', title: SEARCH_NOTICES.newMatchTitle, body: SEARCH_NOTICES.newMatch },
  'booking.requested': booking(APPOINTMENTS_NOTICES.requested),
  'booking.confirmed': booking(APPOINTMENTS_NOTICES.confirmed),
  'booking.declined': booking(APPOINTMENTS_NOTICES.declined),
  'booking.cancelled': booking(APPOINTMENTS_NOTICES.cancelled),
  'booking.rated': booking(APPOINTMENTS_NOTICES.rated),
} as const satisfies Readonly<Record<string, NoticeText>>;

export type NoticeCode = keyof typeof NOTICE_TEXTS;
