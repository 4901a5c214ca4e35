import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { PERSON_REPORTS } from '../../../server/domain/chat';
import { listReports } from '../../../server/domain/console';
import { dialects, useTestApp } from '../helper';
import { chatUser } from '../support/chat';

// Reports of a person, from their public page or from a conversation: one queue for the operators, one daily
// quota per reporter, exact under a burst.

describe.each(dialects)('reports of a person (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const user = (vip = false) => chatUser((p, b, o) => t.call(p, b, o), t.db, vip);

  it('files a report from the profile into the operators’ queue, with the conversation when there was one', async () => {
    const a = await user(true);
    const b = await user();
    const stranger = await user();
    const sent = await t.call('/api/message/chating', { id: b.id, kind: 'text', body: 'deposit first' }, a);
    expect(sent.status).toBe(STATUS.OK);
    const r = await t.call('/api/user/reportUser', { id: a.id, reason: '  asks for deposits  ' }, { token: b.token });
    expect(r).toMatchObject({ status: STATUS.OK, msg: '举报已提交' });
    expect((await t.call('/api/user/reportUser', { id: a.id, reason: 'fake photos' }, stranger)).status).toBe(1);

    const queue = await listReports(t.db, { kind: 'chat' });
    const mine = queue.list.filter((row) => row.subject.id === a.id);
    expect(mine.map((row) => [row.reporter.id, row.reason, row.fromProfile, row.messages.map((m) => m.body)])).toEqual([
      [b.id, 'asks for deposits', true, ['deposit first']],
      [stranger.id, 'fake photos', true, []],
    ]);
  });

  it('refuses a report of oneself, of nobody, and a hostile payload, storing nothing', async () => {
    const a = await user();
    const before = await t.db.selectFrom('chat_reports').selectAll().execute();
    const tries = [
      [{ id: a.id, reason: 'me' }, 'report.user_self'],
      [{ id: 9_999_999, reason: 'who' }, 'report.user_not_found'],
      [{ id: a.id + 1, reason: '   ' }, undefined],
      [{ id: 'a; drop table users', reason: 'x' }, undefined],
      [{ id: a.id + 1, reason: 'x'.repeat(501) }, undefined],
      [{ id: -1, reason: 'x' }, undefined],
    ] as const;
    for (const [payload, code] of tries) {
      const r = await t.call('/api/user/reportUser', payload, { token: a.token });
      expect(r.status, JSON.stringify(payload)).not.toBe(STATUS.OK);
      if (code) expect(r.code).toBe(code);
      expect(r.msg.length).toBeGreaterThan(0);
    }
    expect(await t.db.selectFrom('chat_reports').selectAll().execute()).toEqual(before);
    expect((await t.call('/api/user/reportUser', { id: a.id, reason: 'x' })).status).toBe(STATUS.NOT_LOGGED_IN);
  });

  it('holds the shared daily quota of reports under a parallel burst of both kinds', async () => {
    const reporter = await user(true);
    const peers = await Promise.all(Array.from({ length: 8 }, () => user()));
    for (const p of peers) {
      const r = await t.call('/api/message/chating', { id: p.id, kind: 'text', body: 'hello' }, reporter);
      expect(r.status).toBe(STATUS.OK);
    }
    const burst = await Promise.all([
      ...peers.map((p) => t.call('/api/message/reportChat', { id: p.id, reason: 'spam' }, reporter)),
      ...peers.map((p) => t.call('/api/user/reportUser', { id: p.id, reason: 'spam' }, reporter)),
    ]);
    expect(burst.filter((r) => r.status === STATUS.OK)).toHaveLength(PERSON_REPORTS.max);
    expect(burst.filter((r) => r.status === STATUS.RATE_LIMITED)).toHaveLength(16 - PERSON_REPORTS.max);
    const stored = await t.db.selectFrom('chat_reports').select('id').where('reporter_id', '=', reporter.id).execute();
    expect(stored).toHaveLength(PERSON_REPORTS.max);
  });
});
