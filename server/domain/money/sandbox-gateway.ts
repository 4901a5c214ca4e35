import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MONEY_WORDS } from '../../../protocol/money-texts';
import type { NotifyVerdict, PaymentGateway } from './payment-gateway';

// The built-in sandbox gateway: its "provider side" is a confirm page this server serves (http/money-sandbox-pay.ts),
// which posts a notify signed with a server-only secret to the notify callback, as a real provider would.

export const SANDBOX = 'sandbox';
export const SANDBOX_PAGE_PATH = '/sandbox-pay';
export const NOTIFY_PATH = '/pay/notify';

const FIELDS = ['notifyId', 'orderNo', 'amountCents', 'status'] as const;
const CENTS = /^(0|[1-9]\d{0,12})$/;

function signInput(body: Readonly<Record<string, unknown>>): string {
  return FIELDS.map((f) => String(body[f] ?? '')).join('\n');
}

export interface SandboxGateway extends PaymentGateway {
  /** The notify body the confirm page posts for a paid order. */
  notifyFor(orderNo: string, amountCents: number): Record<string, string>;
}

export function createSandboxGateway(secretHex: string): SandboxGateway {
  const secret = Buffer.from(secretHex, 'hex');
  const sign = (body: Readonly<Record<string, unknown>>) =>
    createHmac('sha256', secret).update(signInput(body)).digest('hex');
  return {
    code: SANDBOX,
    name: MONEY_WORDS.sandboxGateway,
    payUrl: ({ orderNo }) => `${SANDBOX_PAGE_PATH}/${encodeURIComponent(orderNo)}`,
    notifyFor(orderNo, amountCents) {
      const body: Record<string, string> = {
        notifyId: randomBytes(12).toString('hex'),
        orderNo,
        amountCents: String(amountCents),
        status: 'paid',
      };
      return { ...body, sign: sign(body) };
    },
    verify(body): NotifyVerdict {
      const given = typeof body.sign === 'string' && /^[0-9a-f]{64}$/.test(body.sign) ? body.sign : null;
      if (!given || !timingSafeEqual(Buffer.from(sign(body), 'hex'), Buffer.from(given, 'hex')))
        return { kind: 'forged' };
      const { notifyId, orderNo, amountCents, status } = body;
      if (typeof orderNo !== 'string' || typeof status !== 'string' || typeof notifyId !== 'string') {
        return { kind: 'malformed' };
      }
      if (status !== 'paid') return { kind: 'not_paid', orderNo, status };
      // The amount as the gateway writes it: plain digits, no sign, no leading zero, no exponent.
      if (typeof amountCents !== 'string' || !CENTS.test(amountCents)) return { kind: 'malformed' };
      return { kind: 'paid', notice: { notifyId, orderNo, amountCents: Number(amountCents) } };
    },
  };
}
