/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import { PostgresAdapter } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

// Shared by migrations: changing behaviour here changes every migration, so only add, never alter.

export type Table = CreateTableBuilder<string, never>;

export function isPostgresDb(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** SQLite wants `integer primary key autoincrement`; PostgreSQL has no AUTOINCREMENT and uses `serial`. */
export function withId(db: Kysely<any>, t: Table): Table {
  return isPostgresDb(db)
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
