import { describe, expect, it } from 'vitest';
import { createObjectUrlCache } from '../../src/features/media/object-url-cache';
import { IMAGE_CACHE_MAX } from '../../src/features/media/limits';

function harness(max: number) {
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
    const { cache, created, revoked } = harness(IMAGE_CACHE_MAX);
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
    const { cache, created } = harness(3);
    const a = await cache.acquire('/a');
    cache.release('/a');
    expect(await cache.acquire('/a')).toBe(a);
    expect(created).toHaveLength(1);
  });
});
