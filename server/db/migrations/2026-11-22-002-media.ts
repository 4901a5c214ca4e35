/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('post_videos')
    .addColumn('post_id', 'integer', (c) => c.primaryKey())
    .addColumn('url', 'text', notNull)
    .addColumn('pic', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();

  // Keyed by (original path, width): the variant file name derives from both, so no path column of its own.
  await db.schema
    .createTable('media_variants')
    .addColumn('path', 'text', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('size', 'integer', notNull)
    .addPrimaryKeyConstraint('media_variants_pk', ['path', 'width'])
    .execute();

  await withId(db, db.schema.createTable('image_uploads'))
    .addColumn('path', 'text', notNull)
    .addColumn('user_id', 'integer')
    .addColumn('ip', 'text', notNull)
    .addColumn('at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('image_uploads_ip_at_idx').on('image_uploads').columns(['ip', 'at']).execute();
  await db.schema.createIndex('image_uploads_user_at_idx').on('image_uploads').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['image_uploads', 'media_variants', 'post_videos']) {
    await db.schema.dropTable(t).execute();
  }
}
