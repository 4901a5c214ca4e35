/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.
// Proof-of-possession challenges on uploads, and the attempt rows every upload limit counts.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('challenge', 'text').execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('challenges', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('upload_attempts'))
    .addColumn('kind', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('at', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('upload_attempts_kind_subject_at_idx')
    .on('upload_attempts')
    .columns(['kind', 'subject', 'at'])
    .execute();
  await db.schema.createIndex('upload_attempts_at_idx').on('upload_attempts').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_attempts').execute();
  await db.schema.alterTable('uploads').dropColumn('challenges').execute();
  await db.schema.alterTable('uploads').dropColumn('challenge').execute();
}
