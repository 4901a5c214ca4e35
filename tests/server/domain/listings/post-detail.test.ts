import { describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../../protocol/status';
import { reviewPost } from '../../../../server/domain/console';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { draft, setupRelease } from '../../support/release';

describe.each(dialects)('post detail: owners preview their posts in any status (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const create = async (title: string, over = {}) =>
    (await t.call('/api/info/postInfo', draft({ title, ...over }), { token: w.owner.token })).data.id;
  const missing = () => t.call('/api/info/getInfo', { id: 987_654 });
  const views = async (id: number) =>
    (await t.db.selectFrom('posts').select('views').where('id', '=', id).executeTakeFirstOrThrow()).views;

  it('answers the owner a pending post, marked as theirs, and counts no visit', async () => {
    const id = await create('Pending Preview Shop');
    const mine = await t.call('/api/info/getInfo', { id }, { token: w.owner.token });
    expect(mine.status).toBe(STATUS.OK);
    expect(mine.data).toMatchObject({
      id,
      status: POST_STATUS.PENDING,
      owner: true,
      statusReason: null,
      locked: false,
      contact: 'tel 010-1234',
    });
    expect(await views(id)).toBe(0);
    const viaVip = await t.call('/api/info/getInfoVip', { id }, { token: w.owner.token });
    expect(viaVip.data).toMatchObject({ id, owner: true });
  });

  it('answers anyone else exactly as for a missing post', async () => {
    const id = await create('Hidden From Others Shop');
    const gone = await missing();
    for (const token of [undefined, w.other.token]) {
      const r = await t.call('/api/info/getInfo', { id }, { token });
      expect(r).toEqual({ ...gone, data: null });
      expect(r).toMatchObject({ status: STATUS.NOT_FOUND, msg: gone.msg, code: 'post.not_found' });
    }
  });

  it('explains a rejection to the owner with the operator reason; an edit clears it', async () => {
    const id = await create('Rejected Preview Shop');
    await reviewPost(t.db, id, 'reject', 'Photos are blurry', nowS());
    const rejected = await t.call('/api/info/getInfo', { id, kind: 'store' }, { token: w.owner.token });
    expect(rejected.data).toMatchObject({ status: POST_STATUS.FAILED, owner: true, statusReason: 'Photos are blurry' });
    await t.call(
      '/api/info/editInfo',
      { ...draft({ title: 'Rejected Preview Shop 2' }), id },
      { token: w.owner.token },
    );
    expect((await t.call('/api/info/getInfo', { id }, { token: w.owner.token })).data).toMatchObject({
      status: POST_STATUS.PENDING,
      statusReason: null,
    });
  });

  it('marks a public post as not theirs for others (no reason), theirs for the owner; both count a visit', async () => {
    const id = await create('Public Preview Shop');
    await reviewPost(t.db, id, 'approve', '', nowS());
    const other = await t.call('/api/info/getInfo', { id }, { token: w.other.token });
    expect(other.data).toMatchObject({ status: POST_STATUS.VERIFIED, owner: false, statusReason: null });
    expect((await t.call('/api/info/getInfo', { id }, { token: w.owner.token })).data.owner).toBe(true);
    expect(await views(id)).toBe(2);
    // A kind that does not match is missing, for the owner too.
    expect((await t.call('/api/info/getInfo', { id, kind: 'broker' }, { token: w.owner.token })).status).toBe(
      STATUS.NOT_FOUND,
    );
  });
});
