import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../protocol/status';
import { broadcastNotice, listNotices, markNoticesRead, unreadNotices } from '../../../../server/domain/people/notices';
import { reviewPost, runPeopleAdmin } from '../../../../server/domain/console';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { draft, setupRelease } from '../../support/release';

describe.each(dialects)('system notices (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const create = async (title: string) =>
    (await t.call('/api/info/postInfo', draft({ title }), { token: w.owner.token })).data.id;

  it('records every status change of my posts in its transaction, with the reason, for me only', async () => {
    const before = await unreadNotices(t.db, w.owner.id);
    const id = await create('Notice Rye Bakery');
    // Sending a post for review is my own doing: listed, never unread.
    const sent = await listNotices(t.db, w.owner.id, {}, 'en');
    expect(sent.list[0]).toMatchObject({ kind: 'post_status', postId: id, status: POST_STATUS.PENDING, read: true });
    // My own step carries no reason to show: the audit's label (发布) is not an operator's word to me.
    expect(sent.list[0]!.reason).toBe('');
    expect(sent.unread).toBe(before);

    await reviewPost(t.db, id, 'reject', 'Photos show a different shop', nowS());
    const after = await listNotices(t.db, w.owner.id, {}, 'zh');
    expect(after.unread).toBe(before + 1);
    expect(after.list[0]).toMatchObject({
      kind: 'post_status',
      postId: id,
      postKind: 'store',
      status: POST_STATUS.FAILED,
      reason: 'Photos show a different shop',
      title: '信息未通过审核',
      read: false,
    });
    expect(after.list[0]!.text).toContain('Notice Rye Bakery');
    const en = await listNotices(t.db, w.owner.id, {}, 'en');
    expect(en.list[0]!.title).toBe('Post not approved');
    expect(en.list[0]!.text).toBe('“Notice Rye Bakery”: pending review → rejected');

    const others = await listNotices(t.db, w.other.id, {}, 'zh');
    expect(others.list.some((n) => n.postId === id)).toBe(false);
  });

  it('writes no notice when the change itself is refused', async () => {
    const id = await create('Notice Refused Change');
    const count = async () =>
      (await t.db.selectFrom('user_notices').select('id').where('post_id', '=', id).execute()).length;
    const n = await count();
    await expect(reviewPost(t.db, id, 'approve', '', nowS())).resolves.toBeDefined();
    await expect(reviewPost(t.db, id, 'approve', '', nowS())).rejects.toThrow();
    expect(await count()).toBe(n + 1);
  });

  it('marks read up to a shown id, never backwards and never ahead of what exists', async () => {
    const me = w.owner.id;
    const id = await create('Notice Mark Read');
    await reviewPost(t.db, id, 'ban', 'Duplicate listing', nowS());
    const page = await listNotices(t.db, me, {}, 'zh');
    expect(page.unread).toBeGreaterThan(0);
    const newest = page.list[0]!.id;
    expect(await markNoticesRead(t.db, me, newest)).toBe(0);
    // A made-up id far ahead is held to the newest notice: what comes later is still unread.
    expect(await markNoticesRead(t.db, me, newest + 10_000)).toBe(0);
    await broadcastNotice(
      t.db,
      { title: '维护', body: '今晚短暂停机', titleEn: 'Maintenance', bodyEn: 'Short pause tonight' },
      nowS(),
    );
    expect(await unreadNotices(t.db, me)).toBe(1);
    // An older mark does not undo a newer one.
    expect(await markNoticesRead(t.db, me, 1)).toBe(1);
    const parallel = await Promise.all([newest, 1, newest - 1].map((upTo) => markNoticesRead(t.db, me, upTo)));
    expect(parallel).toEqual([1, 1, 1]);
    expect(await markNoticesRead(t.db, me, newest + 1)).toBe(0);
  });

  it('shows broadcasts to everyone; those from before someone joined are not unread for them', async () => {
    const t0 = nowS();
    await broadcastNotice(
      t.db,
      { title: '旧闻', body: '以前的', titleEn: 'Old news', bodyEn: 'From before' },
      t0 - 86_400 * 365,
    );
    const joined = await t.db
      .insertInto('users')
      .values({
        username: 'newcomer',
        password_hash: 'x',
        nickname: 'newcomer',
        avatar: null,
        incode: 'NEWCOMER',
        invited_by: null,
        created_at: t0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await broadcastNotice(
      t.db,
      { title: '欢迎周', body: '新分类已开放', titleEn: 'Welcome week', bodyEn: 'New categories are open' },
      t0 + 1,
    );
    const page = await listNotices(t.db, joined.id, {}, 'en');
    expect(page.list.map((n) => n.title)).toEqual(expect.arrayContaining(['Old news', 'Welcome week']));
    expect(page.list.find((n) => n.title === 'Old news')?.read).toBe(true);
    expect(page.list.find((n) => n.title === 'Welcome week')).toMatchObject({ kind: 'broadcast', read: false });
    expect(page.unread).toBe(page.list.filter((n) => !n.read).length);
  });

  it('the operators broadcast and work the feedback queue from the command line', async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(await runPeopleAdmin(t.db, ['notices', 'broadcast', '--title', 'Holiday hours'], io)).toBe(2);
    expect(
      await runPeopleAdmin(t.db, ['notices', 'broadcast', '--title', 'Holiday hours', '--body', 'Closed Monday'], io),
    ).toBe(0);
    const mine = await listNotices(t.db, w.other.id, {}, 'zh');
    expect(mine.list[0]).toMatchObject({ title: 'Holiday hours', text: 'Closed Monday' });

    await t.call(
      '/api/message/feedback',
      { category: 'problem', text: 'The map pin is off' },
      { token: w.other.token },
    );
    out.length = 0;
    expect(await runPeopleAdmin(t.db, ['feedback', 'open'], io)).toBe(0);
    const line = out
      .join('\n')
      .split('\n')
      .find((l) => l.includes('The map pin is off'));
    expect(line).toMatch(/^\d+\s+poster2\s+problem/);
    const id = line!.split(/\s+/)[0]!;
    expect(await runPeopleAdmin(t.db, ['feedback', 'close', id], io)).toBe(0);
    expect(await runPeopleAdmin(t.db, ['feedback', 'close', id], io)).toBe(1);
    expect(await runPeopleAdmin(t.db, ['posts', 'pending'], io)).toBeNull();
  });
});
