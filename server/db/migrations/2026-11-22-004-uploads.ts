/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.
// Sizes are bigint: videos of several GB overflow a 32-bit integer on PostgreSQL.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', notNull)
    .addColumn('mode', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('format', 'text', notNull)
    .addColumn('slice_size', 'integer', notNull)
    .addColumn('slices', 'integer', notNull)
    .addColumn('file_hash', 'text')
    .addColumn('proof_start', 'bigint', notNull)
    .addColumn('proof_end', 'bigint', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('video_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'integer', notNull)
    .addColumn('updated_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute();
  await db.schema.createIndex('uploads_updated_idx').on('uploads').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('upload_slices')
    .addColumn('upload_id', 'text', notNull)
    .addColumn('index', 'integer', notNull)
    .addColumn('md5', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('created_at', 'integer', notNull)
    .addPrimaryKeyConstraint('upload_slices_pk', ['upload_id', 'index'])
    .execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', notNull)
    .addColumn('md5', 'text', notNull)
    .addColumn('size', 'bigint', notNull)
    .addColumn('path', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('videos_md5_idx').on('videos').columns(['md5', 'size']).execute();
  await db.schema.createIndex('videos_user_idx').on('videos').column('user_id').execute();
}
