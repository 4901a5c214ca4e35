import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, clientTransport, keys, ok, stubServer } from '../../support/api-harness';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/lib/runtime-config', () => ({
  runtimeConfig: () => ({ apiBase: API_BASE, keys, adaptationThreshold: 768, buildId: 'test' }),
}));

const { request, setEnvelopeTransport } = await import('../../../src/api/request');
const { network, onReconnect } = await import('../../../src/state/network');

/** valtio tells its subscribers after the current task's microtasks. */
const notified = () => new Promise((r) => setTimeout(r, 0));

beforeAll(async () => setEnvelopeTransport(await clientTransport()));
beforeEach(() => {
  network.online = true;
  network.fromDevice = false;
});
afterEach(() => vi.unstubAllGlobals());

describe("the connection's return", () => {
  it('is the first reply from the server after a call failed for want of a network, told once', async () => {
    const returns = vi.fn();
    const stop = onReconnect(returns);
    stubServer(() => ok({ list: [] }));
    await request('/api/info/getInfoVipList', { page: 1, pageSize: 20 });
    await notified();
    expect(returns, 'online all along: nothing returned').not.toHaveBeenCalled();

    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfoVipList', { page: 1, pageSize: 20 })).rejects.toMatchObject({
      kind: 'network',
    });
    stubServer(() => ok({ list: [] }));
    await request('/api/info/getInfoVipList', { page: 1, pageSize: 20 });
    await request('/api/info/getInfoVipList', { page: 2, pageSize: 20 });
    await notified();
    expect(returns).toHaveBeenCalledTimes(1);
    expect(network.online).toBe(true);
    stop();
  });

  it('is a refusal too (the server answered); an unsubscribed listener is not told', async () => {
    const returns = vi.fn();
    const stop = onReconnect(returns);
    stubServer(() => 'network-error');
    await expect(request('/api/info/getInfoVipList', { page: 1, pageSize: 20 })).rejects.toMatchObject({
      kind: 'network',
    });
    stubServer(() => ({ status: 500, msg: 'broken', data: null }));
    await expect(request('/api/info/getInfoVipList', { page: 1, pageSize: 20 })).rejects.toMatchObject({
      kind: 'status',
    });
    await notified();
    expect(returns).toHaveBeenCalledTimes(1);
    stop();
    stubServer(() => 'network-error');
    await request('/api/info/getInfoVipList', { page: 1, pageSize: 20 }).catch(() => undefined);
    stubServer(() => ok({ list: [] }));
    await request('/api/info/getInfoVipList', { page: 1, pageSize: 20 });
    await notified();
    expect(network.reconnects).toBeGreaterThan(0);
    expect(returns, 'no longer told once unsubscribed').toHaveBeenCalledTimes(1);
  });
});
