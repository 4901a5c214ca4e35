import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, clientTransport, keys, ok, stubServer } from '../../../../support/api-harness';
import type { Answer } from '../../../../support/api-harness';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));
vi.mock('../../../../../src/lib/runtime-config', () => ({
  runtimeConfig: () => ({ apiBase: API_BASE, keys, adaptationThreshold: 768, buildId: 'test' }),
}));
// Session calls carry the spec's 50 s auth timeout; shorten it so the timeout row is testable.
vi.mock('../../../../../protocol/constants', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  AUTH_TIMEOUT_MS: 80,
}));

const { setEnvelopeTransport } = await import('../../../../../src/api/request');
const session = await import('../../../../../src/features/accounts/auth/session');
const { user, clearSession, setSession, setIncode } = await import('../../../../../src/state/user');
const { overlay } = await import('../../../../../src/state/overlay');

const profile = {
  id: 3,
  username: 'mei',
  nickname: 'Mei',
  avatar: null,
  bio: '',
  is_vip: 0,
  vipExpiresAt: null,
  incode: 'ABC',
  createdAt: 1,
};

function server(routes: Record<string, Answer>) {
  return stubServer((path) => routes[path] ?? { status: 404, msg: 'no route', data: null });
}

beforeAll(async () => setEnvelopeTransport(await clientTransport()));
beforeEach(() => {
  clearSession();
  setIncode('');
  overlay.dialogs.splice(0);
  overlay.toasts.splice(0);
});
afterEach(() => vi.unstubAllGlobals());

describe('login / register', () => {
  it('login stores the token, then fetches the profile with it', async () => {
    const seen = server({ '/api/account/loginByPassword': ok('tok-1'), '/api/user/userinfo': ok(profile) });
    await expect(session.login({ username: 'mei', password: 'pw123456' })).resolves.toEqual(profile);
    expect(user).toMatchObject({ isLogin: true, token: 'tok-1', u: profile });
    expect(seen.map((c) => c.path)).toEqual(['/api/account/loginByPassword', '/api/user/userinfo']);
    expect(seen[1]!.payload.token).toBe('tok-1');
  });

  it("login without a token rejects '@用户登录失败' and stays logged out", async () => {
    server({ '/api/account/loginByPassword': ok('') });
    await expect(session.login({ username: 'mei', password: 'x' })).rejects.toBe(session.LOGIN_NO_TOKEN);
    expect(user.isLogin).toBe(false);
  });

  it('a login failure alerts the server msg and rejects with the reply', async () => {
    const reply = { status: 401, msg: '用户名或密码错误', data: null };
    server({ '/api/account/loginByPassword': reply });
    await expect(session.login({ username: 'mei', password: 'x' })).rejects.toMatchObject({ kind: 'status', ...reply });
    expect(overlay.dialogs.map((d) => d.message)).toEqual(['用户名或密码错误']);
  });

  it('a failure without a server msg alerts 操作失败', async () => {
    server({ '/api/account/loginByPassword': { http: 500, text: 'internal error (req-9)' } });
    await expect(session.login({ username: 'mei', password: 'x' })).rejects.toMatchObject({
      kind: 'http',
      body: 'internal error (req-9)',
    });
    expect(overlay.dialogs.map((d) => d.message)).toEqual(['操作失败']);
  });

  it('register sends the captured invite code; no token rejects 获取令牌失败', async () => {
    setIncode('INV42');
    const seen = server({ '/api/account/registerByPassword': ok('') });
    await expect(session.register({ username: 'neo', password: 'pw123456' })).rejects.toBe('获取令牌失败');
    expect(seen[0]!.payload).toMatchObject({ username: 'neo', incode: 'INV42' });
  });

  it('an emptied invite field sends no invite, even with one captured from the landing URL', async () => {
    setIncode('INV42');
    const seen = server({ '/api/account/registerByPassword': ok('') });
    await expect(session.register({ username: 'neo', password: 'pw123456', incode: '' })).rejects.toBe('获取令牌失败');
    expect(seen[0]!.payload).not.toHaveProperty('incode');
  });

  it('a quiet login leaves the failure to the form: no alert', async () => {
    const reply = { status: 401, msg: '用户名或密码错误', data: null };
    server({ '/api/account/loginByPassword': reply });
    await expect(session.login({ username: 'mei', password: 'x' }, { quiet: true })).rejects.toMatchObject({
      kind: 'status',
      ...reply,
    });
    expect(overlay.dialogs).toHaveLength(0);
  });

  it('register logs in on a token', async () => {
    server({ '/api/account/registerByPassword': ok('tok-2'), '/api/user/userinfo': ok(profile) });
    await expect(session.register({ username: 'neo', password: 'pw123456' })).resolves.toEqual(profile);
    expect(user.token).toBe('tok-2');
  });

  it('an unanswered login rejects 注册失败', async () => {
    server({ '/api/account/loginByPassword': 'hang' });
    await expect(session.login({ username: 'mei', password: 'x' })).rejects.toBe('注册失败');
  });
});

describe('profile', () => {
  it('update toasts the server msg, else 操作成功, then refetches', async () => {
    setSession('tok');
    const seen = server({
      '/api/user/updateUserinfo': ok(profile, '资料已更新'),
      '/api/user/userinfo': ok({ ...profile, nickname: 'M2' }),
    });
    await expect(session.updateProfile({ nickname: 'M2' })).resolves.toMatchObject({ nickname: 'M2' });
    expect(overlay.toasts.map((t) => t.text)).toEqual(['资料已更新']);
    expect(seen.map((c) => c.path)).toEqual(['/api/user/updateUserinfo', '/api/user/userinfo']);

    server({ '/api/user/updateUserinfo': ok(profile), '/api/user/userinfo': ok(profile) });
    await session.updateProfile({ bio: 'b' });
    expect(overlay.toasts.map((t) => t.text)).toEqual(['资料已更新', '操作成功']);
  });

  it('a refused update alerts the server msg', async () => {
    setSession('tok');
    server({ '/api/user/updateUserinfo': { status: 403, msg: '不能修改他人资料', data: null } });
    await expect(session.updateProfile({ id: 99, nickname: 'x' })).rejects.toMatchObject({ status: 403 });
    expect(overlay.dialogs.map((d) => d.message)).toEqual(['不能修改他人资料']);
  });

  it('a profile fetch failure goes through error tips', async () => {
    setSession('tok');
    server({ '/api/user/userinfo': { status: 500, msg: '服务繁忙', data: null } });
    await expect(session.fetchProfile()).rejects.toMatchObject({ status: 500 });
    expect(overlay.toasts.map((t) => t.text)).toEqual(['服务繁忙']);
  });
});

describe('logoutUser', () => {
  it('revokes on the server, then clears the session', async () => {
    setSession('tok');
    const seen = server({ '/api/account/logout': ok(null) });
    await session.logoutUser();
    expect(seen[0]!.payload.token).toBe('tok');
    expect(user).toMatchObject({ isLogin: false, token: '', u: null });
  });

  it('clears the session even when the server refuses or is unreachable', async () => {
    setSession('tok');
    server({ '/api/account/logout': { status: 420, msg: '请先登录', data: null } });
    await session.logoutUser();
    expect(user.isLogin).toBe(false);
    setSession('tok');
    server({ '/api/account/logout': 'network-error' });
    await session.logoutUser();
    expect(user.isLogin).toBe(false);
    expect(overlay.dialogs).toHaveLength(0);
  });
});
