/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

export async function up(db: Kysely<any>): Promise<void> {
  // The home list filters by city and type and sorts by time or price; similar posts are one city and type.
  await db.schema
    .createIndex('posts_city_type_idx')
    .on('posts')
    .columns(['status', 'city_code', 'type_code', 'created_at'])
    .execute();
  await db.schema.createIndex('posts_price_idx').on('posts').columns(['status', 'price_min']).execute();
  // Operator text for English readers; '' = none, and the Chinese text is shown instead.
  await db.schema
    .alterTable('ads')
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('notices')
    .addColumn('text_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notices').dropColumn('text_en').execute();
  await db.schema.alterTable('ads').dropColumn('title_en').execute();
  await db.schema.dropIndex('posts_price_idx').execute();
  await db.schema.dropIndex('posts_city_type_idx').execute();
}
