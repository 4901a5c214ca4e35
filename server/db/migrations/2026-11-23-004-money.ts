/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.
// Balances and entry amounts are bigint so a busy platform account cannot overflow 32 bits on PostgreSQL.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', notNull)
    .addColumn('user_id', 'integer')
    .addColumn('balance', 'bigint', zero)
    .addColumn('may_go_negative', 'integer', zero)
    .addColumn('created_at', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('ledger_transfers'))
    .addColumn('kind', 'text', notNull)
    .addColumn('uniq', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer')
    .addColumn('ref', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('transfer_id', 'integer', notNull)
    .addColumn('account_id', 'integer', notNull)
    .addColumn('amount', 'bigint', notNull)
    .addColumn('balance_after', 'bigint', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_idx')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema.createIndex('ledger_entries_transfer_idx').on('ledger_entries').column('transfer_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('request_hash', 'text', notNull)
    .addColumn('reply', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'action', 'key'])
    .execute();

  await withId(db, db.schema.createTable('goods'))
    .addColumn('kind', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('price_cents', 'integer', notNull)
    .addColumn('price_gold', 'integer', notNull)
    .addColumn('gold', 'integer', notNull)
    .addColumn('vip_level', 'integer', notNull)
    .addColumn('vip_days', 'integer', notNull)
    .addColumn('sort', 'integer', notNull)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', notNull)
    .addColumn('goods_id', 'integer', notNull)
    .addColumn('pay_way', 'text', notNull)
    .addColumn('amount_cents', 'integer', notNull)
    .addColumn('gold', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .addColumn('expires_at', 'integer', notNull)
    .addColumn('paid_at', 'integer')
    .addColumn('gateway_ref', 'text')
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'expires_at']).execute();

  await withId(db, db.schema.createTable('gateway_notifies'))
    .addColumn('notify_id', 'text', notNull)
    .addColumn('order_no', 'text', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('received_at', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('vip_grants'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('goods_id', 'integer', notNull)
    .addColumn('level', 'integer', notNull)
    .addColumn('from_level', 'integer', notNull)
    .addColumn('starts_at', 'integer', notNull)
    .addColumn('expires_at', 'integer')
    .addColumn('price_gold', 'integer', notNull)
    .addColumn('transfer_id', 'integer', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('vip_grants_user_idx').on('vip_grants').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('unlocks')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('post_id', 'integer', notNull)
    .addColumn('price_gold', 'integer', notNull)
    .addColumn('transfer_id', 'integer', notNull)
    .addColumn('created_at', 'integer', notNull)
    .addPrimaryKeyConstraint('unlocks_pk', ['user_id', 'post_id'])
    .execute();

  await withId(db, db.schema.createTable('payout_accounts'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('method', 'text', notNull)
    .addColumn('holder', 'text', notNull)
    .addColumn('account_no', 'text', notNull)
    .addColumn('deleted_at', 'integer')
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('payout_accounts_user_idx').on('payout_accounts').column('user_id').execute();

  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('payout_account_id', 'integer', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('fee', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', notNull)
    .addColumn('decided_at', 'integer')
    .execute();
  await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();
}
