/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // low_id/high_id name the pair whichever way a message goes, so one index serves a conversation's history.
  await withId(db, db.schema.createTable('chat_messages'))
    .addColumn('sender_id', 'integer', notNull)
    .addColumn('recipient_id', 'integer', notNull)
    .addColumn('low_id', 'integer', notNull)
    .addColumn('high_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .addColumn('delivered_at', 'integer')
    .addColumn('read_at', 'integer')
    .execute();
  await db.schema
    .createIndex('chat_messages_pair_idx')
    .on('chat_messages')
    .columns(['low_id', 'high_id', 'id'])
    .execute();
  await db.schema.createIndex('chat_messages_sender_idx').on('chat_messages').columns(['sender_id', 'id']).execute();
  await db.schema
    .createIndex('chat_messages_recipient_idx')
    .on('chat_messages')
    .columns(['recipient_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_unread_idx')
    .on('chat_messages')
    .columns(['recipient_id', 'read_at', 'sender_id'])
    .execute();

  // One row per person and conversation, moved to the top by each message: the contact list reads it.
  await db.schema
    .createTable('chat_threads')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('peer_id', 'integer', notNull)
    .addColumn('last_id', 'integer', notNull)
    .addColumn('updated_at', 'integer', notNull)
    .addPrimaryKeyConstraint('chat_threads_pk', ['user_id', 'peer_id'])
    .execute();
  await db.schema.createIndex('chat_threads_recent_idx').on('chat_threads').columns(['user_id', 'last_id']).execute();

  // Read by chat today and by bookings later: a block stops both, either way.
  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'integer', notNull)
    .addColumn('blocked_id', 'integer', notNull)
    .addColumn('created_at', 'integer', notNull)
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();

  await withId(db, db.schema.createTable('chat_reports'))
    .addColumn('reporter_id', 'integer', notNull)
    .addColumn('peer_id', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('last_message_id', 'integer', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('chat_reports_status_idx').on('chat_reports').columns(['status', 'id']).execute();
}
