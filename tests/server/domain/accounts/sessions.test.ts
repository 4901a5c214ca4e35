import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../../../protocol/endpoints';
import { encodeForm, openReply } from '../../../../protocol/envelope';
import type { Reply } from '../../../../protocol/envelope';
import { STATUS } from '../../../../protocol/status';
import { LOGIN_PAIR } from '../../../../server/domain/accounts/login-throttle';
import { SESSION_LIFETIME } from '../../../../server/domain/accounts/sessions';
import { dialects, nowS, testCipher, useTestApp } from '../../helper';

const DAY = 86_400;
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe.each(dialects)('sessions (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;

  /** t.call with a User-Agent of its own. */
  async function callAs<P extends EndpointPath>(
    path: P,
    payload: PayloadOf<P> | Record<string, unknown>,
    opts: { token?: string; ip?: string; ua?: string } = {},
  ): Promise<Reply<ReplyOf<P>>> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api.php${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': opts.ua ?? '' },
      payload: encodeForm(await t.seal(payload, { token: opts.token })),
      remoteAddress: opts.ip ?? '127.0.0.1',
    });
    return openReply(testCipher, res.body);
  }

  const newUser = async (password = 'session-pass-1') => {
    const username = `sess_${dialect.slice(0, 2)}_${++n}`;
    const r = await callAs('/api/account/registerByPassword', { username, password }, { ip: `10.70.${n}.1` });
    expect(r.status).toBe(STATUS.OK);
    return { username, password, token: r.data };
  };
  const login = (username: string, password: string, ip = '10.71.0.1', ua = DESKTOP_UA) =>
    callAs('/api/account/loginByPassword', { username, password }, { ip, ua });
  const me = (token: string) => t.call('/api/user/userinfo', {}, { token });
  /** Moves a session's times, found by its token as the server stores it (a SHA-256 hash). */
  const age = (token: string, set: { created_at?: number; last_seen_at?: number }) =>
    t.db
      .updateTable('sessions')
      .set(set)
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();

  it('a two-year-old session answers 420 like an unknown token, however recently used', async () => {
    const { token } = await newUser();
    expect((await me(token)).status).toBe(STATUS.OK);
    await age(token, { created_at: nowS() - 2 * 365 * DAY, last_seen_at: nowS() - 10 });
    const old = await me(token);
    expect(old).toEqual(await me('no-such-token'));
    expect(old).toMatchObject({ status: STATUS.NOT_LOGGED_IN, code: 'account.login_required' });
  });

  it('an idle session expires; one used within the idle time slides on', async () => {
    const idle = SESSION_LIFETIME.user.idleS;
    const a = await newUser();
    await age(a.token, { last_seen_at: nowS() - idle - 60 });
    expect((await me(a.token)).status).toBe(STATUS.NOT_LOGGED_IN);
    const b = await newUser();
    await age(b.token, { created_at: nowS() - 100 * DAY, last_seen_at: nowS() - idle + 3600 });
    expect((await me(b.token)).status).toBe(STATUS.OK);
    const slid = await t.call('/api/account/sessions', {}, { token: b.token });
    expect(slid.data[0]!.lastSeenAt).toBeGreaterThanOrEqual(nowS() - 5);
  });

  it('operator sessions are shorter, whatever the role', async () => {
    const op = await newUser();
    const opId = (await me(op.token)).data.id;
    await t.db
      .insertInto('user_roles')
      .values({ user_id: opId, role: 'support', granted_by: null, granted_at: nowS() })
      .execute();
    const user = await newUser();
    const hours = (SESSION_LIFETIME.operator.idleS + 3600) / 3600;
    for (const s of [op, user]) await age(s.token, { last_seen_at: nowS() - hours * 3600 });
    expect((await me(op.token)).status).toBe(STATUS.NOT_LOGGED_IN);
    expect((await me(user.token)).status).toBe(STATUS.OK);
  });

  it('lists the live sessions with device, address and this device; revokes one; logs out the others', async () => {
    const u = await newUser();
    const phone = (await login(u.username, u.password, '10.72.0.1', PHONE_UA)).data;
    const desk = (await login(u.username, u.password, '10.72.0.2', DESKTOP_UA)).data;
    const list = await t.call('/api/account/sessions', {}, { token: phone });
    expect(list.data).toHaveLength(3);
    expect(list.data.filter((s) => s.current)).toHaveLength(1);
    const mine = list.data.find((s) => s.current)!;
    expect(mine).toMatchObject({ device: PHONE_UA, ip: '10.72.0.1' });
    expect(list.data.map((s) => s.device)).toContain(DESKTOP_UA);

    const deskId = list.data.find((s) => s.device === DESKTOP_UA)!.id;
    expect((await t.call('/api/account/revokeSession', { id: deskId }, { token: phone })).status).toBe(STATUS.OK);
    expect((await me(desk)).status).toBe(STATUS.NOT_LOGGED_IN);

    // Someone else's session id answers like a missing one, and stays alive.
    const other = await newUser();
    const otherId = (await t.call('/api/account/sessions', {}, { token: other.token })).data[0]!.id;
    const theirs = await t.call('/api/account/revokeSession', { id: otherId }, { token: phone });
    expect(theirs).toEqual(await t.call('/api/account/revokeSession', { id: 987_654 }, { token: phone }));
    expect(theirs).toMatchObject({ status: STATUS.NOT_FOUND, code: 'account.session_not_found' });
    expect((await me(other.token)).status).toBe(STATUS.OK);

    const ended = await t.call('/api/account/logoutOthers', {}, { token: phone });
    expect(ended).toMatchObject({ status: STATUS.OK, data: 1 });
    expect((await me(u.token)).status).toBe(STATUS.NOT_LOGGED_IN);
    expect((await t.call('/api/account/sessions', {}, { token: phone })).data.map((s) => s.id)).toEqual([mine.id]);
  });

  it('a password change ends the other sessions and keeps this one; the new password logs in', async () => {
    const u = await newUser('first-pass-77');
    const elsewhere = (await login(u.username, u.password)).data;
    const change = (payload: Record<string, unknown>, ip = '10.73.0.1') =>
      t.call('/api/account/changePassword', payload, { token: u.token, ip });

    expect(await change({ oldPassword: 'first-pass-77', newPassword: 'password123' })).toMatchObject({
      status: STATUS.BAD_PAYLOAD,
      code: 'account.password_common',
    });
    expect(
      await change({ oldPassword: 'first-pass-77', newPassword: `x-${u.username.toUpperCase()}-x` }),
    ).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'account.password_like_username' });
    expect(await change({ oldPassword: 'first-pass-77', newPassword: 'first-pass-77' })).toMatchObject({
      code: 'account.password_unchanged',
    });
    expect(await change({ oldPassword: 'not-my-pass', newPassword: 'second-pass-88' })).toMatchObject({
      status: STATUS.BAD_CREDENTIALS,
      code: 'account.current_password_wrong',
    });

    const ok = await change({ oldPassword: 'first-pass-77', newPassword: 'second-pass-88' });
    expect(ok.status).toBe(STATUS.OK);
    expect((await me(u.token)).status).toBe(STATUS.OK);
    expect((await me(elsewhere)).status).toBe(STATUS.NOT_LOGGED_IN);
    expect((await login(u.username, 'first-pass-77', '10.74.0.1')).status).toBe(STATUS.BAD_CREDENTIALS);
    expect((await login(u.username, 'second-pass-88', '10.74.0.1')).status).toBe(STATUS.OK);
  });

  it('two changes racing with one current password: one wins, the other is refused, and the winner holds', async () => {
    const u = await newUser('race-pass-31');
    const tries = ['race-new-A-42', 'race-new-B-53'];
    const rs = await Promise.all(
      tries.map((newPassword, i) =>
        t.call(
          '/api/account/changePassword',
          { oldPassword: 'race-pass-31', newPassword },
          { token: u.token, ip: `10.75.0.${i + 1}` },
        ),
      ),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([STATUS.OK, STATUS.BAD_CREDENTIALS]);
    expect(rs.find((r) => r.status !== STATUS.OK)!.code).toBe('account.current_password_wrong');
    const winner = tries[rs.findIndex((r) => r.status === STATUS.OK)]!;
    const loser = tries.find((p) => p !== winner)!;
    expect((await login(u.username, loser, '10.76.0.1')).status).toBe(STATUS.BAD_CREDENTIALS);
    expect((await login(u.username, winner, '10.76.0.1')).status).toBe(STATUS.OK);
  });

  it('the current-password check is throttled like a login', async () => {
    const u = await newUser('third-pass-99');
    const change = (oldPassword: string) =>
      t.call('/api/account/changePassword', { oldPassword, newPassword: 'fourth-pass-11' }, { token: u.token });
    for (let i = 0; i < LOGIN_PAIR.free; i++) {
      expect((await change(`guess-${i}-pw`)).code).toBe('account.current_password_wrong');
    }
    const blocked = await change('third-pass-99');
    expect(blocked).toMatchObject({ status: STATUS.RATE_LIMITED, code: 'account.too_many_attempts' });
    // Login from the same address for the same account shares that back-off.
    expect((await login(u.username, 'third-pass-99', '127.0.0.1')).status).toBe(STATUS.RATE_LIMITED);
  });
});
