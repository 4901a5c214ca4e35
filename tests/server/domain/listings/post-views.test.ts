import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeForm, openReply } from '../../../../protocol/envelope';
import { STATUS } from '../../../../protocol/status';
import { countView, sweepPastViews } from '../../../../server/domain/listings/post-views';
import { insertFixtures } from '../../support/fixtures';
import { dialects, nowS, testCipher, useSetup, useTestApp } from '../../helper';

const BURST = 50;

describe.each(dialects)('post views: one per viewer per day (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useSetup(() => insertFixtures(t.db));
  let base = '';
  let token = '';

  beforeAll(async () => {
    // A real listening server, so the burst arrives as parallel connections.
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await t.call('/api/account/loginByPassword', { username: 'vipuser', password: f.vipPassword })).data;
  });
  afterAll(async () => {
    await t.app.server.close();
  });

  const views = async (id: number) =>
    (await t.db.selectFrom('posts').select('views').where('id', '=', id).executeTakeFirstOrThrow()).views;

  const burst = async (id: number, asUser: string) => {
    const replies = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const form = encodeForm(await t.seal({ id }, { token: asUser }));
        const res = await fetch(`${base}/api.php/api/info/getInfo`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        });
        expect(res.status).toBe(200);
        return openReply(testCipher, await res.text());
      }),
    );
    for (const r of replies) expect(r.status).toBe(STATUS.OK);
  };

  it(`counts a burst of ${BURST} parallel reads by one guest as one view`, async () => {
    const id = f.posts.personal;
    const before = await views(id);
    await burst(id, '');
    expect(await views(id)).toBe(before + 1);
  });

  it('counts a logged-in viewer once, apart from the guests at the same address', async () => {
    const id = f.posts.personal;
    const before = await views(id);
    await burst(id, token);
    expect(await views(id)).toBe(before + 1);
    await burst(id, token);
    expect(await views(id)).toBe(before + 1);
  });

  it('counts a guest from another address, and the same viewer again the next day', async () => {
    const id = f.posts.personal;
    const before = await views(id);
    const other = await t.call('/api/info/getInfo', { id }, { ip: '203.0.113.5' });
    expect(other.data.views).toBe(before + 1);
    const again = await t.call('/api/info/getInfo', { id }, { ip: '203.0.113.5' });
    expect(again.data.views).toBe(before + 1);
    expect(await countView(t.db, id, 'a203.0.113.5', nowS() + 86_400)).toBe(true);
    expect(await views(id)).toBe(before + 2);
  });

  it('forgets the viewers of past days', async () => {
    const id = f.posts.store;
    await countView(t.db, id, 'a198.51.100.1', nowS() - 86_400);
    expect(await sweepPastViews(t.db, nowS())).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('post_views').select('day').execute();
    expect(left.every((r) => r.day === Math.floor(nowS() / 86_400) || r.day > Math.floor(nowS() / 86_400))).toBe(true);
  });
});
