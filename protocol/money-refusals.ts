import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of money: the wallet, orders, VIP, contact unlocks, payout accounts and withdrawals.

const { BAD_PAYLOAD, CONFLICT, NEEDS_ANNUAL_VIP, NOT_FOUND, RATE_LIMITED } = STATUS;

export const MONEY_REFUSALS = {
  'money.insufficient': { status: BAD_PAYLOAD, zh: '金币余额不足', en: 'Not enough gold in your wallet' },
  'money.key_reused': {
    status: CONFLICT,
    zh: '该请求编号已用于另一笔不同的操作，请刷新后重试',
    en: 'This request key was already used for a different request: refresh and try again',
  },
  'money.conflict': {
    status: CONFLICT,
    zh: '操作冲突，请稍后重试',
    en: 'Another request got there first: please try again',
  },
  'money.bump_not_found': {
    status: NOT_FOUND,
    zh: '信息不存在，或不是你发布的',
    en: 'This post does not exist or is not yours',
  },
  'money.bump_not_public': {
    status: BAD_PAYLOAD,
    zh: '只有已通过审核的信息可以置顶（当前状态 {status}）',
    en: 'Only approved posts can be put on top (now {status})',
  },
  'money.bump_already': {
    status: CONFLICT,
    zh: '该信息已在置顶中，至 {until} 结束后可再次置顶',
    en: 'This post is already on top until {until}: bump it again after that',
  },
  'money.bump_city_full': {
    status: CONFLICT,
    zh: '该城市的置顶位已满（最多 {max} 条），请稍后再试，未扣金币',
    en: 'All {max} top places of this city are taken: try again later (no gold was charged)',
  },
  'money.goods_unknown': {
    status: NOT_FOUND,
    zh: '商品不存在或已下架',
    en: 'This item does not exist or is no longer offered',
  },
  'money.pay_way_unknown': { status: BAD_PAYLOAD, zh: '不支持该支付方式', en: 'This payment method is not available' },
  'money.order_not_found': { status: NOT_FOUND, zh: '订单不存在', en: 'Order not found' },
  'money.order_closed': {
    status: CONFLICT,
    zh: '该订单已{status}，不能再支付或取消',
    en: 'This order is already {status}: it can no longer be paid or cancelled',
  },
  'money.too_many_orders': {
    status: RATE_LIMITED,
    zh: '一小时内最多创建 {max} 个订单，请 {wait}后再试，或先支付已有订单',
    en: 'At most {max} orders an hour: try again in {wait}, or pay one you have',
  },
  'money.vip_lower': {
    status: BAD_PAYLOAD,
    zh: '您已是更高等级的会员，无需购买此卡',
    en: 'You already hold a higher membership than this card',
  },
  'money.vip_quote_changed': {
    status: CONFLICT,
    zh: '价格已更新：现在需支付 {pay} 金币，请重新确认',
    en: 'The price has changed: it is now {pay} gold, please confirm again',
  },
  'money.vip_annual_required': {
    status: NEEDS_ANNUAL_VIP,
    zh: '该功能需要年卡或以上会员',
    en: 'This needs an annual membership or higher',
  },
  'money.vip_too_far': {
    status: BAD_PAYLOAD,
    zh: '会员有效期最多延长至 {years} 年后，长期使用请选择终身卡',
    en: 'Membership can run at most {years} years ahead: the lifetime card suits longer',
  },
  'money.account_not_found': { status: NOT_FOUND, zh: '收款账户不存在', en: 'Payout account not found' },
  'money.account_invalid': { status: BAD_PAYLOAD, zh: '{label}格式不正确', en: '{label} is not valid' },
  'money.account_busy': {
    status: CONFLICT,
    zh: '该账户有处理中的提现，暂不能删除',
    en: 'A withdrawal to this account is still under way: it cannot be deleted yet',
  },
  'money.accounts_too_many': {
    status: BAD_PAYLOAD,
    zh: '最多添加 {max} 个收款账户',
    en: 'At most {max} payout accounts',
  },
  'money.withdraw_below_min': {
    status: BAD_PAYLOAD,
    zh: '最低提现 {min} 金币',
    en: 'The minimum withdrawal is {min} gold',
  },
  'money.withdraw_over_cap': {
    status: BAD_PAYLOAD,
    zh: '超出每日提现上限，今日还可提现 {left} 金币',
    en: 'Over the daily withdrawal limit: {left} gold left today',
  },
  'money.withdrawal_not_found': { status: NOT_FOUND, zh: '提现申请不存在', en: 'Withdrawal not found' },
  'money.withdrawal_decided': {
    status: CONFLICT,
    zh: '该提现已处理（{status}）',
    en: 'This withdrawal was already decided ({status})',
  },
  'money.payout_channel_unknown': {
    status: BAD_PAYLOAD,
    zh: '不支持该打款方式',
    en: 'This payout channel is not available',
  },
  'money.payout_needs_manual': {
    status: BAD_PAYLOAD,
    zh: '该申请未记录打款金额，只能手动打款',
    en: 'This request has no recorded payout sum: pay it by hand',
  },
  'money.payout_not_manual': {
    status: CONFLICT,
    zh: '该笔由打款渠道处理，结果以渠道通知为准',
    en: 'A payout channel pays this one: its notice settles it',
  },
  'money.bank_name_required': {
    status: BAD_PAYLOAD,
    zh: '请填写开户银行（2–{max} 个字）',
    en: 'Enter the bank (2–{max} characters)',
  },
  'money.reason_required': { status: BAD_PAYLOAD, zh: '请填写拒绝原因', en: 'A reason is required' },
} as const satisfies RefusalTable<'money'>;
