import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import { API_BASE, clientTransport, keys, ok, stubServer } from '../../support/api-harness';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/lib/runtime-config', () => ({
  runtimeConfig: () => ({ apiBase: API_BASE, keys, adaptationThreshold: 768, buildId: 'test' }),
}));

const { request, setEnvelopeTransport, ApiError } = await import('../../../src/api/request');
const { MAX_KEPT_LISTINGS, MAX_KEPT_REPLIES, forgetKeptReplies, keepReply, keptReply, replyKey } =
  await import('../../../src/api/kept-replies');
const { isDeviceCopy, network } = await import('../../../src/state/network');
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
    const served = await request('/api/info/getInfoList', { page: 1, pageSize: 20 });
    expect(served).toEqual({ list: [{ id: 7 }], total: 1 });
    await settle();
    expect(network.fromDevice).toBe(false);
    stubServer(() => 'network-error');
    // Same call, keys in another order: the same kept reply.
    const copy = await request('/api/info/getInfoList', { pageSize: 20, page: 1 });
    expect(copy).toEqual({ list: [{ id: 7 }], total: 1 });
    expect(network).toMatchObject({ fromDevice: true, online: false });
    // The screen showing it can tell the copy from the server's answer (and ask again once back online).
    expect([isDeviceCopy(copy), isDeviceCopy(served)]).toEqual([true, false]);
  });

  it('still fails a call never answered before, a call whose kind is not kept, and a refusal', async () => {
    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfoList', { page: 2, pageSize: 20 })).rejects.toMatchObject({
      kind: 'network',
    });
    stubServer(() => ok({ id: 1 }));
    await request('/api/info/getInfoVip', { id: 1 });
    await settle();
    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfoVip', { id: 1 })).rejects.toBeInstanceOf(ApiError);
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

  it('answers a listing opened before from the device, never one its owner opened', async () => {
    stubServer(() => ok({ id: 3, title: 'seen', owner: false, contact: null }));
    await request('/api/info/getInfo', { id: 3, kind: 'personal' });
    stubServer(() => ok({ id: 4, title: 'mine', owner: true, statusReason: 'rejected' }));
    await request('/api/info/getInfo', { id: 4, kind: 'personal' });
    await settle();
    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfo', { kind: 'personal', id: 3 })).resolves.toMatchObject({ title: 'seen' });
    expect(network.fromDevice).toBe(true);
    await expect(request('/api/info/getInfo', { id: 4, kind: 'personal' })).rejects.toMatchObject({ kind: 'network' });
    await expect(request('/api/info/getInfo', { id: 5, kind: 'personal' })).rejects.toMatchObject({ kind: 'network' });
  });

  it('holds the last MAX_KEPT_LISTINGS listings apart from the home, the one opened again counting as the newest', async () => {
    const home = replyKey('/api/info/getInfoList', { page: 1 }, 'zh', 'guest');
    await keepReply(home, { list: [] }, 500);
    const key = (i: number) => replyKey('/api/info/getInfo', { id: i }, 'zh', 'guest');
    for (let i = 0; i < MAX_KEPT_LISTINGS; i++) await keepReply(key(i), { id: i }, 1000 + i);
    // Listing 0 opened again: now the newest; the next new ones push out 1, 2, … instead.
    await keepReply(key(0), { id: 0 }, 2000);
    for (let i = 0; i < 3; i++) await keepReply(key(100 + i), { id: 100 + i }, 3000 + i);
    expect((await keptReply(key(0)))?.data).toEqual({ id: 0 });
    for (const gone of [1, 2, 3]) expect(await keptReply(key(gone))).toBeUndefined();
    expect((await keptReply(key(4)))?.data).toEqual({ id: 4 });
    expect((await keptReply(key(102)))?.data).toEqual({ id: 102 });
    // Opening many listings never costs the home its copy, nor the other way round.
    expect((await keptReply(home))?.data).toEqual({ list: [] });
    for (let i = 0; i < MAX_KEPT_REPLIES + 1; i++)
      await keepReply(replyKey('/api/info/getInfoList', { page: 10 + i }, 'zh', 'guest'), {}, 4000 + i);
    expect(await keptReply(home)).toBeUndefined();
    expect((await keptReply(key(102)))?.data).toEqual({ id: 102 });
    await forgetKeptReplies();
    expect(await keptReply(key(102))).toBeUndefined();
  });
});
