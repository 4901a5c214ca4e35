import type { MoneyRates, Withdrawal, WithdrawalStatus } from '../../../../protocol/money';

// The withdrawal rules of /api/proxy/info's rates, checked before sending: a whole number of gold, at
// least the minimum, within the balance and within what is left of the daily cap.

const DAY_S = 86_400;

export type WithdrawProblem =
  | { code: 'amountRequired' }
  | { code: 'amountWhole' }
  | { code: 'belowMin'; min: number }
  | { code: 'overBalance'; balance: number }
  | { code: 'overCap'; left: number }
  | { code: 'accountRequired' };

const GAVE_BACK: readonly WithdrawalStatus[] = ['rejected', 'cancelled', 'failed'];

/**
 * Gold already asked for in the last 24 hours (requests that gave the gold back do not count), as the server counts it
 * for the daily cap; from the newest withdrawals, which cover the last day when they are newest first.
 */
export function usedToday(withdrawals: readonly Withdrawal[], nowS: number): number {
  return withdrawals
    .filter((w) => !GAVE_BACK.includes(w.status) && w.createdAt > nowS - DAY_S)
    .reduce((sum, w) => sum + w.amount, 0);
}

export interface WithdrawDraft {
  amount: string;
  accountId: number | null;
}

/** The amount as a number, or a problem; `used` is usedToday(). */
export function validateWithdraw(
  d: WithdrawDraft,
  ctx: { rates: MoneyRates; balance: number; used: number },
): { amount: number; accountId: number } | WithdrawProblem {
  const raw = d.amount.trim();
  if (!raw) return { code: 'amountRequired' };
  if (!/^\d+$/.test(raw)) return { code: 'amountWhole' };
  const amount = Number(raw);
  // Digits past what a number holds are surely more than the balance.
  if (!Number.isSafeInteger(amount)) return { code: 'overBalance', balance: ctx.balance };
  if (amount < ctx.rates.withdrawMin) return { code: 'belowMin', min: ctx.rates.withdrawMin };
  if (amount > ctx.balance) return { code: 'overBalance', balance: ctx.balance };
  const left = Math.max(0, ctx.rates.withdrawDailyCap - ctx.used);
  if (amount > left) return { code: 'overCap', left };
  if (d.accountId === null) return { code: 'accountRequired' };
  return { amount, accountId: d.accountId };
}

/**
 * While typing: an amount past the balance or the day's cap, said at once instead of a fee quote for gold
 * that cannot go; null otherwise. Below the minimum waits for sending: 150 starts as 1.
 */
export function typedProblem(
  amount: string,
  ctx: { rates: MoneyRates; balance: number; used: number },
): WithdrawProblem | null {
  const checked = validateWithdraw({ amount, accountId: 0 }, ctx);
  return 'code' in checked && (checked.code === 'overBalance' || checked.code === 'overCap') ? checked : null;
}

/** What the amount field keeps of a keystroke or a paste: digits only ("1,000" is 1000), at most 12. */
export const amountInput = (typed: string): string => typed.replace(/\D/g, '').slice(0, 12);
