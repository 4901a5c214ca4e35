import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The Prometheus metrics of this process (served by http/metrics.ts; the list is in docs/operations.md
// "Metrics"). One registry per process: the ledger and the uploads count from code that has no app at hand,
// and the apps of one process (tests build several) add up as their process does.

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Seconds; from a cached reply (a millisecond) to a slow slice upload over a poor link. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: 'goldpost_http_requests_total',
  help: 'Requests answered, by method, route pattern (or API endpoint) and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'goldpost_http_request_duration_seconds',
  help: 'Time from the request to its answer, by method and route pattern (or API endpoint).',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const pushStreamsOpen = new Gauge({
  name: 'goldpost_push_streams_open',
  help: 'Chat push streams (SSE) this process holds open.',
  registers: [registry],
});

export const fanoutLag = new Histogram({
  name: 'goldpost_chat_fanout_lag_seconds',
  help: 'PostgreSQL: from an event being sent (NOTIFY in its transaction) to its arrival at this process.',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export type UploadTransport = 'image' | 'slice' | 'piece' | 'mp4';

const uploadBytes = new Counter({
  name: 'goldpost_upload_bytes_total',
  help: 'File bytes the upload endpoints took in, by transport (refused uploads included).',
  labelNames: ['transport'] as const,
  registers: [registry],
});

const uploadSlices = new Counter({
  name: 'goldpost_upload_slices_total',
  help: 'Video slices accepted: stored, or already held (a retried slice).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const ledgerTransfers = new Counter({
  name: 'goldpost_ledger_transfers_total',
  help: 'Ledger transfers written by this process, by kind.',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const jobQueueDepth = new Gauge({
  name: 'goldpost_job_queue_depth',
  help: 'Jobs waiting in a queue (set by the queue).',
  labelNames: ['queue'] as const,
  registers: [registry],
});

const jobFailures = new Counter({
  name: 'goldpost_job_failures_total',
  help: 'Job runs that failed, by queue (periodic: the sweeps).',
  labelNames: ['queue'] as const,
  registers: [registry],
});

const periodicRuns = new Counter({
  name: 'goldpost_periodic_runs_total',
  help: 'Periods of a periodic job (the sweeps) this process claimed and ran, by job.',
  labelNames: ['job'] as const,
  registers: [registry],
});

/** The same bytes, counted into goldpost_upload_bytes_total as they pass. */
export async function* countingBytes(
  source: AsyncIterable<Uint8Array>,
  transport: UploadTransport,
): AsyncGenerator<Uint8Array> {
  const counter = uploadBytes.labels({ transport });
  for await (const chunk of source) {
    counter.inc(chunk.byteLength);
    yield chunk;
  }
}

export function countSlice(duplicate: boolean): void {
  uploadSlices.inc({ outcome: duplicate ? 'duplicate' : 'stored' });
}

/** Called once a transfer's rows are written in its transaction. */
export function countLedgerTransfer(kind: string): void {
  ledgerTransfers.inc({ kind });
}

/** For a job queue: how many jobs wait in `queue` now (the queue sets it as it changes, or when it polls). */
export function setJobQueueDepth(queue: string, depth: number): void {
  jobQueueDepth.set({ queue }, depth);
}

export function countPeriodicRun(job: string): void {
  periodicRuns.inc({ job });
}

export function countJobFailure(queue: string): void {
  jobFailures.inc({ queue });
}

/** The counts a pg.Pool exposes (totalCount, idleCount, waitingCount). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<PoolCounts>();

new Gauge({
  name: 'goldpost_db_pool_connections',
  help: 'PostgreSQL pool connections: total (open), idle, and waiting (queries queued for a connection).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    // SQLite has no pool: nothing rather than zeros that would read as an exhausted one.
    if (pools.size === 0) return this.reset();
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const p of pools) {
      total += p.totalCount;
      idle += p.idleCount;
      waiting += p.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

/** Adds a pool to goldpost_db_pool_connections until the returned function is called (its close). */
export function watchPool(pool: PoolCounts): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}
