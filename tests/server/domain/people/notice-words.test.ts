import { describe, expect, it } from 'vitest';
import { recordNotice } from '../../../../server/domain/common';
import { listNotices } from '../../../../server/domain/people';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { setupRelease } from '../../support/release';

// Notices are worded when read, in the reader's language; rows written before codes keep their stored words.
describe.each(dialects)('notice words (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const newest = async (lang: 'zh' | 'en') => (await listNotices(t.db, w.other.id, {}, lang)).list[0]!;

  it('words a coded notice in each language, a parameter in both languages included', async () => {
    const tier = { zh: '季卡', en: 'quarterly' };
    await t.db.transaction().execute((trx) =>
      recordNotice(trx, {
        userId: w.other.id,
        code: 'vip.granted',
        params: { days: 90, tier, until: '2027-03-01', reason: 'contest' },
        nowS: nowS(),
      }),
    );
    expect(await newest('zh')).toMatchObject({
      kind: 'money',
      title: '你获得了 VIP 会员',
      text: '客服为你开通了 90 天季卡会员，有效期至 2027-03-01。原因：contest',
    });
    expect(await newest('en')).toMatchObject({
      title: 'You were granted VIP membership',
      text: 'Support added 90 days of quarterly membership, now valid until 2027-03-01. Reason: contest',
    });
    const row = await t.db.selectFrom('user_notices').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([row.code, JSON.parse(row.params)]).toEqual([
      'vip.granted',
      { days: 90, tier, until: '2027-03-01', reason: 'contest' },
    ]);
  });

  it('shows rows from before codes as they were stored', async () => {
    const at = nowS();
    await t.db
      .insertInto('user_notices')
      .values({ user_id: w.other.id, kind: 'broadcast', title: '违规警告 / Warning', body: 'Spam', created_at: at })
      .execute();
    for (const lang of ['zh', 'en'] as const) {
      expect(await newest(lang)).toMatchObject({ kind: 'broadcast', title: '违规警告 / Warning', text: 'Spam' });
    }
    await t.db
      .insertInto('user_notices')
      .values({
        user_id: w.other.id,
        kind: 'booking',
        post_id: null,
        post_title: 'Tea Room',
        title: 'confirmed',
        body: 'See you',
        created_at: at,
      })
      .execute();
    expect(await newest('en')).toMatchObject({
      kind: 'booking',
      title: 'Booking confirmed',
      text: '“Tea Room”',
      reason: 'See you',
    });
    expect((await newest('zh')).title).toBe('预约已确认');
  });
});
