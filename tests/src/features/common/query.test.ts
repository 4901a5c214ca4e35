import { describe, expect, it, vi } from 'vitest';
import { cachedResult, forgetResults, query } from '../../../../src/features/common/query';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('query: one call per key', () => {
  it('shares a call in flight and, without keepMs, calls again once it settled', async () => {
    const run = vi.fn(async () => 'v');
    const [a, b] = [query('k1', run), query('k1', run)];
    expect(await a).toBe('v');
    expect(await b).toBe('v');
    expect(run).toHaveBeenCalledTimes(1);
    await query('k1', run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps a result for keepMs (Infinity: until forgotten), and a failure not at all', async () => {
    const run = vi.fn(async () => 42);
    await query('k2', run, { keepMs: Infinity });
    expect(await query('k2', run, { keepMs: Infinity })).toBe(42);
    expect(cachedResult('k2')).toEqual({ value: 42 });
    expect(run).toHaveBeenCalledTimes(1);
    forgetResults('k2');
    expect(cachedResult('k2')).toBeUndefined();
    await query('k2', run, { keepMs: Infinity });
    expect(run).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => Promise.reject(new Error('down')));
    await expect(query('k3', failing, { keepMs: Infinity })).rejects.toThrow('down');
    await expect(query('k3', failing, { keepMs: Infinity })).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('a caller leaving rejects it at once; the call aborts only when every caller has left', async () => {
    const d = deferred<string>();
    let seen: AbortSignal | undefined;
    const run = (signal: AbortSignal) => {
      seen = signal;
      return d.promise;
    };
    const first = new AbortController();
    const second = new AbortController();
    const a = query('k4', run, { signal: first.signal });
    const b = query('k4', run, { signal: second.signal });
    first.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(false);
    second.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(true);
    d.resolve('late');
  });

  it('a caller without a signal keeps the call alive', async () => {
    const d = deferred<string>();
    let seen: AbortSignal | undefined;
    const run = (signal: AbortSignal) => {
      seen = signal;
      return d.promise;
    };
    const ctrl = new AbortController();
    const withSignal = query('k5', run, { signal: ctrl.signal });
    const pinned = query('k5', run);
    ctrl.abort();
    await expect(withSignal).rejects.toBeDefined();
    expect(seen?.aborted).toBe(false);
    d.resolve('done');
    expect(await pinned).toBe('done');
  });
});
