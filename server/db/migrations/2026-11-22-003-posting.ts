/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against no schema on purpose (DESIGN §4) */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId } from '../migration-helpers';

// Frozen once landed: a later change is a new migration, never an edit here.

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

// A frozen copy of the seed's tag vocabulary (server/seed/vocab.ts) at the time of this migration, so later
// vocabulary edits do not change what this migration does.
const TAGS: Record<number, string[]> = {
  1: ['现做现卖', '环境安静', '可外带', '免费 Wi-Fi', '支持预订', '素食友好', '适合聚会'],
  2: ['一对一', '小班课', '试听一节', '可线上', '教材提供', '周末班', '进度报告'],
  3: ['30 分钟响应', '明码标价', '保修三个月', '原厂配件', '可开发票', '夜间可约'],
  4: ['近地铁', '拎包入住', '可月付', '南北通透', '带看免费', '房源真实', '配套成熟'],
  5: ['自带工具', '环保清洁剂', '可长期预约', '按小时计费', '背景核验', '当日可约'],
  6: ['正规经营', '手法专业', '环境整洁', '预约制', '新客体验价', '停车方便'],
  7: ['一宠一巾', '可视监控', '温和洗护', '接送服务', '疫苗核验', '节假日可约'],
  8: ['精修 10 张', '当天出片', '可改稿三次', '提供 RAW', '商用授权', '外景可约'],
};

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('tags'))
    .addColumn('type_code', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('tags_type_name_uq', ['type_code', 'name'])
    .execute();
  const rows = Object.entries(TAGS).flatMap(([type, names]) =>
    names.map((name, sort) => ({ type_code: Number(type), name, sort })),
  );
  await db.insertInto('tags').values(rows).execute();

  await withId(db, db.schema.createTable('post_audit'))
    .addColumn('post_id', 'integer', notNull)
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor', 'text', notNull)
    .addColumn('from_status', 'integer', notNull)
    .addColumn('to_status', 'integer', notNull)
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', notNull)
    .execute();
  await db.schema.createIndex('post_audit_post_idx').on('post_audit').columns(['post_id', 'id']).execute();

  // SQLite takes one column per ALTER TABLE, so one statement each (PostgreSQL is fine with that too).
  await db.schema.alterTable('posts').addColumn('prev_status', 'integer').execute();
  await db.schema
    .alterTable('posts')
    .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('posts').addColumn('video_id', 'text').execute();
  await db.schema.alterTable('posts').addColumn('cert_type', 'integer').execute();
  await db.schema
    .createIndex('posts_user_status_idx')
    .on('posts')
    .columns(['user_id', 'status', 'updated_at'])
    .execute();
}
