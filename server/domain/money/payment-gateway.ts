import type { LocalText } from '../../../protocol/refusals';

// The seam to a payment provider: the sandbox is the embedded default (sandbox-gateway.ts); a real provider
// is one more implementation, registered by its code. Settling an order never trusts the browser: only a
// notify the gateway's verify() accepts moves gold.

export interface PayRequest {
  orderNo: string;
  amountCents: number;
  subject: string;
}

/** A verified "paid" notice from the gateway. */
export interface PaidNotice {
  /** The gateway's id of this notify (repeats carry the same id). */
  notifyId: string;
  orderNo: string;
  amountCents: number;
}

export interface PaymentGateway {
  code: string;
  name: LocalText;
  /** Where the payer's browser goes to pay. */
  payUrl(request: PayRequest): string;
  /** What an incoming notify says, once its signature is checked. */
  verify(body: Readonly<Record<string, unknown>>): NotifyVerdict;
}

/**
 * A notify read: `paid` moves gold; `not_paid` is authentic but reports something else (a failure, a
 * cancellation), acknowledged and left alone; `forged` has a bad or missing signature; `malformed` is signed
 * but not in the gateway's own spelling (an amount like `0600` or `6e2`).
 */
export type NotifyVerdict =
  | { kind: 'paid'; notice: PaidNotice }
  | { kind: 'not_paid'; orderNo: string; status: string }
  | { kind: 'forged' }
  | { kind: 'malformed' };

export type Gateways = ReadonlyMap<string, PaymentGateway>;
