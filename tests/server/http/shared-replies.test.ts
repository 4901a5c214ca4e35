import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardVersion } from '../../../server/db/card-version';
import { SharedReplies, sharedKey } from '../../../server/http/shared-replies';

function versions(maxAgeMs = Infinity): CardVersion & { bump(): void } {
  let n = 0;
  return { current: () => String(n), maxAgeMs, bump: () => void n++ };
}

describe('kept listing replies', () => {
  afterEach(() => void vi.useRealTimers());

  it('reads again in the background past half the maximum age, and never serves past it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kept = new SharedReplies(versions(1000));
    let reads = 0;
    const read = () => Promise.resolve(`r${++reads}`);
    vi.setSystemTime(0);
    expect(await kept.through('k', read)).toBe('r1');
    vi.setSystemTime(400);
    expect(await kept.through('k', read)).toBe('r1');
    expect(reads).toBe(1);
    vi.setSystemTime(600);
    expect(await kept.through('k', read)).toBe('r1');
    expect(reads).toBe(2);
    await Promise.resolve();
    vi.setSystemTime(700);
    expect(await kept.through('k', read)).toBe('r2');
    // r2's read began at 600: at 1601 it is too old to serve and the caller waits for a fresh read.
    vi.setSystemTime(1601);
    expect(await kept.through('k', read)).toBe('r3');
  });

  it('serves a reply only under the version it was read under', () => {
    const v = versions();
    const kept = new SharedReplies(v);
    const key = sharedKey('/api/info/getInfoList', 'zh', { page: 1 });
    const read = kept.current();
    kept.set(key, read, 0, 'sealed-1');
    expect(kept.get(key, kept.current(), 10)).toBe('sealed-1');
    v.bump();
    expect(kept.get(key, kept.current(), 10)).toBeNull();
    // A reply read before a write and stored after it is never served.
    const before = kept.current();
    v.bump();
    kept.set(key, before, 20, 'sealed-stale');
    expect(kept.get(key, kept.current(), 20)).toBeNull();
  });

  it('keys by endpoint, language and every payload field', () => {
    const keys = new Set([
      sharedKey('/api/info/getInfoList', 'zh', { page: 1 }),
      sharedKey('/api/info/getInfoVipList', 'zh', { page: 1 }),
      sharedKey('/api/info/getInfoList', 'en', { page: 1 }),
      sharedKey('/api/info/getInfoList', 'zh', { page: 2 }),
      sharedKey('/api/info/getInfoList', 'zh', { page: 1, cityCode: 110100 }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('expires replies past the handle’s maximum age (writes by other processes)', () => {
    const kept = new SharedReplies(versions(1000));
    kept.set('k', kept.current(), 0, 'sealed');
    expect(kept.get('k', kept.current(), 1000)).toBe('sealed');
    expect(kept.get('k', kept.current(), 1001)).toBeNull();
  });

  it('drops the oldest replies past its size cap, whatever the number of keys', () => {
    const kept = new SharedReplies(versions(), 30);
    const v = kept.current();
    for (let i = 0; i < 100; i++) kept.set(`k${i}`, v, 0, 'x'.repeat(10));
    expect(kept.get('k96', v, 0)).toBeNull();
    for (const i of [97, 98, 99]) expect(kept.get(`k${i}`, v, 0)).toBe('x'.repeat(10));
    kept.set('big', v, 0, 'y'.repeat(25));
    expect(kept.get('k98', v, 0)).toBeNull();
    expect(kept.get('k99', v, 0)).toBeNull();
    expect(kept.get('big', v, 0)).toBe('y'.repeat(25));
  });

  it('reads once for concurrent misses under one version, again after a write, and keeps no failure', async () => {
    const v = versions();
    const kept = new SharedReplies(v);
    let reads = 0;
    const slow = (body: string) => async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 20));
      return body;
    };
    const first = await Promise.all(Array.from({ length: 10 }, () => kept.through('k', slow('a'))));
    expect(first).toEqual(Array(10).fill('a'));
    expect(reads).toBe(1);
    // A write while a read is under way: calls after it do not join the old read.
    const old = kept.through('k2', slow('old'));
    v.bump();
    const fresh = kept.through('k2', slow('new'));
    expect([await old, await fresh]).toEqual(['old', 'new']);
    expect(reads).toBe(3);
    expect(await kept.through('k2', slow('again'))).toBe('new');
    const failing = () => Promise.reject(new Error('refused'));
    await expect(Promise.all([kept.through('k3', failing), kept.through('k3', failing)])).rejects.toThrow('refused');
    expect(await kept.through('k3', slow('after'))).toBe('after');
  });
});
