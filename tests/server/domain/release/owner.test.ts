import { describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../../protocol/status';
import { reviewPost } from '../../../../server/domain/console';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { chatUser } from '../../support/chat';
import { draft, setupRelease } from '../../support/release';

describe.each(dialects)('my posts, tags and certification checks (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const post = async (title: string, kind: 'store' | 'personal' = 'store') => {
    const path = kind === 'store' ? '/api/info/postInfo' : '/api/info/postBeauty';
    const r = await t.call(path, draft({ kind, title, facts: {} }), { token: w.owner.token });
    expect(r.status).toBe(STATUS.OK);
    return r.data.id;
  };
  const check = async (type: number) =>
    (await t.call('/api/info/checkCertificateByType', { type }, { token: w.owner.token })).data;

  it('checks certification eligibility per type', async () => {
    expect(await check(1)).toEqual({ allowed: false, reason: '个人认证需要先有一条审核通过的个人信息' });
    expect(await check(2)).toEqual({ allowed: false, reason: '商家认证需要先有一条审核通过的商家信息' });
    const refused = await t.call(
      '/api/info/postInfo',
      draft({ kind: 'certification', certType: 1, facts: { licenceNo: 'GP-1', issuer: 'Board' } }),
      { token: w.owner.token },
    );
    expect(refused).toMatchObject({ status: STATUS.FORBIDDEN, msg: '个人认证需要先有一条审核通过的个人信息' });

    await reviewPost(t.db, await post('Personal Tutor Mia', 'personal'), 'approve', '', nowS());
    expect(await check(1)).toEqual({ allowed: true, reason: '' });
    expect((await check(2)).allowed).toBe(false);
    const store = await post('Corner Store Verified');
    await reviewPost(t.db, store, 'approve', '', nowS());
    expect(await check(2)).toEqual({ allowed: true, reason: '' });

    const cert = await t.call(
      '/api/info/postInfo',
      draft({ kind: 'certification', certType: 2, facts: { licenceNo: 'GP-2', issuer: 'Board' } }),
      { token: w.owner.token },
    );
    expect(cert.status).toBe(STATUS.OK);
    expect((await check(2)).allowed).toBe(false);
    // Editing the certification itself is not blocked by its own existence.
    const edit = await t.call(
      '/api/info/editInfo',
      {
        ...draft({ kind: 'certification', certType: 2, facts: { licenceNo: 'GP-3', issuer: 'Board' } }),
        id: cert.data.id,
      },
      { token: w.owner.token },
    );
    expect(edit.status).toBe(STATUS.OK);
    expect((await t.call('/api/info/checkCertificateByType', { type: 3 }, { token: w.owner.token })).status).toBe(
      STATUS.BAD_PAYLOAD,
    );
    expect((await t.call('/api/info/checkCertificateByType', { type: 1 }, { token: w.other.token })).data.allowed).toBe(
      false,
    );
  });

  it('keeps a banned post on the record: its owner cannot delete it, so the certification ban holds', async () => {
    const { token } = await chatUser((path, payload, o) => t.call(path, payload, o), t.db, false, { publishes: false });
    const personal = async (title: string) => {
      const r = await t.call('/api/info/postBeauty', draft({ kind: 'personal', title, facts: {} }), { token });
      expect(r.status).toBe(STATUS.OK);
      return r.data.id as number;
    };
    const allowed = async () =>
      (await t.call('/api/info/checkCertificateByType', { type: 1 }, { token })).data.allowed as boolean;
    await reviewPost(t.db, await personal('Violin Lessons Ana'), 'approve', '', nowS());
    expect(await allowed()).toBe(true);
    const banned = {
      verification: await personal('Violin Lessons Ana II'),
      plain: await personal('Violin Lessons Ana III'),
    };
    await reviewPost(t.db, banned.verification, 'ban-verification', '', nowS());
    await reviewPost(t.db, banned.plain, 'ban', '', nowS());
    expect(await allowed()).toBe(false);
    for (const [id, status] of [
      [banned.verification, POST_STATUS.VERIFICATION_BANNED],
      [banned.plain, POST_STATUS.BANNED],
    ] as const) {
      const r = await t.call('/api/info/deleteInfo', { id }, { token, language: 'en' });
      expect(r).toMatchObject({ status: STATUS.FORBIDDEN, code: 'release.banned_kept', data: null });
      expect(r.msg).toBe('This post is banned and cannot be deleted');
      const row = await t.db.selectFrom('posts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe(status);
    }
    expect(await allowed()).toBe(false);
  });

  it('lists the owner’s posts in every status with its code, newest change first', async () => {
    const ids: Record<string, number> = {};
    // Each post is decided as soon as it is made: one account may have only a few waiting for review.
    const decide: Record<string, (id: number) => Promise<unknown>> = {
      pending: async () => undefined,
      verified: (id) => reviewPost(t.db, id, 'approve', '', nowS()),
      failed: (id) => reviewPost(t.db, id, 'reject', 'Photos are blurry', nowS()),
      deleted: (id) => t.call('/api/info/deleteInfo', { id }, { token: w.owner.token }),
      takenDown: (id) => t.call('/api/info/changeStatus', { id, action: 'takeDown' }, { token: w.owner.token }),
      banned: (id) => reviewPost(t.db, id, 'ban', '', nowS()),
      verificationBanned: (id) => reviewPost(t.db, id, 'ban-verification', '', nowS()),
    };
    for (const [name, then] of Object.entries(decide)) {
      ids[name] = await post(`My ${name} post`);
      await then(ids[name]);
    }

    const mine = await t.call('/api/info/myPost', { pageSize: 50 }, { token: w.owner.token });
    const byId = new Map(mine.data.list.map((p) => [p.id, p]));
    expect(byId.get(ids.pending!)?.status).toBe(POST_STATUS.PENDING);
    expect(byId.get(ids.verified!)?.status).toBe(POST_STATUS.VERIFIED);
    expect(byId.get(ids.failed!)).toMatchObject({ status: POST_STATUS.FAILED, reviewNote: 'Photos are blurry' });
    expect(byId.has(ids.deleted!)).toBe(false);
    expect(byId.get(ids.takenDown!)?.status).toBe(POST_STATUS.TAKEN_DOWN);
    expect(byId.get(ids.banned!)?.status).toBe(POST_STATUS.BANNED);
    expect(byId.get(ids.verificationBanned!)?.status).toBe(POST_STATUS.VERIFICATION_BANNED);
    expect(mine.data.list.every((p) => p.title.length > 0 && typeof p.updatedAt === 'number')).toBe(true);
    const times = mine.data.list.map((p) => p.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const failedOnly = await t.call('/api/info/myPost', { status: POST_STATUS.FAILED }, { token: w.owner.token });
    expect(failedOnly.data.list.map((p) => p.id)).toEqual([ids.failed]);
    expect(failedOnly.data.total).toBe(1);
    const page = await t.call('/api/info/myPost', { page: 2, pageSize: 2 }, { token: w.owner.token });
    expect(page.data).toMatchObject({ page: 2, pageSize: 2, total: mine.data.total });
    expect(page.data.list).toHaveLength(2);
    expect((await t.call('/api/info/myPost', { status: 9 }, { token: w.owner.token })).msg).toContain('状态 status');
    expect((await t.call('/api/info/myPost', {}, { token: w.other.token })).data.total).toBe(0);
  });

  it('suggests tags per type, public', async () => {
    const tutoring = await t.call('/api/info/getTags', { typeCode: 1 });
    expect(tutoring.data).toEqual(['现做现卖', '环境安静', '可外带', '免费 Wi-Fi', '支持预订', '素食友好', '适合聚会']);
    const all = await t.call('/api/info/getTags', {});
    expect(all.data.length).toBeGreaterThan(40);
    expect(new Set(all.data).size).toBe(all.data.length);
    expect((await t.call('/api/info/getTags', { typeCode: 4242 })).data).toEqual([]);
  });
});
