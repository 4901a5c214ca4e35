/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** Centres of the demo catalogue's cities, so a database seeded before this migration can rank by distance. */
export const CITY_CENTRES: readonly (readonly [code: number, lat: number, lng: number])[] = [
  [110100, 39.9042, 116.4074],
  [310100, 31.2304, 121.4737],
  [440100, 23.1291, 113.2644],
  [440300, 22.5431, 114.0579],
  [330100, 30.2741, 120.1551],
  [320100, 32.0603, 118.7969],
  [320500, 31.2989, 120.5853],
  [510100, 30.5728, 104.0668],
  [500100, 29.563, 106.5516],
  [420100, 30.5928, 114.3055],
  [610100, 34.3416, 108.9398],
  [120100, 39.3434, 117.3616],
  [430100, 28.2282, 112.9388],
  [370200, 36.0671, 120.3826],
  [350200, 24.4798, 118.0894],
  [530100, 25.0389, 102.7183],
  [210100, 41.8057, 123.4315],
  [410100, 34.7466, 113.6254],
  [900001, 1.3521, 103.8198],
  [900002, 3.139, 101.6869],
  [900003, 13.7563, 100.5018],
  [900004, 35.6762, 139.6503],
  [900005, -33.8688, 151.2093],
  [900006, 49.2827, -123.1207],
  [900007, 51.5072, -0.1276],
];

export async function up(db: Kysely<any>): Promise<void> {
  // Points in degrees (WGS 84). NULL: a post without its own point counts at its city's centre.
  for (const table of ['cities', 'posts']) {
    await db.schema.alterTable(table).addColumn('lat', 'double precision').execute();
    await db.schema.alterTable(table).addColumn('lng', 'double precision').execute();
  }
  for (const [code, lat, lng] of CITY_CENTRES)
    await db.updateTable('cities').set({ lat, lng }).where('code', '=', code).execute();
  // The user's own point when they shared their location (rounded); NULL = the centre of area_code.
  await db.schema.alterTable('users').addColumn('area_lat', 'double precision').execute();
  await db.schema.alterTable('users').addColumn('area_lng', 'double precision').execute();

  await withId(db, db.schema.createTable('post_reports'))
    .addColumn('post_id', 'integer', notNull)
    .addColumn('reporter_id', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'integer', notNull)
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', 'integer')
    .addColumn('resolution', 'text')
    .execute();
  // One open report per post and reporter, whatever the race; a handled one no longer blocks a new report.
  await sql`create unique index post_reports_open_uq on post_reports (post_id, reporter_id)
    where status = 'open'`.execute(db);
  await db.schema.createIndex('post_reports_queue_idx').on('post_reports').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_reports').execute();
  await db.schema.alterTable('users').dropColumn('area_lng').execute();
  await db.schema.alterTable('users').dropColumn('area_lat').execute();
  for (const table of ['posts', 'cities']) {
    await db.schema.alterTable(table).dropColumn('lng').execute();
    await db.schema.alterTable(table).dropColumn('lat').execute();
  }
}
