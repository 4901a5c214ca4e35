/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.
// The sampled fingerprint of an upload's file (size plus first, middle and last 64 KiB), so a fresh client
// finds the caller's own open upload of the same file before it sends anything.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('sample', 'text').execute();
  await db.schema.createIndex('uploads_user_sample_idx').on('uploads').columns(['user_id', 'sample']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uploads_user_sample_idx').execute();
  await db.schema.alterTable('uploads').dropColumn('sample').execute();
}
