import { describe, expect, it } from 'vitest';
import { createByteCache } from '../../../workers/media/byte-cache';
import { MEDIA_CACHE_TRIM_RATIO } from '../../../workers/media/limits';
import { memoryCaches } from '../../support/memory-caches';

const KB = 1024;
const bytes = (n: number) => new ArrayBuffer(n);
const url = (i: number) => `https://h/media/${i}.bin`;

describe('the encrypted image cache', () => {
  it('holds at most maxBytes, dropping the oldest until a share of the budget is free again', async () => {
    const caches = memoryCaches();
    const cache = createByteCache({ caches, name: 'b', maxEntries: 100, maxBytes: 100 * KB });
    for (let i = 0; i < 10; i++) await cache.put(url(i), bytes(10 * KB));
    expect(caches.bytes('b')).toBe(100 * KB);
    // One more: past the budget, the oldest go until at most (1 − ratio) of it is used.
    await cache.put(url(10), bytes(10 * KB));
    expect(caches.bytes('b')).toBeLessThanOrEqual(100 * KB * (1 - MEDIA_CACHE_TRIM_RATIO));
    const kept = [...caches.bucket('b').keys()];
    expect(kept[0]).toBe(url(2));
    expect(kept.at(-1)).toBe(url(10));
    expect(await cache.get(url(0))).toBeNull();
    expect((await cache.get(url(10)))?.byteLength).toBe(10 * KB);
  });

  it('one large picture pushes out as many small ones as it needs', async () => {
    const caches = memoryCaches();
    const cache = createByteCache({ caches, name: 'b', maxEntries: 100, maxBytes: 100 * KB });
    for (let i = 0; i < 9; i++) await cache.put(url(i), bytes(10 * KB));
    await cache.put(url(99), bytes(50 * KB));
    expect(caches.bytes('b')).toBeLessThanOrEqual(90 * KB);
    expect([...caches.bucket('b').keys()]).toEqual([url(5), url(6), url(7), url(8), url(99)]);
  });

  it('counts what an earlier session stored, sizes told or not', async () => {
    const caches = memoryCaches();
    const earlier = createByteCache({ caches, name: 'b', maxEntries: 100, maxBytes: 100 * KB });
    for (let i = 0; i < 5; i++) await earlier.put(url(i), bytes(10 * KB));
    // An entry written before sizes were stored with the bytes.
    await (await caches.open('b')).put(url(5), new Response(bytes(40 * KB)));
    const later = createByteCache({ caches, name: 'b', maxEntries: 100, maxBytes: 100 * KB });
    await later.put(url(6), bytes(20 * KB));
    expect(caches.bytes('b')).toBeLessThanOrEqual(90 * KB);
    expect([...caches.bucket('b').keys()]).toEqual([url(2), url(3), url(4), url(5), url(6)]);
  });

  it('still holds at most maxEntries', async () => {
    const caches = memoryCaches();
    const cache = createByteCache({ caches, name: 'b', maxEntries: 10, maxBytes: 100 * KB });
    for (let i = 0; i < 11; i++) await cache.put(url(i), bytes(KB));
    const kept = [...caches.bucket('b').keys()];
    expect(kept.length).toBe(10 - Math.ceil(10 * MEDIA_CACHE_TRIM_RATIO));
    expect(kept.at(-1)).toBe(url(10));
    expect(kept).not.toContain(url(0));
  });
});
