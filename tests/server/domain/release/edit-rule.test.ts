import { describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../../protocol/status';
import { reviewPost } from '../../../../server/domain/console';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { readsAsHours } from '../../../../server/domain/release/hours-text';
import { auditOf, draft, setupRelease, statusOf } from '../../support/release';

describe.each(dialects)('edits of a live post (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const live = async (token = w.owner.token) => {
    const id = (await t.call('/api/info/postInfo', draft(), { token })).data.id;
    await reviewPost(t.db, id, 'approve', '', nowS());
    return id;
  };

  /** Edits a freshly approved post of `token`'s with `change`; the post's status after the edit. */
  const statusAfterEdit = async (change: Parameters<typeof draft>[0], token = w.owner.token) => {
    const id = await live(token);
    const r = await t.call('/api/info/editInfo', { ...draft(change), id }, { token });
    expect(r.status).toBe(STATUS.OK);
    return statusOf(t.db, id);
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

  it('hours that read as hours stay live, in either language', () => {
    for (const hours of [
      '9:00–21:00',
      'Mon–Fri 09:00–18:00, Sat 10:00–16:00',
      '周一至周日 10:00-22:00',
      '24小时营业',
      'By appointment',
      'Mon-Fri 9am-6pm; Sat & Sun 10:00-16:00, closed on public holidays',
      '周二至周日 11:00–14:30、17:00–22:00，周一休息',
      '全年无休 早8点到晚10点',
      'Daily 10–22',
      '9:00-12:00 14:00-18:00',
    ])
      expect(readsAsHours(hours), hours).toBe(true);
  });

  it('hours holding a number, a link or a handle send it back to review: contact nobody reviewed', async () => {
    for (const hours of ['call t.me/deals 13800138000', '9:00–18:00, 138 0013 8000', 'Mon–Fri, add me on WeChat'])
      expect(await statusAfterEdit({ hours }, w.other.token), hours).toBe(POST_STATUS.PENDING);
    // What an outside pass slipped past a list of things to catch: styled and spelled digits, odd separators,
    // handles without a channel's name.
    for (const hidden of [
      '周一至周五 加微信 shopkeeper1',
      '１３８００１３８０００',
      '一三八 〇〇一三 八〇〇〇',
      'ｔ．ｍｅ/deals',
      '①③⑧ 0013 8000',
      '𝟏𝟑𝟖𝟎𝟎𝟏𝟑𝟖𝟎𝟎𝟎',
      '١٣٨٠٠١٣٨٠٠٠',
      '138_0013_8000',
      '138·0013·8000',
      '13 8 0 0 1 3 8 0 0 0 1 2 3 4 5',
      '1 3 8 0 0 1 3 8 0 0 0',
      '9:00-18:00 wx abc_123',
      'V:abc123',
      'tg shopdeals',
      '加微 abc',
      '威信 abc',
      '➕V abc',
      'abc[at]gmail',
      '9:00-18:00 abc\u200b123',
      '25:00-26:00',
    ])
      expect(readsAsHours(hidden), hidden).toBe(false);
  });

  it('new text, images or place send it back to review', async () => {
    for (const change of [
      { title: 'Corner Bakery Rye Two' },
      { images: [draft().images[1]!, draft().images[0]!] },
      { address: 'Market Street 4' },
    ])
      expect(await statusAfterEdit({ priceMin: 30, ...change }), JSON.stringify(change)).toBe(POST_STATUS.PENDING);
  });
});
