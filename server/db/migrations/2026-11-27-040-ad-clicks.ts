/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // One row per ad, clicker and day, as post_views: the primary key makes a click count once under any burst.
  await db.schema
    .createTable('ad_clicks')
    .addColumn('ad_id', 'integer', notNull)
    .addColumn('viewer', 'text', notNull)
    .addColumn('day', 'integer', notNull)
    .addPrimaryKeyConstraint('ad_clicks_pk', ['ad_id', 'viewer', 'day'])
    .execute();
  await db.schema.createIndex('ad_clicks_day_idx').on('ad_clicks').column('day').execute();
}
