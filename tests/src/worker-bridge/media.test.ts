import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The media worker as the bridge sees it: every call recorded, fetchImageUrl answered by hand. */
interface FakeApi {
  revoked: string[][];
  answers: ((objectUrl: string) => void)[];
  fetchImageUrl: () => Promise<string>;
  revoke: (urls: string[]) => Promise<void>;
  cancel: () => Promise<void>;
}

function fakeApi(): FakeApi {
  const api: FakeApi = {
    revoked: [],
    answers: [],
    fetchImageUrl: () => new Promise<string>((resolve) => api.answers.push(resolve)),
    revoke: async (urls) => void api.revoked.push(urls),
    cancel: async () => undefined,
  };
  return api;
}

// A bridge without a Worker: `run` hands work the current fake, counts running calls like the real one,
// and stops only when told to (the real one does so after its idle delay with nothing running).
const state = vi.hoisted(() => ({ current: undefined as unknown, running: 0 }));
vi.mock('../../../src/worker-bridge/bridge', () => ({
  WorkerBridge: class {
    get current() {
      return state.current;
    }
    async run(signal: AbortSignal | undefined, work: (api: unknown) => Promise<unknown>) {
      state.running++;
      try {
        const done = work(state.current);
        return await new Promise((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          done.then(resolve, reject);
        });
      } finally {
        state.running--;
      }
    }
  },
}));
vi.mock('../../../src/lib/runtime-config', () => ({ runtimeConfig: () => ({ keys: { mediaKey: '00' } }) }));

const media = await import('../../../src/worker-bridge/media');
const tick = () => new Promise((r) => setTimeout(r, 0));

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  state.current = api;
});

describe('media bridge: object URLs made by the worker', () => {
  it('hands out the worker URL, alive while that worker runs, and batches revocations into one call', async () => {
    const a = media.fetchImageUrl('/media/a.bin');
    const b = media.fetchImageUrl('/media/b.bin');
    await tick();
    api.answers[0]!('blob:a');
    api.answers[1]!('blob:b');
    expect([await a, await b]).toEqual(['blob:a', 'blob:b']);
    expect(media.imageUrlAlive('blob:a')).toBe(true);
    media.revokeImageUrl('blob:a');
    media.revokeImageUrl('blob:b');
    await tick();
    expect(api.revoked).toEqual([['blob:a', 'blob:b']]);
    expect(media.imageUrlAlive('blob:a')).toBe(false);
  });

  it('a URL from a stopped worker is dead, and revoking it sends nothing', async () => {
    const a = media.fetchImageUrl('/media/a.bin');
    await tick();
    api.answers[0]!('blob:old');
    await a;
    const old = api;
    state.current = fakeApi();
    expect(media.imageUrlAlive('blob:old')).toBe(false);
    media.revokeImageUrl('blob:old');
    await tick();
    expect(old.revoked).toEqual([]);
    expect((state.current as FakeApi).revoked).toEqual([]);
  });

  it('a URL that arrives after the caller gave up is revoked, not leaked', async () => {
    const ctrl = new AbortController();
    const a = media.fetchImageUrl('/media/a.bin', ctrl.signal);
    await tick();
    ctrl.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    api.answers[0]!('blob:late');
    await tick();
    expect(api.revoked).toEqual([['blob:late']]);
  });

  it('holds the worker (a running call) while any image is shown, and lets go with the last', async () => {
    expect(state.running).toBe(0);
    const first = media.holdImageWorker();
    const second = media.holdImageWorker();
    await tick();
    expect(state.running).toBe(1);
    first();
    first(); // a second release of the same hold changes nothing
    await tick();
    expect(state.running).toBe(1);
    second();
    await tick();
    expect(state.running).toBe(0);
  });
});
