/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { Kysely } from 'kysely';

// Frozen once landed: a later change is a new migration, never an edit here.

const NOTICE_COLUMNS = ['code', 'params', 'title_en', 'body_en'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // A notice the platform writes is a code and its parameters (JSON), worded when read in the reader's
  // language; '' keeps older rows, whose title and body are shown as stored.
  for (const c of NOTICE_COLUMNS) {
    await db.schema
      .alterTable('user_notices')
      .addColumn(c, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
  // What operators write has a Chinese and an English text; title and body hold the Chinese (or the one text
  // an older notice has).
  for (const c of ['title_en', 'body_en']) {
    await db.schema
      .alterTable('notice_schedules')
      .addColumn(c, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['body_en', 'title_en']) await db.schema.alterTable('notice_schedules').dropColumn(c).execute();
  for (const c of [...NOTICE_COLUMNS].reverse()) await db.schema.alterTable('user_notices').dropColumn(c).execute();
}
