// Bounded-concurrency slice queue: retry with exponential backoff and full jitter, pause, resume, cancel.
// It knows nothing about HTTP: `send` does the transfer and throws SendError to say whether a retry helps.

export class SendError extends Error {
  override readonly name = 'SendError';
  constructor(
    msg: string,
    readonly retryable: boolean,
    /** The server's refusal reason (`not_video`, …) when it gave one. */
    readonly reason?: string,
  ) {
    super(msg);
  }
}

export interface QueueOptions {
  concurrency: number;
  /** Attempts per slice, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  send(index: number, signal: AbortSignal): Promise<void>;
  onSent?(index: number): void;
  onRetry?(index: number, attempt: number, delayMs: number, err: unknown): void;
  /** pause() also aborts in-flight sends and queues them again (104 MB pieces: minutes each on a phone). */
  abortOnPause?: boolean;
  random?: () => number;
}

export function cancelError(): Error {
  const err = new Error('cancel');
  err.name = 'AbortError';
  return err;
}

/** Delay before retry `attempt` (1-based): uniform in [d/2, d] with d = base·2^(attempt-1) capped. */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number = Math.random): number {
  const d = Math.min(max, base * 2 ** (attempt - 1));
  return Math.round(d / 2 + random() * (d / 2));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(cancelError());
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(cancelError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export class SliceQueue {
  private pending: number[] = [];
  private readonly inFlight = new Map<number, AbortController>();
  private readonly cancelCtrl = new AbortController();
  private paused = false;
  private failure: unknown = null;
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];

  constructor(private readonly opts: QueueOptions) {}

  /** Queues indexes not already queued or in flight, lowest first. */
  add(indexes: Iterable<number>): void {
    const known = new Set([...this.pending, ...this.inFlight.keys()]);
    for (const i of indexes) if (!known.has(i)) this.pending.push(i);
    this.pending.sort((a, b) => a - b);
    this.pump();
  }

  /** Drops queued indexes the server no longer needs (its slice status is the truth); in-flight ones finish. */
  keepOnly(needed: Iterable<number>): void {
    const set = new Set(needed);
    this.pending = this.pending.filter((i) => set.has(i));
    this.pump();
  }

  get size(): number {
    return this.pending.length + this.inFlight.size;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** No new slice starts; slices already on the wire finish (a 2 MB slice is seconds at worst) unless abortOnPause. */
  pause(): void {
    this.paused = true;
    if (this.opts.abortOnPause) for (const c of this.inFlight.values()) c.abort();
  }

  resume(): void {
    this.paused = false;
    this.pump();
  }

  /** Aborts in-flight requests and rejects every drain() with an AbortError. */
  cancel(): void {
    if (this.cancelCtrl.signal.aborted) return;
    this.cancelCtrl.abort();
    for (const c of this.inFlight.values()) c.abort();
    this.fail(cancelError());
  }

  /** Settles when nothing is queued or in flight; rejects with the first fatal error or on cancel. */
  drain(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.settleIfIdle();
    });
  }

  private fail(err: unknown): void {
    if (this.failure) return;
    this.failure = err;
    this.pending = [];
    for (const c of this.inFlight.values()) c.abort();
    const w = this.waiters;
    this.waiters = [];
    for (const x of w) x.reject(err);
  }

  private settleIfIdle(): void {
    if (this.failure || this.size > 0) return;
    const w = this.waiters;
    this.waiters = [];
    for (const x of w) x.resolve();
  }

  private pump(): void {
    while (!this.paused && !this.failure && this.inFlight.size < this.opts.concurrency && this.pending.length > 0) {
      const index = this.pending.shift()!;
      const ctrl = new AbortController();
      this.inFlight.set(index, ctrl);
      void this.run(index, ctrl);
    }
    this.settleIfIdle();
  }

  private async run(index: number, ctrl: AbortController): Promise<void> {
    const { maxAttempts, baseDelayMs, maxDelayMs } = this.opts;
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.opts.send(index, ctrl.signal);
          this.opts.onSent?.(index);
          return;
        } catch (err) {
          if (this.failure) return;
          if (this.paused && ctrl.signal.aborted) {
            // Stopped by pause(): sent again from its start on resume().
            this.pending.unshift(index);
            return;
          }
          const retryable = err instanceof SendError ? err.retryable : !ctrl.signal.aborted;
          if (!retryable || attempt >= maxAttempts) {
            this.fail(err instanceof Error ? err : new Error(String(err)));
            return;
          }
          const delay = backoffDelay(attempt, baseDelayMs, maxDelayMs, this.opts.random);
          this.opts.onRetry?.(index, attempt, delay, err);
          await sleep(delay, this.cancelCtrl.signal);
          if (this.paused) {
            // Back in line: resume() sends it again with a fresh attempt budget.
            this.pending.unshift(index);
            return;
          }
        }
      }
    } catch (err) {
      this.fail(err);
    } finally {
      this.inFlight.delete(index);
      this.pump();
    }
  }
}
