import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { PROFILE_READS } from '../../../server/domain/accounts';
import { AVATAR, insertFixtures } from '../support/fixtures';
import { dialects, useSetup, useTestApp } from '../helper';

describe.each(dialects)('user endpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useSetup(() => insertFixtures(t.db));
  let token: string;
  let myId: number;
  beforeAll(async () => {
    token = (await t.call('/api/account/registerByPassword', { username: 'mia_2', password: 'mia-password' })).data;
    myId = (await t.call('/api/user/userinfo', {}, { token })).data.id;
  });

  it('returns the caller profile with the VIP level in force', async () => {
    const me = await t.call('/api/user/userinfo', {}, { token });
    expect(me.data).toMatchObject({ id: myId, username: 'mia_2', bio: '', is_vip: 0, vipExpiresAt: null });
    const vipToken = (await t.call('/api/account/loginByPassword', { username: 'vipuser', password: f.vipPassword }))
      .data;
    expect((await t.call('/api/user/userinfo', {}, { token: vipToken })).data.is_vip).toBe(2);
  });

  it('returns a public profile with its post count, to guests too', async () => {
    const r = await t.call('/api/user/getUserInfo', { id: f.authorId });
    expect(r.status).toBe(STATUS.OK);
    // Five verified posts; the hidden ones do not count.
    expect(r.data).toMatchObject({ id: f.authorId, nickname: 'author', postCount: 5, is_vip: 0 });
    expect(r.data).not.toHaveProperty('username');
    expect((await t.call('/api/user/getUserInfo', { id: 987_654 })).status).toBe(STATUS.NOT_FOUND);
    expect((await t.call('/api/user/getUserInfo', {})).msg).toContain('id');
  });

  it('updates the caller profile', async () => {
    const r = await t.call(
      '/api/user/updateUserinfo',
      { nickname: '  Mia  ', bio: 'Hello', avatar: AVATAR },
      { token },
    );
    expect(r.status).toBe(STATUS.OK);
    expect(r.data).toMatchObject({ nickname: 'Mia', bio: 'Hello', avatar: AVATAR });
    const same = await t.call('/api/user/updateUserinfo', { id: myId, avatar: null }, { token });
    expect(same.data).toMatchObject({ nickname: 'Mia', avatar: null });
  });

  it('refuses editing someone else (403) and leaves their profile unchanged', async () => {
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', f.authorId).executeTakeFirstOrThrow();
    const r = await t.call('/api/user/updateUserinfo', { id: f.authorId, nickname: 'Hacked' }, { token });
    expect(r).toMatchObject({ status: STATUS.FORBIDDEN, msg: '不能修改他人的资料', data: null });
    const after = await t.db.selectFrom('users').selectAll().where('id', '=', f.authorId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect((await t.call('/api/user/userinfo', {}, { token })).data.nickname).toBe('Mia');
  });

  it('refuses bad profile fields naming the field', async () => {
    for (const [payload, field] of [
      [{ nickname: '' }, 'nickname'],
      [{ nickname: 'n'.repeat(21) }, 'nickname'],
      [{ bio: 'b'.repeat(201) }, 'bio'],
      [{ avatar: '../../etc/passwd' }, 'avatar'],
      [{ avatar: 'img/zz/missing.bin' }, 'avatar'],
      [{ id: 'me' }, 'id'],
    ] as const) {
      const r = await t.call('/api/user/updateUserinfo', payload, { token });
      expect(r.status, JSON.stringify(payload)).toBe(STATUS.BAD_PAYLOAD);
      expect(r.msg).toContain(field);
    }
  });

  it('refuses a display name that reads as staff, but lets an account keep the one it has', async () => {
    for (const nickname of ['Admin', 'Customer Service', '官方客服', 's u p p o r t']) {
      const r = await t.call('/api/user/updateUserinfo', { nickname }, { token, language: 'en' });
      expect(r, nickname).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'user.nickname_reserved', data: null });
      expect(r.msg).toContain('nickname');
    }
    expect((await t.call('/api/user/userinfo', {}, { token })).data.nickname).toBe('Mia');
    // A name from before the rule comes back unchanged with the rest of the form: saving the bio still works.
    await t.db.updateTable('users').set({ nickname: 'Support' }).where('id', '=', myId).execute();
    const kept = await t.call('/api/user/updateUserinfo', { nickname: 'Support', bio: 'Still here' }, { token });
    expect(kept.data).toMatchObject({ nickname: 'Support', bio: 'Still here' });
    await t.db.updateTable('users').set({ nickname: 'Mia' }).where('id', '=', myId).execute();
  });

  it('answers an account without public posts exactly like a missing id', async () => {
    const quiet = await t.call('/api/user/getUserInfo', { id: myId }, { ip: '10.60.0.1' });
    const missing = await t.call('/api/user/getUserInfo', { id: 987_654 }, { ip: '10.60.0.1' });
    expect(quiet).toEqual(missing);
    expect(quiet).toMatchObject({ status: STATUS.NOT_FOUND, code: 'user.not_found', data: null });
    // The owner still sees their own public card.
    expect((await t.call('/api/user/getUserInfo', { id: myId }, { token, ip: '10.60.0.1' })).data).toMatchObject({
      id: myId,
      postCount: 0,
    });
  });

  it('throttles profile reads per address', async () => {
    const ip = '10.61.0.1';
    const rs = await Promise.all(
      Array.from({ length: PROFILE_READS.max + 10 }, (_, i) =>
        t.call('/api/user/getUserInfo', { id: i % 2 ? f.authorId : 987_654 }, { ip }),
      ),
    );
    const limited = rs.filter((r) => r.status === STATUS.RATE_LIMITED);
    expect(limited).toHaveLength(10);
    expect(limited[0]).toMatchObject({ code: 'user.too_many_requests' });
    expect(limited[0]!.msg).toMatch(/请 \d+ (秒|分钟)后再试/);
    expect((await t.call('/api/user/getUserInfo', { id: f.authorId }, { ip: '10.61.0.2' })).status).toBe(STATUS.OK);
  });
});
