/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgresDb, withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // Several roles per account (an admin who also works finance), so roles leave the users table.
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', notNull)
    .addColumn('granted_by', 'integer')
    .addColumn('granted_at', 'integer', notNull)
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await sql`insert into user_roles (user_id, role, granted_by, granted_at)
    select id, 'admin', null, created_at from users where role = 'admin'`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_role', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('target_type', 'text', notNull)
    .addColumn('target_id', 'text', notNull)
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();

  // The log is evidence: the database itself refuses to change or remove a row, whoever asks.
  if (isPostgresDb(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (isPostgresDb(db)) await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .execute();
  await sql`update users set role = 'admin' where id in (select user_id from user_roles where role = 'admin')`.execute(
    db,
  );
  await db.schema.dropTable('user_roles').execute();
}
