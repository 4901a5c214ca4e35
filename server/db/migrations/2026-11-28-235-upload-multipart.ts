/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.
// The object store's multipart upload id of a pieces upload sent straight to the bucket (null otherwise):
// completion lists and completes it, a sweep aborts it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('multipart_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('multipart_id').execute();
}
