import { describe, expect, it } from 'vitest';
import { payoutCents, withdrawFee } from '../../../../../protocol/money';
import type { MoneyRates, Withdrawal } from '../../../../../protocol/money';
import {
  amountInput,
  typedProblem,
  usedToday,
  validateWithdraw,
} from '../../../../../src/features/money/withdraw/withdraw-validation';

const RATES: MoneyRates = {
  goldPerYuan: 10,
  withdrawMin: 100,
  withdrawFeeBp: 200,
  withdrawDailyCap: 1_000,
  unlockPriceGold: 30,
  posterShareBp: 7000,
  bumpPriceGold: 50,
  bumpSeconds: 86_400,
  bumpPerCity: 5,
};
const NOW = 1_800_000_000;
const ctx = { rates: RATES, balance: 900, used: 0 };

function w(over: Partial<Withdrawal>): Withdrawal {
  return {
    id: 1,
    amount: 100,
    fee: 0,
    payoutCents: 1000,
    status: 'pending',
    reason: '',
    account: null,
    createdAt: NOW,
    decidedAt: null,
    ...over,
  };
}

describe('withdrawal form rules', () => {
  it('accepts a whole amount within every limit', () => {
    expect(validateWithdraw({ amount: ' 250 ', accountId: 3 }, ctx)).toEqual({ amount: 250, accountId: 3 });
  });

  it.each([
    ['', { code: 'amountRequired' }],
    ['12.5', { code: 'amountWhole' }],
    ['-100', { code: 'amountWhole' }],
    ['1e3', { code: 'amountWhole' }],
    ['99', { code: 'belowMin', min: 100 }],
    ['901', { code: 'overBalance', balance: 900 }],
    ['99999999999999999999', { code: 'overBalance', balance: 900 }],
  ])('refuses %j', (amount, problem) => {
    expect(validateWithdraw({ amount, accountId: 3 }, ctx)).toEqual(problem);
  });

  it('counts what is left of the daily cap', () => {
    expect(validateWithdraw({ amount: '300', accountId: 3 }, { ...ctx, used: 800 })).toEqual({
      code: 'overCap',
      left: 200,
    });
    expect(validateWithdraw({ amount: '200', accountId: 3 }, { ...ctx, used: 800 })).toEqual({
      amount: 200,
      accountId: 3,
    });
  });

  it('says while typing only what no further digit can mend: past the balance or the day’s cap', () => {
    expect(typedProblem('1', ctx)).toBeNull();
    expect(typedProblem('150', ctx)).toBeNull();
    expect(typedProblem('5000', ctx)).toEqual({ code: 'overBalance', balance: 900 });
    expect(typedProblem('9007199254740993', ctx)).toEqual({ code: 'overBalance', balance: 900 });
    expect(typedProblem('300', { ...ctx, used: 800 })).toEqual({ code: 'overCap', left: 200 });
  });

  it('keeps digits only in the amount field', () => {
    expect(amountInput('1,000')).toBe('1000');
    expect(amountInput('abc😀')).toBe('');
    expect(amountInput(' 25 0 ')).toBe('250');
    expect(amountInput('9'.repeat(20))).toBe('9'.repeat(12));
  });

  it('needs an account', () => {
    expect(validateWithdraw({ amount: '200', accountId: null }, ctx)).toEqual({ code: 'accountRequired' });
  });

  it('uses the last 24 hours without the requests that gave the gold back, as the server does', () => {
    const list = [
      w({ amount: 300 }),
      w({ amount: 200, status: 'paid', createdAt: NOW - 3_600 }),
      w({ amount: 100, status: 'paying' }),
      w({ amount: 500, status: 'rejected' }),
      w({ amount: 600, status: 'failed' }),
      w({ amount: 700, status: 'cancelled' }),
      w({ amount: 400, createdAt: NOW - 86_400 }),
    ];
    expect(usedToday(list, NOW)).toBe(600);
  });

  it('shows the fee rounded down and the yuan received', () => {
    expect(withdrawFee(149, RATES)).toBe(2);
    expect(withdrawFee(100, { withdrawFeeBp: 0 })).toBe(0);
    expect(payoutCents(1_000, RATES)).toBe(9_800);
    // 149 gold less a fee of 2 at 7 gold a yuan is ¥21.00: cents round down, never up.
    expect(payoutCents(149, { ...RATES, goldPerYuan: 7 })).toBe(2_100);
    expect(payoutCents(150, { ...RATES, goldPerYuan: 7 })).toBe(2_100);
    expect(payoutCents(1_000, { ...RATES, goldPerYuan: 0 })).toBe(0);
  });
});
