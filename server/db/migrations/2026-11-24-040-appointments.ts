/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const emptyText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_offers')
    .addColumn('post_id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', notNull)
    .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('weekly', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('open', 'integer', zero)
    .addColumn('updated_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('booking_offers_user_idx').on('booking_offers').column('user_id').execute();

  await withId(db, db.schema.createTable('appointments'))
    .addColumn('post_id', 'integer', notNull)
    .addColumn('provider_id', 'integer', notNull)
    .addColumn('customer_id', 'integer', notNull)
    .addColumn('service', 'text', emptyText)
    .addColumn('slot_at', 'integer', notNull)
    .addColumn('slot_ends_at', 'integer', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('note', 'text', emptyText)
    .addColumn('reason', 'text', emptyText)
    .addColumn('cancelled_by', 'text')
    .addColumn('created_at', 'integer', notNull)
    .addColumn('updated_at', 'integer', notNull)
    .execute();
  // One slot of a post holds one live booking: the database refuses the second insert, whatever the race.
  await sql`create unique index appointments_live_slot_uq on appointments (post_id, slot_at)
    where state in ('pending', 'confirmed')`.execute(db);
  await db.schema
    .createIndex('appointments_customer_idx')
    .on('appointments')
    .columns(['customer_id', 'slot_at'])
    .execute();
  await db.schema
    .createIndex('appointments_provider_idx')
    .on('appointments')
    .columns(['provider_id', 'slot_at'])
    .execute();

  await withId(db, db.schema.createTable('appointment_ratings'))
    .addColumn('appointment_id', 'integer', (c) => c.notNull().unique())
    .addColumn('post_id', 'integer', notNull)
    .addColumn('provider_id', 'integer', notNull)
    .addColumn('customer_id', 'integer', notNull)
    .addColumn('stars', 'integer', notNull)
    .addColumn('text', 'text', emptyText)
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('appointment_ratings_post_idx')
    .on('appointment_ratings')
    .columns(['post_id', 'id'])
    .execute();
  await db.schema
    .createIndex('appointment_ratings_provider_idx')
    .on('appointment_ratings')
    .columns(['provider_id', 'id'])
    .execute();

  // Kept beside the post so cards show the average without reading ratings.
  await db.schema.alterTable('posts').addColumn('rating_count', 'integer', zero).execute();
  await db.schema.alterTable('posts').addColumn('rating_sum', 'integer', zero).execute();
}
