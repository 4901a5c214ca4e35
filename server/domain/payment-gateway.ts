import type { LocalText } from '../../protocol/refusals';

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
  /** The notice, or null when the notify is not authentic (bad or missing signature). */
  verify(body: Readonly<Record<string, unknown>>): PaidNotice | null;
}

export type Gateways = ReadonlyMap<string, PaymentGateway>;
