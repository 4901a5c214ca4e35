/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgresDb } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // The embedded default's job table; PostgreSQL keeps its jobs in graphile-worker's own schema instead.
  if (!isPostgresDb(db)) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('task', 'text', notNull)
      .addColumn('payload', 'text', notNull)
      .addColumn('job_key', 'text', (c) => c.unique())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', notNull)
      .addColumn('run_at', 'integer', notNull)
      .addColumn('locked_at', 'integer')
      .addColumn('locked_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'integer', notNull)
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['run_at', 'id']).execute();
  }
  // What became of each uploaded video: its HLS ladder while it is made, once made, or why it was refused.
  await db.schema
    .createTable('video_ladders')
    .addColumn('video_id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', notNull)
    .addColumn('reason', 'text')
    .addColumn('rungs_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rungs_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('work_prefix', 'text')
    .addColumn('master', 'text')
    .addColumn('poster', 'text')
    .addColumn('thumbs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('updated_at', 'integer', notNull)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_ladders').execute();
  if (!isPostgresDb(db)) await db.schema.dropTable('jobs').execute();
}
