export { bumpPost } from './bump';
export { DEFAULT_MONEY, moneyConfigFrom, posterShare } from './config';
export type { MoneyConfig } from './config';
export { revealedContact } from './contact-source';
export { listGoods, payWays } from './goods';
export { accountKey, balanceOf, transfer } from './ledger';
export type { AccountRef, Leg } from './ledger';
export { settleOrder } from './order-payment';
export {
  cancelOrder,
  cancelOwnOrder,
  createPaying,
  expireOrders,
  listOrders,
  orderForPayment,
  resumePaying,
} from './orders';
export type { Gateways } from './payment-gateway';
export { addAccount, deleteAccount, listAccounts } from './payout-accounts';
export { createSandboxGateway, NOTIFY_PATH, SANDBOX, SANDBOX_PAGE_PATH } from './sandbox-gateway';
export type { SandboxGateway } from './sandbox-gateway';
export { hasUnlocked, listUnlocks, unlockContact } from './unlock';
export { dailyPriceOf, exchange, nextMembership, requireVipLevel, vipInfo } from './vip';
export { membershipInForce } from './vip-quote';
export { statement, walletInfo } from './wallet';
export {
  cancelWithdrawal,
  withdrawalDecided,
  listWithdrawals,
  pendingWithdrawals,
  requestWithdrawal,
  toWithdrawal,
  withAccount,
} from './withdrawals';
export { MANUAL, withdrawalIdOf } from './payout-adapter';
export type { PayoutAdapter, PayoutAdapters, PayoutVerdict } from './payout-adapter';
export { approveWithdrawal, rejectWithdrawal, revealPayoutAccount, settlePayout } from './payouts';
export type { RevealedAccount } from './payouts';
export { createSandboxPayout, PAYOUT_NOTIFY_PATH, SANDBOX_PAYOUT, sandboxPayoutsDue } from './sandbox-payout';
export type { SandboxPayout } from './sandbox-payout';
