/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // NULL for accounts without one; both databases let a unique index hold any number of NULLs.
  await db.schema.alterTable('users').addColumn('phone', 'text').execute();
  await db.schema.createIndex('users_phone_idx').unique().on('users').column('phone').execute();
  // The city the user says they are in (a cities.code), or NULL.
  await db.schema.alterTable('users').addColumn('area_code', 'integer').execute();

  await withId(db, db.schema.createTable('reset_codes'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('phone', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', notNull)
    .addColumn('expires_at', 'integer', notNull)
    .addColumn('used_at', 'integer')
    .execute();
  await db.schema.createIndex('reset_codes_phone_idx').on('reset_codes').columns(['phone', 'id']).execute();

  await withId(db, db.schema.createTable('sms_outbox'))
    .addColumn('phone', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').columns(['phone', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('reset_codes').execute();
  await db.schema.alterTable('users').dropColumn('area_code').execute();
  await db.schema.dropIndex('users_phone_idx').execute();
  await db.schema.alterTable('users').dropColumn('phone').execute();
}
