import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, PAGE_SIZE_MAX } from '../../../protocol/constants';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { CITY, MODE, TYPE, insertFixtures } from '../support/fixtures';
import { dialects, useSetup, useTestApp } from '../helper';

describe.each(dialects)('info endpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useSetup(() => insertFixtures(t.db));
  let vipToken: string;
  let plainToken: string;
  beforeAll(async () => {
    vipToken = (await t.call('/api/account/loginByPassword', { username: 'vipuser', password: f.vipPassword })).data;
    plainToken = (await t.call('/api/account/registerByPassword', { username: 'reader1', password: 'reader-pass-1' }))
      .data;
  });

  it('lists verified posts only, newest first, with cover and paging', async () => {
    const r = await t.call('/api/info/getInfoList', {});
    expect(r.status).toBe(STATUS.OK);
    const ids = r.data.list.map((p) => p.id);
    expect(ids).toEqual([f.vipPostId, f.posts.broker, f.posts.certification, f.posts.store, f.posts.personal]);
    expect(r.data).toMatchObject({ page: 1, pageSize: PAGE_SIZE, total: 5 });
    for (const hidden of f.hiddenPostIds) expect(ids).not.toContain(hidden);
    expect(r.data.list.every((p) => p.status === POST_STATUS.VERIFIED)).toBe(true);
    const store = r.data.list.find((p) => p.id === f.posts.store)!;
    expect(store).toMatchObject({ cover: 'img/bb/first.bin', imageCount: 2, kind: 'store', vip: false });
    const page2 = await t.call('/api/info/getInfoList', { page: 2, pageSize: 2 });
    expect(page2.data.list.map((p) => p.id)).toEqual([f.posts.certification, f.posts.store]);
    expect(page2.data.total).toBe(5);
  });

  it('filters by city, type, mode and kind (0 = all)', async () => {
    const byCity = await t.call('/api/info/getInfoList', { cityCode: CITY.shanghai });
    expect(byCity.data.list.map((p) => p.id)).toEqual([f.posts.store]);
    const byType = await t.call('/api/info/getInfoList', { typeCode: TYPE.repair, cityCode: 0 });
    expect(byType.data.list.map((p) => p.id)).toEqual([f.posts.certification]);
    const byMode = await t.call('/api/info/getInfoList', { modeCode: MODE.visit });
    expect(byMode.data.list.map((p) => p.id)).toEqual([f.posts.broker]);
    const byKind = await t.call('/api/info/getInfoList', { kind: 'personal' });
    expect(byKind.data.list.map((p) => p.id)).toEqual([f.posts.personal]);
  });

  it('lists VIP posts in the VIP list', async () => {
    const r = await t.call('/api/info/getInfoVipList', {});
    expect(r.data.list.map((p) => p.id)).toEqual([f.vipPostId]);
    expect(r.data.list[0]?.vip).toBe(true);
  });

  it('refuses bad list payloads with a message naming the field', async () => {
    const big = await t.call('/api/info/getInfoList', { pageSize: PAGE_SIZE_MAX + 1 });
    expect(big.status).toBe(STATUS.BAD_PAYLOAD);
    expect(big.msg).toContain('pageSize');
    const kind = await t.call('/api/info/getInfoList', { kind: 'spaceship' });
    expect(kind).toMatchObject({ status: STATUS.BAD_PAYLOAD, data: null });
    expect(kind.msg).toContain('kind');
    const city = await t.call('/api/info/getInfoList', { cityCode: 'abc' });
    expect(city.msg).toMatch(/cityCode/);
  });

  it('shows a detail of each kind, contact only when logged in, counting views', async () => {
    for (const [kind, id] of Object.entries(f.posts)) {
      const r = await t.call('/api/info/getInfo', { id, kind });
      expect(r.status).toBe(STATUS.OK);
      expect(r.data).toMatchObject({ id, kind, contact: null, author: { id: f.authorId, nickname: 'author' } });
    }
    const first = await t.call('/api/info/getInfo', { id: f.posts.store }, { token: plainToken });
    expect(first.data.contact).toBe('tel 010-0000');
    expect(first.data.images).toEqual(['img/bb/first.bin', 'img/bb/second.bin']);
    expect(first.data.tags).toEqual(['quiet', 'parking']);
    expect(first.data.facts[0]).toEqual({ label: '执照', labelEn: 'Licence', value: 'L-001' });
    // Views count viewers (post-views.test.ts): another viewer adds one.
    const second = await t.call('/api/info/getInfo', { id: f.posts.store }, { token: vipToken });
    expect(second.data.views).toBe(first.data.views + 1);
  });

  it('answers 404 for a kind mismatch, a missing id and hidden statuses', async () => {
    expect((await t.call('/api/info/getInfo', { id: f.posts.store, kind: 'broker' })).status).toBe(STATUS.NOT_FOUND);
    expect((await t.call('/api/info/getInfo', { id: 999_999 })).status).toBe(STATUS.NOT_FOUND);
    for (const id of f.hiddenPostIds) {
      expect((await t.call('/api/info/getInfo', { id }, { token: vipToken })).status).toBe(STATUS.NOT_FOUND);
      expect((await t.call('/api/info/getInfoVip', { id }, { token: vipToken })).status).toBe(STATUS.NOT_FOUND);
    }
  });

  it('gates VIP details: 420 for guests, 422 for non-VIP, a locked preview through getInfo, OK for VIP', async () => {
    expect((await t.call('/api/info/getInfoVip', { id: f.vipPostId })).status).toBe(STATUS.NOT_LOGGED_IN);
    const plain = await t.call('/api/info/getInfoVip', { id: f.vipPostId }, { token: plainToken });
    expect(plain).toMatchObject({ status: STATUS.NEEDS_VIP, msg: '需要开通VIP' });
    const preview = await t.call('/api/info/getInfo', { id: f.vipPostId }, { token: plainToken });
    expect(preview.status).toBe(STATUS.OK);
    expect(preview.data).toMatchObject({ id: f.vipPostId, locked: true, contact: null, address: '', facts: [] });
    expect((preview.data as { images: string[] }).images.length).toBeLessThanOrEqual(1);
    const guest = await t.call('/api/info/getInfo', { id: f.vipPostId });
    expect(guest.data).toMatchObject({ locked: true, contact: null });
    const full = await t.call('/api/info/getInfo', { id: f.vipPostId }, { token: vipToken });
    expect(full.data).toMatchObject({ locked: false, contact: 'tel 010-0000' });
    const vip = await t.call('/api/info/getInfoVip', { id: f.vipPostId }, { token: vipToken });
    expect(vip.status).toBe(STATUS.OK);
    expect(vip.data).toMatchObject({ id: f.vipPostId, vip: true, contact: 'tel 010-0000' });
  });

  it('treats an expired VIP as not VIP', async () => {
    await t.db.updateTable('users').set({ vip_expires_at: 1 }).where('id', '=', f.vipUserId).execute();
    try {
      expect((await t.call('/api/info/getInfoVip', { id: f.vipPostId }, { token: vipToken })).status).toBe(
        STATUS.NEEDS_VIP,
      );
    } finally {
      await t.db.updateTable('users').set({ vip_expires_at: null }).where('id', '=', f.vipUserId).execute();
    }
  });

  it('searches title, description, address and tags case-insensitively', async () => {
    const ids = async (payload: Record<string, unknown>) =>
      (await t.call('/api/info/search', payload)).data.list.map((p) => p.id);
    expect(await ids({ keyword: 'café' })).toEqual([f.posts.store]);
    expect(await ids({ keyword: 'MATHS tutor' })).toEqual([f.posts.personal]);
    expect(await ids({ keyword: 'riverside' })).toEqual([f.posts.broker]);
    expect(await ids({ keyword: 'hidden' })).toEqual([]);
    // LIKE wildcards typed by the user are literal.
    expect(await ids({ keyword: '100%_' })).toEqual([f.posts.broker]);
    expect(await ids({ keyword: '%' })).toEqual([f.posts.broker]);
    expect(await ids({ keyword: 'm_ths' })).toEqual([]);
    expect(await ids({ keyword: 'street', cityCode: CITY.shanghai })).toEqual([f.posts.store]);
    expect(await ids({ keyword: 'street', typeCode: TYPE.repair })).toEqual([f.posts.certification]);
  });

  it('refuses an empty or over-long search key', async () => {
    const empty = await t.call('/api/info/search', { keyword: '  ' });
    expect(empty.status).toBe(STATUS.BAD_PAYLOAD);
    expect(empty.msg).toContain('keyword');
    expect((await t.call('/api/info/search', { keyword: 'x'.repeat(31) })).status).toBe(STATUS.BAD_PAYLOAD);
    expect((await t.call('/api/info/search', {})).msg).toContain('keyword');
  });

  it('lists abroad cities only', async () => {
    const r = await t.call('/api/info/getAbroadCity', {});
    expect(r.data.map((c) => c.code)).toEqual([CITY.tokyo]);
    // The spec's path is under /api/info; the old /api/home one is gone.
    expect((await t.call('/api/home/getAbroadCity' as '/api/info/getAbroadCity', {})).status).toBe(STATUS.NOT_FOUND);
  });

  it('returns the taxonomy', async () => {
    const r = await t.call('/api/info/getInfoType', {});
    expect(r.data.cities.map((c) => c.code)).toEqual([CITY.beijing, CITY.shanghai, CITY.tokyo]);
    expect(r.data.cities[2]).toEqual({ code: CITY.tokyo, name: '东京', nameEn: 'Tokyo', abroad: true, region: '日本' });
    expect(r.data.types).toEqual([
      { code: TYPE.tutoring, name: '家教', nameEn: 'Tutoring' },
      { code: TYPE.repair, name: '维修', nameEn: 'Repair' },
    ]);
    expect(r.data.modes).toHaveLength(2);
  });
});
