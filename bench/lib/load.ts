import { Agent, request } from 'node:http';
import { median } from './result';

// A small closed-loop load generator (autocannon's model): N keep-alive connections, each sending its next
// request as soon as the previous answer has been read whole, for a fixed time after a warm-up.

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The request body, asked for per request (so a timestamped body can be renewed); none for GET. */
  body?: () => Buffer;
  connections: number;
  durationMs: number;
  warmupMs?: number;
}

export interface LoadResult {
  requests: number;
  /** Answers other than 200, and failed requests. */
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

function once(agent: Agent, url: URL, opts: LoadOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = opts.body?.();
    const req = request(
      url,
      {
        agent,
        method: opts.method ?? 'GET',
        headers: { ...opts.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(opts.url);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  let recording = false;
  let stop = false;
  const lane = async () => {
    while (!stop) {
      const t0 = performance.now();
      const status = await once(agent, url, opts).catch(() => 0);
      if (!recording) continue;
      latencies.push(performance.now() - t0);
      if (status !== 200) errors++;
    }
  };
  const lanes = Array.from({ length: opts.connections }, lane);
  await new Promise((r) => setTimeout(r, opts.warmupMs ?? 1000));
  recording = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, opts.durationMs));
  recording = false;
  const seconds = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(lanes);
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50Ms: latencies.length ? median(latencies) : NaN,
    p99Ms: percentile(sorted, 0.99),
  };
}
