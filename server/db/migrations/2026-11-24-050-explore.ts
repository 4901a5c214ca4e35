/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const emptyText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const one = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1);

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('explore_themes'))
    .addColumn('title', 'text', notNull)
    .addColumn('title_en', 'text', notNull)
    .addColumn('intro', 'text', emptyText)
    .addColumn('intro_en', 'text', emptyText)
    .addColumn('tag', 'text')
    .addColumn('type_code', 'integer')
    .addColumn('mode_code', 'integer')
    .addColumn('kind', 'text')
    .addColumn('recent_days', 'integer')
    .addColumn('sort', 'integer', zero)
    .addColumn('active', 'integer', one)
    .addColumn('created_at', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('explore_tags'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', notNull)
    .addColumn('hot', 'integer', zero)
    .addColumn('sort', 'integer', zero)
    .addColumn('active', 'integer', one)
    .execute();
}
