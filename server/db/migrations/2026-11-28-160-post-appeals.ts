/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // An owner's appeal of a banned post; 'open' until a moderator upholds the ban or restores the post.
  await withId(db, db.schema.createTable('post_appeals'))
    .addColumn('post_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decision_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'integer')
    .addColumn('created_at', 'integer', notNull)
    .execute();
  // One open appeal per post, held by the database: two appeals sent at once cannot both be open.
  await db.schema
    .createIndex('post_appeals_open_idx')
    .on('post_appeals')
    .column('post_id')
    .unique()
    .where(sql<boolean>`status = 'open'`)
    .execute();
  await db.schema.createIndex('post_appeals_status_idx').on('post_appeals').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_appeals').execute();
}
