import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findDebianBinary } from '../../scripts/debian-binary';

// Load from wrk (Debian's package): N keep-alive connections, each sending its next request as soon as the
// previous answer is read. It is C on one thread, so it leaves the machine's cores to the servers it
// measures: Node's own http client cost ≈ 0.35 core at 8,000 req/s, which on two cores is a third of what a
// scaled-out cluster has to spare.

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The same body for every request of the run (a sealed envelope stays valid for minutes). */
  body?: Buffer | string;
  connections: number;
  durationMs: number;
  /** Load before the measured run, not counted (JIT, caches, connections). */
  warmupMs?: number;
}

export interface LoadResult {
  requests: number;
  /** Answers of 400 and over, and failed connections, reads, writes and timeouts. */
  errors: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

const run = promisify(execFile);

const wrk = () => findDebianBinary({ candidates: ['/usr/bin/wrk', '/usr/local/bin/wrk'], pkg: 'wrk' });

/** The request, and one line of JSON when the run is done (wrk's own summary is for people). */
const script = (opts: LoadOptions, bodyFile: string | null) => `
wrk.method = ${JSON.stringify(opts.method ?? 'GET')}
${Object.entries(opts.headers ?? {})
  .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
  .join('\n')}
${bodyFile ? `local f = assert(io.open(${JSON.stringify(bodyFile)}, "rb")) wrk.body = f:read("*a") f:close()` : ''}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"errors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'goldpost-load-'));
  try {
    const bodyFile = opts.body === undefined ? null : path.join(dir, 'body');
    if (bodyFile) await writeFile(bodyFile, opts.body!);
    const lua = path.join(dir, 'request.lua');
    await writeFile(lua, script(opts, bodyFile));
    const once = async (ms: number) => {
      const seconds = `${Math.max(1, Math.round(ms / 1000))}s`;
      const args = ['-t1', `-c${opts.connections}`, `-d${seconds}`, '--timeout', '10s', '-s', lua, opts.url];
      const { stdout } = await run(wrk(), args, { maxBuffer: 1 << 20 });
      const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
      if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
      return JSON.parse(line) as { requests: number; durationUs: number; errors: number; p50Us: number; p99Us: number };
    };
    await once(opts.warmupMs ?? 1000);
    const r = await once(opts.durationMs);
    return {
      requests: r.requests,
      errors: r.errors,
      rps: r.requests / (r.durationUs / 1e6),
      p50Ms: r.p50Us / 1000,
      p99Ms: r.p99Us / 1000,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
