import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, clientTransport, keys, ok, stubServer } from '../../support/api-harness';
import { CLIENT_VERSION, DEVICE_ID_NEW_SUFFIX } from '../../../protocol/constants';
import type { Reply } from '../../../protocol/envelope';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/lib/runtime-config', () => ({
  runtimeConfig: () => ({ apiBase: API_BASE, keys, adaptationThreshold: 768, buildId: 'test' }),
}));

const { navigate } = await import('wouter/use-browser-location');
const { request, requestReply, setEnvelopeTransport, isTimeout, ApiError } = await import('../../../src/api/request');
const { GROUP_REDIRECT_DELAY_MS } = await import('../../../protocol/constants');
const { user, setSession, clearSession } = await import('../../../src/state/user');
const { global, setDesktop, setLoginPopup } = await import('../../../src/state/global');
const { overlay, closeDialog } = await import('../../../src/state/overlay');
const { setLang } = await import('../../../src/state/locale');

const nav = vi.mocked(navigate);

beforeAll(async () => setEnvelopeTransport(await clientTransport()));
beforeEach(() => {
  clearSession();
  setDesktop(false);
  setLoginPopup(false);
  overlay.dialogs.splice(0);
  nav.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  expect(overlay.loading).toBe(0);
});

describe('request(): envelope and common fields', () => {
  it('posts a sealed form and resolves with data on status 1', async () => {
    const seen = stubServer(() => ok({ list: [1, 2] }, 'fine'));
    await expect(request('/api/info/getInfoList', { cityCode: 110100, page: 2 })).resolves.toEqual({ list: [1, 2] });
    const call = seen[0]!;
    expect(call.url).toBe(`${API_BASE}/api/info/getInfoList`);
    expect(call.init.method).toBe('POST');
    expect(call.init.credentials).toBe('omit');
    expect(new Headers(call.init.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(call.payload).toMatchObject({
      cityCode: 110100,
      page: 2,
      bundleId: 'web',
      version: CLIENT_VERSION,
      oauth_type: 'web',
      language: 'zh',
      via: 'pch',
      token: '',
    });
    expect(call.payload.oauth_new_id).toBe(`${String(call.payload.oauth_id)}${DEVICE_ID_NEW_SUFFIX}`);
    expect(String(call.payload.oauth_id)).toMatch(/^[A-Za-z0-9]{19}\d{13}$/);
  });

  it('sends the body as bytes, gives them back only once fetch has them, and opens the answer as bytes', async () => {
    const base = await clientTransport();
    const events: string[] = [];
    const opened: string[] = [];
    setEnvelopeTransport({
      ...base,
      recycle: (body) => events.push(`recycle ${body.length}`),
      open: (body, failMsg) => (opened.push(typeof body), base.open(body, failMsg)),
    });
    try {
      const seen = stubServer(() => ok(1));
      const server = globalThis.fetch;
      vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => (events.push('fetch'), server(...args)));
      await expect(request('/api/info/getInfoList', { cityCode: 110100, page: 1 })).resolves.toBe(1);
      expect(seen[0]!.init.body).toBeInstanceOf(Uint8Array);
      const sent = (seen[0]!.init.body as Uint8Array).length;
      expect(events).toEqual(['fetch', `recycle ${sent}`]);
      expect(opened).toEqual(['object']);
    } finally {
      setEnvelopeTransport(base);
    }
  });

  it('sends the token when logged in, and requestReply keeps the msg', async () => {
    const seen = stubServer(() => ok(null, '已保存'));
    setSession('tok-123');
    await expect(requestReply('/api/user/updateUserinfo', { nickname: 'n' })).resolves.toEqual({
      status: 1,
      msg: '已保存',
      data: null,
    });
    expect(seen[0]!.payload.token).toBe('tok-123');
  });
});

describe('request(): spec §4/§8 statuses', () => {
  it('420 with a token: logs out, goes to /h/login, rejects 请先登录', async () => {
    stubServer(() => ({ status: 420, msg: '请先登录', data: null }));
    setSession('stale');
    await expect(request('/api/user/userinfo', {})).rejects.toMatchObject({
      kind: 'status',
      status: 420,
      msg: '请先登录',
    });
    expect(user.isLogin).toBe(false);
    expect(user.token).toBe('');
    expect(nav).toHaveBeenCalledWith('/h/login');
  });

  it('420 without a token: goes to /h/login, rejects 请重新登录', async () => {
    stubServer(() => ({ status: 420, msg: '请先登录', data: null }));
    await expect(request('/api/user/userinfo', {})).rejects.toMatchObject({
      kind: 'status',
      status: 420,
      msg: '请重新登录',
    });
    expect(nav).toHaveBeenCalledWith('/h/login');
  });

  it('420 on desktop opens the login popup instead of navigating', async () => {
    stubServer(() => ({ status: 420, msg: '', data: null }));
    setDesktop(true);
    setSession('stale');
    await expect(request('/api/user/userinfo', {})).rejects.toMatchObject({ msg: '请先登录' });
    expect(global.loginPopup).toBe(true);
    expect(nav).not.toHaveBeenCalled();
  });

  it('421: confirm dialog, /h/group after the delay when confirmed, rejects with the reply', async () => {
    const reply = { status: 421, msg: '', data: null };
    stubServer(() => reply);
    await expect(request('/api/info/getInfoVip', { id: 1 })).rejects.toMatchObject({ kind: 'status', ...reply });
    const dialog = overlay.dialogs[0]!;
    expect(dialog).toMatchObject({
      kind: 'confirm',
      title: '提示',
      message: '需要年卡及以上VIP才能在线预约',
      confirmText: '开通VIP',
    });
    closeDialog(dialog.id, true);
    await new Promise((r) => setTimeout(r, GROUP_REDIRECT_DELAY_MS / 2));
    expect(nav).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, GROUP_REDIRECT_DELAY_MS));
    expect(nav).toHaveBeenCalledWith('/h/group');
  });

  it('421 and 420 speak English on an English page', async () => {
    setLang('en');
    try {
      stubServer(() => ({ status: 421, msg: '', data: null }));
      await expect(request('/api/info/getInfoVip', { id: 1 })).rejects.toMatchObject({ status: 421 });
      expect(overlay.dialogs[0]).toMatchObject({
        title: 'Membership needed',
        message: 'Booking online needs an annual membership or higher',
        confirmText: 'Get VIP',
      });
      stubServer(() => ({ status: 420, msg: '', data: null }));
      setSession('stale');
      await expect(request('/api/user/userinfo', {})).rejects.toMatchObject({ msg: 'Please log in first' });
      expect(nav).toHaveBeenCalledWith('/en/h/login');
    } finally {
      setLang('zh');
    }
  });

  it('421 shows the server message, and cancelling stays put', async () => {
    stubServer(() => ({ status: 421, msg: '请先开通年卡', data: null }));
    await expect(request('/api/info/getInfoVip', { id: 1 })).rejects.toMatchObject({ status: 421 });
    const dialog = overlay.dialogs[0]!;
    expect(dialog.message).toBe('请先开通年卡');
    closeDialog(dialog.id, false);
    await new Promise((r) => setTimeout(r, GROUP_REDIRECT_DELAY_MS + 100));
    expect(nav).not.toHaveBeenCalled();
  });

  it('422 goes straight to /group and rejects with the reply', async () => {
    stubServer(() => ({ status: 422, msg: 'VIP only', data: null }));
    await expect(request('/api/info/getInfoVip', { id: 1 })).rejects.toMatchObject({
      kind: 'status',
      status: 422,
      msg: 'VIP only',
      data: null,
    });
    expect(nav).toHaveBeenCalledWith('/h/group');
    setDesktop(true);
    await expect(request('/api/info/getInfoVip', { id: 1 })).rejects.toMatchObject({ status: 422 });
    expect(nav).toHaveBeenLastCalledWith('/group');
  });

  it('any other status rejects with the decrypted reply', async () => {
    const reply = { status: 409, msg: '用户名已被占用', data: { field: 'username' } };
    stubServer(() => reply);
    await expect(request('/api/account/registerByPassword', { username: 'a', password: 'b' })).rejects.toMatchObject({
      kind: 'status',
      ...reply,
    });
    expect(nav).not.toHaveBeenCalled();
  });

  it("a refusal carries the server's code, so a form can bind it to a field", async () => {
    stubServer(() => ({ status: 409, msg: '邀请码无效', data: null, code: 'account.invite_unknown' }) as Reply);
    const err: unknown = await request('/api/account/registerByPassword', { username: 'a', password: 'b' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'status', status: 409, msg: '邀请码无效', code: 'account.invite_unknown' });
  });

  it('skipStatusActions resolves any reply without side effects', async () => {
    stubServer(() => ({ status: 420, msg: '请先登录', data: null }));
    setSession('tok');
    await expect(requestReply('/api/account/logout', {}, { skipStatusActions: true })).resolves.toMatchObject({
      status: 420,
    });
    expect(user.token).toBe('tok');
    expect(nav).not.toHaveBeenCalled();
  });
});

describe('request(): transport failures', () => {
  it('non-200 HTTP rejects with the raw body text', async () => {
    stubServer(() => ({ http: 400, text: 'stale timestamp' }));
    await expect(request('/api/home/getAds', {})).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 400,
      body: 'stale timestamp',
      msg: 'stale timestamp',
    });
  });

  it('a 200 body that does not decrypt rejects with a status-0 reply', async () => {
    stubServer(() => ({ http: 200, text: '<html>proxy page</html>' }));
    await expect(request('/api/home/getAds', {})).rejects.toMatchObject({ kind: 'unreadable', status: 0, data: null });
  });

  it('times out after timeoutMs', async () => {
    stubServer(() => 'hang');
    const started = Date.now();
    const err: unknown = await request('/api/home/getAds', {}, { timeoutMs: 60 }).catch((e: unknown) => e);
    expect(isTimeout(err)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("rejects 'cancel' when the caller aborts", async () => {
    stubServer(() => 'hang');
    const ctrl = new AbortController();
    const p = request('/api/home/getAds', {}, { signal: ctrl.signal });
    setTimeout(() => ctrl.abort(), 20);
    await expect(p).rejects.toMatchObject({ kind: 'cancel', name: 'AbortError' });
  });

  it('a network failure rejects with a readable status-0 reply', async () => {
    stubServer(() => 'network-error');
    await expect(request('/api/home/getAds', {})).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      msg: expect.stringMatching(/\S/),
    });
  });
});
