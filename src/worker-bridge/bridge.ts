import * as Comlink from 'comlink';
import { abortable } from '../lib/abortable';

/** Rejects when the worker script fails to load or throws at top level (Comlink alone would wait forever). */
function workerFailure(worker: Worker, label: string): Promise<never> {
  return new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (e) => reject(new Error(`${label} worker failed to start: ${e.message || 'script error'}`)),
      { once: true },
    );
  });
}

export interface WorkerBridgeOptions<Api> {
  /** Names the worker in devtools and in start-up errors. */
  name: string;
  /** `new Worker(new URL(…, import.meta.url), …)` written at the call site, so the bundler sees the URL. */
  create: () => Worker;
  /**
   * The first call on a fresh worker. It doubles as the start-up check: a worker that fails to load
   * rejects instead of hanging, and a failed start is forgotten so the next call starts a new worker.
   */
  init: (api: Comlink.Remote<Api>) => Promise<unknown>;
  /** Terminate after this long without a running call; left out, the worker stays once started. */
  idleStopMs?: number;
  /**
   * Terminate the worker when the only running call aborts: its work cannot be interrupted, and dropping
   * the worker frees what it holds at once (a decoded photo).
   */
  stopOnAbort?: boolean;
}

/**
 * The main-thread side of one Comlink worker (squoosh's worker-bridge shape): started lazily by the first
 * call, every call takes an AbortSignal, and the worker is terminated when idle or, where it pays, on abort.
 */
export class WorkerBridge<Api> {
  private worker: Worker | undefined;
  private api: Comlink.Remote<Api> | undefined;
  private ready: Promise<Comlink.Remote<Api>> | undefined;
  private running = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly opts: WorkerBridgeOptions<Api>) {}

  /** The worker's API while one is started (for calls that steer a running job, such as pause). */
  get current(): Comlink.Remote<Api> | undefined {
    return this.api;
  }

  /** Settles once the current worker has started; undefined when none is. */
  get started(): Promise<Comlink.Remote<Api>> | undefined {
    return this.ready;
  }

  private start(): Promise<Comlink.Remote<Api>> {
    clearTimeout(this.idleTimer);
    if (this.ready) return this.ready;
    const w = this.opts.create();
    this.worker = w;
    const api = Comlink.wrap<Api>(w);
    this.api = api;
    const started = Promise.resolve()
      .then(() => Promise.race([this.opts.init(api), workerFailure(w, this.opts.name)]))
      .then(() => api);
    this.ready = started;
    started.catch(() => {
      if (this.ready === started) this.stop();
    });
    return started;
  }

  /**
   * Runs `work` on the worker, starting it if needed.
   * @param onAbort tells the worker to drop the job when the signal aborts (the call rejects at once anyway).
   * @throws the signal's reason when aborted; an Error when the worker fails to start; what `work` throws.
   */
  async run<T>(
    signal: AbortSignal | undefined,
    work: (api: Comlink.Remote<Api>) => Promise<T>,
    onAbort?: (api: Comlink.Remote<Api>) => void,
  ): Promise<T> {
    signal?.throwIfAborted();
    this.running++;
    try {
      const api = await abortable(this.start(), signal);
      return await abortable(work(api), signal, () => {
        onAbort?.(api);
        if (this.opts.stopOnAbort && this.running === 1) this.stop();
      });
    } finally {
      this.running--;
      const idle = this.opts.idleStopMs;
      if (this.running === 0 && this.worker && idle !== undefined) this.idleTimer = setTimeout(() => this.stop(), idle);
    }
  }

  /** Terminates the worker now; the next call starts a new one. */
  stop(): void {
    clearTimeout(this.idleTimer);
    this.worker?.terminate();
    this.worker = undefined;
    this.api = undefined;
    this.ready = undefined;
  }
}
