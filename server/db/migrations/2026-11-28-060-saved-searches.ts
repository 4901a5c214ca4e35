/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<any>): Promise<void> {
  // Codes are 0 for "all", so an approved post finds its searches through the index with `in (0, code)`.
  await withId(db, db.schema.createTable('saved_searches'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('keyword', 'text', notNull)
    // The keyword as a LIKE pattern (lower case, wildcards escaped), so the match needs no escaping in SQL.
    .addColumn('pattern', 'text', notNull)
    .addColumn('city_code', 'integer', notNull)
    .addColumn('type_code', 'integer', notNull)
    .addColumn('mode_code', 'integer', notNull)
    .addColumn('price_min', 'integer')
    .addColumn('price_max', 'integer')
    .addColumn('new_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('saved_searches_user_idx').on('saved_searches').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('saved_searches_codes_idx')
    .on('saved_searches')
    .columns(['city_code', 'type_code', 'mode_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_searches').execute();
}
