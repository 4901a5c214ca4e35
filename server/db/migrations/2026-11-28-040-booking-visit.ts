/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

const emptyText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Kysely<any>): Promise<void> {
  // Where and how a home-visit provider reaches the customer ('' for bookings of other posts).
  await db.schema.alterTable('appointments').addColumn('visit_contact', 'text', emptyText).execute();
  await db.schema.alterTable('appointments').addColumn('visit_address', 'text', emptyText).execute();
  // The post a conversation was started from (null: started elsewhere), kept per person's side of it.
  await db.schema.alterTable('chat_threads').addColumn('post_id', 'integer').execute();
}
