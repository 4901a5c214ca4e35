/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // One row per post, viewer and day: the primary key is what makes a view count once under any burst.
  await db.schema
    .createTable('post_views')
    .addColumn('post_id', 'integer', notNull)
    .addColumn('viewer', 'text', notNull)
    .addColumn('day', 'integer', notNull)
    .addPrimaryKeyConstraint('post_views_pk', ['post_id', 'viewer', 'day'])
    .execute();
  await db.schema.createIndex('post_views_day_idx').on('post_views').column('day').execute();
}
