/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // Possible duplicates found when a post goes into review: the earlier post it resembles and why. An image's
  // stored path is already its content identity (sha256 of the plain bytes), so nothing needs backfilling.
  await db.schema
    .createTable('post_duplicates')
    .addColumn('post_id', 'integer', notNull)
    .addColumn('other_id', 'integer', notNull)
    .addColumn('same_images', 'integer', notNull)
    .addColumn('text_percent', 'integer', notNull)
    .addColumn('link', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .addPrimaryKeyConstraint('post_duplicates_pk', ['post_id', 'other_id'])
    .execute();

  // The lookups of the duplicate check: posts showing a picture, accounts one invitation away, accounts seen
  // at the same address.
  await db.schema.createIndex('post_images_path_idx').on('post_images').column('path').execute();
  await db.schema.createIndex('users_invited_by_idx').on('users').column('invited_by').execute();
  await db.schema.createIndex('sessions_ip_seen_idx').on('sessions').columns(['ip', 'last_seen_at']).execute();
  await db.schema.createIndex('posts_user_updated_idx').on('posts').columns(['user_id', 'updated_at']).execute();

  // A report of a person filed from their public page rides the conversation reports' queue.
  await db.schema
    .alterTable('chat_reports')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('chat'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_reports').dropColumn('origin').execute();
  for (const i of ['posts_user_updated_idx', 'sessions_ip_seen_idx', 'users_invited_by_idx', 'post_images_path_idx'])
    await db.schema.dropIndex(i).execute();
  await db.schema.dropTable('post_duplicates').execute();
}
