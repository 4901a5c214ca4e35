import type { PayoutMethod } from '../../../protocol/money';
import type { LocalText } from '../../../protocol/refusals';

// The seam to a payout provider, the mirror of payment-gateway.ts: the sandbox is the embedded default
// (sandbox-payout.ts); a real provider is one more implementation, registered by its code. A payout becomes
// paid only on a notify the adapter's verify() accepts, or on finance's own word for a manual payout.

/** Finance pays by hand (bank transfer, Alipay) and then says it is done in the console. */
export const MANUAL = 'manual';

/** What a provider needs to pay one approved withdrawal. */
export interface PayoutOrder {
  /** Our id of the transfer: the provider's idempotency key and what its notify names. */
  transferNo: string;
  amountCents: number;
  method: PayoutMethod;
  holder: string;
  accountNo: string;
  bankName: string;
}

/**
 * A payout notify read: `paid` and `failed` settle the transfer; `forged` has a bad or missing signature;
 * `malformed` is signed but not in the adapter's own spelling.
 */
export type PayoutVerdict =
  | { kind: 'paid'; transferNo: string; providerRef: string }
  | { kind: 'failed'; transferNo: string; providerRef: string; failure: string }
  | { kind: 'forged' }
  | { kind: 'malformed' };

export interface PayoutAdapter {
  code: string;
  name: LocalText;
  /**
   * Hands the payout to the provider after the approval committed; the outcome comes later as a notify.
   * Returns the provider's id of the transfer. @throws when the provider refuses it outright (the payout fails).
   */
  send(order: PayoutOrder): Promise<string>;
  verify(body: Readonly<Record<string, unknown>>): PayoutVerdict;
}

export type PayoutAdapters = ReadonlyMap<string, PayoutAdapter>;

export const transferNoOf = (withdrawalId: number): string => `wd${withdrawalId}`;

/** The withdrawal a transfer number names, or null when it names none. */
export function withdrawalIdOf(transferNo: string): number | null {
  const m = /^wd([1-9]\d{0,9})$/.exec(transferNo);
  return m ? Number(m[1]) : null;
}
