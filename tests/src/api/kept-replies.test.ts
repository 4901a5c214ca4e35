import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import { API_BASE, clientTransport, keys, ok, stubServer } from '../../support/api-harness';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/lib/runtime-config', () => ({
  runtimeConfig: () => ({ apiBase: API_BASE, keys, adaptationThreshold: 768, buildId: 'test' }),
}));

const { request, setEnvelopeTransport, ApiError } = await import('../../../src/api/request');
const { MAX_KEPT_REPLIES, forgetKeptReplies, keepReply, keptReply, replyKey } =
  await import('../../../src/api/kept-replies');
const { network } = await import('../../../src/state/network');
const { clearSession, setProfile, setSession } = await import('../../../src/state/user');
const { setLang } = await import('../../../src/state/locale');

/** Lets the fire-and-forget IndexedDB write of a reply land. */
const settle = () => new Promise((r) => setTimeout(r, 30));

beforeAll(async () => setEnvelopeTransport(await clientTransport()));
beforeEach(async () => {
  await forgetKeptReplies();
  clearSession();
  setLang('zh');
  network.fromDevice = false;
  network.online = true;
});
afterEach(() => vi.unstubAllGlobals());

describe('replies kept on the device for offline', () => {
  it('answers a listing call from the last reply when the network fails, and says so', async () => {
    stubServer(() => ok({ list: [{ id: 7 }], total: 1 }));
    await expect(request('/api/info/getInfoList', { page: 1, pageSize: 20 })).resolves.toEqual({
      list: [{ id: 7 }],
      total: 1,
    });
    await settle();
    expect(network.fromDevice).toBe(false);
    stubServer(() => 'network-error');
    // Same call, keys in another order: the same kept reply.
    await expect(request('/api/info/getInfoList', { pageSize: 20, page: 1 })).resolves.toEqual({
      list: [{ id: 7 }],
      total: 1,
    });
    expect(network).toMatchObject({ fromDevice: true, online: false });
  });

  it('still fails a call never answered before, a call whose kind is not kept, and a refusal', async () => {
    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfoList', { page: 2, pageSize: 20 })).rejects.toMatchObject({
      kind: 'network',
    });
    stubServer(() => ok({ id: 1 }));
    await request('/api/info/getInfo', { id: 1 });
    await settle();
    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfo', { id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(network.fromDevice).toBe(false);
    stubServer(() => ({ status: 500, msg: 'broken', data: null }));
    await expect(request('/api/info/getInfoList', { page: 3, pageSize: 20 })).rejects.toMatchObject({ kind: 'status' });
    await settle();
    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfoList', { page: 3, pageSize: 20 })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('keeps replies apart per language and per person, and forgets them all at logout', async () => {
    stubServer(() => ok({ list: ['guest zh'] }));
    await request('/api/info/getInfoList', { page: 1, pageSize: 20 });
    await settle();
    setSession('tok');
    setProfile({ id: 42 } as never);
    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfoList', { page: 1, pageSize: 20 })).rejects.toMatchObject({
      kind: 'network',
    });
    clearSession();
    setLang('en');
    await expect(request('/api/info/getInfoList', { page: 1, pageSize: 20 })).rejects.toMatchObject({
      kind: 'network',
    });
    setLang('zh');
    await expect(request('/api/info/getInfoList', { page: 1, pageSize: 20 })).resolves.toEqual({ list: ['guest zh'] });
    await forgetKeptReplies();
    await expect(request('/api/info/getInfoList', { page: 1, pageSize: 20 })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('keeps a reply the caller puts into a store right away (a valtio proxy cannot be cloned later)', async () => {
    const data = { cities: [{ code: 1, name: 'A' }] };
    const writing = keepReply('k-proxied', data);
    const store = proxy<{ taxonomy: unknown }>({ taxonomy: null });
    store.taxonomy = data;
    await writing;
    expect((await keptReply('k-proxied'))?.data).toEqual({ cities: [{ code: 1, name: 'A' }] });
  });

  it('holds at most MAX_KEPT_REPLIES, dropping the oldest', async () => {
    const key = (i: number) => replyKey('/api/info/getInfoList', { page: i }, 'zh', 'guest');
    for (let i = 0; i < MAX_KEPT_REPLIES + 5; i++) await keepReply(key(i), { i }, 1000 + i);
    expect(await keptReply(key(0))).toBeUndefined();
    expect(await keptReply(key(4))).toBeUndefined();
    expect((await keptReply(key(5)))?.data).toEqual({ i: 5 });
    expect((await keptReply(key(MAX_KEPT_REPLIES + 4)))?.data).toEqual({ i: MAX_KEPT_REPLIES + 4 });
  });
});
