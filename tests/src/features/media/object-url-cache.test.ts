import { describe, expect, it } from 'vitest';
import { createObjectUrlCache } from '../../../../src/features/media/object-url-cache';
import { IMAGE_CACHE_MAX } from '../../../../src/features/media/limits';

/** A cache whose loads resolve at once. */
function instantHarness(max: number) {
  const created: string[] = [];
  const revoked: string[] = [];
  const cache = createObjectUrlCache({
    max,
    load: async () => new Blob(['x']),
    createUrl: () => {
      created.push(`blob:${created.length + 1}`);
      return created.at(-1)!;
    },
    revokeUrl: (u) => revoked.push(u),
  });
  return { cache, created, revoked };
}

describe('object URL LRU under a long scroll', () => {
  it('scrolling 500 cards past keeps at most the bound, revoking every URL it drops exactly once', async () => {
    const { cache, created, revoked } = instantHarness(IMAGE_CACHE_MAX);
    const onScreen: string[] = [];
    for (let i = 0; i < 500; i++) {
      const url = `/media/img/${i}.w480.bin`;
      await cache.acquire(url);
      onScreen.push(url);
      // A virtualised list unmounts rows that scroll away: their images are released.
      if (onScreen.length > 12) cache.release(onScreen.shift()!);
      expect(cache.size()).toBeLessThanOrEqual(IMAGE_CACHE_MAX);
    }
    expect(created).toHaveLength(500);
    expect(revoked).toHaveLength(500 - IMAGE_CACHE_MAX);
    expect(new Set(revoked).size).toBe(revoked.length);
    // Still-mounted images were never revoked.
    expect(revoked).not.toContain(created.at(-1));
    expect(cache.has('/media/img/499.w480.bin')).toBe(true);
    expect(cache.has('/media/img/0.w480.bin')).toBe(false);
  });

  it('a revisit inside the bound is a hit (no new load, same URL)', async () => {
    const { cache, created } = instantHarness(3);
    const a = await cache.acquire('/a');
    cache.release('/a');
    expect(await cache.acquire('/a')).toBe(a);
    expect(created).toHaveLength(1);
  });
});

interface Call {
  url: string;
  signal: AbortSignal;
  resolve: (b: Blob) => void;
  reject: (e: unknown) => void;
}

function harness(max: number) {
  const calls: Call[] = [];
  const revoked: string[] = [];
  let n = 0;
  const cache = createObjectUrlCache({
    max,
    load: (url, signal) =>
      new Promise<Blob>((resolve, reject) => {
        calls.push({ url, signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
    createUrl: () => `blob:${++n}`,
    revokeUrl: (u) => revoked.push(u),
  });
  return { cache, calls, revoked };
}

const blob = new Blob(['x']);
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('object URL cache', () => {
  it('shares one load between concurrent callers and serves hits from the cache', async () => {
    const { cache, calls } = harness(3);
    const a = cache.acquire('/m/a');
    const b = cache.acquire('/m/a');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(blob);
    expect(await a).toBe('blob:1');
    expect(await b).toBe('blob:1');
    expect(await cache.acquire('/m/a')).toBe('blob:1');
    expect(calls).toHaveLength(1);
  });

  it('aborts the load only when every waiter has gone', async () => {
    const { cache, calls } = harness(3);
    const c1 = new AbortController();
    const c2 = new AbortController();
    const p1 = cache.acquire('/m/a', c1.signal);
    const p2 = cache.acquire('/m/a', c2.signal);
    c1.abort();
    await expect(p1).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal.aborted).toBe(false);
    c2.abort();
    await expect(p2).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(cache.inFlight()).toBe(0);
  });

  it('evicts the least recently used unpinned URL and revokes it', async () => {
    const { cache, calls, revoked } = harness(2);
    for (const u of ['/a', '/b']) {
      const p = cache.acquire(u);
      calls.at(-1)!.resolve(blob);
      await p;
      cache.release(u);
    }
    await cache.acquire('/a'); // /a becomes most recent
    cache.release('/a');
    const p = cache.acquire('/c');
    calls.at(-1)!.resolve(blob);
    await p;
    expect(revoked).toEqual(['blob:2']); // /b went
    expect(cache.size()).toBe(2);
  });

  it('never revokes a pinned URL, even past the bound', async () => {
    const { cache, calls, revoked } = harness(1);
    const a = cache.acquire('/a');
    calls[0]!.resolve(blob);
    await a;
    const b = cache.acquire('/b');
    calls[1]!.resolve(blob);
    await b;
    expect(revoked).toEqual([]);
    expect(cache.size()).toBe(2);
    cache.release('/a');
    expect(revoked).toEqual(['blob:1']);
  });

  it('passes a load failure to every waiter and retries on the next acquire', async () => {
    const { cache, calls } = harness(2);
    const a = cache.acquire('/x');
    const b = cache.acquire('/x');
    calls[0]!.reject(new Error('does not decrypt'));
    await expect(a).rejects.toThrow('does not decrypt');
    await expect(b).rejects.toThrow('does not decrypt');
    await tick();
    void cache.acquire('/x');
    expect(calls).toHaveLength(2);
  });
});
