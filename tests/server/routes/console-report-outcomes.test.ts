import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import { fileReport } from '../support/moderation';
import { person, staff } from '../support/operators';
import type { Person } from '../support/operators';
import type { TestApp } from '../helper';

/** The newest notice of a person, in a language. */
async function newestNotice(t: TestApp, who: Person, language = 'en') {
  const n = await t.call('/api/message/getSystemNoticeList', {}, { token: who.token, language });
  return n.data.list[0]!;
}

async function chatReport(t: TestApp, from: Person, about: Person, kind: 'text' | 'image', body: string) {
  const msg = await t.db
    .insertInto('chat_messages')
    .values({
      sender_id: about.id,
      recipient_id: from.id,
      low_id: Math.min(about.id, from.id),
      high_id: Math.max(about.id, from.id),
      kind,
      body,
      created_at: nowS(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await t.db
    .insertInto('chat_reports')
    .values({
      reporter_id: from.id,
      peer_id: about.id,
      reason: 'sent me abuse',
      last_message_id: msg.id,
      created_at: nowS(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return report.id;
}

describe.each(dialects)('what a report decision tells the people concerned (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => {
    const fx = await insertFixtures(t.db);
    const people = await staff(t);
    const poster = await person(t, 'poster');
    const reporter = await person(t, 'reporter');
    await t.db.updateTable('posts').set({ user_id: poster.id }).where('user_id', '=', fx.authorId).execute();
    return { ...people, fx, poster, reporter };
  });

  it("tells the reporter the outcome, their reason in words and the moderator's reason, in both languages", async () => {
    const id = await fileReport(t.db, w.fx.posts.personal, w.reporter.id, 'fake');
    const done = await t.call(
      '/api/admin/reportHandle',
      { kind: 'post', id, action: 'warn', reason: 'The photos belong to another shop' },
      { token: w.moderator.token },
    );
    expect(done.status).toBe(STATUS.OK);
    const en = await newestNotice(t, w.reporter, 'en');
    expect(en.title).toContain('Your report was handled');
    expect(en.text).toContain('Fake information');
    expect(en.text).toContain('the poster has been warned');
    expect(en.text).toContain('The photos belong to another shop');
    expect(en.text).not.toMatch(/\bfake\b/);
    const zh = await newestNotice(t, w.reporter, 'zh');
    expect(zh.text).toContain('虚假信息');
    expect(zh.text).toContain('已对发布者发出警告');
    expect(zh.text).toContain('The photos belong to another shop');
  });

  it('speaks of the chat partner, not the poster, when a conversation is decided', async () => {
    const rude = await person(t, 'rude_one');
    const id = await chatReport(t, w.reporter, rude, 'text', 'rude words');
    const done = await t.call(
      '/api/admin/reportHandle',
      { kind: 'chat', id, action: 'ban', reason: 'Insults in chat' },
      { token: w.moderator.token },
    );
    expect(done.status).toBe(STATUS.OK);
    const en = await newestNotice(t, w.reporter, 'en');
    expect(en.text).toContain("the chat partner's account has been banned");
    expect(en.text).toContain('sent me abuse');
    expect(en.text).toContain('Insults in chat');
    expect(en.text).not.toContain('poster');
    const zh = await newestNotice(t, w.reporter, 'zh');
    expect(zh.text).toContain('聊天对象');
    expect(zh.text).not.toContain('发布者');
  });

  it("shows the reported chat picture's stored path to the moderator", async () => {
    const sender = await person(t, 'pic_sender');
    const picture = `img/ab/${'a'.repeat(64)}.bin`;
    const id = await chatReport(t, w.reporter, sender, 'image', picture);
    const queue = await t.call('/api/admin/reportList', { kind: 'chat' }, { token: w.moderator.token });
    expect(queue.data.list.find((r) => r.id === id)?.messages).toEqual([
      expect.objectContaining({ kind: 'image', body: picture }),
    ]);
  });

  it("gives a banned member's own pages and their public page the ban reason", async () => {
    const banned = await person(t, 'to_be_banned');
    const [postId] = (await t.db.selectFrom('posts').select('id').where('status', '=', 2).execute()).map((p) => p.id);
    await t.db.updateTable('posts').set({ user_id: banned.id }).where('id', '=', postId!).execute();
    const ban = await t.call(
      '/api/admin/userBan',
      { userId: banned.id, reason: 'Selling fake certificates' },
      { token: w.moderator.token },
    );
    expect(ban.status).toBe(STATUS.OK);
    const own = await t.call('/api/user/userinfo', {}, { token: banned.token, language: 'en' });
    expect(own).toMatchObject({ status: STATUS.FORBIDDEN, code: 'account.banned' });
    expect(own.msg).toContain('Selling fake certificates');
    const login = await t.call('/api/account/loginByPassword', {
      username: banned.username,
      password: 'operator-secret-1',
    });
    expect(login).toMatchObject({ status: STATUS.FORBIDDEN, code: 'account.banned' });
    expect(login.msg).toContain('Selling fake certificates');
    const page = await t.call('/api/user/getUserInfo', { id: banned.id }, { language: 'en' });
    expect(page).toMatchObject({ status: STATUS.FORBIDDEN, code: 'user.banned' });
    expect(page.msg).toContain('Selling fake certificates');
    // An account that never published stays indistinguishable from a missing one.
    const quiet = await person(t, 'quiet_one');
    await t.call('/api/admin/userBan', { userId: quiet.id, reason: 'spam' }, { token: w.moderator.token });
    const hidden = await t.call('/api/user/getUserInfo', { id: quiet.id });
    expect(hidden).toMatchObject({ status: STATUS.NOT_FOUND, code: 'user.not_found' });
    // A token nobody has is still just "log in".
    const stranger = await t.call('/api/user/userinfo', {}, { token: 'x'.repeat(43) });
    expect(stranger.status).toBe(STATUS.NOT_LOGGED_IN);
  });
});
