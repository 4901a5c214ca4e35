import type { Access } from './access';
import type { VipInfo } from './money-vip';
import type { Page, PostKind } from './types';

// The money calls (spec §7 "Orders" and the money calls of "User"). Gold is an integer; money paid to the
// gateway is integer cents. Every call that moves gold carries `key`, an idempotency key the client makes
// before its first try and reuses on retries (same key + same request → the first reply again).

/** Idempotency keys: 8–64 characters of [A-Za-z0-9_-] (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,64}$/;

/** VIP tier levels (`is_vip`): 0 none, then monthly, quarterly, annual, lifetime. */
export const VIP_LEVEL = { NONE: 0, MONTHLY: 1, QUARTERLY: 2, ANNUAL: 3, LIFETIME: 4 } as const;

export type GoodsKind = 'gold' | 'vip';
export type OrderStatus = 'created' | 'paid' | 'cancelled' | 'expired';
export type PayoutMethod = 'alipay' | 'wechat' | 'bank';
export const PAYOUT_METHODS = ['alipay', 'wechat', 'bank'] as const satisfies readonly PayoutMethod[];
/**
 * pending (under review) → paying (approved, the payout sent) → paid (the channel confirmed) | failed (the gold
 * is back in the wallet); pending → rejected | cancelled (the gold is back in the wallet).
 */
export type WithdrawalStatus = 'pending' | 'paying' | 'paid' | 'failed' | 'rejected' | 'cancelled';
/** The statuses whose gold is still on its way out (held). */
export const OPEN_WITHDRAWAL = ['pending', 'paying'] as const satisfies readonly WithdrawalStatus[];
/** Statement line kinds, labelled on the statement. */
export type MoneyDetailKind =
  | 'recharge'
  | 'vip'
  | 'unlock_paid'
  | 'unlock_income'
  | 'withdraw_hold'
  | 'withdraw_paid'
  | 'withdraw_rejected'
  | 'withdraw_cancelled'
  | 'withdraw_failed'
  | 'grant'
  | 'invite_reward'
  | 'bump';

export interface Goods {
  id: number;
  kind: GoodsKind;
  name: string;
  nameEn: string;
  /** Gold packs: price in cents through the gateway (0 for VIP cards). */
  priceCents: number;
  /** VIP cards: price in gold (0 for gold packs). */
  priceGold: number;
  /** Gold packs: gold credited once paid. */
  gold: number;
  vipLevel: number;
  /** 0: lifetime. */
  vipDays: number;
}

export interface PayWay {
  code: string;
  name: string;
  nameEn: string;
}

export interface Order {
  orderNo: string;
  goodsId: number;
  goodsName: string;
  /** The goods' English name (the client shows it on English pages). */
  goodsNameEn: string;
  payWay: string;
  amountCents: number;
  gold: number;
  status: OrderStatus;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
}

export interface PayingOrder {
  order: Order;
  /** Where the browser goes to pay (the sandbox confirm page by default). */
  payUrl: string;
}

export interface MoneyRates {
  /** Gold per yuan when withdrawing. */
  goldPerYuan: number;
  withdrawMin: number;
  /** Fee on a withdrawal in basis points of the amount. */
  withdrawFeeBp: number;
  withdrawDailyCap: number;
  unlockPriceGold: number;
  /** The poster's share of an unlock, in basis points. */
  posterShareBp: number;
  /** Gold to put an own post on top of its city's list (/api/info/bumpPost), and for how many seconds. */
  bumpPriceGold: number;
  bumpSeconds: number;
  /** Posts of one city on top at once; a bump beyond is refused, and nothing is charged. */
  bumpPerCity: number;
}

/** The fee on a withdrawal of `amount` gold, rounded down (the platform never takes more than its rate). */
export function withdrawFee(amount: number, rates: Pick<MoneyRates, 'withdrawFeeBp'>): number {
  return Math.floor((amount * rates.withdrawFeeBp) / 10_000);
}

/** The money a withdrawal of `amount` gold pays out after the fee, in whole cents (rounded down). */
export function payoutCents(amount: number, rates: Pick<MoneyRates, 'withdrawFeeBp' | 'goldPerYuan'>): number {
  if (rates.goldPerYuan <= 0) return 0;
  return Math.floor(((amount - withdrawFee(amount, rates)) * 100) / rates.goldPerYuan);
}

export interface WalletInfo {
  balance: number;
  /** Gold on its way out (pending withdrawals). */
  held: number;
  rates: MoneyRates;
}

export interface MoneyDetail {
  id: number;
  kind: MoneyDetailKind;
  label: string;
  /** Signed gold. */
  amount: number;
  /** Wallet balance right after this movement. */
  balance: number;
  ref: string;
  createdAt: number;
}

export interface PayoutAccount {
  id: number;
  method: PayoutMethod;
  holder: string;
  /** Masked: only the last four characters show. */
  accountNo: string;
  /** The bank of a card ('' for other methods, and for cards added before the bank was asked). */
  bankName: string;
  createdAt: number;
}

/** Bank names: 2–40 characters. */
export const BANK_NAME_MAX = 40;

export interface Withdrawal {
  id: number;
  amount: number;
  /** The fee taken, or to be taken once paid: 0 when nothing is charged (rejected, cancelled, failed). */
  fee: number;
  /** The money paid out (amount less fee), in cents at the rate of when it was asked; null for a request from before it was recorded. */
  payoutCents: number | null;
  status: WithdrawalStatus;
  reason: string;
  account: PayoutAccount | null;
  createdAt: number;
  decidedAt: number | null;
}

export interface UnlockedContact {
  postId: number;
  contact: string;
  /** Gold paid (0 when it was already unlocked or the post is the caller's own). */
  paid: number;
  /** The caller had unlocked it before this call (another tab, an earlier visit): nothing was charged now. */
  alreadyUnlocked: boolean;
}

export interface UnlockItem {
  postId: number;
  /** The post's kind, which its detail path names. */
  kind: PostKind;
  title: string;
  contact: string;
  priceGold: number;
  createdAt: number;
}

interface Paging {
  page?: number;
  pageSize?: number;
}

export interface MoneyEndpoints {
  '/api/proxy/info': { payload: Record<string, never>; reply: WalletInfo };
  '/api/order/goodsList': { payload: { kind?: GoodsKind }; reply: Goods[] };
  '/api/order/goodsPayWay': { payload: Record<string, never>; reply: PayWay[] };
  '/api/order/createPaying': { payload: { goodsId: number; payWay?: string; key: string }; reply: PayingOrder };
  /** One order by number (orderNo), else the caller's orders, newest first. */
  '/api/order/orderList': { payload: Paging & { orderNo?: string }; reply: Page<Order> };
  /** Paid orders only. */
  '/api/order/goodsPayList': { payload: Paging; reply: Page<Order> };
  /** payGold: the quote the buyer confirmed (VipQuote.payGold); another figure now is refused. */
  '/api/order/exchange': { payload: { goodsId: number; payGold: number; key: string }; reply: VipInfo };
  /** The pay page of an unpaid order again (to go on paying). */
  '/api/order/resumePaying': { payload: { orderNo: string }; reply: PayingOrder };
  /** Closes an unpaid order; a paid notify arriving later still credits it. */
  '/api/order/cancelOrder': { payload: { orderNo: string }; reply: Order };
  '/api/order/withdraw': {
    payload: { amount: number; accountId: number; key: string };
    reply: Withdrawal;
  };
  '/api/order/withdrawCancel': { payload: { id: number }; reply: Withdrawal };
  '/api/order/listWithdraw': { payload: Paging; reply: Page<Withdrawal> };
  '/api/user/listAccount': { payload: Record<string, never>; reply: PayoutAccount[] };
  '/api/user/addAccount': {
    /** bankName: required for a bank card, ignored otherwise. */
    payload: { method: PayoutMethod; holder: string; accountNo: string; bankName?: string };
    reply: PayoutAccount;
  };
  '/api/user/delAccount': { payload: { id: number }; reply: null };
  /** Paging applies to the history. */
  '/api/user/myVipInfo': { payload: Paging; reply: VipInfo };
  '/api/user/listMoneyDetail': { payload: Paging; reply: Page<MoneyDetail> };
  '/api/user/myUnlock': { payload: Paging; reply: Page<UnlockItem> };
  '/api/info/userBuyInfo': { payload: { id: number; key: string }; reply: UnlockedContact };
  /** Own verified post on top of its city's newest list for bumpSeconds, for bumpPriceGold (idempotent by key). */
  '/api/info/bumpPost': { payload: { id: number; key: string }; reply: BumpReceipt };
}

export interface BumpReceipt {
  postId: number;
  /** Gold charged (a replay of the same key answers the first reply again). */
  paid: number;
  /** The wallet right after the charge. */
  balance: number;
  bumpedUntil: number;
}

export const MONEY_ACCESS = {
  '/api/proxy/info': 'user',
  '/api/order/goodsList': 'public',
  '/api/order/goodsPayWay': 'public',
  '/api/order/createPaying': 'user',
  '/api/order/orderList': 'user',
  '/api/order/goodsPayList': 'user',
  '/api/order/exchange': 'user',
  '/api/order/resumePaying': 'user',
  '/api/order/cancelOrder': 'user',
  '/api/order/withdraw': 'user',
  '/api/order/withdrawCancel': 'user',
  '/api/order/listWithdraw': 'user',
  '/api/user/listAccount': 'user',
  '/api/user/addAccount': 'user',
  '/api/user/delAccount': 'user',
  '/api/user/myVipInfo': 'user',
  '/api/user/listMoneyDetail': 'user',
  '/api/user/myUnlock': 'user',
  '/api/info/userBuyInfo': 'user',
  '/api/info/bumpPost': 'user',
} as const satisfies Record<keyof MoneyEndpoints, Access>;

/** How the statement names each kind of movement. */
export const MONEY_DETAIL_LABEL: Record<MoneyDetailKind, { zh: string; en: string }> = {
  recharge: { zh: '充值', en: 'Recharge' },
  vip: { zh: '购买会员', en: 'VIP membership' },
  unlock_paid: { zh: '解锁联系方式', en: 'Contact unlocked' },
  unlock_income: { zh: '联系方式被解锁收入', en: 'Earned from a contact unlock' },
  withdraw_hold: { zh: '申请提现', en: 'Withdrawal requested' },
  withdraw_paid: { zh: '提现已到账', en: 'Withdrawal paid' },
  withdraw_rejected: { zh: '提现被拒退回', en: 'Withdrawal rejected, gold returned' },
  withdraw_cancelled: { zh: '取消提现退回', en: 'Withdrawal cancelled, gold returned' },
  withdraw_failed: { zh: '打款失败退回', en: 'Payout failed, gold returned' },
  grant: { zh: '平台赠送', en: 'Granted by the platform' },
  invite_reward: { zh: '邀请奖励', en: 'Invitation reward' },
  bump: { zh: '置顶', en: 'Top' },
};
