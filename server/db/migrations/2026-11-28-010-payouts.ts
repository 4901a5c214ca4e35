/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

export async function up(db: Kysely<any>): Promise<void> {
  // A card number alone cannot be paid to: finance needs the bank. Accounts added before keep ''.
  await db.schema
    .alterTable('payout_accounts')
    .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // One payout per approved withdrawal: which channel sends it, and what the channel last said.
  await withId(db, db.schema.createTable('payout_transfers'))
    .addColumn('withdrawal_id', 'integer', (c) => c.notNull().unique())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('failure', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('settled_at', 'integer')
    .execute();
  await db.schema
    .createIndex('payout_transfers_status_idx')
    .on('payout_transfers')
    .columns(['status', 'channel', 'id'])
    .execute();
}
