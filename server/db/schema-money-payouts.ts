import type { Generated } from 'kysely';

// The payouts migration (2026-11-28-010): the bank of a card, and the payout transfer of each approved
// withdrawal. The columns merge into the money tables by interface augmentation; the table joins MoneyTables.

export type PayoutChannelCode = string;
/** `sent`: handed to the channel, waiting for its word; `paid` and `failed` are final. */
export type PayoutTransferStatus = 'sent' | 'paid' | 'failed';

export interface PayoutTransferTable {
  id: Generated<number>;
  withdrawal_id: number;
  /** `manual` (finance pays by hand and confirms) or an adapter's code (`sandbox`). */
  channel: PayoutChannelCode;
  status: PayoutTransferStatus;
  amount_cents: number;
  /** The channel's id of the transfer, once it gave one. */
  provider_ref: string | null;
  /** Why the channel could not pay (shown to finance). */
  failure: Generated<string>;
  created_at: number;
  settled_at: number | null;
}

declare module './schema-money' {
  interface PayoutAccountTable {
    /** The bank of a card ('' for other methods and for cards added before it was asked). */
    bank_name: Generated<string>;
  }
  interface MoneyTables {
    payout_transfers: PayoutTransferTable;
  }
}
