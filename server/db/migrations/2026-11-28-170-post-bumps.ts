/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // The bump in force on the post (null: none); the list orders by them, the sweep clears them when it ends.
  await db.schema.alterTable('posts').addColumn('bumped_at', 'integer').execute();
  await db.schema.alterTable('posts').addColumn('bumped_until', 'integer').execute();
  await db.schema.createIndex('posts_bumped_idx').on('posts').columns(['city_code', 'bumped_until']).execute();
  // Every paid bump, kept after it ends: the statement names the post from here.
  await withId(db, db.schema.createTable('post_bumps'))
    .addColumn('post_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('city_code', 'integer', notNull)
    .addColumn('price_gold', 'integer', notNull)
    .addColumn('transfer_id', 'integer', (c) => c.notNull().unique())
    .addColumn('bumped_until', 'integer', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('post_bumps_post_idx').on('post_bumps').columns(['post_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_bumps').execute();
  await db.schema.dropIndex('posts_bumped_idx').execute();
  await db.schema.alterTable('posts').dropColumn('bumped_until').execute();
  await db.schema.alterTable('posts').dropColumn('bumped_at').execute();
}
