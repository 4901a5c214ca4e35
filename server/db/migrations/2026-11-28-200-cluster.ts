/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // When each periodic job may next run: the process whose conditional update moves it on runs that period.
  await db.schema
    .createTable('periodic_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('due_at', 'integer', notNull)
    .addColumn('ran_by', 'text', notNull)
    .execute();
  // A fingerprint of every key the processes must share, written by the first process to start.
  await db.schema
    .createTable('cluster_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cluster_keys').execute();
  await db.schema.dropTable('periodic_runs').execute();
}
