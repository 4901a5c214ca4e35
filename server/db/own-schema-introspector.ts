import { sql } from 'kysely';
import type { DatabaseIntrospector, DatabaseMetadata, Kysely, SchemaMetadata, TableMetadata } from 'kysely';

/**
 * Which schemas and tables exist, for Kysely's migrator on PostgreSQL, read from the catalog alone.
 *
 * Kysely's own PostgreSQL introspector lists every column of every table of every schema and looks each
 * table up by name on the way (serial sequences, comments). Where several apps or test runs share one
 * database, each in its own schema, another client dropping or migrating its schema meanwhile then fails the
 * listing (no such schema, table or column) or makes it wait on that client's locks. The migrator only asks
 * whether its own tables exist: this lists the tables of the schemas on the search path, with no lookups by
 * name and no locks, and leaves columns out.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  // The migrator's queries are untyped catalog reads, not the app's schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ schema: string; name: string; isView: boolean }>`
      select n.nspname as schema, c.relname as name, c.relkind in ('v', 'm') as "isView"
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any (current_schemas(false)) and c.relkind in ('r', 'p', 'v', 'm')`.execute(this.db);
    return rows.map((r) => ({ ...r, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}
