import { describe, expect, it } from 'vitest';
import { normaliseAccountNo, validateAccount } from '../../../../../src/features/money/withdraw/account-validation';
import type { AccountDraft } from '../../../../../src/features/money/withdraw/account-validation';

const draft = (over: Partial<AccountDraft>): AccountDraft => ({
  method: 'alipay',
  holder: '王小明',
  accountNo: '13800001234',
  ...over,
});

describe('payout account validation', () => {
  it.each([
    ['alipay', '13800001234'],
    ['alipay', 'pay.me@example.com'],
    ['wechat', 'shop_abc1'],
    ['wechat', 'A12345'],
    ['bank', '622200001111'],
    ['bank', '6222 0000 1111 2222 333'],
  ] as const)('%s accepts %s', (method, accountNo) => {
    expect(validateAccount(draft({ method, accountNo }))).toEqual({});
  });

  it.each([
    ['alipay', '2380000123', 'numberInvalid_alipay'],
    ['alipay', 'no-at-sign.com', 'numberInvalid_alipay'],
    ['wechat', '1shop_abc', 'numberInvalid_wechat'],
    ['wechat', 'abc', 'numberInvalid_wechat'],
    ['wechat', 'a'.repeat(21), 'numberInvalid_wechat'],
    ['bank', '12345678901', 'numberInvalid_bank'],
    ['bank', '1'.repeat(20), 'numberInvalid_bank'],
    ['bank', '6222-0000-1111', 'numberInvalid_bank'],
    ['bank', '   ', 'numberRequired'],
  ] as const)('%s refuses %j with %s', (method, accountNo, problem) => {
    expect(validateAccount(draft({ method, accountNo })).accountNo).toBe(problem);
  });

  it('needs a holder of at most 40 characters (counted as people see them)', () => {
    expect(validateAccount(draft({ holder: '  ' })).holder).toBe('holderRequired');
    expect(validateAccount(draft({ holder: '名'.repeat(41) })).holder).toBe('holderTooLong');
    expect(validateAccount(draft({ holder: '😀'.repeat(40) })).holder).toBeUndefined();
  });

  it('sends numbers without the spaces people type', () => {
    expect(normaliseAccountNo(' 6222 0000\t1111 2222 ')).toBe('6222000011112222');
  });
});
