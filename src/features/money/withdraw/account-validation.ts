import { BANK_NAME_MAX } from '../../../../protocol/money';
import type { PayoutMethod } from '../../../../protocol/money';

// The payout account rules the server applies (docs/protocol.md addAccount), checked before sending so the
// user sees the problem under the field. Spaces in a number are ignored, as people type them in groups.

export const HOLDER_MAX = 40;

const PATTERNS: Record<PayoutMethod, RegExp> = {
  alipay: /^(1\d{10}|[^\s@]{1,64}@[^\s@]{1,120}\.[a-z]{2,})$/i,
  wechat: /^[A-Za-z][\w-]{5,19}$/,
  bank: /^\d{12,19}$/,
};

export type AccountField = 'holder' | 'accountNo' | 'bankName';
export type AccountProblem =
  | 'holderRequired'
  | 'holderTooLong'
  | 'numberRequired'
  | `numberInvalid_${PayoutMethod}`
  | 'bankNameRequired'
  | 'bankNameTooLong';

export interface AccountDraft {
  method: PayoutMethod;
  holder: string;
  accountNo: string;
  /** Asked of a bank card only. */
  bankName?: string;
}

/** The bank as it is sent: trimmed, inner runs of spaces made one (the server does the same). */
export function normaliseBankName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The number as it is sent: without spaces. */
export function normaliseAccountNo(no: string): string {
  return no.replace(/\s+/g, '');
}

/** Problems by field; an empty object means the draft can be sent. */
export function validateAccount(d: AccountDraft): Partial<Record<AccountField, AccountProblem>> {
  const out: Partial<Record<AccountField, AccountProblem>> = {};
  const holder = d.holder.trim();
  if (!holder) out.holder = 'holderRequired';
  else if (Array.from(holder).length > HOLDER_MAX) out.holder = 'holderTooLong';
  const no = normaliseAccountNo(d.accountNo);
  if (!no) out.accountNo = 'numberRequired';
  else if (!PATTERNS[d.method].test(no)) out.accountNo = `numberInvalid_${d.method}`;
  if (d.method === 'bank') {
    const bank = Array.from(normaliseBankName(d.bankName ?? ''));
    if (bank.length < 2) out.bankName = 'bankNameRequired';
    else if (bank.length > BANK_NAME_MAX) out.bankName = 'bankNameTooLong';
  }
  return out;
}
