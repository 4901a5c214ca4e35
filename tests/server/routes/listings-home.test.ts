import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { insertFixtures } from '../support/fixtures';
import { sweepPastViews } from '../../../server/domain/listings';
import { openSession } from '../authz/world';
import { TEST_KEYS, dialects, nowS, useSetup, useTestApp } from '../helper';

describe.each(dialects)('home endpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useSetup(() => insertFixtures(t.db));

  it('returns the global config with the channel echoed', async () => {
    const r = await t.call('/api/home/config', { code: 'ch42' });
    expect(r.status).toBe(STATUS.OK);
    expect(r.data).toEqual({
      site_name: '金帖',
      img_base: '/media/',
      img_upload_url: '/imgUpload.php',
      upload_img_key: TEST_KEYS.uploadImgKey,
      mobile_mp4_upload_url: '/uploadMp4.php',
      upload_mp4_key: TEST_KEYS.uploadMp4Key,
      channel: 'ch42',
      service_contact: expect.any(String),
      img_variants: expect.any(Array),
      messaging: { name: '金帖官方频道', link: 'https://chat.example.org/join/goldpost-news', period_days: 7 },
    });
    expect((await t.call('/api/home/config', { c: 'x1' })).data.channel).toBe('x1');
    expect((await t.call('/api/home/config', {})).data.channel).toBe('');
  });

  it('groups active ads by slot', async () => {
    const r = await t.call('/api/home/getAds', {});
    expect(r.data).toEqual({
      home_banner: [{ id: f.adId, title: 'Open day', titleEn: '', image: 'img/cc/ad.bin', url: '/search', type: 2 }],
    });
  });

  it('counts an ad click once per clicker a day, even in a burst; 404 for an unknown ad, 400 for a bad id', async () => {
    const clicks = async () =>
      (await t.db.selectFrom('ads').select('clicks').where('id', '=', f.adId).executeTakeFirstOrThrow()).clicks;
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => t.call('/api/home/adsClick', { id: f.adId }, { ip: '198.51.100.7' })),
    );
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => STATUS.OK));
    expect(await clicks()).toBe(1);
    expect((await t.call('/api/home/adsClick', { id: f.adId }, { ip: '198.51.100.8' })).status).toBe(STATUS.OK);
    const member = await openSession(t.db, f.vipUserId);
    const mine = () => t.call('/api/home/adsClick', { id: f.adId }, { ip: '198.51.100.7', token: member });
    expect((await Promise.all([mine(), mine()])).map((r) => r.status)).toEqual([STATUS.OK, STATUS.OK]);
    expect(await clicks()).toBe(3);
    // Tomorrow the same people count again: the records of past days are swept.
    await t.db.updateTable('ad_clicks').set({ day: 1 }).execute();
    expect(await sweepPastViews(t.db, nowS())).toBe(3);
    await t.call('/api/home/adsClick', { id: f.adId }, { ip: '198.51.100.7' });
    expect(await clicks()).toBe(4);
    expect((await t.call('/api/home/adsClick', { id: 424_242 })).status).toBe(STATUS.NOT_FOUND);
    expect(await t.db.selectFrom('ad_clicks').select('ad_id').where('ad_id', '=', 424_242).execute()).toEqual([]);
    const bad = await t.call('/api/home/adsClick', { id: -1 });
    expect(bad.status).toBe(STATUS.BAD_PAYLOAD);
    expect(bad.msg).toContain('id');
  });

  it('lists buy notices only', async () => {
    const r = await t.call('/api/home/buyNotice', {});
    expect(r.data.map((n) => n.text)).toEqual(['Someone bought a monthly card']);
  });
});
