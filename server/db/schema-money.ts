import type { ColumnType, Generated } from 'kysely';
import type { BigIntColumn } from './schema-upload';

// Tables added by the money migration (2026-11-23-004); merged into Database in schema.ts.
// Amounts are integer gold units; prices paid to the gateway are integer cents.

export type LedgerAccountKind = 'wallet' | 'hold' | 'revenue' | 'clearing' | 'payouts' | 'promotions';

export interface LedgerAccountTable {
  id: Generated<number>;
  /** `wallet:<userId>`, `hold:<userId>`, `platform:revenue|clearing|payouts`. */
  key: string;
  kind: LedgerAccountKind;
  user_id: number | null;
  /** bigint: PostgreSQL reads it as a string, so readers wrap in Number(). */
  balance: ColumnType<number | string, number | undefined, number>;
  /** 1 only for the gateway clearing account, the mirror of the money that came in from outside. */
  may_go_negative: Generated<number>;
  created_at: number;
}

export type TransferKind =
  | 'recharge'
  | 'vip'
  | 'unlock'
  | 'withdraw_hold'
  | 'withdraw_paid'
  | 'withdraw_rejected'
  | 'withdraw_cancelled'
  | 'withdraw_failed'
  | 'grant'
  | 'invite_reward'
  | 'bump';

export interface LedgerTransferTable {
  id: Generated<number>;
  kind: TransferKind;
  /** Unique: what makes the movement happen once (an order number, a user's idempotency key, …). */
  uniq: string;
  user_id: number | null;
  /** The order number, withdrawal id, post id… the statement links to. */
  ref: string;
  created_at: number;
}

/** Append-only: no UPDATE or DELETE ever touches this table. */
export interface LedgerEntryTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  amount: BigIntColumn;
  /** The account's balance right after this entry: the statement's running balance. */
  balance_after: BigIntColumn;
  created_at: number;
}

export interface IdempotencyTable {
  user_id: number;
  action: string;
  key: string;
  /** SHA-256 of the request's canonical JSON: the same key with another request is refused. */
  request_hash: string;
  /** The first reply, as JSON, answered again to a retry. */
  reply: string;
  created_at: number;
}

export type GoodsKind = 'gold' | 'vip';

export interface GoodsTable {
  id: Generated<number>;
  kind: GoodsKind;
  name: string;
  name_en: string;
  /** Gold packs: the price paid through the gateway; 0 for VIP cards. */
  price_cents: number;
  /** VIP cards: the price in gold; 0 for gold packs. */
  price_gold: number;
  /** Gold packs: the gold credited once paid. */
  gold: number;
  vip_level: number;
  /** 0 for lifetime. */
  vip_days: number;
  sort: number;
  active: Generated<number>;
}

export type OrderStatus = 'created' | 'paid' | 'cancelled' | 'expired';

export interface OrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  goods_id: number;
  pay_way: string;
  amount_cents: number;
  gold: number;
  status: OrderStatus;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  /** The gateway's id of the paying notify that settled the order. */
  gateway_ref: string | null;
}

/** Every verified notify the gateway sent, however often: the audit trail of callbacks. */
export interface GatewayNotifyTable {
  id: Generated<number>;
  notify_id: string;
  order_no: string;
  outcome: string;
  received_at: number;
}

export interface VipGrantTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  level: number;
  from_level: number;
  starts_at: number;
  /** null: lifetime. */
  expires_at: number | null;
  price_gold: number;
  transfer_id: number;
  created_at: number;
}

export interface UnlockTable {
  user_id: number;
  post_id: number;
  price_gold: number;
  transfer_id: number;
  created_at: number;
}

export type PayoutMethod = 'alipay' | 'wechat' | 'bank';

export interface PayoutAccountTable {
  id: Generated<number>;
  user_id: number;
  method: PayoutMethod;
  holder: string;
  account_no: string;
  deleted_at: number | null;
  created_at: number;
}

/** pending → paying (approved, the payout sent) → paid | failed; pending → rejected | cancelled. */
export type WithdrawalStatus = 'pending' | 'paying' | 'paid' | 'failed' | 'rejected' | 'cancelled';

export interface WithdrawalTable {
  id: Generated<number>;
  user_id: number;
  payout_account_id: number;
  amount: number;
  fee: number;
  /** Null only for requests made before the column existed. */
  payout_cents: number | null;
  status: WithdrawalStatus;
  reason: Generated<string>;
  created_at: number;
  decided_at: number | null;
}

export interface MoneyTables {
  ledger_accounts: LedgerAccountTable;
  ledger_transfers: LedgerTransferTable;
  ledger_entries: LedgerEntryTable;
  idempotency_keys: IdempotencyTable;
  goods: GoodsTable;
  orders: OrderTable;
  gateway_notifies: GatewayNotifyTable;
  vip_grants: VipGrantTable;
  unlocks: UnlockTable;
  payout_accounts: PayoutAccountTable;
  withdrawals: WithdrawalTable;
}
