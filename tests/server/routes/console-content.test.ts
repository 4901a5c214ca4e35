import { describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_ACCESS } from '../../../protocol/console-content';
import type { AdminContentEndpoints } from '../../../protocol/console-content';
import type { OperatorRole } from '../../../protocol/console-operators';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import { bystander, fileReport, storeAdImage } from '../support/moderation';
import { person, staff } from '../support/operators';

type Path = keyof AdminContentEndpoints;

/** Who may call each endpoint: written out, not derived, so a changed permission map fails here. */
const ALLOWED: Record<Path, readonly OperatorRole[]> = {
  '/api/admin/reportList': ['admin', 'moderator'],
  '/api/admin/reportHandle': ['admin', 'moderator'],
  '/api/admin/userFind': ['admin', 'moderator', 'finance', 'support'],
  '/api/admin/userBan': ['admin', 'moderator'],
  '/api/admin/userUnban': ['admin', 'moderator'],
  '/api/admin/userLogout': ['admin', 'moderator'],
  '/api/admin/adList': ['admin'],
  '/api/admin/adSave': ['admin'],
  '/api/admin/noticeList': ['admin', 'moderator'],
  '/api/admin/noticeSend': ['admin', 'moderator'],
};

const ROLES: readonly OperatorRole[] = ['support', 'finance', 'moderator', 'admin'];

describe.each(dialects)('console moderation (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => {
    const fx = await insertFixtures(t.db);
    const people = await staff(t);
    const poster = await person(t, 'poster');
    const reporter = await person(t, 'reporter');
    const second = await person(t, 'witness');
    await t.db.updateTable('posts').set({ user_id: poster.id }).where('user_id', '=', fx.authorId).execute();
    return { ...people, fx, poster, reporter, second, image: await storeAdImage(t.db) };
  });

  /** A payload the allowed roles can each send successfully (fresh targets per call). */
  async function payload(path: Path): Promise<Record<string, unknown>> {
    switch (path) {
      case '/api/admin/reportList':
        return { kind: 'post' };
      case '/api/admin/reportHandle': {
        // A fresh reporter each time: refused calls leave their report open.
        const id = await fileReport(t.db, w.fx.posts.personal, await bystander(t.db));
        return { kind: 'post', id, action: 'dismiss', reason: 'checked' };
      }
      case '/api/admin/userFind':
        return { q: 'poster' };
      case '/api/admin/userBan':
        return { userId: await bystander(t.db), reason: 'spam' };
      case '/api/admin/userUnban':
        return { userId: await bystander(t.db, true), reason: 'appeal' };
      case '/api/admin/userLogout':
        return { userId: await bystander(t.db), reason: 'lost phone' };
      case '/api/admin/adList':
        return {};
      case '/api/admin/adSave':
        return {
          slot: 'home_grid',
          title: 'Tiles',
          image: w.image,
          url: '/0/3',
          type: 2,
          sort: 9,
          active: false,
          startsAt: null,
          endsAt: null,
        };
      case '/api/admin/noticeList':
        return {};
      case '/api/admin/noticeSend':
        return { title: '维护', body: '今晚 2:00–3:00', titleEn: 'Maintenance', bodyEn: 'Tonight 2:00–3:00' };
    }
  }

  it('has an expectation for every endpoint, and lets exactly the allowed roles through', async () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(ADMIN_CONTENT_ACCESS).sort());
    for (const path of Object.keys(ALLOWED) as Path[]) {
      expect((await t.call(path, await payload(path))).status, path).toBe(STATUS.NOT_LOGGED_IN);
      const user = await t.call(path, await payload(path), { token: w.user.token });
      expect(user, path).toMatchObject({ status: STATUS.NOT_FOUND, code: 'api.not_found' });
      for (const role of ROLES) {
        const r = await t.call(path, await payload(path), { token: w[role].token });
        if (ALLOWED[path].includes(role)) expect(r.status, `${path} as ${role}: ${r.msg}`).toBe(STATUS.OK);
        else expect(r, `${path} as ${role}`).toMatchObject({ status: STATUS.FORBIDDEN, code: 'admin.forbidden' });
      }
    }
  });

  it('hides a reported post: it goes to 98, every report of it closes, reporters and poster are told, audited', async () => {
    const postId = w.fx.posts.store;
    const first = await fileReport(t.db, postId, w.reporter.id);
    await fileReport(t.db, postId, w.second.id, 'spam');
    const queue = await t.call('/api/admin/reportList', { kind: 'post' }, { token: w.moderator.token });
    const row = queue.data.list.find((r) => r.id === first)!;
    expect(row).toMatchObject({
      reporter: { username: 'reporter' },
      subject: { username: 'poster' },
      post: { id: postId, kind: 'store', status: POST_STATUS.VERIFIED },
    });

    const done = await t.call(
      '/api/admin/reportHandle',
      { kind: 'post', id: first, action: 'hide', reason: 'Photos copied from another shop' },
      { token: w.moderator.token },
    );
    expect(done.data).toMatchObject({
      status: 'actioned',
      resolution: 'hide',
      handledBy: 'opmod',
      post: { status: POST_STATUS.BANNED },
    });
    const open = await t.db
      .selectFrom('post_reports')
      .select('id')
      .where('post_id', '=', postId)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);

    const posterNotices = await t.call('/api/message/getSystemNoticeList', {}, { token: w.poster.token });
    expect(posterNotices.data.list[0]).toMatchObject({
      postId,
      status: POST_STATUS.BANNED,
      reason: 'Photos copied from another shop',
    });
    // Each reporter reads the outcome in their own language only, labelled as a report's outcome.
    const zh = await t.call('/api/message/getSystemNoticeList', {}, { token: w.reporter.token });
    expect(zh.data.list[0]).toMatchObject({ kind: 'report', title: '你的举报已处理' });
    expect(zh.data.list[0]!.text).toContain('相关信息已被下架');
    expect(zh.data.list[0]!.text).not.toContain('removed');
    const en = await t.call('/api/message/getSystemNoticeList', {}, { token: w.second.token, language: 'en' });
    expect(en.data.list[0]).toMatchObject({
      kind: 'report',
      title: 'Your report was handled',
    });
    expect(en.data.list[0]!.text).toContain('the post has been removed');
    expect(en.data.list[0]!.text).not.toContain('下架');
    const log = await t.call('/api/admin/auditList', { action: 'report.hide' }, { token: w.admin.token });
    expect(log.data.list[0]).toMatchObject({
      actorName: 'opmod',
      actorRole: 'moderator',
      targetType: 'post_report',
      targetId: String(first),
      before: { status: 'open', post: postId },
      after: { resolution: 'hide', post: { id: postId, from: POST_STATUS.VERIFIED, to: POST_STATUS.BANNED } },
    });
    const list = await t.call('/api/info/getInfoList', { page: 1 });
    expect(list.data.list.map((p) => p.id)).not.toContain(postId);
  });

  it('lets one of two moderators racing on a report win; the other is told it was handled', async () => {
    const id = await fileReport(t.db, w.fx.posts.broker, w.reporter.id);
    const other = await person(t, 'opmod2', ['moderator']);
    const [a, b] = await Promise.all([
      t.call(
        '/api/admin/reportHandle',
        { kind: 'post', id, action: 'warn', reason: 'first' },
        { token: w.moderator.token },
      ),
      t.call(
        '/api/admin/reportHandle',
        { kind: 'post', id, action: 'dismiss', reason: 'second' },
        { token: other.token },
      ),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([STATUS.OK, STATUS.CONFLICT]);
    expect([a, b].find((r) => r.status === STATUS.CONFLICT)).toMatchObject({ code: 'admin.report_handled' });
    const entries = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_type', '=', 'post_report')
      .where('target_id', '=', String(id))
      .execute();
    expect(entries).toHaveLength(1);
    const missing = await t.call(
      '/api/admin/reportHandle',
      { kind: 'post', id: 999_999, action: 'dismiss', reason: 'x' },
      { token: w.moderator.token },
    );
    expect(missing).toMatchObject({ status: STATUS.NOT_FOUND, code: 'admin.report_not_found' });
    const noReason = await t.call(
      '/api/admin/reportHandle',
      { kind: 'post', id, action: 'dismiss', reason: ' ' },
      { token: w.moderator.token },
    );
    expect(noReason.status).toBe(STATUS.BAD_PAYLOAD);
  });

  it('handles a reported conversation: shows its messages, warns the other side, refuses to "hide" a chat', async () => {
    const t0 = nowS();
    const msg = await t.db
      .insertInto('chat_messages')
      .values({
        sender_id: w.poster.id,
        recipient_id: w.reporter.id,
        low_id: Math.min(w.poster.id, w.reporter.id),
        high_id: Math.max(w.poster.id, w.reporter.id),
        kind: 'text',
        body: 'rude words',
        created_at: t0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const report = await t.db
      .insertInto('chat_reports')
      .values({
        reporter_id: w.reporter.id,
        peer_id: w.poster.id,
        reason: 'abuse',
        last_message_id: msg.id,
        created_at: t0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const queue = await t.call('/api/admin/reportList', { kind: 'chat' }, { token: w.moderator.token });
    expect(queue.data.list[0]).toMatchObject({
      id: report.id,
      subject: { username: 'poster' },
      messages: [{ body: 'rude words', senderId: w.poster.id }],
    });
    const hide = await t.call(
      '/api/admin/reportHandle',
      { kind: 'chat', id: report.id, action: 'hide', reason: 'x' },
      { token: w.moderator.token },
    );
    expect(hide).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'admin.report_action_invalid' });
    const warn = await t.call(
      '/api/admin/reportHandle',
      { kind: 'chat', id: report.id, action: 'warn', reason: 'Keep it polite' },
      { token: w.moderator.token },
    );
    expect(warn.data).toMatchObject({ status: 'closed', resolution: 'warn' });
    const notices = await t.call('/api/message/getSystemNoticeList', {}, { token: w.poster.token });
    expect(notices.data.list[0]).toMatchObject({ text: 'Keep it polite' });
    const handled = await t.call(
      '/api/admin/reportList',
      { kind: 'chat', state: 'handled' },
      { token: w.moderator.token },
    );
    expect(handled.data.list.map((r) => r.id)).toEqual([report.id]);
  });

  it('bans: the sessions end, login is refused, the posts leave the lists; unban restores; operators are spared', async () => {
    const victim = await person(t, 'spammer');
    const [postId] = (
      await t.db.selectFrom('posts').select('id').where('status', '=', POST_STATUS.VERIFIED).execute()
    ).map((p) => p.id);
    await t.db.updateTable('posts').set({ user_id: victim.id }).where('id', '=', postId!).execute();
    const listed = async () => (await t.call('/api/info/getInfoList', { page: 1 })).data.list.map((p) => p.id);
    expect(await listed()).toContain(postId);

    const [a, b] = await Promise.all([
      t.call('/api/admin/userBan', { userId: victim.id, reason: 'spam posts' }, { token: w.moderator.token }),
      t.call('/api/admin/userBan', { userId: victim.id, reason: 'spam posts' }, { token: w.admin.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([STATUS.OK, STATUS.CONFLICT]);
    // The open pages of the banned session say why (account.banned with the reason), not "log in again".
    expect((await t.call('/api/user/userinfo', {}, { token: victim.token })).code).toBe('account.banned');
    const login = await t.call('/api/account/loginByPassword', { username: 'spammer', password: 'operator-secret-1' });
    expect(login).toMatchObject({ status: STATUS.FORBIDDEN, code: 'account.banned' });
    expect(await listed()).not.toContain(postId);
    const found = await t.call('/api/admin/userFind', { q: 'spamm' }, { token: w.support.token });
    expect(found.data[0]).toMatchObject({ username: 'spammer', banReason: 'spam posts', liveSessions: 0, posts: 1 });

    const unban = await t.call(
      '/api/admin/userUnban',
      { userId: victim.id, reason: 'appeal accepted' },
      { token: w.moderator.token },
    );
    expect(unban.data.bannedAt).toBeNull();
    expect(await listed()).toContain(postId);
    expect(
      (await t.call('/api/account/loginByPassword', { username: 'spammer', password: 'operator-secret-1' })).status,
    ).toBe(STATUS.OK);
    const again = await t.call(
      '/api/admin/userUnban',
      { userId: victim.id, reason: 'x' },
      { token: w.moderator.token },
    );
    expect(again).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.user_not_banned' });

    const colleague = await t.call(
      '/api/admin/userBan',
      { userId: w.admin.id, reason: 'x' },
      { token: w.moderator.token },
    );
    expect(colleague).toMatchObject({ status: STATUS.FORBIDDEN, code: 'admin.operator_target' });
    const log = await t.call(
      '/api/admin/auditList',
      { targetType: 'user', targetId: String(victim.id) },
      { token: w.admin.token },
    );
    expect(log.data.list.map((e) => e.action)).toEqual(['user.unban', 'user.ban']);
    expect(log.data.list[1]).toMatchObject({ before: { bannedAt: null }, after: { sessionsEnded: 1 } });
  });

  it('ends every session of an account without banning it', async () => {
    const someone = await person(t, 'forgetful');
    const r = await t.call(
      '/api/admin/userLogout',
      { userId: someone.id, reason: 'lost phone' },
      { token: w.moderator.token },
    );
    expect(r.data).toMatchObject({ liveSessions: 0, bannedAt: null });
    expect((await t.call('/api/user/userinfo', {}, { token: someone.token })).status).toBe(STATUS.NOT_LOGGED_IN);
  });

  it('creates and edits ads with a schedule; the home page shows one only inside its window', async () => {
    const token = w.admin.token;
    const base = {
      slot: 'home_banner',
      title: 'Spring repairs',
      image: w.image,
      url: 'https://example.com/spring',
      type: 1,
      sort: 0,
      active: true,
    };
    const now = nowS();
    const live = await t.call('/api/admin/adSave', { ...base, startsAt: now - 60, endsAt: now + 3600 }, { token });
    const later = await t.call(
      '/api/admin/adSave',
      { ...base, title: 'Summer', startsAt: now + 3600, endsAt: null },
      { token },
    );
    const home = await t.call('/api/home/getAds', {});
    const ids = (home.data.home_banner ?? []).map((a) => a.id);
    expect(ids).toContain(live.data.id);
    expect(ids).not.toContain(later.data.id);

    await t.call('/api/home/adsClick', { id: live.data.id });
    const off = await t.call(
      '/api/admin/adSave',
      { ...base, id: live.data.id, active: false, startsAt: null, endsAt: null },
      { token },
    );
    expect(off.data).toMatchObject({ active: false, clicks: 1 });
    expect(((await t.call('/api/home/getAds', {})).data.home_banner ?? []).map((a) => a.id)).not.toContain(
      live.data.id,
    );
    const log = await t.call('/api/admin/auditList', { targetType: 'ad', targetId: String(live.data.id) }, { token });
    expect(log.data.list[0]).toMatchObject({ action: 'ad.update', before: { active: true }, after: { active: false } });

    const refusals = [
      [{ ...base, startsAt: now, endsAt: now }, 'admin.ad_window'],
      [{ ...base, type: 2, startsAt: null, endsAt: null }, 'payload.invalid'],
      [{ ...base, image: 'img/zz/' + 'd'.repeat(64) + '.bin', startsAt: null, endsAt: null }, 'release.image_unknown'],
      [{ ...base, id: 999_999, startsAt: null, endsAt: null }, 'admin.ad_not_found'],
      // An in-app link is a path of this site: a browser reads `//host` and `/\host` as another site.
      [{ ...base, type: 2, url: '//evil.example/x', startsAt: null, endsAt: null }, 'payload.bad_format'],
      [{ ...base, type: 2, url: '/\\evil.example', startsAt: null, endsAt: null }, 'payload.bad_format'],
      [{ ...base, url: 'javascript:alert(1)', startsAt: null, endsAt: null }, 'payload.bad_format'],
    ] as const;
    for (const [p, code] of refusals) {
      const r = await t.call('/api/admin/adSave', p, { token });
      expect(r.status, code).not.toBe(STATUS.OK);
      expect(r.code, code).toBe(code);
    }
  });

  it('sends a notice to one person or to everyone, each reader seeing the text of their language', async () => {
    const token = w.moderator.token;
    const shop = { title: '你的店铺', body: '请更新营业时间', titleEn: 'Your shop', bodyEn: 'Please update the hours' };
    // One text is not enough: the operator writes both.
    const half = await t.call('/api/admin/noticeSend', { username: 'Witness', title: 'x', body: 'y' }, { token });
    expect(half).toMatchObject({ status: STATUS.BAD_PAYLOAD });
    const one = await t.call('/api/admin/noticeSend', { username: 'Witness', ...shop }, { token });
    expect(one.data).toMatchObject({ to: 'witness', titleEn: 'Your shop' });
    const mine = await t.call('/api/message/getSystemNoticeList', {}, { token: w.second.token });
    expect(mine.data.list[0]).toMatchObject({
      kind: 'broadcast',
      title: '你的店铺',
      text: '请更新营业时间',
      read: false,
    });
    const mineEn = await t.call('/api/message/getSystemNoticeList', {}, { token: w.second.token, language: 'en' });
    expect(mineEn.data.list[0]).toMatchObject({ title: 'Your shop', text: 'Please update the hours' });
    const theirs = await t.call('/api/message/getSystemNoticeList', {}, { token: w.reporter.token });
    expect(theirs.data.list.map((n) => n.id)).not.toContain(one.data.id);
    const all = await t.call(
      '/api/admin/noticeSend',
      { title: '假期', body: '周一客服休息', titleEn: 'Holiday hours', bodyEn: 'Support is closed on Monday' },
      { token },
    );
    expect((await t.call('/api/message/getSystemNoticeList', {}, { token: w.reporter.token })).data.list[0]!.id).toBe(
      all.data.id,
    );
    const nobody = await t.call('/api/admin/noticeSend', { username: 'ghost', ...shop }, { token });
    expect(nobody).toMatchObject({ status: STATUS.NOT_FOUND, code: 'admin.user_not_found' });
    const sent = await t.call('/api/admin/noticeList', {}, { token });
    expect(sent.data.list.slice(0, 2).map((n) => n.to)).toEqual([null, 'witness']);
  });
});
