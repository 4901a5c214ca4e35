import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { LOGIN_PAIR, verifyPassword } from '../../../server/domain/accounts';
import { dialects, useTestApp } from '../helper';

describe.each(dialects)('account endpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);

  // Each registration from its own address, so the per-address registration cap stays out of these tests.
  let registrations = 0;
  const register = (username: string, password = 'good-password-1', extra: Record<string, unknown> = {}) =>
    t.call('/api/account/registerByPassword', { username, password, ...extra }, { ip: `10.200.${++registrations}.1` });
  const login = (username: string, password: string, ip?: string) =>
    t.call('/api/account/loginByPassword', { username, password }, { ip });

  it('registers, returns a token that works, and stores only a slow hash', async () => {
    const r = await register('alice_01');
    expect(r.status).toBe(STATUS.OK);
    expect(typeof r.data).toBe('string');
    expect(r.data.length).toBeGreaterThanOrEqual(40);
    const me = await t.call('/api/user/userinfo', {}, { token: r.data });
    expect(me.data).toMatchObject({ username: 'alice_01', is_vip: 0, avatar: null });
    // The public name is generated: the login name never shows.
    expect(me.data.nickname).toMatch(/^\p{Script=Han}{4,5}\d{4}$/u);
    expect(me.data.incode).toMatch(/^[A-Z0-9]{8}$/);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'alice_01')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain('good-password-1');
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(await verifyPassword('good-password-1', row.password_hash)).toBe(true);
    expect(await verifyPassword('good-password-2', row.password_hash)).toBe(false);
    const session = await t.db.selectFrom('sessions').select('token_hash').executeTakeFirstOrThrow();
    expect(session.token_hash).not.toBe(r.data);
  });

  it('accepts a CJK username and an inviter code', async () => {
    const inviter = await register('inviter1');
    const me = await t.call('/api/user/userinfo', {}, { token: inviter.data });
    const r = await register('张三丰', 'good-password-1', { incode: me.data.incode.toLowerCase() });
    expect(r.status).toBe(STATUS.OK);
    const row = await t.db
      .selectFrom('users')
      .select('invited_by')
      .where('username', '=', '张三丰')
      .executeTakeFirstOrThrow();
    expect(row.invited_by).toBe(me.data.id);
    expect((await register('invitee2', 'good-password-1', { incode: 'NOPE0000' })).status).toBe(STATUS.BAD_PAYLOAD);
  });

  it('refuses an unknown invite code on the invite field; no or an empty invite code registers', async () => {
    const unknown = await register('invitee3', 'good-password-1', { incode: 'CH42' });
    expect(unknown).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'account.invite_unknown', data: null });
    // The person's words: no payload field name in a text shown under the form's field.
    expect(unknown.msg).not.toContain('incode');
    expect(
      (
        await t.call(
          '/api/account/registerByPassword',
          { username: 'invitee4', password: 'good-password-1', incode: 'CH42' },
          { language: 'en' },
        )
      ).msg,
    ).toBe('Invite code not found: check it or leave it empty');
    const zh = await register('invitee6', 'good-password-1', { incode: 'CH43' });
    expect(zh.msg).toBe('邀请码不存在，请检查或留空');
    expect((await register('invitee3', 'good-password-1', { incode: '' })).status).toBe(STATUS.OK);
    expect((await register('invitee5')).status).toBe(STATUS.OK);
    const rows = await t.db
      .selectFrom('users')
      .select('invited_by')
      .where('username', 'in', ['invitee3', 'invitee5'])
      .execute();
    expect(rows).toEqual([{ invited_by: null }, { invited_by: null }]);
  });

  it('refuses a taken username with 409', async () => {
    await register('bob_taken');
    expect(await register('bob_taken')).toMatchObject({ status: STATUS.CONFLICT, msg: '用户名已被注册', data: null });
  });

  it('refuses bad registration fields naming the field', async () => {
    for (const [payload, field] of [
      [{ username: 'ab', password: 'good-password-1' }, 'username'],
      [{ username: 'bad name!', password: 'good-password-1' }, 'username'],
      [{ username: 'x'.repeat(21), password: 'good-password-1' }, 'username'],
      [{ username: 'okname', password: 'short' }, 'password'],
      [{ username: 'okname', password: 'p'.repeat(65) }, 'password'],
      [{ password: 'good-password-1' }, 'username'],
      [{ username: 'okname', password: 12345678 }, 'password'],
    ] as const) {
      const r = await t.call('/api/account/registerByPassword', payload);
      expect(r.status, JSON.stringify(payload)).toBe(STATUS.BAD_PAYLOAD);
      expect(r.msg).toContain(field);
    }
  });

  it('logs in, refuses a wrong password, and logout revokes the token', async () => {
    await register('carol_1', 'carol-password');
    const bad = await login('carol_1', 'wrong-password');
    expect(bad).toMatchObject({ status: STATUS.BAD_CREDENTIALS, data: null });
    expect((await login('nobody_here', 'whatever-pass')).status).toBe(STATUS.BAD_CREDENTIALS);
    const ok = await login('carol_1', 'carol-password');
    expect(ok.status).toBe(STATUS.OK);
    const token = ok.data;
    expect((await t.call('/api/user/userinfo', {}, { token })).status).toBe(STATUS.OK);
    expect((await t.call('/api/account/logout', {}, { token })).status).toBe(STATUS.OK);
    expect(await t.call('/api/user/userinfo', {}, { token })).toMatchObject({
      status: STATUS.NOT_LOGGED_IN,
      msg: '请先登录',
    });
    expect((await t.call('/api/account/logout', {}, { token })).status).toBe(STATUS.NOT_LOGGED_IN);
  });

  it('answers 420 on every user endpoint without a valid token', async () => {
    for (const path of [
      '/api/user/userinfo',
      '/api/user/updateUserinfo',
      '/api/account/logout',
      '/api/info/getInfoVip',
    ] as const) {
      expect((await t.call(path, { id: 1 })).status, path).toBe(STATUS.NOT_LOGGED_IN);
      expect((await t.call(path, { id: 1 }, { token: 'made-up-token' })).status, path).toBe(STATUS.NOT_LOGGED_IN);
    }
  });

  it('answers a refusal in the request language, with its code', async () => {
    await register('lang_user', 'lang-password');
    const zh = await login('lang_user', 'wrong-password');
    expect(zh).toMatchObject({
      status: STATUS.BAD_CREDENTIALS,
      msg: '用户名或密码错误',
      code: 'account.wrong_password',
      data: null,
    });
    const en = await t.call(
      '/api/account/loginByPassword',
      { username: 'lang_user', password: 'wrong-password' },
      { language: 'en' },
    );
    expect(en).toMatchObject({
      status: STATUS.BAD_CREDENTIALS,
      msg: 'Wrong username or password',
      code: 'account.wrong_password',
    });
    const field = await t.call(
      '/api/account/registerByPassword',
      { username: 'ab', password: 'good-password-1' },
      { language: 'en' },
    );
    expect(field).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'account.username_invalid' });
    expect(field.msg).toMatch(/^Username \(username\)/);
    const staff = await t.call(
      '/api/account/registerByPassword',
      { username: 'Admin_2', password: 'good-password-1' },
      { language: 'en' },
    );
    expect(staff).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'account.username_reserved', data: null });
    expect(staff.msg).toMatch(/^Username \(username\): reads as the site/);
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'Admin_2').executeTakeFirst()).toBe(
      undefined,
    );
    const guest = await t.call('/api/user/userinfo', {}, { language: 'en' });
    expect(guest).toMatchObject({
      status: STATUS.NOT_LOGGED_IN,
      msg: 'Please log in first',
      code: 'account.login_required',
    });
    // Anything but 'en' is Chinese, the spec's default.
    expect((await t.call('/api/user/userinfo', {}, { language: 'fr' })).msg).toBe('请先登录');
  });

  it("a stranger's failures back off only their own pair: the owner's address still logs in", async () => {
    await register('dave_1', 'dave-password');
    for (let i = 0; i < LOGIN_PAIR.free; i++) {
      expect((await login('dave_1', 'wrong-password', '10.1.0.1')).status).toBe(STATUS.BAD_CREDENTIALS);
    }
    const blocked = await login('dave_1', 'dave-password', '10.1.0.1');
    expect(blocked).toMatchObject({ status: STATUS.RATE_LIMITED, code: 'account.too_many_attempts' });
    // The wait counts from the last failure, so a slow machine may already show it under a minute.
    expect(blocked.msg).toMatch(/请 (1 分钟|[1-5]?\d 秒)后再试/);
    // Same account from the owner's address, and in another case: unaffected.
    expect((await login('DAVE_1', 'dave-password', '10.1.0.2')).status).toBe(STATUS.OK);
  });

  it('a success clears only its own pair: logging into a twin-named account no longer resets anything', async () => {
    await register('erin_1', 'erin-password');
    expect((await register('ERIN_1', 'other-password')).status).toBe(STATUS.CONFLICT);
    const ip = '10.2.0.1';
    for (let i = 0; i < LOGIN_PAIR.free - 1; i++) {
      expect((await login('erin_1', 'wrong-password', ip)).status).toBe(STATUS.BAD_CREDENTIALS);
    }
    // A success on another pair (another address) does not clear this one.
    expect((await login('erin_1', 'erin-password', '10.2.0.2')).status).toBe(STATUS.OK);
    expect((await login('Erin_1', 'wrong-password', ip)).status).toBe(STATUS.BAD_CREDENTIALS);
    expect((await login('erin_1', 'erin-password', ip)).status).toBe(STATUS.RATE_LIMITED);
  });
});
