import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import vectors from '../../fixtures/protocol-vectors.json';
import { encryptMedia } from '../../../server/lib/node-cipher';
import { createMediaApi } from '../../../workers/media/api';
import { MEDIA_CACHE_HOLD_BYTES, MEDIA_FETCH_CONCURRENCY, PRIORITY } from '../../../workers/media/limits';
import type { CacheStorageLike } from '../../../workers/media/byte-cache';
import { memoryCaches } from '../../support/memory-caches';

const mediaKey = Buffer.from(vectors.keys.mediaKey, 'hex');
const png = (n: number) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(n)]);
const tick = () => new Promise((r) => setTimeout(r, 0));

interface Call {
  url: string;
  signal: AbortSignal;
  respond: (body: Uint8Array<ArrayBuffer>, status?: number) => void;
}

/** A fetch whose responses the test releases by hand; it rejects when its signal aborts, like the real one. */
function manualFetch() {
  const calls: Call[] = [];
  let active = 0;
  let maxActive = 0;
  const impl = ((input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init!.signal!;
    active++;
    maxActive = Math.max(maxActive, active);
    return new Promise<Response>((resolve, reject) => {
      const done = () => active--;
      signal.addEventListener('abort', () => (done(), reject(new DOMException('aborted', 'AbortError'))), {
        once: true,
      });
      calls.push({
        url: String(input),
        signal,
        respond: (body, status = 200) => (done(), resolve(new Response(body, { status }))),
      });
    });
  }) as typeof fetch;
  return { impl, calls, maxActive: () => maxActive };
}

/** A fetch serving a fixed set of encrypted files at once, counting requests. */
function servingFetch(files: Record<string, Buffer>) {
  const seen: string[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    seen.push(String(input));
    const body = files[String(input)];
    return body ? new Response(new Uint8Array(body)) : new Response('nope', { status: 404 });
  }) as typeof fetch;
  return { impl, seen };
}

async function ready(api: ReturnType<typeof createMediaApi>) {
  await api.init(vectors.keys.mediaKey);
  return api;
}

describe('media pipeline: Cache Storage', () => {
  it('a second visit decrypts from Cache Storage without touching the network', async () => {
    const plain = png(2000);
    const files = { 'https://h/media/a.bin': encryptMedia(mediaKey, plain, randomBytes(16)) };
    const caches = memoryCaches();
    const first = servingFetch(files);
    const visit1 = await ready(createMediaApi({ fetch: first.impl, caches }));
    const a1 = await visit1.fetchImage('https://h/media/a.bin');
    expect(Buffer.from(await a1.arrayBuffer()).equals(plain)).toBe(true);
    expect(first.seen).toHaveLength(1);
    await visit1.flushed(); // the cache write trails the image

    const second = servingFetch({}); // the network has nothing: only the cache can answer
    const visit2 = await ready(createMediaApi({ fetch: second.impl, caches }));
    const a2 = await visit2.fetchImage('https://h/media/a.bin');
    expect(a2.type).toBe('image/png');
    expect(Buffer.from(await a2.arrayBuffer()).equals(plain)).toBe(true);
    expect(second.seen).toEqual([]);
    expect(visit2.stats()).toMatchObject({ network: 0, cacheHits: 1 });
  });

  it('holds Cache Storage writes while images load, until the held bytes reach the budget', async () => {
    const caches = memoryCaches();
    const net = manualFetch();
    const api = await ready(createMediaApi({ fetch: net.impl, caches, cacheName: 'hold', concurrency: 1 }));
    const small = encryptMedia(mediaKey, png(1000), randomBytes(16));
    const big = encryptMedia(mediaKey, png(MEDIA_CACHE_HOLD_BYTES), randomBytes(16));
    const loads = ['a', 'b', 'c'].map((name) => api.fetchImage(`https://h/media/${name}.bin`));
    const settle = async () => {
      for (let i = 0; i < 20; i++) await tick();
    };
    await settle();
    net.calls[0]!.respond(new Uint8Array(small));
    await loads[0];
    await settle();
    // b and c still loading: a's bytes are held back.
    expect(caches.bucket('hold').size).toBe(0);
    net.calls[1]!.respond(new Uint8Array(big));
    await loads[1];
    await settle();
    // Past the budget: everything held is written although c is still loading.
    expect([...caches.bucket('hold').keys()]).toEqual(['https://h/media/a.bin', 'https://h/media/b.bin']);
    net.calls[2]!.respond(new Uint8Array(small));
    await loads[2];
    await api.flushed();
    expect(caches.bucket('hold').size).toBe(3);
  });

  it('never caches bytes that do not decrypt, and trims the oldest entries past the cap', async () => {
    const files: Record<string, Buffer> = { 'https://h/bad.bin': randomBytes(256) };
    for (let i = 0; i < 6; i++) files[`https://h/${i}.bin`] = encryptMedia(mediaKey, png(100), randomBytes(16));
    const caches = memoryCaches();
    const net = servingFetch(files);
    const api = await ready(createMediaApi({ fetch: net.impl, caches, cacheName: 'test', cacheMaxEntries: 4 }));
    await expect(api.fetchImage('https://h/bad.bin')).rejects.toThrow('does not decrypt');
    for (let i = 0; i < 6; i++) {
      await api.fetchImage(`https://h/${i}.bin`);
      await api.flushed();
    }
    const kept = [...caches.bucket('test').keys()];
    expect(kept).not.toContain('https://h/bad.bin');
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(kept).toContain('https://h/5.bin');
    expect(kept).not.toContain('https://h/0.bin');
  });

  it('a miss never waits on a Cache Storage read, and writes wait until no image is loading', async () => {
    const caches = memoryCaches();
    let matches = 0;
    const counting: CacheStorageLike = {
      async open(name: string) {
        const cache = await caches.open(name);
        const match = cache.match.bind(cache);
        cache.match = (req: RequestInfo | URL) => (matches++, match(req));
        return cache;
      },
    };
    const net = manualFetch();
    const api = await ready(createMediaApi({ fetch: net.impl, caches: counting, cacheName: 'w' }));
    const body = () => new Uint8Array(encryptMedia(mediaKey, png(64), randomBytes(16)));
    const a = api.fetchImage('https://h/a.bin', { id: 1 });
    const b = api.fetchImage('https://h/b.bin', { id: 2 });
    await tick();
    net.calls[0]!.respond(body());
    await a;
    await tick();
    expect(caches.bucket('w').size, 'b is still loading: nothing written yet').toBe(0);
    net.calls[1]!.respond(body());
    await b;
    await api.flushed();
    expect([...caches.bucket('w').keys()].sort()).toEqual(['https://h/a.bin', 'https://h/b.bin']);
    expect(matches, 'misses answered from the in-memory index of stored URLs').toBe(0);
    await api.fetchImage('https://h/a.bin');
    expect(matches).toBe(1);
    expect(api.stats()).toMatchObject({ network: 2, cacheHits: 1 });
  });

  it('works without Cache Storage at all', async () => {
    const files = { 'https://h/a.bin': encryptMedia(mediaKey, png(50), randomBytes(16)) };
    const net = servingFetch(files);
    const api = await ready(createMediaApi({ fetch: net.impl }));
    await api.fetchImage('https://h/a.bin');
    await api.fetchImage('https://h/a.bin');
    expect(net.seen).toHaveLength(2);
  });
});

describe('media pipeline: queue', () => {
  const body = () => new Uint8Array(encryptMedia(mediaKey, png(64), randomBytes(16)));

  it(`runs at most ${MEDIA_FETCH_CONCURRENCY} fetches at once and starts the rest as slots free`, async () => {
    const net = manualFetch();
    const api = await ready(createMediaApi({ fetch: net.impl }));
    const all = Array.from({ length: 12 }, (_, i) => api.fetchImage(`https://h/${i}.bin`, { id: i + 1 }));
    await tick();
    expect(net.calls).toHaveLength(MEDIA_FETCH_CONCURRENCY);
    while (net.calls.some((c) => !c.signal.aborted)) {
      const open = net.calls.splice(0);
      for (const c of open) c.respond(body());
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(all);
    expect(net.maxActive()).toBe(MEDIA_FETCH_CONCURRENCY);
    expect(api.stats()).toMatchObject({ network: 12, running: 0, waiting: 0 });
  });

  it('starts visible images first, and a queued image promoted to visible overtakes the near ones', async () => {
    const net = manualFetch();
    const api = await ready(createMediaApi({ fetch: net.impl, concurrency: 1 }));
    const order: string[] = [];
    const load = (name: string, id: number, priority: number) =>
      api.fetchImage(`https://h/${name}.bin`, { id, priority }).then(() => order.push(name));
    const jobs = [load('busy', 1, PRIORITY.near)];
    await tick();
    jobs.push(
      load('near1', 2, PRIORITY.near),
      load('near2', 3, PRIORITY.near),
      load('bg', 4, PRIORITY.background),
      load('vis', 5, PRIORITY.visible),
    );
    await tick();
    api.prioritize(3, PRIORITY.visible); // near2 scrolled into view while waiting
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 5));
      net.calls.shift()!.respond(body());
    }
    await Promise.all(jobs);
    expect(order).toEqual(['busy', 'near2', 'vis', 'near1', 'bg']);
  });

  it('cancel aborts a running fetch (its signal fires) and drops a queued one before it reaches the network', async () => {
    const net = manualFetch();
    const api = await ready(createMediaApi({ fetch: net.impl, concurrency: 1 }));
    const running = api.fetchImage('https://h/run.bin', { id: 1 });
    const queued = api.fetchImage('https://h/queued.bin', { id: 2 });
    const later = api.fetchImage('https://h/later.bin', { id: 3 });
    await tick();
    expect(net.calls.map((c) => c.url)).toEqual(['https://h/run.bin']);
    api.cancel(2);
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    api.cancel(1);
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(net.calls[0]!.signal.aborted).toBe(true);
    await tick();
    // The freed slot went to the next live request, never to the cancelled one.
    expect(net.calls.map((c) => c.url)).toEqual(['https://h/run.bin', 'https://h/later.bin']);
    net.calls[1]!.respond(body());
    await expect(later).resolves.toBeInstanceOf(Blob);
    expect(api.pending()).toBe(0);
  });

  it('an HTTP error frees its slot and fails only its own image', async () => {
    const net = manualFetch();
    const api = await ready(createMediaApi({ fetch: net.impl, concurrency: 1 }));
    const bad = api.fetchImage('https://h/missing.bin');
    const good = api.fetchImage('https://h/ok.bin');
    await tick();
    net.calls[0]!.respond(new Uint8Array(0), 404);
    await expect(bad).rejects.toThrow('HTTP 404');
    await tick();
    net.calls[1]!.respond(body());
    await expect(good).resolves.toBeInstanceOf(Blob);
  });
});
