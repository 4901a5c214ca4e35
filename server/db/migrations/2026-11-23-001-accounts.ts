/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.
//
// Usernames become unique whatever their case. Existing case-variant twins keep the oldest account's name;
// each younger twin gets `<name>#<id>`: '#' is outside the registration alphabet, so the new name cannot
// clash with any account, and login (which checks only length) still accepts it. Login attempts move from a
// row per attempt to one counter row per throttle key, updated atomically (domain/common/throttle.ts).

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

async function renameTwins(db: Kysely<any>): Promise<void> {
  const twins = await db
    .selectFrom('users')
    .select(sql<string>`lower(username)`.as('name'))
    .groupBy(sql`lower(username)`)
    .having(sql`count(*)`, '>', 1)
    .execute();
  for (const { name } of twins) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where(sql`lower(username)`, '=', name)
      .orderBy('id')
      .execute();
    for (const row of rows.slice(1)) {
      await db
        .updateTable('users')
        .set({ username: `${row.username as string}#${row.id as number}` })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await renameTwins(db);
  await db.schema
    .createIndex('users_username_lower_idx')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema.dropTable('login_attempts').execute();
  await db.schema
    .createTable('throttle_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', notNull)
    .addColumn('window_start', 'integer', notNull)
    .addColumn('blocked_until', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verdict', 'integer', notNull)
    .addColumn('updated_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('throttle_counters_updated_idx').on('throttle_counters').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('throttle_counters').execute();
  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('scope', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('at', 'integer', notNull)
    .addColumn('success', 'integer', notNull)
    .execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.dropIndex('users_username_lower_idx').execute();
}
