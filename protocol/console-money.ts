import type { OperatorAccess } from './access';
import type { MoneyDetail, Withdrawal } from './money';
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

export interface QueuedWithdrawal extends Withdrawal {
  user: MoneyUser;
  /** The user's latest statement lines, newest first. */
  statement: MoneyDetail[];
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
  '/api/admin/withdrawalQueue': { payload: Record<string, never>; reply: QueuedWithdrawal[] };
  '/api/admin/withdrawalDecide': {
    payload: { id: number; action: 'approve' | 'reject'; reason?: string };
    reply: Withdrawal;
  };
  '/api/admin/userStatement': { payload: { username: string; page?: number; pageSize?: number }; reply: UserStatement };
  '/api/admin/ledgerCheck': { payload: Record<string, never>; reply: LedgerStatus };
}

const withdrawals: OperatorAccess = { operator: 'withdrawals' };
const ledger: OperatorAccess = { operator: 'ledger' };

export const ADMIN_MONEY_ACCESS = {
  '/api/admin/withdrawalQueue': withdrawals,
  '/api/admin/withdrawalDecide': withdrawals,
  '/api/admin/userStatement': ledger,
  '/api/admin/ledgerCheck': ledger,
} as const satisfies Record<keyof AdminMoneyEndpoints, OperatorAccess>;
