import { describe, expect, it } from 'vitest';
import { ADMIN_CURATION_ACCESS } from '../../../protocol/console-curation';
import type { AdminCurationEndpoints } from '../../../protocol/console-curation';
import type { OperatorRole } from '../../../protocol/console-operators';
import { STATUS } from '../../../protocol/status';
import { listNotices, unreadNotices } from '../../../server/domain/people';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { MODE, insertFixtures } from '../support/fixtures';
import { storeAdImage } from '../support/moderation';
import { person, staff } from '../support/operators';

type Path = keyof AdminCurationEndpoints;

/** Who may call each endpoint: written out, not derived, so a changed permission map fails here. */
const ALLOWED: Record<Path, readonly OperatorRole[]> = {
  '/api/admin/themeList': ['admin', 'moderator'],
  '/api/admin/themeSave': ['admin', 'moderator'],
  '/api/admin/tagList': ['admin', 'moderator'],
  '/api/admin/tagSave': ['admin', 'moderator'],
  '/api/admin/tagRename': ['admin', 'moderator'],
  '/api/admin/feedbackList': ['admin', 'moderator'],
  '/api/admin/feedbackHandle': ['admin', 'moderator'],
  '/api/admin/noticeScheduleList': ['admin', 'moderator'],
  '/api/admin/noticeSchedule': ['admin', 'moderator'],
  '/api/admin/noticeScheduleEdit': ['admin', 'moderator'],
  '/api/admin/noticeScheduleWithdraw': ['admin', 'moderator'],
};

const ROLES: readonly OperatorRole[] = ['support', 'finance', 'moderator', 'admin'];

const THEME = {
  title: '上门服务',
  titleEn: 'Home visits',
  intro: '老师和师傅上门',
  introEn: 'They come to you',
  cover: null,
  tag: null,
  typeCode: null,
  modeCode: MODE.visit,
  kind: null,
  recentDays: null,
  sort: 1,
  active: true,
};

let seq = 0;

describe.each(dialects)('console curation (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => {
    const fx = await insertFixtures(t.db);
    const people = await staff(t);
    const writer = await person(t, 'writer');
    return { ...people, fx, writer, image: await storeAdImage(t.db) };
  });

  async function feedback(text = 'The map does not load', category = 'problem'): Promise<number> {
    const row = await t.db
      .insertInto('feedback')
      .values({ user_id: w.writer.id, category, text, created_at: nowS() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const texts = { title: '维护', body: '今晚 2:00', titleEn: 'Maintenance', bodyEn: 'Tonight 2:00' };
  const later = (s: number) => ({ ...texts, publishAt: nowS() + s, endsAt: null });

  async function payload(path: Path): Promise<Record<string, unknown>> {
    seq += 1;
    switch (path) {
      case '/api/admin/themeList':
      case '/api/admin/tagList':
      case '/api/admin/feedbackList':
      case '/api/admin/noticeScheduleList':
        return {};
      case '/api/admin/themeSave':
        return { ...THEME, active: false };
      case '/api/admin/tagSave':
        return { name: `t${seq}`, nameEn: `T${seq}`, hot: 0, sort: 0, active: true };
      case '/api/admin/tagRename':
        return { from: 'Riverside', to: 'Riverside' };
      case '/api/admin/feedbackHandle':
        return { id: await feedback(), reply: '' };
      case '/api/admin/noticeSchedule':
        return later(3600);
      case '/api/admin/noticeScheduleEdit':
      case '/api/admin/noticeScheduleWithdraw': {
        const s = await t.call('/api/admin/noticeSchedule', later(3600), { token: w.admin.token });
        return path === '/api/admin/noticeScheduleWithdraw' ? { id: s.data.id } : { id: s.data.id, ...later(7200) };
      }
    }
  }

  it('has an expectation for every endpoint, and lets exactly the allowed roles through', async () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(ADMIN_CURATION_ACCESS).sort());
    for (const path of Object.keys(ALLOWED) as Path[]) {
      expect((await t.call(path, await payload(path))).status, path).toBe(STATUS.NOT_LOGGED_IN);
      const user = await t.call(path, await payload(path), { token: w.user.token });
      expect(user, path).toMatchObject({ status: STATUS.NOT_FOUND, code: 'api.not_found' });
      for (const role of ROLES) {
        const r = await t.call(path, await payload(path), { token: w[role].token });
        if (!ALLOWED[path].includes(role))
          expect(r, `${path} as ${role}`).toMatchObject({ status: STATUS.FORBIDDEN, code: 'admin.forbidden' });
        // The rename's payload renames a tag onto itself: past the role check, refused on its merits.
        else if (path === '/api/admin/tagRename') expect(r.code, path).toBe('admin.tag_same');
        else expect(r.status, `${path} as ${role}: ${r.msg}`).toBe(STATUS.OK);
      }
    }
  });

  it('creates a theme with a cover that explore shows at once; switching it off takes it out of explore', async () => {
    const saved = await t.call('/api/admin/themeSave', { ...THEME, cover: w.image }, { token: w.moderator.token });
    expect(saved.status, saved.msg).toBe(STATUS.OK);
    // The broker fixture is the one visible home-visit post.
    expect(saved.data).toMatchObject({ title: '上门服务', cover: w.image, count: 1, active: true });
    const themes = await t.call('/api/explore/themecount', {});
    expect(themes.data.find((x) => x.id === saved.data.id)).toMatchObject({
      titleEn: 'Home visits',
      cover: w.image,
      count: 1,
    });
    const detail = await t.call('/api/explore/themedetail', { id: saved.data.id });
    expect(detail.data.posts.list.map((p) => p.id)).toEqual([w.fx.posts.broker]);

    const off = await t.call(
      '/api/admin/themeSave',
      { ...THEME, id: saved.data.id, title: '上门', active: false },
      { token: w.moderator.token },
    );
    expect(off.data).toMatchObject({ title: '上门', active: false });
    expect((await t.call('/api/explore/themecount', {})).data.map((x) => x.id)).not.toContain(saved.data.id);
    expect(await t.call('/api/explore/themedetail', { id: saved.data.id })).toMatchObject({
      code: 'explore.theme_not_found',
    });
    const log = await t.call('/api/admin/auditList', { targetType: 'theme' }, { token: w.admin.token });
    expect(log.data.list.slice(0, 2).map((e) => e.action)).toEqual(['theme.update', 'theme.create']);
    expect(log.data.list[0]).toMatchObject({ before: { active: true }, after: { active: false, title: '上门' } });
  });

  it('refuses a bad theme and changes nothing', async () => {
    const before = await t.db.selectFrom('explore_themes').selectAll().execute();
    const bad = [
      { ...THEME, cover: 'img/zz/not-uploaded.bin' },
      { ...THEME, cover: '../../etc/passwd' },
      { ...THEME, typeCode: 77 },
      { ...THEME, title: '  ' },
      { ...THEME, kind: 'palace' },
      { ...THEME, recentDays: 0 },
      { ...THEME, id: 999_999 },
      { ...THEME, sort: -1 },
    ];
    const codes = [];
    for (const p of bad) {
      const r = await t.call('/api/admin/themeSave', p, { token: w.moderator.token });
      expect(r.status, JSON.stringify(p)).not.toBe(STATUS.OK);
      expect(r.msg).not.toBe('');
      codes.push(r.code);
    }
    expect(codes).toContain('release.image_unknown');
    expect(codes).toContain('admin.theme_not_found');
    expect(await t.db.selectFrom('explore_themes').selectAll().execute()).toEqual(before);
  });

  it('hides a tag from explore, and renames one onto another on every post (a merge)', async () => {
    const hide = await t.call(
      '/api/admin/tagSave',
      { name: 'Riverside', nameEn: 'Riverside', hot: 5, sort: 0, active: false },
      { token: w.moderator.token },
    );
    expect(hide.data).toMatchObject({ active: false, count: 1 });
    expect(await t.call('/api/explore/tagsdetail', { name: 'Riverside' })).toMatchObject({
      code: 'explore.tag_not_found',
    });
    expect((await t.call('/api/explore/showtags', {})).data.map((x) => x.name)).not.toContain('Riverside');
    expect((await t.call('/api/info/getInfo', { id: w.fx.posts.broker })).data.tags).toEqual([]);
    const again = await t.call(
      '/api/admin/tagSave',
      { name: 'Riverside', nameEn: 'x', hot: 0, sort: 0, active: true },
      { token: w.moderator.token },
    );
    expect(again).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.tag_exists' });
    await t.call(
      '/api/admin/tagSave',
      { ...hide.data, active: true, nameEn: 'By the river' },
      { token: w.moderator.token },
    );
    expect((await t.call('/api/explore/tagsdetail', { name: 'Riverside' })).data.tag).toMatchObject({
      nameEn: 'By the river',
      curated: true,
    });

    // Another post carries both tags: the merge leaves it one.
    const both = w.fx.posts.personal;
    await t.db
      .updateTable('posts')
      .set({ tags: JSON.stringify(['River', 'Riverside']) })
      .where('id', '=', both)
      .execute();
    const renamed = await t.call('/api/admin/tagRename', { from: 'Riverside', to: 'River' }, { token: w.admin.token });
    expect(renamed.data).toEqual({ from: 'Riverside', to: 'River', posts: 2, merged: true });
    const tagsOf = async (id: number) =>
      JSON.parse((await t.db.selectFrom('posts').select('tags').where('id', '=', id).executeTakeFirstOrThrow()).tags);
    expect(await tagsOf(both)).toEqual(['River']);
    expect(await tagsOf(w.fx.posts.broker)).toEqual(['River']);
    const page = await t.call('/api/explore/tagsdetail', { name: 'River' });
    expect(page.data.posts.list.map((p) => p.id).sort()).toEqual([both, w.fx.posts.broker].sort());
    expect(await t.call('/api/explore/tagsdetail', { name: 'Riverside' })).toMatchObject({
      code: 'explore.tag_not_found',
    });
    const missing = await t.call('/api/admin/tagRename', { from: 'Nowhere', to: 'River' }, { token: w.admin.token });
    expect(missing).toMatchObject({ status: STATUS.NOT_FOUND, code: 'admin.tag_not_found' });
    const log = await t.call('/api/admin/auditList', { action: 'tag.merge' }, { token: w.admin.token });
    expect(log.data.list[0]).toMatchObject({ targetId: 'Riverside', after: { to: 'River', posts: 2 } });
  });

  it('lists feedback newest first with filters; one of two racing operators handles it, the author gets the reply', async () => {
    const older = await feedback('Please add dark mode', 'suggestion');
    const id = await feedback('Search forgets my city', 'problem');
    const open = await t.call('/api/admin/feedbackList', {}, { token: w.moderator.token });
    const board = await t.call('/api/admin/dashboard', { since: 0 }, { token: w.moderator.token });
    expect(board.data.openFeedback).toBe(open.data.total);
    const ids = open.data.list.map((f) => f.id);
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older));
    const suggestions = await t.call(
      '/api/admin/feedbackList',
      { category: 'suggestion' },
      { token: w.moderator.token },
    );
    expect(suggestions.data.list.every((f) => f.category === 'suggestion')).toBe(true);
    expect(suggestions.data.list.map((f) => f.id)).toContain(older);

    const other = await person(t, `opmod${++seq}`, ['moderator']);
    const [a, b] = await Promise.all([
      t.call('/api/admin/feedbackHandle', { id, reply: 'Fixed in today’s release' }, { token: w.moderator.token }),
      t.call('/api/admin/feedbackHandle', { id, reply: 'Second answer' }, { token: other.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([STATUS.OK, STATUS.CONFLICT]);
    const lost = [a, b].find((r) => r.status === STATUS.CONFLICT)!;
    expect(lost.code).toBe('admin.feedback_handled');
    const won = [a, b].find((r) => r.status === STATUS.OK)!;
    expect(lost.msg).toContain(won.data.handledBy!);
    expect(won.data).toMatchObject({ state: 'handled' });

    const language = 'en';
    const notices = await t.call('/api/message/getSystemNoticeList', {}, { token: w.writer.token, language });
    const replies = notices.data.list.filter((n) => n.title === 'Reply to your feedback');
    expect(replies[0]).toMatchObject({ kind: 'feedback' });
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain(won.data.reply);
    expect(replies[0]!.text).toContain('Search forgets my city');
    expect(notices.data.unread).toBeGreaterThan(0);

    const handled = await t.call('/api/admin/feedbackList', { state: 'handled' }, { token: w.moderator.token });
    expect(handled.data.list.find((f) => f.id === id)).toMatchObject({ reply: won.data.reply });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_type', '=', 'feedback')
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('replies and keeps the item open, then marks it handled keeping the reply; nothing is sent after', async () => {
    const id = await feedback('Where do I change my phone number?', 'other');
    const as = { token: w.moderator.token };
    const empty = await t.call('/api/admin/feedbackHandle', { id, reply: ' ', close: false }, as);
    expect(empty).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'admin.reply_required' });
    const replied = await t.call('/api/admin/feedbackHandle', { id, reply: 'Account → Phone', close: false }, as);
    expect(replied.data).toMatchObject({ state: 'open', reply: 'Account → Phone', handledBy: null });
    const closed = await t.call('/api/admin/feedbackHandle', { id, reply: '' }, as);
    expect(closed.data).toMatchObject({ state: 'handled', reply: 'Account → Phone', handledBy: 'opmod' });
    const late = await t.call('/api/admin/feedbackHandle', { id, reply: 'Anything else?', close: false }, as);
    expect(late).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.feedback_handled' });
    const notices = await t.call('/api/message/getSystemNoticeList', {}, { token: w.writer.token });
    expect(notices.data.list.filter((n) => n.text.includes('Account → Phone'))).toHaveLength(1);
    expect(notices.data.list.filter((n) => n.text.includes('Anything else?'))).toHaveLength(0);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'feedback')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['feedback.reply', 'feedback.handle']);
  });

  it('refuses bad feedback handling and leaves the item open', async () => {
    const id = await feedback();
    const tooLong = await t.call(
      '/api/admin/feedbackHandle',
      { id, reply: 'x'.repeat(1001) },
      { token: w.moderator.token },
    );
    expect(tooLong.status).toBe(STATUS.BAD_PAYLOAD);
    expect(
      await t.call('/api/admin/feedbackHandle', { id: 999_999, reply: '' }, { token: w.moderator.token }),
    ).toMatchObject({ status: STATUS.NOT_FOUND, code: 'admin.feedback_not_found' });
    expect(await t.call('/api/admin/feedbackList', { state: 'closed' }, { token: w.moderator.token })).toMatchObject({
      status: STATUS.BAD_PAYLOAD,
    });
    const row = await t.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'open', reply: '', handled_by: null });
  });

  it('keeps a scheduled notice out of every read until its time, then shows it once; edits and withdrawals', async () => {
    const t0 = nowS();
    const s = await t.call(
      '/api/admin/noticeSchedule',
      {
        username: 'writer',
        title: '新规则',
        body: '周一起',
        titleEn: 'New rules',
        bodyEn: 'From Monday',
        publishAt: t0 + 600,
        endsAt: t0 + 1200,
      },
      { token: w.moderator.token },
    );
    expect(s.data).toMatchObject({ state: 'scheduled', to: 'writer' });
    const everyone = await t.call('/api/admin/noticeSchedule', later(900), { token: w.moderator.token });
    const mine = async () => (await t.call('/api/message/getSystemNoticeList', {}, { token: w.writer.token })).data;
    expect((await mine()).list.map((n) => n.title)).not.toContain('New rules');
    // Marking everything read now must not pre-read the notice to come.
    const top = (await mine()).list[0]?.id ?? 1;
    await t.call('/api/message/readSystemNotice', { upTo: top + 1000 }, { token: w.writer.token });
    const unread = await t.call('/api/message/getSystemNoticeUnread', {}, { token: w.writer.token });
    expect(unread.data.unread).toBe(0);

    // Edit before publication; the edit is audited with before → after.
    const edit = await t.call(
      '/api/admin/noticeScheduleEdit',
      {
        id: s.data.id,
        username: 'writer',
        title: '新规则！',
        body: '周一起',
        titleEn: 'New rules!',
        bodyEn: 'From Monday',
        publishAt: t0 + 600,
        endsAt: t0 + 1200,
      },
      { token: w.moderator.token },
    );
    expect(edit.data).toMatchObject({ title: '新规则！', titleEn: 'New rules!' });
    const withdrawn = await t.call(
      '/api/admin/noticeScheduleWithdraw',
      { id: everyone.data.id },
      { token: w.admin.token },
    );
    expect(withdrawn.data.state).toBe('withdrawn');
    expect(
      await t.call('/api/admin/noticeScheduleWithdraw', { id: everyone.data.id }, { token: w.admin.token }),
    ).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.notice_published' });

    // Its time comes: many readers at once publish it exactly once, unread.
    const at = t0 + 601;
    const counts = await Promise.all(Array.from({ length: 6 }, () => unreadNotices(t.db, w.writer.id, at)));
    expect(counts).toEqual(Array(6).fill(1));
    const page = await listNotices(t.db, w.writer.id, {}, 'en', at);
    expect(page.list.filter((n) => n.title === 'New rules!')).toHaveLength(1);
    const zh = await listNotices(t.db, w.writer.id, {}, 'zh', at);
    expect(zh.list.find((n) => n.title === '新规则！')).toMatchObject({ kind: 'broadcast', text: '周一起' });
    expect(page.list.map((n) => n.title)).not.toContain('Maintenance');
    const published = await t.db
      .selectFrom('notice_schedules')
      .selectAll()
      .where('id', '=', s.data.id)
      .executeTakeFirstOrThrow();
    expect(published.state).toBe('published');
    // Past its end it leaves the list.
    expect((await listNotices(t.db, w.writer.id, {}, 'en', t0 + 1201)).list.map((n) => n.title)).not.toContain(
      'New rules!',
    );
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'notice_schedule')
      .where('target_id', '=', String(s.data.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['notice.schedule', 'notice.schedule_edit']);
  });

  it('refuses a schedule in the past, an end before the start, an unknown person; edits after publication', async () => {
    const t0 = nowS();
    const bad = [
      { ...later(-10) },
      { ...later(600), endsAt: t0 + 300 },
      { ...later(600), username: 'nobody-here' },
      { ...later(600), title: '' },
      { ...later(600), titleEn: '' },
      { ...later(600), publishAt: 'soon' },
    ];
    const before = await t.db.selectFrom('notice_schedules').selectAll().execute();
    for (const p of bad) {
      const r = await t.call('/api/admin/noticeSchedule', p, { token: w.moderator.token });
      expect(r.status, JSON.stringify(p)).not.toBe(STATUS.OK);
      expect(r.msg).not.toBe('');
    }
    expect(await t.db.selectFrom('notice_schedules').selectAll().execute()).toEqual(before);
    const s = await t.call('/api/admin/noticeSchedule', later(600), { token: w.moderator.token });
    // The time passes (the row is moved back rather than the clock forward).
    await t.db
      .updateTable('notice_schedules')
      .set({ publish_at: t0 - 1 })
      .where('id', '=', s.data.id)
      .execute();
    const late = await t.call(
      '/api/admin/noticeScheduleEdit',
      { id: s.data.id, ...later(900) },
      { token: w.moderator.token },
    );
    expect(late).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.notice_published' });
    const list = await t.call('/api/admin/noticeScheduleList', {}, { token: w.moderator.token });
    expect(list.data.list.find((x) => x.id === s.data.id)?.state).toBe('published');
    // A notice sent now with an end must end after now.
    const ended = await t.call('/api/admin/noticeSend', { ...texts, endsAt: t0 - 5 }, { token: w.admin.token });
    expect(ended).toMatchObject({ code: 'admin.notice_window' });
  });
});
