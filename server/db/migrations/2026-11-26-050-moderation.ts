/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // A banned account: its sessions end, it cannot log in, its posts leave every list until it is unbanned.
  await db.schema.alterTable('users').addColumn('banned_at', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('ban_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('users_banned_idx').on('users').column('banned_at').execute();

  // Ads run inside an optional window (null = open end); the console edits them.
  await db.schema.alterTable('ads').addColumn('starts_at', 'integer').execute();
  await db.schema.alterTable('ads').addColumn('ends_at', 'integer').execute();

  // Who handled a reported conversation, when and how (the post reports' table has the same three columns).
  await db.schema.alterTable('chat_reports').addColumn('handled_by', 'integer').execute();
  await db.schema.alterTable('chat_reports').addColumn('handled_at', 'integer').execute();
  await db.schema.alterTable('chat_reports').addColumn('resolution', 'text').execute();

  // Reports of posts are filed by the public pages (fakeInfo); the same definition, created only where that
  // migration has not run yet, so either order of landing leaves one table.
  await withId(db, db.schema.createTable('post_reports').ifNotExists())
    .addColumn('post_id', 'integer', notNull)
    .addColumn('reporter_id', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'integer', notNull)
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', 'integer')
    .addColumn('resolution', 'text')
    .execute();
  await sql`create unique index if not exists post_reports_open_uq on post_reports (post_id, reporter_id)
    where status = 'open'`.execute(db);
  await sql`create index if not exists post_reports_queue_idx on post_reports (status, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['resolution', 'handled_at', 'handled_by'])
    await db.schema.alterTable('chat_reports').dropColumn(c).execute();
  await db.schema.alterTable('ads').dropColumn('ends_at').execute();
  await db.schema.alterTable('ads').dropColumn('starts_at').execute();
  await db.schema.dropIndex('users_banned_idx').execute();
  await db.schema.alterTable('users').dropColumn('ban_reason').execute();
  await db.schema.alterTable('users').dropColumn('banned_at').execute();
}
