import { describe, expect, it } from 'vitest';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '../../../protocol/release';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { dialects, useSetup, useTestApp } from '../helper';
import { staff } from '../support/operators';
import { draft, setupRelease, statusOf } from '../support/release';

const TEXT = 'These photos are of my own shop, taken last week.';

describe.each(dialects)('appeals of banned posts (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ ...(await setupRelease(t)), ...(await staff(t)) }));

  /** A post of the owner's (or `token`'s), banned by the moderator with `reason`. */
  const banned = async (title: string, reason = '图片盗用他人店铺', token = w.owner.token) => {
    const r = await t.call('/api/info/postInfo', draft({ title }), { token });
    if (r.status !== STATUS.OK) throw new Error(r.msg);
    const ban = await t.call(
      '/api/admin/reviewDecide',
      { id: r.data.id, action: 'ban', reason },
      { token: w.moderator.token },
    );
    if (ban.status !== STATUS.OK) throw new Error(ban.msg);
    return r.data.id;
  };
  const appeal = (id: number, text = TEXT, token = w.owner.token) =>
    t.call('/api/info/appealPost', { id, text }, { token });
  const appeals = (postId: number) =>
    t.db.selectFrom('post_appeals').selectAll().where('post_id', '=', postId).orderBy('id').execute();
  const mine = async (id: number) =>
    (await t.call('/api/info/myPost', {}, { token: w.owner.token })).data.list.find((p) => p.id === id);

  it('shows the ban reason in my posts; a banned post can be neither edited nor deleted', async () => {
    const id = await banned('Banned Reason Bakery', '冒用他人照片');
    expect(await mine(id)).toMatchObject({ status: POST_STATUS.BANNED, banReason: '冒用他人照片', appeal: null });
    const edit = await t.call(
      '/api/info/editInfo',
      { ...draft({ title: 'Edited Away Bakery' }), id },
      { token: w.owner.token },
    );
    expect(edit.code).toBe('release.banned');
    expect((await t.call('/api/info/deleteInfo', { id }, { token: w.owner.token })).code).toBe('release.banned_kept');
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.BANNED);
  });

  it('lets the owner appeal once at a time, with a text of the allowed length', async () => {
    const id = await banned('Appeal Once Bakery');
    for (const text of ['x'.repeat(APPEAL_TEXT_MIN - 1), 'x'.repeat(APPEAL_TEXT_MAX + 1), '   ']) {
      const r = await appeal(id, text);
      expect(r).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'release.appeal_text_length' });
    }
    const r = await appeal(id, '照'.repeat(APPEAL_TEXT_MIN));
    expect(r.status).toBe(STATUS.OK);
    expect(r.data.status).toBe('open');
    expect((await appeal(id)).code).toBe('release.appeal_open');
    expect(await appeals(id)).toHaveLength(1);
    expect(await mine(id)).toMatchObject({ appeal: 'open' });
  });

  it('of two appeals sent at once, exactly one is opened', async () => {
    // Its own poster, so the daily limit of the owner's other appeals is not touched.
    const token = (await t.call('/api/account/registerByPassword', { username: 'racer1', password: 'member-secret-1' }))
      .data;
    const id = await banned('Twice At Once Bakery', '图片盗用他人店铺', token);
    const both = await Promise.all([appeal(id, TEXT, token), appeal(id, `${TEXT} (again)`, token)]);
    expect(both.map((r) => r.code ?? 'ok').sort()).toEqual(['ok', 'release.appeal_open']);
    expect(await appeals(id)).toHaveLength(1);
  });

  it("refuses an appeal of someone else's post as if it did not exist, and of a post that is not banned", async () => {
    const id = await banned('Not Yours Bakery');
    expect((await appeal(id, TEXT, w.other.token)).code).toBe('release.not_found');
    expect((await appeal(id, TEXT, w.moderator.token)).code).toBe('release.not_found');
    expect(await appeals(id)).toEqual([]);
    const live = await t.call('/api/info/postInfo', draft({ title: 'Still Pending Bakery' }), { token: w.owner.token });
    expect((await appeal(live.data.id)).code).toBe('release.appeal_not_banned');
    expect((await t.call('/api/info/appealPost', { id, text: TEXT })).status).toBe(STATUS.NOT_LOGGED_IN);
  });

  it('holds a person to a few appeals a day', async () => {
    const reg = await t.call('/api/account/registerByPassword', { username: 'appealer9', password: 'member-secret-1' });
    const token = reg.data;
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await t.call('/api/info/postInfo', draft({ title: `Flood Bakery ${i}` }), { token });
      await t.call(
        '/api/admin/reviewDecide',
        { id: r.data.id, action: 'ban', reason: 'spam' },
        { token: w.moderator.token },
      );
      ids.push(r.data.id);
    }
    for (const id of ids.slice(0, 3)) expect((await appeal(id, TEXT, token)).status).toBe(STATUS.OK);
    const fourth = await appeal(ids[3]!, TEXT, token);
    expect(fourth).toMatchObject({ status: STATUS.RATE_LIMITED, code: 'release.appeal_too_many' });
    expect(await appeals(ids[3]!)).toEqual([]);
  });

  it('queues the appeal for moderators; uphold keeps the ban and tells the owner why', async () => {
    const id = await banned('Upheld Bakery', '冒用他人照片');
    const a = (await appeal(id)).data.id;
    const queue = await t.call('/api/admin/appealQueue', {}, { token: w.moderator.token });
    expect(queue.data.list.find((x) => x.id === a)).toMatchObject({
      text: TEXT,
      post: { id, status: POST_STATUS.BANNED, banReason: '冒用他人照片' },
      owner: { id: w.owner.id },
    });
    const noReason = await t.call(
      '/api/admin/appealDecide',
      { id: a, decision: 'uphold' },
      { token: w.moderator.token },
    );
    expect(noReason.code).toBe('admin.reason_required');
    const up = await t.call(
      '/api/admin/appealDecide',
      { id: a, decision: 'uphold', reason: '照片与营业执照不符' },
      { token: w.moderator.token },
    );
    expect(up.data).toEqual({ id: a, status: 'upheld', postStatus: POST_STATUS.BANNED });
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.BANNED);
    const notices = await t.call('/api/message/getSystemNoticeList', {}, { token: w.owner.token });
    expect(JSON.stringify(notices.data)).toContain('照片与营业执照不符');
    expect(await mine(id)).toMatchObject({ appeal: 'upheld' });
    const again = await t.call(
      '/api/admin/appealDecide',
      { id: a, decision: 'restore', reason: 'changed my mind' },
      { token: w.admin.token },
    );
    expect(again.code).toBe('review.appeal_decided');
    const queued = await t.call('/api/admin/appealQueue', {}, { token: w.moderator.token });
    expect(queued.data.list.map((x) => x.id)).not.toContain(a);
  });

  it('restore sends the post back to review, audited, and the owner sees it', async () => {
    const id = await banned('Restored Bakery');
    const a = (await appeal(id)).data.id;
    const r = await t.call(
      '/api/admin/appealDecide',
      { id: a, decision: 'restore', reason: 'The owner proved the shop is theirs' },
      { token: w.moderator.token },
    );
    expect(r.data).toEqual({ id: a, status: 'restored', postStatus: POST_STATUS.PENDING });
    expect(await mine(id)).toMatchObject({ status: POST_STATUS.PENDING, banReason: '', appeal: 'restored' });
    const log = await t.call('/api/admin/auditList', { targetType: 'post', actor: 'opmod' }, { token: w.admin.token });
    expect(log.data.list.filter((e) => e.targetId === String(id)).map((e) => e.action)).toContain('appeal.restore');
    const review = await t.call('/api/admin/reviewQueue', {}, { token: w.moderator.token });
    expect(review.data.list.map((p) => p.id)).toContain(id);
  });
});
