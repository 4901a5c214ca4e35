import { describe, expect, it } from 'vitest';
import {
  normaliseAccountNo,
  normaliseBankName,
  validateAccount,
} from '../../../../../src/features/money/withdraw/account-validation';
import type { AccountDraft } from '../../../../../src/features/money/withdraw/account-validation';

const draft = (over: Partial<AccountDraft>): AccountDraft => ({
  method: 'alipay',
  holder: '王小明',
  accountNo: '13800001234',
  bankName: '招商银行',
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

  it('asks a bank card for its bank (2–40 characters), and no other method', () => {
    const card = { method: 'bank', accountNo: '6222000011112222' } as const;
    expect(validateAccount(draft({ ...card, bankName: ' ' })).bankName).toBe('bankNameRequired');
    expect(validateAccount(draft({ ...card, bankName: undefined })).bankName).toBe('bankNameRequired');
    expect(validateAccount(draft({ ...card, bankName: '行'.repeat(41) })).bankName).toBe('bankNameTooLong');
    expect(validateAccount(draft({ ...card, bankName: ' 工商  银行 ' }))).toEqual({});
    expect(validateAccount(draft({ bankName: '' }))).toEqual({});
    expect(normaliseBankName(' 工商  银行 ')).toBe('工商 银行');
  });

  it('sends numbers without the spaces people type', () => {
    expect(normaliseAccountNo(' 6222 0000\t1111 2222 ')).toBe('6222000011112222');
  });
});
