import { describe, expect, it } from 'vitest';
import type { EndpointPath } from '../../../protocol/endpoints';
import { FAVORITE_IDS_MAX, PEOPLE_ACCESS } from '../../../protocol/people';
import { FEEDBACK_RATE } from '../../../server/domain/people';
import { reviewPost } from '../../../server/domain/console';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { insertGoods, newKey, recharge } from '../support/money';
import { draft, setupRelease } from '../support/release';

const PHONE = '138 0013 8000';

describe.each(dialects)('people calls (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ ...(await setupRelease(t)), goods: await insertGoods(t) }));

  it('answers 420 to a guest on every call, changing nothing', async () => {
    for (const path of Object.keys(PEOPLE_ACCESS) as EndpointPath[]) {
      const r = await t.call(path, { id: w.f.posts.personal, upTo: 1, category: 'other', text: 'hello there' });
      expect(r.status, path).toBe(420);
    }
    expect(await t.db.selectFrom('favorites').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('feedback').selectAll().execute()).toEqual([]);
  });

  it('refuses hostile favourite payloads with a clear refusal', async () => {
    const token = w.other.token;
    const bad = [{ id: 'abc' }, { id: -3 }, { id: w.f.posts.personal, favorite: 'yes' }, { id: { $gt: 0 } }, {}];
    for (const payload of bad) {
      const r = await t.call('/api/user/toggle_favorite', payload, { token });
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.code).toMatch(/^payload\./);
    }
    const tooMany = Array.from({ length: FAVORITE_IDS_MAX + 1 }, (_, i) => i + 1);
    expect((await t.call('/api/user/getFavoriteList', { ids: tooMany }, { token })).code).toBe('payload.too_big');
    const hidden = await t.call('/api/user/toggle_favorite', { id: w.f.hiddenPostIds[0], favorite: true }, { token });
    expect(hidden).toMatchObject({ status: 404, code: 'post.not_found' });
    expect(await t.db.selectFrom('favorites').selectAll().execute()).toEqual([]);
  });

  it('keeps a post, shows it in the list with the count, and drops it', async () => {
    const token = w.other.token;
    const id = w.f.posts.broker;
    const kept = await t.call('/api/user/toggle_favorite', { id, favorite: true }, { token });
    expect(kept.data).toEqual({ id, favorited: true, favorites: 1 });
    const list = await t.call('/api/user/getFavoriteList', {}, { token });
    expect(list.data.list.map((p) => p.id)).toEqual([id]);
    expect(list.data.list[0]!.favorites).toBe(1);
    // The hearts' look-up: a full batch of ids in one page.
    const batch = [id, ...Array.from({ length: FAVORITE_IDS_MAX - 1 }, (_, i) => 900_000 + i)];
    const asked = await t.call('/api/user/getFavoriteList', { ids: batch, pageSize: FAVORITE_IDS_MAX }, { token });
    expect(asked.data.list.map((p) => p.id)).toEqual([id]);
    const card = (await t.call('/api/info/getInfoList', {}, {})).data.list.find((p) => p.id === id);
    expect(card?.favorites).toBe(1);
    // Someone else's list is their own.
    expect((await t.call('/api/user/getFavoriteList', {}, { token: w.owner.token })).data.total).toBe(0);
    expect((await t.call('/api/user/toggle_favorite', { id, favorite: false }, { token })).data.favorites).toBe(0);
    expect((await t.call('/api/user/getFavoriteList', {}, { token })).data.total).toBe(0);
  });

  it('stores feedback, validated, at most a few per hour even in a parallel burst', async () => {
    const token = w.owner.token;
    const refused = [
      { category: 'spam', text: 'A real complaint' },
      { category: 'problem', text: 'hi' },
      { category: 'problem', text: 'x'.repeat(1001) },
      { category: 'problem', text: 'A real complaint', contact: 'y'.repeat(61) },
    ];
    for (const p of refused) expect((await t.call('/api/message/feedback', p, { token })).status).toBe(400);
    const burst = await Promise.all(
      Array.from({ length: FEEDBACK_RATE.max + 3 }, (_, i) =>
        t.call('/api/message/feedback', { category: 'suggestion', text: `Idea number ${i}` }, { token }),
      ),
    );
    expect(burst.filter((r) => r.status === 1)).toHaveLength(FEEDBACK_RATE.max);
    const late = burst.find((r) => r.status !== 1);
    expect(late).toMatchObject({ status: 429, code: 'people.feedback_too_many' });
    expect(late?.msg).toMatch(/反馈提交过于频繁，请 \d+ (分钟|小时)后再试/);
    const stored = await t.db.selectFrom('feedback').selectAll().where('user_id', '=', w.owner.id).execute();
    expect(stored).toHaveLength(FEEDBACK_RATE.max);
    expect(stored[0]).toMatchObject({ status: 'open', category: 'suggestion' });
  });

  it('saves my contact details, refusing invalid channels without a change', async () => {
    const token = w.other.token;
    expect((await t.call('/api/user/getContactInfo', {}, { token })).data).toEqual({
      phone: '',
      wechat: '',
      qq: '',
      telegram: '',
      updatedAt: null,
    });
    const saved = await t.call(
      '/api/user/setContactInfo',
      { phone: PHONE, wechat: 'shop_owner01', qq: '', telegram: '@river_cafe' },
      { token },
    );
    expect(saved).toMatchObject({ status: 1, msg: '保存成功', data: { phone: PHONE, wechat: 'shop_owner01' } });
    const cases: [Record<string, string>, string][] = [
      [{ phone: '12345' }, 'people.phone_invalid'],
      [{ wechat: '1abc' }, 'people.wechat_invalid'],
      [{ qq: '0123' }, 'people.qq_invalid'],
      [{ telegram: 'ab' }, 'people.telegram_invalid'],
      [{ phone: `${PHONE}<script>` }, 'people.phone_invalid'],
    ];
    for (const [payload, code] of cases) {
      const r = await t.call('/api/user/setContactInfo', payload, { token, language: 'en' });
      expect(r, code).toMatchObject({ status: 400, code });
    }
    const wrongTypes = [{ phone: 13800138000 }, { wechat: ['a'] }, { qq: { $ne: '' } }, { telegram: null }];
    for (const payload of wrongTypes) {
      expect((await t.call('/api/user/setContactInfo', payload, { token })).code).toBe('payload.wrong_type');
    }
    const now = await t.call('/api/user/getContactInfo', {}, { token });
    expect(now.data).toMatchObject({ phone: PHONE, wechat: 'shop_owner01', qq: '', telegram: '@river_cafe' });
  });

  it('keeps one whole save when saves race', async () => {
    const token = w.owner.token;
    const saves = Array.from({ length: 10 }, (_, i) => ({
      phone: `1380013800${i}`,
      wechat: `racer_${i}abc`,
      qq: `1000${i}`,
      telegram: '',
    }));
    await Promise.all(saves.map((s) => t.call('/api/user/setContactInfo', s, { token })));
    const rows = await t.db.selectFrom('contact_details').selectAll().where('user_id', '=', w.owner.id).execute();
    expect(rows).toHaveLength(1);
    const i = rows[0]!.phone.slice(-1);
    expect(rows[0]).toMatchObject({ wechat: `racer_${i}abc`, qq: `1000${i}` });
  });

  it('lets only the owner read and set a store post’s contact', async () => {
    const store = (await t.call('/api/info/postInfo', draft({ title: 'Contact Store Rye' }), { token: w.owner.token }))
      .data.id;
    const set = await t.call(
      '/api/user/setStoreContact',
      { id: store, phone: '021-6000-1234', wechat: 'rye_store', qq: '', telegram: '' },
      { token: w.owner.token },
    );
    expect(set.data).toMatchObject({ postId: store, phone: '021-6000-1234', wechat: 'rye_store' });
    expect((await t.call('/api/user/getStoreContact', { id: store }, { token: w.owner.token })).data.wechat).toBe(
      'rye_store',
    );
    const stranger = await t.call('/api/user/getStoreContact', { id: store }, { token: w.other.token });
    expect(stranger).toMatchObject({ status: 404, code: 'release.not_found' });
    const hijack = await t.call(
      '/api/user/setStoreContact',
      { id: store, phone: '13900000000', wechat: '', qq: '', telegram: '' },
      { token: w.other.token },
    );
    expect(hijack.code).toBe('release.not_found');
    const personal = (
      await t.call('/api/info/postBeauty', draft({ kind: 'personal', title: 'Contact Personal', facts: {} }), {
        token: w.owner.token,
      })
    ).data.id;
    expect((await t.call('/api/user/getStoreContact', { id: personal }, { token: w.owner.token })).code).toBe(
      'people.not_store',
    );
    const row = await t.db.selectFrom('store_contacts').selectAll().where('post_id', '=', store).executeTakeFirst();
    expect(row?.phone).toBe('021-6000-1234');
    // Emptying every channel removes the store's own contact.
    const cleared = await t.call(
      '/api/user/setStoreContact',
      { id: store, phone: '', wechat: '', qq: '', telegram: '' },
      { token: w.owner.token },
    );
    expect(cleared.data.updatedAt).toBeNull();
  });

  it('reveals the provider’s details, or the store contact, only where the contact may be seen', async () => {
    const provider = w.owner;
    await t.call(
      '/api/user/setContactInfo',
      { phone: '13700001111', wechat: 'tutor_lin', qq: '', telegram: '' },
      { token: provider.token },
    );
    const at = nowS();
    const publish = async (title: string, over: Partial<Parameters<typeof draft>[0]> = {}) => {
      const path = over.kind === 'personal' ? '/api/info/postBeauty' : '/api/info/postInfo';
      const r = await t.call(path, draft({ title, facts: {}, ...over }), { token: provider.token });
      if (!r.data) throw new Error(r.msg);
      const id = r.data.id;
      await reviewPost(t.db, id, 'approve', '', at);
      return id;
    };
    const personal = await publish('Reveal Personal', { kind: 'personal' });
    const store = await publish('Reveal Store');
    await t.call(
      '/api/user/setStoreContact',
      { id: store, phone: '', wechat: 'reveal_store', qq: '', telegram: '' },
      { token: provider.token },
    );
    const viewer = w.other.token;
    expect((await t.call('/api/info/getInfo', { id: personal }, { token: viewer })).data.contact).toBe(
      '13700001111 · WeChat: tutor_lin',
    );
    expect((await t.call('/api/info/getInfo', { id: store }, { token: viewer })).data.contact).toBe(
      'WeChat: reveal_store',
    );
    expect((await t.call('/api/info/getInfo', { id: personal })).data.contact).toBeNull();

    // A VIP post: nothing leaves the server before the unlock is paid, then the provider's details do.
    const vip = await publish('Reveal VIP', { kind: 'personal' });
    await t.db.updateTable('posts').set({ vip: 1 }).where('id', '=', vip).execute();
    expect((await t.call('/api/info/getInfo', { id: vip }, { token: viewer })).data).toMatchObject({
      locked: true,
      contact: null,
    });
    const poor = await t.call('/api/info/userBuyInfo', { id: vip, key: newKey() }, { token: viewer });
    expect(poor.code).toBe('money.insufficient');
    await recharge(t, viewer, w.goods.get('1,000 gold')!);
    const paid = await t.call('/api/info/userBuyInfo', { id: vip, key: newKey() }, { token: viewer });
    expect(paid.data).toMatchObject({ contact: '13700001111 · WeChat: tutor_lin' });
    expect(paid.data.paid).toBeGreaterThan(0);
    const unlocks = await t.call('/api/user/myUnlock', {}, { token: viewer });
    expect(unlocks.data.list[0]?.contact).toBe('13700001111 · WeChat: tutor_lin');
  });

  it('counts unread notices and marks them read through the calls', async () => {
    const id = (await t.call('/api/info/postInfo', draft({ title: 'Notice Route Post' }), { token: w.owner.token }))
      .data.id;
    await reviewPost(t.db, id, 'reject', 'Blurry photos', nowS());
    const list = await t.call('/api/message/getSystemNoticeList', { pageSize: 5 }, { token: w.owner.token });
    const notice = list.data.list.find((n) => n.postId === id && n.reason === 'Blurry photos');
    expect(notice).toBeDefined();
    const unread = (await t.call('/api/message/getSystemNoticeUnread', {}, { token: w.owner.token })).data.unread;
    expect(unread).toBe(list.data.unread);
    expect(unread).toBeGreaterThan(0);
    const read = await t.call(
      '/api/message/readSystemNotice',
      { upTo: list.data.list[0]!.id },
      { token: w.owner.token },
    );
    expect(read.data.unread).toBe(0);
    for (const upTo of [0, -1, 'abc', 1.5, null]) {
      expect((await t.call('/api/message/readSystemNotice', { upTo }, { token: w.owner.token })).status).toBe(400);
    }
    const bad = await t.call('/api/message/getSystemNoticeList', { pageSize: 500 }, { token: w.owner.token });
    expect(bad.code).toBe('payload.too_big');
  });
});
