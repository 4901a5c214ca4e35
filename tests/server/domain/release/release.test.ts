import { beforeEach, describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../../protocol/status';
import { reviewPost } from '../../../../server/domain/console';
import { clearKey } from '../../../../server/domain/common';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { IMG, auditOf, draft, setupRelease, statusOf } from '../../support/release';

describe.each(dialects)('release lifecycle (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  // The lifecycle tests post more than the posting limits allow one account (tests/server/routes/
  // release-posting-limits.test.ts covers those): each test starts with the day's quota and the review queue free.
  beforeEach(async () => {
    await clearKey(t.db, `post:day:${w.owner.id}`);
    await t.db
      .updateTable('posts')
      .set({ status: POST_STATUS.DELETED })
      .where('user_id', '=', w.owner.id)
      .where('status', '=', POST_STATUS.PENDING)
      .execute();
  });

  const publicIds = async () => (await t.call('/api/info/getInfoList', { pageSize: 50 })).data.list.map((p) => p.id);
  const create = async (over = {}) => {
    const r = await t.call('/api/info/postInfo', draft(over), { token: w.owner.token });
    expect(r.msg).toBe('发布成功，等待审核');
    return r.data.id;
  };

  it('needs a login to post', async () => {
    const r = await t.call('/api/info/postBeauty', draft({ kind: 'personal' }));
    expect(r.status).toBe(STATUS.NOT_LOGGED_IN);
  });

  it('creates a pending post that stays out of public lists until an operator approves it', async () => {
    const r = await t.call('/api/info/postInfo', draft(), { token: w.owner.token });
    expect(r.status).toBe(STATUS.OK);
    expect(r.data.status).toBe(POST_STATUS.PENDING);
    const id = r.data.id;
    expect(await publicIds()).not.toContain(id);
    expect((await t.call('/api/info/getInfo', { id })).status).toBe(STATUS.NOT_FOUND);

    const mine = await t.call('/api/info/myPost', {}, { token: w.owner.token });
    expect(mine.data.list.find((p) => p.id === id)).toMatchObject({
      status: POST_STATUS.PENDING,
      cover: IMG[0],
      imageCount: 2,
      reviewNote: '',
    });

    await reviewPost(t.db, id, 'approve', '', nowS());
    expect(await publicIds()).toContain(id);
    const detail = await t.call('/api/info/getInfo', { id }, { token: w.other.token });
    expect(detail.data).toMatchObject({
      title: 'Corner Bakery Rye',
      images: [IMG[0], IMG[1]],
      tags: ['现做现卖', '可外带'],
      contact: 'tel 010-1234',
    });
    expect(detail.data.facts).toEqual([{ label: '开业年份', labelEn: 'Opened', value: '2019' }]);
    expect(await auditOf(t.db, id)).toEqual([
      { actor: 'owner', actor_user_id: w.owner.id, from_status: 0, to_status: 1, reason: '发布' },
      { actor: 'operator', actor_user_id: null, from_status: 1, to_status: 2, reason: '' },
    ]);
  });

  it('refuses an edit by another user like a missing post, pending or not, and leaves the post unchanged', async () => {
    const pending = await create();
    const id = await create();
    await reviewPost(t.db, id, 'approve', '', nowS());
    const before = await t.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const r = await t.call(
      '/api/info/editInfo',
      { ...draft({ title: 'Taken Over Title' }), id },
      { token: w.other.token },
    );
    const missing = await t.call(
      '/api/info/editInfo',
      { ...draft({ title: 'Taken Over Title' }), id: 987_654 },
      { token: w.other.token },
    );
    // Someone else's post and no post at all are one answer: a stranger cannot tell which ids exist.
    expect(r).toEqual(missing);
    expect(r).toMatchObject({ status: STATUS.NOT_FOUND, code: 'release.not_found' });
    const after = await t.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    for (const path of ['/api/info/getEditInfo', '/api/info/deleteInfo'] as const) {
      for (const target of [id, pending]) {
        expect(await t.call(path, { id: target }, { token: w.other.token })).toEqual(
          await t.call(path, { id: 987_654 }, { token: w.other.token }),
        );
      }
    }
    expect((await t.call('/api/info/changeStatus', { id, action: 'takeDown' }, { token: w.other.token })).status).toBe(
      STATUS.NOT_FOUND,
    );
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.VERIFIED);
    expect(await auditOf(t.db, id)).toHaveLength(2);
  });

  it('loads the own post for editing, and an edit puts it back to pending', async () => {
    const id = await create({ facts: { opened: '2019', seats: '24' } });
    await reviewPost(t.db, id, 'approve', '', nowS());
    const loaded = await t.call('/api/info/getEditInfo', { id }, { token: w.owner.token });
    expect(loaded.data).toMatchObject({
      id,
      kind: 'store',
      status: POST_STATUS.VERIFIED,
      facts: { opened: '2019', seats: '24' },
      images: [IMG[0], IMG[1]],
      videoId: null,
      video: null,
    });

    const { status: _s, reviewNote: _n, video: _v, updatedAt: _u, ...back } = loaded.data;
    const edited = await t.call(
      '/api/info/editInfo',
      { ...back, title: 'Corner Bakery Rye & Oat', images: [IMG[2]!] },
      { token: w.owner.token },
    );
    expect(edited.status).toBe(STATUS.OK);
    expect(edited.data).toEqual({ id, status: POST_STATUS.PENDING });
    expect(edited.msg).toBe('修改成功，等待审核');
    expect(await publicIds()).not.toContain(id);
    const again = await t.call('/api/info/getEditInfo', { id }, { token: w.owner.token });
    expect(again.data).toMatchObject({
      title: 'Corner Bakery Rye & Oat',
      images: [IMG[2]],
      status: POST_STATUS.PENDING,
    });
    expect((await auditOf(t.db, id)).at(-1)).toMatchObject({
      actor: 'owner',
      from_status: 2,
      to_status: 1,
      reason: '编辑',
    });
  });

  it('routes each kind to its own endpoints', async () => {
    const store = await create();
    expect((await t.call('/api/info/getEditBroker', { id: store }, { token: w.owner.token })).status).toBe(
      STATUS.BAD_PAYLOAD,
    );
    expect((await t.call('/api/info/deleteBroker', { id: store }, { token: w.owner.token })).status).toBe(
      STATUS.BAD_PAYLOAD,
    );
    const beauty = await t.call(
      '/api/info/postBeauty',
      draft({ kind: 'personal', facts: { languages: '中文 / English' } }),
      { token: w.owner.token },
    );
    expect(beauty.status).toBe(STATUS.OK);
    expect((await t.call('/api/info/getEditInfo', { id: beauty.data.id }, { token: w.owner.token })).status).toBe(
      STATUS.BAD_PAYLOAD,
    );
    expect(
      (await t.call('/api/info/getEditBeauty', { id: beauty.data.id }, { token: w.owner.token })).data.facts,
    ).toEqual({ languages: '中文 / English' });
    const broker = await t.call(
      '/api/info/postBroker',
      draft({ kind: 'broker', facts: { agency: 'Riverside Homes' } }),
      { token: w.owner.token },
    );
    expect(broker.status).toBe(STATUS.OK);
    expect((await t.call('/api/info/deleteInfo', { id: broker.data.id }, { token: w.owner.token })).status).toBe(
      STATUS.BAD_PAYLOAD,
    );
    const edit = await t.call(
      '/api/info/editInfo',
      {
        ...draft({ kind: 'broker', title: 'Riverside Homes Agency', facts: { agency: 'Riverside Homes' } }),
        id: broker.data.id,
      },
      { token: w.owner.token },
    );
    expect(edit.status).toBe(STATUS.OK);
    const kindChange = await t.call('/api/info/editInfo', { ...draft(), id: broker.data.id }, { token: w.owner.token });
    expect(kindChange.status).toBe(STATUS.BAD_PAYLOAD);
    expect(kindChange.msg).toContain('kind');
    const del = await t.call('/api/info/deleteBroker', { id: broker.data.id }, { token: w.owner.token });
    expect(del).toMatchObject({ status: STATUS.OK, msg: '删除成功' });
    expect(await statusOf(t.db, broker.data.id)).toBe(POST_STATUS.DELETED);
  });

  it('takes a post down and restores it to where it was', async () => {
    const id = await create();
    await reviewPost(t.db, id, 'approve', '', nowS());
    const down = await t.call('/api/info/changeStatus', { id, action: 'takeDown' }, { token: w.owner.token });
    expect(down.data).toEqual({ id, status: POST_STATUS.TAKEN_DOWN });
    expect(await publicIds()).not.toContain(id);
    const again = await t.call('/api/info/changeStatus', { id, action: 'takeDown' }, { token: w.owner.token });
    expect(again.status).toBe(STATUS.BAD_PAYLOAD);
    // The owner reads the status by its name, not its number.
    expect(again.msg).toBe('只有待审核或已通过的信息可以下架（当前状态 已下架）');
    const up = await t.call('/api/info/changeStatus', { id, action: 'restore' }, { token: w.owner.token });
    expect(up.data).toEqual({ id, status: POST_STATUS.VERIFIED });
    expect(await publicIds()).toContain(id);

    const pending = await create();
    await t.call('/api/info/changeStatus', { id: pending, action: 'takeDown' }, { token: w.owner.token });
    expect(
      (await t.call('/api/info/changeStatus', { id: pending, action: 'restore' }, { token: w.owner.token })).data
        .status,
    ).toBe(POST_STATUS.PENDING);
    expect(
      (await t.call('/api/info/changeStatus', { id: pending, action: 'restore' }, { token: w.owner.token })).status,
    ).toBe(STATUS.BAD_PAYLOAD);
    expect((await auditOf(t.db, id)).slice(2).map((a) => [a.from_status, a.to_status])).toEqual([
      [2, 5],
      [5, 2],
    ]);
  });

  it('an edit while taken down goes to pending, so restore cannot skip review', async () => {
    const id = await create();
    await reviewPost(t.db, id, 'approve', '', nowS());
    await t.call('/api/info/changeStatus', { id, action: 'takeDown' }, { token: w.owner.token });
    expect((await t.call('/api/info/editInfo', { ...draft(), id }, { token: w.owner.token })).data.status).toBe(
      POST_STATUS.PENDING,
    );
    expect((await t.call('/api/info/changeStatus', { id, action: 'restore' }, { token: w.owner.token })).status).toBe(
      STATUS.BAD_PAYLOAD,
    );
  });

  it('deletes: gone from my posts and from editing', async () => {
    const id = await create();
    expect((await t.call('/api/info/deleteInfo', { id }, { token: w.owner.token })).status).toBe(STATUS.OK);
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.DELETED);
    const mine = await t.call('/api/info/myPost', { pageSize: 50 }, { token: w.owner.token });
    expect(mine.data.list.map((p) => p.id)).not.toContain(id);
    expect((await t.call('/api/info/getEditInfo', { id }, { token: w.owner.token })).status).toBe(STATUS.NOT_FOUND);
    expect((await t.call('/api/info/deleteInfo', { id }, { token: w.owner.token })).status).toBe(STATUS.NOT_FOUND);
    expect((await auditOf(t.db, id)).at(-1)).toMatchObject({ from_status: 1, to_status: 4, actor: 'owner' });
  });

  it('a banned post cannot be edited or restored', async () => {
    for (const action of ['ban', 'ban-verification'] as const) {
      const id = await create();
      await reviewPost(t.db, id, action, 'fake licence', nowS());
      const r = await t.call(
        '/api/info/editInfo',
        { ...draft({ title: 'Trying Again Title' }), id },
        { token: w.owner.token },
      );
      expect(r.status).toBe(STATUS.FORBIDDEN);
      expect(r.msg).toContain('封禁');
      expect((await t.call('/api/info/changeStatus', { id, action: 'restore' }, { token: w.owner.token })).status).toBe(
        STATUS.BAD_PAYLOAD,
      );
      expect(
        (await t.db.selectFrom('posts').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title,
      ).toBe('Corner Bakery Rye');
    }
  });
});
