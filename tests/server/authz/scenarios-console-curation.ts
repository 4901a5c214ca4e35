import type { MutatingPath } from './expectations';
import type { Cell, Scenario } from './scenario';
import { insertPost, rowOf } from './world';

// The console's curation writes: explore's themes and tags, the owner's feedback, scheduled notices to the
// owner. A refused call must leave the rows (and the audit log) as they were.

const nowS = () => Math.floor(Date.now() / 1000);

const state = (c: Cell, table: 'explore_themes' | 'explore_tags' | 'notice_schedules') => async () => ({
  rows: await c.s.t.db.selectFrom(table).selectAll().orderBy('id').execute(),
  audit: await c.s.t.db.selectFrom('audit_log').select(['action', 'target_id']).orderBy('id').execute(),
});

async function scheduled(c: Cell): Promise<number> {
  const row = await c.s.t.db
    .insertInto('notice_schedules')
    .values({
      user_id: c.owner.id,
      title: 'Later',
      body: 'Soon',
      publish_at: nowS() + 3600,
      ends_at: null,
      created_at: nowS(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const CURATION_SCENARIOS = {
  '/api/admin/themeSave': async (c) => ({
    payload: {
      title: `近期新店 ${c.n}`,
      titleEn: `New shops ${c.n}`,
      intro: '',
      introEn: '',
      cover: null,
      tag: null,
      typeCode: null,
      modeCode: null,
      kind: 'store',
      recentDays: 30,
      sort: 1,
      active: true,
    },
    state: state(c, 'explore_themes'),
  }),
  '/api/admin/tagSave': async (c) => ({
    payload: { name: `tag-${c.n}`, nameEn: `Tag ${c.n}`, hot: 3, sort: 0, active: false },
    state: state(c, 'explore_tags'),
  }),
  '/api/admin/tagRename': async (c) => {
    const { db } = c.s.t;
    const id = await insertPost(db, c.owner.id, { tags: JSON.stringify([`old-${c.n}`, 'quiet']) });
    return {
      payload: { from: `old-${c.n}`, to: `new-${c.n}` },
      state: async () => ({ post: await rowOf(db, 'posts', id), tags: await state(c, 'explore_tags')() }),
    };
  },
  '/api/admin/feedbackHandle': async (c) => {
    const { db } = c.s.t;
    const fb = await db
      .insertInto('feedback')
      .values({ user_id: c.owner.id, category: 'problem', text: 'The map does not load', created_at: nowS() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      payload: { id: fb.id, reply: 'Fixed in the latest release, thank you' },
      state: async () => ({
        feedback: await db.selectFrom('feedback').selectAll().where('id', '=', fb.id).executeTakeFirst(),
        notices: await db.selectFrom('user_notices').selectAll().where('user_id', '=', c.owner.id).execute(),
      }),
    };
  },
  '/api/admin/noticeSchedule': async (c) => ({
    payload: {
      username: c.owner.username,
      title: 'Maintenance',
      body: 'Tonight',
      titleEn: 'Maintenance',
      bodyEn: 'Tonight',
      publishAt: nowS() + 3600,
      endsAt: null,
    },
    state: state(c, 'notice_schedules'),
  }),
  '/api/admin/noticeScheduleEdit': async (c) => ({
    payload: {
      id: await scheduled(c),
      username: c.owner.username,
      title: 'Maintenance moved',
      body: 'Tomorrow',
      titleEn: 'Maintenance moved',
      bodyEn: 'Tomorrow',
      publishAt: nowS() + 7200,
      endsAt: nowS() + 9000,
    },
    state: state(c, 'notice_schedules'),
  }),
  '/api/admin/noticeScheduleWithdraw': async (c) => ({
    payload: { id: await scheduled(c) },
    state: state(c, 'notice_schedules'),
  }),
} satisfies Partial<Record<MutatingPath, Scenario>>;
