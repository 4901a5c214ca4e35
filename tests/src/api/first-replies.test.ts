import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, clientTransport, keys, ok, stubServer } from '../../support/api-harness';
import { sealReply } from '../../../protocol/envelope';
import { FIRST_REPLIES_ID, firstReplyKey } from '../../../protocol/listings-first-replies';
import { createNodeCipher } from '../../../server/lib/node-cipher';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/lib/runtime-config', () => ({
  runtimeConfig: () => ({ apiBase: API_BASE, keys, adaptationThreshold: 768, buildId: 'test' }),
}));

const server = createNodeCipher({
  apiKey: Buffer.from(keys.apiKey, 'hex'),
  apiIv: Buffer.from(keys.apiIv, 'hex'),
  signKey: Buffer.from(keys.signKey, 'hex'),
});
const sealed = (data: unknown) => sealReply(server, ok(data));

// The page as the server sends it for a landing route: one block, read once by the api layer.
const replies = {
  [firstReplyKey('/api/home/getAds', {})]: await sealed({ home_banner: ['from the page'] }),
  [firstReplyKey('/api/info/getInfoType', {})]: await sealed({ cities: ['from the page'] }),
  [firstReplyKey('/api/info/getInfo', { id: 7, kind: 'store' })]: await sealed({ title: 'guest view' }),
  [firstReplyKey('/api/home/buyNotice', {})]: 'not a sealed reply',
};
const shared = [firstReplyKey('/api/home/getAds', {}), firstReplyKey('/api/info/getInfoType', {})];
const page = JSON.stringify({ lang: 'zh', replies, shared });
vi.stubGlobal('document', {
  cookie: '',
  documentElement: {},
  getElementById: (id: string) => (id === FIRST_REPLIES_ID ? { textContent: page } : null),
});

const { request, setEnvelopeTransport } = await import('../../../src/api/request');
const { setSession, clearSession } = await import('../../../src/state/user');
const { locale } = await import('../../../src/state/locale');

beforeAll(async () => setEnvelopeTransport(await clientTransport()));
afterEach(() => {
  vi.stubGlobal('fetch', undefined);
  clearSession();
  locale.lang = 'zh';
});

describe('first replies carried by the page', () => {
  it('answers the first call from the page without a request, and the next one from the server', async () => {
    const seen = stubServer(() => ok({ home_banner: ['from the server'] }));
    await expect(request('/api/home/getAds', {})).resolves.toEqual({ home_banner: ['from the page'] });
    expect(seen).toEqual([]);
    await expect(request('/api/home/getAds', {})).resolves.toEqual({ home_banner: ['from the server'] });
    expect(seen.map((c) => c.path)).toEqual(['/api/home/getAds']);
  });

  it('asks the server when the page was answered in another language', async () => {
    const seen = stubServer(() => ok({ cities: ['in English'] }));
    locale.lang = 'en';
    await expect(request('/api/info/getInfoType', {})).resolves.toEqual({ cities: ['in English'] });
    expect(seen).toHaveLength(1);
  });

  it("never gives a logged-in visitor the guest's view of a post", async () => {
    const seen = stubServer(() => ok({ title: 'member view' }));
    setSession('tok-1');
    await expect(request('/api/info/getInfo', { id: 7, kind: 'store' })).resolves.toEqual({ title: 'member view' });
    expect(seen[0]!.payload.token).toBe('tok-1');
  });

  it('gives a logged-in visitor a reply the page lists as shared', async () => {
    const seen = stubServer(() => ok({ cities: ['from the server'] }));
    setSession('tok-1');
    await expect(request('/api/info/getInfoType', {})).resolves.toEqual({ cities: ['from the page'] });
    expect(seen).toEqual([]);
  });

  it('asks the server when the carried reply does not open', async () => {
    const seen = stubServer(() => ok(['a notice']));
    await expect(request('/api/home/buyNotice', {})).resolves.toEqual(['a notice']);
    expect(seen).toHaveLength(1);
  });
});
