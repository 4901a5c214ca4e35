import { describe, expect, it } from 'vitest';
import { createObjectUrlCache } from '../../src/features/media/object-url-cache';
import { DEFAULT_IMG_BASE, mediaUrl } from '../../src/features/app-config/global-config';
import { sniffImageType } from '../../workers/media/sniff';

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

describe('mediaUrl and MIME sniffing', () => {
  it('prefixes relative paths with img_base and leaves others alone', () => {
    expect(DEFAULT_IMG_BASE).toBe('/media/');
    expect(mediaUrl('img/ab/cd.bin')).toBe('/media/img/ab/cd.bin');
    expect(mediaUrl('img/x.bin', 'https://cdn.example/m')).toBe('https://cdn.example/m/img/x.bin');
    for (const u of ['/media/a.bin', 'https://h/a.bin', 'blob:abc', 'data:image/png;base64,AA=='])
      expect(mediaUrl(u)).toBe(u);
  });

  it('types images by magic bytes', () => {
    const b = (...xs: number[]) => new Uint8Array(xs);
    const s = (t: string) => new TextEncoder().encode(t);
    expect(sniffImageType(b(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(s('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(s('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(s('\0\0\0\x1cftypavif'))).toBe('image/avif');
    expect(sniffImageType(b(1, 2, 3))).toBe('application/octet-stream');
  });
});
