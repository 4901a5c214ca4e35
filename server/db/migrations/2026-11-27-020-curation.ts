/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // A theme's own cover (an uploaded image); null keeps the newest post's cover.
  await db.schema.alterTable('explore_themes').addColumn('cover', 'text').execute();

  // The inbox: the operator's reply (sent to the person as a notice) and who handled it when.
  await db.schema
    .alterTable('feedback')
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('feedback').addColumn('handled_by', 'integer').execute();
  await db.schema.alterTable('feedback').addColumn('handled_at', 'integer').execute();

  // A notice leaves everyone's list at ends_at (null: never).
  await db.schema.alterTable('user_notices').addColumn('ends_at', 'integer').execute();

  // Notices written ahead. They become user_notices rows only when due, so ids (and the read mark) follow
  // the order people see them in.
  await withId(db, db.schema.createTable('notice_schedules'))
    .addColumn('user_id', 'integer')
    .addColumn('title', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('publish_at', 'integer', notNull)
    .addColumn('ends_at', 'integer')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('notice_id', 'integer')
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('notice_schedules_due_idx')
    .on('notice_schedules')
    .columns(['state', 'publish_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_schedules').execute();
  await db.schema.alterTable('user_notices').dropColumn('ends_at').execute();
  for (const c of ['handled_at', 'handled_by', 'reply']) await db.schema.alterTable('feedback').dropColumn(c).execute();
  await db.schema.alterTable('explore_themes').dropColumn('cover').execute();
}
