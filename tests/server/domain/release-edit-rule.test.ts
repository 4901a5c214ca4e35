import { describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { reviewPost } from '../../../server/domain/release-review';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { auditOf, draft, setupRelease, statusOf } from '../support/release';

describe.each(dialects)('edits of a live post (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const live = async () => {
    const id = (await t.call('/api/info/postInfo', draft(), { token: w.owner.token })).data.id;
    await reviewPost(t.db, id, 'approve', '', nowS());
    return id;
  };

  it('a price or hours change keeps the post live and is written to its history', async () => {
    const id = await live();
    const r = await t.call(
      '/api/info/editInfo',
      { ...draft({ priceMin: 25, priceMax: 90, hours: '9:00–21:00' }), id },
      { token: w.owner.token },
    );
    expect(r.data).toEqual({ id, status: POST_STATUS.VERIFIED });
    const row = await t.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 2, price_min: 25, price_max: 90, hours: '9:00–21:00' });
    const history = await auditOf(t.db, id);
    expect(history.at(-1)).toMatchObject({ from_status: 2, to_status: 2, reason: '修改价格或营业时间' });
  });

  it('new text, images or place send it back to review', async () => {
    for (const change of [
      { title: 'Corner Bakery Rye Two' },
      { images: [draft().images[1]!, draft().images[0]!] },
      { address: 'Market Street 4' },
    ]) {
      const id = await live();
      const r = await t.call(
        '/api/info/editInfo',
        { ...draft({ priceMin: 30, ...change }), id },
        { token: w.owner.token },
      );
      expect(r.status).toBe(STATUS.OK);
      expect(await statusOf(t.db, id), JSON.stringify(change)).toBe(POST_STATUS.PENDING);
    }
  });
});
