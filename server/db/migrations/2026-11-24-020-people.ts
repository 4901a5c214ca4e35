/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const emptyText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

function contactColumns(t: any) {
  return t
    .addColumn('phone', 'text', emptyText)
    .addColumn('wechat', 'text', emptyText)
    .addColumn('qq', 'text', emptyText)
    .addColumn('telegram', 'text', emptyText)
    .addColumn('updated_at', 'integer', notNull);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('post_id', 'integer', notNull)
    .addColumn('created_at', 'integer', notNull)
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema.createIndex('favorites_post_idx').on('favorites').column('post_id').execute();
  await db.schema.createIndex('favorites_user_time_idx').on('favorites').columns(['user_id', 'created_at']).execute();
  // The counter so far was demo popularity, not people: from here it counts favourites rows, and there are none.
  await sql`update posts set favorites = 0`.execute(db);

  await withId(db, db.schema.createTable('user_notices'))
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'text', notNull)
    .addColumn('post_id', 'integer')
    .addColumn('post_title', 'text', emptyText)
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer')
    .addColumn('actor', 'text')
    .addColumn('title', 'text', emptyText)
    .addColumn('body', 'text', emptyText)
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('user_notices_user_idx').on('user_notices').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('read_up_to', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('feedback'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('contact', 'text', emptyText)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('feedback_status_idx').on('feedback').columns(['status', 'id']).execute();

  await contactColumns(
    db.schema.createTable('contact_details').addColumn('user_id', 'integer', (c) => c.primaryKey()),
  ).execute();
  await contactColumns(
    db.schema.createTable('store_contacts').addColumn('post_id', 'integer', (c) => c.primaryKey()),
  ).execute();
}
