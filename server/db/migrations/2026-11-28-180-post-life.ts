/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

export async function up(db: Kysely<any>): Promise<void> {
  // When a public post expires; null until the life sweep first sees it public (then now + the lifetime), so
  // posts published before this column existed get a whole lifetime rather than expiring at once.
  await db.schema.alterTable('posts').addColumn('expires_at', 'integer').execute();
  // The expires_at value the reminder was sent for: one reminder per lifetime, a renewal allows the next.
  await db.schema.alterTable('posts').addColumn('reminded_for', 'integer').execute();
  await db.schema.createIndex('posts_expires_idx').on('posts').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('posts_expires_idx').execute();
  await db.schema.alterTable('posts').dropColumn('reminded_for').execute();
  await db.schema.alterTable('posts').dropColumn('expires_at').execute();
}
