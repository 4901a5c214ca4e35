import type { OperatorAccess } from './access';
import type { MoneyDetail, PayoutMethod, Withdrawal } from './money';
import type { Page } from './types';

// The console's money screens: the withdrawal queue (finance) and the ledger view (a user's statement and
// the reconciliation of `ledger check`).

export interface MoneyUser {
  id: number;
  username: string;
  nickname: string;
  /** When the account was banned, if it is now: finance sees it before paying a banned account out. */
  bannedAt: number | null;
  /** Gold in the wallet and held for pending withdrawals. */
  wallet: number;
  hold: number;
}

/** The payout of an approved request (status `paying`): which channel sends it and since when. */
export interface QueuedPayout {
  /** `manual` (finance pays by hand and then settles it) or an adapter's code. */
  channel: string;
  sentAt: number;
}

export interface QueuedWithdrawal extends Withdrawal {
  user: MoneyUser;
  /** The user's latest statement lines, newest first. */
  statement: MoneyDetail[];
  /** Null while under review. */
  payout: QueuedPayout | null;
}

/** A way to pay an approved request: `manual`, or an adapter (the sandbox by default). */
export interface PayoutChannel {
  code: string;
  name: string;
  nameEn: string;
}

export interface WithdrawalQueue {
  /** Under review, then being paid; oldest first. */
  items: QueuedWithdrawal[];
  channels: PayoutChannel[];
}

/** The unmasked account of an open request, for finance paying by hand. */
export interface RevealedAccount {
  method: PayoutMethod;
  holder: string;
  bankName: string;
  accountNo: string;
}

export interface UserStatement {
  user: MoneyUser;
  statement: Page<MoneyDetail>;
}

export interface LedgerStatus {
  ok: boolean;
  /** Each broken invariant, named. */
  problems: { invariant: string; detail: string }[];
  checkedAt: number;
}

export const QUEUE_STATEMENT_LINES = 8;
export const WITHDRAW_REASON_MAX = 200;

export interface AdminMoneyEndpoints {
  '/api/admin/withdrawalQueue': { payload: Record<string, never>; reply: WithdrawalQueue };
  /** Approve sends the payout through `channel` (default `manual`): the reply's status is `paying`. */
  '/api/admin/withdrawalDecide': {
    payload: { id: number; action: 'approve' | 'reject'; reason?: string; channel?: string };
    reply: Withdrawal;
  };
  /** Every reading is written to the audit log. */
  '/api/admin/payoutReveal': { payload: { id: number }; reply: RevealedAccount };
  /** Finance's word on a manual payout: paid, or failed with the reason the member reads. */
  '/api/admin/payoutSettle': {
    payload: { id: number; outcome: 'paid' | 'failed'; reason?: string };
    reply: Withdrawal;
  };
  '/api/admin/userStatement': { payload: { username: string; page?: number; pageSize?: number }; reply: UserStatement };
  '/api/admin/ledgerCheck': { payload: Record<string, never>; reply: LedgerStatus };
}

const withdrawals: OperatorAccess = { operator: 'withdrawals' };
const ledger: OperatorAccess = { operator: 'ledger' };
const reveal: OperatorAccess = { operator: 'payouts.reveal' };

export const ADMIN_MONEY_ACCESS = {
  '/api/admin/withdrawalQueue': withdrawals,
  '/api/admin/withdrawalDecide': withdrawals,
  '/api/admin/payoutReveal': reveal,
  '/api/admin/payoutSettle': withdrawals,
  '/api/admin/userStatement': ledger,
  '/api/admin/ledgerCheck': ledger,
} as const satisfies Record<keyof AdminMoneyEndpoints, OperatorAccess>;
