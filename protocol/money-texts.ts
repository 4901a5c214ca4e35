import type { OrderStatus, WithdrawalStatus } from './money';
import type { LocalText } from './refusal-table';

// The `msg` of money's successful replies, and the names the server gives payout fields and gateways.

export const MONEY_REPLIES = {
  vipBought: { zh: '开通成功', en: 'Membership updated' },
  withdrawRequested: { zh: '提现申请已提交', en: 'Withdrawal requested' },
  withdrawCancelled: { zh: '已取消，金币已退回', en: 'Cancelled: the gold is back in your wallet' },
  orderCancelled: { zh: '订单已取消', en: 'Order cancelled' },
  accountAdded: { zh: '添加成功', en: 'Account added' },
  accountDeleted: { zh: '已删除', en: 'Deleted' },
} as const satisfies Readonly<Record<string, LocalText>>;

/** A payout account's fields (fill money.account_invalid), and the names of the sandbox gateway and payout channels. */
export const MONEY_WORDS = {
  alipayAccount: { zh: '支付宝账号（手机号或邮箱）', en: 'Alipay account (mobile number or email)' },
  wechatId: { zh: '微信号', en: 'WeChat ID' },
  bankCard: { zh: '银行卡号（12–19 位数字）', en: 'Card number (12–19 digits)' },
  sandboxGateway: { zh: '沙盒支付（测试）', en: 'Sandbox pay (test)' },
  sandboxPayout: { zh: '沙盒打款（测试）', en: 'Sandbox payout (test)' },
  manualPayout: { zh: '手动打款', en: 'Paid by hand' },
  bankName: { zh: '开户银行', en: 'Bank' },
} as const satisfies Readonly<Record<string, LocalText>>;

/** An order's closed state in words (fills money.order_closed: 该订单已{status} / already {status}). */
export const ORDER_CLOSED_WORD = {
  paid: { zh: '支付', en: 'paid' },
  cancelled: { zh: '取消', en: 'cancelled' },
  expired: { zh: '过期', en: 'expired' },
} as const satisfies Readonly<Record<Exclude<OrderStatus, 'created'>, LocalText>>;

/** A withdrawal's status in words, for refusals that name it (money.withdrawal_decided). */
export const WITHDRAWAL_STATUS_WORDS = {
  pending: { zh: '审核中', en: 'under review' },
  paying: { zh: '打款中', en: 'payout in progress' },
  paid: { zh: '已到账', en: 'paid out' },
  failed: { zh: '打款失败', en: 'payout failed' },
  rejected: { zh: '已驳回', en: 'rejected' },
  cancelled: { zh: '已取消', en: 'cancelled' },
} as const satisfies Readonly<Record<WithdrawalStatus, LocalText>>;
