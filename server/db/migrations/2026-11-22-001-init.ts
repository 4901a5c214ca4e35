/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

async function codeTable(db: Kysely<any>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('code', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cities')
    .addColumn('code', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('abroad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await codeTable(db, 'post_types');
  await codeTable(db, 'post_modes');

  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('nickname', 'text', notNull)
    .addColumn('avatar', 'text')
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_expires_at', 'integer')
    .addColumn('incode', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer')
    .addColumn('created_at', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'integer', notNull)
    .addColumn('last_seen_at', 'integer', notNull)
    .addColumn('revoked_at', 'integer')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('scope', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('at', 'integer', notNull)
    .addColumn('success', 'integer', notNull)
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['scope', 'key', 'at']).execute();

  await withId(db, db.schema.createTable('posts'))
    .addColumn('user_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_code', 'integer', notNull)
    .addColumn('type_code', 'integer', notNull)
    .addColumn('mode_code', 'integer', notNull)
    .addColumn('price_min', 'integer')
    .addColumn('price_max', 'integer')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('facts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', notNull)
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', notNull)
    .addColumn('updated_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('posts_listing_idx').on('posts').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('posts_user_idx').on('posts').column('user_id').execute();

  await withId(db, db.schema.createTable('post_images'))
    .addColumn('post_id', 'integer', notNull)
    .addColumn('path', 'text', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .execute();
  await db.schema.createIndex('post_images_post_idx').on('post_images').columns(['post_id', 'sort']).execute();

  await db.schema
    .createTable('media')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', notNull)
    .addColumn('mime', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'integer', notNull)
    .execute();

  await withId(db, db.schema.createTable('ads'))
    .addColumn('slot', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('image', 'text', notNull)
    .addColumn('url', 'text', notNull)
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('notices'))
    .addColumn('kind', 'text', notNull)
    .addColumn('text', 'text', notNull)
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('notices_kind_idx').on('notices').columns(['kind', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'notices',
    'ads',
    'media',
    'post_images',
    'posts',
    'login_attempts',
    'sessions',
    'users',
    'post_modes',
    'post_types',
    'cities',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
