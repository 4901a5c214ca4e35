import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MONEY_WORDS } from '../../../protocol/money-texts';
import type { Db } from '../../db/database';
import type { PayoutAdapter, PayoutOrder, PayoutVerdict } from './payout-adapter';
import { transferNoOf } from './payout-adapter';

// The built-in sandbox payout provider. Its "provider side" is the payout sweep (http/money-payout-notify.ts):
// a while after a transfer was sent it posts a notify signed with a server-only secret to the payout callback,
// as a real provider's server would. No money moves; an account number ending in 0000 is refused, so the
// failure path can be seen too.

export const SANDBOX_PAYOUT = 'sandbox';
export const PAYOUT_NOTIFY_PATH = '/payout/notify';
/** The sandbox's test account that always fails (like a provider's test card numbers). */
const FAILING = /0000$/;

const FIELDS = ['notifyId', 'transferNo', 'providerRef', 'status', 'failure'] as const;

export interface SandboxPayout extends PayoutAdapter {
  /** The signed notify the sandbox posts for a transfer, paid or failed by the account's number. */
  notifyFor(order: Pick<PayoutOrder, 'transferNo' | 'accountNo'>, providerRef: string): Record<string, string>;
}

/** `secretHex` may be the sandbox gateway's: the payout key is derived from it, so one never signs for the other. */
export function createSandboxPayout(secretHex: string): SandboxPayout {
  const secret = createHmac('sha256', Buffer.from(secretHex, 'hex')).update('sandbox payout').digest();
  const sign = (body: Readonly<Record<string, unknown>>) =>
    createHmac('sha256', secret)
      .update(FIELDS.map((f) => String(body[f] ?? '')).join('\n'))
      .digest('hex');
  return {
    code: SANDBOX_PAYOUT,
    name: MONEY_WORDS.sandboxPayout,
    send: async ({ transferNo }) => `sbx-${transferNo}-${randomBytes(4).toString('hex')}`,
    notifyFor({ transferNo, accountNo }, providerRef) {
      const failed = FAILING.test(accountNo);
      const body: Record<string, string> = {
        notifyId: randomBytes(12).toString('hex'),
        transferNo,
        providerRef,
        status: failed ? 'failed' : 'paid',
        failure: failed ? 'sandbox: account refused' : '',
      };
      return { ...body, sign: sign(body) };
    },
    verify(body): PayoutVerdict {
      const given = typeof body.sign === 'string' && /^[0-9a-f]{64}$/.test(body.sign) ? body.sign : null;
      if (!given || !timingSafeEqual(Buffer.from(sign(body), 'hex'), Buffer.from(given, 'hex')))
        return { kind: 'forged' };
      const { transferNo, providerRef, status, failure } = body;
      if (typeof transferNo !== 'string' || typeof providerRef !== 'string') return { kind: 'malformed' };
      if (status === 'paid') return { kind: 'paid', transferNo, providerRef };
      if (status === 'failed' && typeof failure === 'string')
        return { kind: 'failed', transferNo, providerRef, failure: failure.slice(0, 200) };
      return { kind: 'malformed' };
    },
  };
}

/**
 * Sandbox transfers sent at least `minAgeS` ago and not yet answered: what its provider side answers next. One
 * whose hand-over was cut short (the process stopped right after the approval) has no reference yet and is
 * answered all the same, so a restart leaves no payout waiting for ever.
 */
export async function sandboxPayoutsDue(
  db: Db,
  nowS: number,
  minAgeS: number,
): Promise<{ order: Pick<PayoutOrder, 'transferNo' | 'accountNo'>; providerRef: string }[]> {
  const rows = await db
    .selectFrom('payout_transfers as t')
    .innerJoin('withdrawals as w', 'w.id', 't.withdrawal_id')
    .innerJoin('payout_accounts as a', 'a.id', 'w.payout_account_id')
    .select(['t.withdrawal_id', 't.provider_ref', 'a.account_no'])
    .where('t.channel', '=', SANDBOX_PAYOUT)
    .where('t.status', '=', 'sent')
    .where('t.created_at', '<=', nowS - minAgeS)
    .orderBy('t.id')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    order: { transferNo: transferNoOf(r.withdrawal_id), accountNo: r.account_no },
    providerRef: r.provider_ref ?? `sbx-${transferNoOf(r.withdrawal_id)}-late`,
  }));
}
