// Keyed results shared by every caller: one call in flight per key, its result kept for later callers as
// long as one of them asked (`keepMs`; Infinity until forgotten), a failure forgotten so the next caller
// retries. A caller's signal only lets that caller go; the call itself aborts when every caller has gone.

interface Entry {
  promise: Promise<unknown>;
  ctrl: AbortController;
  /** Callers with a signal still waiting. */
  waiters: number;
  /** A caller without a signal waits for good: the call is never aborted. */
  pinned: boolean;
  keepMs: number;
  /** Set once the call has succeeded and its result is kept. */
  settledAt?: number;
  value?: unknown;
}

const entries = new Map<string, Entry>();

export interface QueryOptions {
  /** Aborting it rejects this caller with the signal's reason. */
  signal?: AbortSignal;
  /** Serve a result this old to later callers (default 0: share the call in flight only). */
  keepMs?: number;
}

function fresh(e: Entry): boolean {
  return e.settledAt === undefined || Date.now() - e.settledAt <= e.keepMs;
}

function start(key: string, run: (signal: AbortSignal) => Promise<unknown>, keepMs: number): Entry {
  const ctrl = new AbortController();
  const e: Entry = { ctrl, waiters: 0, pinned: false, keepMs, promise: Promise.resolve() };
  e.promise = run(ctrl.signal).then(
    (value) => {
      if (entries.get(key) === e) {
        if (e.keepMs > 0) {
          e.value = value;
          e.settledAt = Date.now();
        } else entries.delete(key);
      }
      return value;
    },
    (err: unknown) => {
      if (entries.get(key) === e) entries.delete(key);
      throw err;
    },
  );
  entries.set(key, e);
  return e;
}

function leave(key: string, e: Entry): void {
  e.waiters--;
  if (e.waiters > 0 || e.pinned || e.settledAt !== undefined) return;
  if (entries.get(key) === e) entries.delete(key);
  e.ctrl.abort();
}

/**
 * The result of `run` for `key`, shared with every other caller of the same key.
 * @throws the signal's reason when this caller's signal aborts first; otherwise what `run` throws.
 */
export function query<T>(key: string, run: (signal: AbortSignal) => Promise<T>, opts: QueryOptions = {}): Promise<T> {
  const { signal } = opts;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const keepMs = opts.keepMs ?? 0;
  const found = entries.get(key);
  const e = found && fresh(found) ? found : start(key, run, keepMs);
  e.keepMs = Math.max(e.keepMs, keepMs);
  const promise = e.promise as Promise<T>;
  if (!signal) {
    e.pinned = true;
    return promise;
  }
  e.waiters++;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      leave(key, e);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        e.waiters--;
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        e.waiters--;
        reject(err);
      },
    );
  });
}

/** A kept result of `key`, if one is fresh. */
export function cachedResult<T>(key: string): { value: T } | undefined {
  const e = entries.get(key);
  if (!e || e.settledAt === undefined || !fresh(e)) return undefined;
  return { value: e.value as T };
}

/** Forgets the results of these keys (calls in flight finish for their callers, but are not reused). */
export function forgetResults(...keys: string[]): void {
  for (const k of keys) entries.delete(k);
}

/** Forgets every kept result: the server's rendering of one page must not serve the next one's. */
export function forgetAllResults(): void {
  entries.clear();
}
