import { encodeForm, sealRequest } from '../../protocol/envelope';
import { common } from '../chat/push-client';
import { runLoad } from '../lib/load';
import type { LoadResult } from '../lib/load';
import { median, round } from '../lib/result';
import type { BenchContext, BenchOutcome } from '../lib/result';
import { startSink } from '../lib/sink-server';
import { videoBytes } from '../../tests/support/video-bytes';
import { chatAcross, uploadOnce } from './flows';
import { startStack } from './stack';
import type { Stack } from './stack';

// Scale-out on one machine: nginx over three processes against nginx over one (the same cluster, a second
// nginx in front of its first process), alternating round by round so the machine's drift hits both alike;
// chat delivery between streams held on different processes; sliced uploads through each front and to a
// bare sink. Needs PostgreSQL (CLUSTER_BENCH_PG, a database the bench creates a schema in and drops) and nginx.

// Clear of 4369, which RabbitMQ's epmd holds on these machines, and of the cluster tests' 4400–4429.
const PORT = Number(process.env.CLUSTER_BENCH_PORT ?? 4470);
const CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 12);
const FULL = { seconds: 5, rounds: 5, streams: 500, sends: 300, concurrent: 10, uploadMb: 32, uploads: 3 };
const QUICK: typeof FULL = { seconds: 1, rounds: 1, streams: 60, sends: 30, concurrent: 5, uploadMb: 4, uploads: 1 };
/** Before each measured run: three processes share its requests, so each gets a third of the warming. */
const WARMUP_MS = 2000;
const SLICE_BYTES = 2 * 1024 * 1024;

type Endpoint = 'getInfoList' | 'userinfo';
const PATHS: Record<Endpoint, { path: string; payload: object }> = {
  getInfoList: { path: '/api/info/getInfoList', payload: { page: 1, pageSize: 20 } },
  userinfo: { path: '/api/user/userinfo', payload: {} },
};

async function loadRound(stack: Stack, front: string, endpoint: Endpoint, token: string, seconds: number) {
  const { path, payload } = PATHS[endpoint];
  const now = Math.floor(Date.now() / 1000);
  const body = encodeForm(await sealRequest(stack.cipher, payload, common(endpoint === 'userinfo' ? token : ''), now));
  const cpu0 = await stack.cpuSeconds();
  const r = await runLoad({
    url: `${front}/api.php${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    connections: CONNECTIONS,
    durationMs: seconds * 1000,
    warmupMs: WARMUP_MS,
  });
  const cpu1 = await stack.cpuSeconds();
  // The CPU covers the run's warm-up too: under the same load, so the rate per second is the same.
  const loaded = seconds + WARMUP_MS / 1000;
  return { ...r, cpu: cpu1.map((c, i) => round((c - cpu0[i]!) / loaded)) };
}

type Measured = LoadResult & { cpu: number[] };

function outcome(endpoint: Endpoint, one: Measured[], three: Measured[], seconds: number): BenchOutcome {
  const rps = (xs: Measured[]) => round(median(xs.map((x) => x.rps)));
  const errors = [...one, ...three].reduce((n, x) => n + x.errors, 0);
  if (errors > 0) throw new Error(`${errors} ${endpoint} requests failed under load`);
  const detail = (xs: Measured[]) => ({
    p50Ms: round(median(xs.map((x) => x.p50Ms))),
    p99Ms: round(median(xs.map((x) => x.p99Ms))),
    runs: xs.map((x) => round(x.rps)),
    cpuPerProcess: xs.map((x) => x.cpu),
  });
  return {
    id: `cluster-${endpoint}`,
    metric: `${endpoint} through nginx, 3 processes (one PostgreSQL), ${CONNECTIONS} connections`,
    unit: 'req/s',
    better: 'higher',
    ours: rps(three),
    runs: three.map((x) => round(x.rps)),
    baselines: [{ name: '1 process', value: rps(one) }],
    limits: [],
    details: {
      three: detail(three),
      one: detail(one),
      roundRatios: three.map((x, i) => round(x.rps / one[i]!.rps)),
      secondsPerRun: seconds,
      cpuNote: 'CPU seconds per second of each app process (process_cpu_seconds_total), per round',
    },
  };
}

export default async function clusterBench({ root, log, quick }: BenchContext): Promise<BenchOutcome[]> {
  const databaseUrl = process.env.CLUSTER_BENCH_PG;
  if (!databaseUrl) {
    log('CLUSTER_BENCH_PG unset (a PostgreSQL database the bench may use): cluster bench skipped');
    return [];
  }
  const size = quick ? QUICK : FULL;
  const stack = await startStack(root, databaseUrl, PORT, 60);
  try {
    const out: BenchOutcome[] = [];
    const [reader] = await stack.users(1);
    for (const endpoint of ['getInfoList', 'userinfo'] as const) {
      const one: Measured[] = [];
      const three: Measured[] = [];
      // Round 0 warms both up (JIT, caches, connections) and is not counted.
      for (let r = quick ? 0 : -1; r < size.rounds; r++) {
        const a = await loadRound(stack, stack.one, endpoint, reader!.token, size.seconds);
        const b = await loadRound(stack, stack.three, endpoint, reader!.token, size.seconds);
        log(
          `${endpoint} round ${r + 1}${r < 0 ? ' (warm-up)' : ''}: 1 process ${round(a.rps)} req/s (p50 ${round(a.p50Ms)}, p99 ${round(a.p99Ms)} ms, cpu ${a.cpu.join('/')}); ` +
            `3 processes ${round(b.rps)} req/s (p50 ${round(b.p50Ms)}, p99 ${round(b.p99Ms)} ms, cpu ${b.cpu.join('/')})`,
        );
        if (r >= 0) {
          one.push(a);
          three.push(b);
        }
      }
      out.push(outcome(endpoint, one, three, size.seconds));
    }

    const chat = await chatAcross(
      stack.cipher,
      stack.nodes,
      await stack.users(size.streams),
      size.sends,
      size.concurrent,
    );
    log(
      `chat across processes, ${size.streams} streams: p50 ${round(chat.p50)} ms, p99 ${round(chat.p99)} ms; send call p50 ${round(chat.sendP50)} ms`,
    );
    const chatDetails = {
      streams: size.streams,
      sends: size.sends,
      concurrentSends: size.concurrent,
      sendCallP50Ms: round(chat.sendP50),
    };
    out.push({
      id: 'cluster-chat-p99',
      metric: `chat delivery p99 across processes (sent on one, stream on another), ${size.streams} open streams`,
      unit: 'ms',
      better: 'lower',
      ours: round(chat.p99),
      runs: [round(chat.p99)],
      baselines: [],
      limits: [{ name: 'goal', value: 250 }],
      details: { ...chatDetails, p50Ms: round(chat.p50) },
    });

    const file = videoBytes(size.uploadMb * 1024 * 1024);
    const plan = { file, sliceBytes: SLICE_BYTES, parallel: 3 };
    const sink = await startSink();
    const figures = { three: [] as number[], one: [] as number[], sink: [] as number[] };
    try {
      for (let r = 0; r < size.uploads; r++) {
        const [u1, u3] = await stack.users(2);
        figures.one.push(round(await uploadOnce(stack.cipher, stack.signKey, stack.one, u1!.token, plan)));
        figures.three.push(round(await uploadOnce(stack.cipher, stack.signKey, stack.three, u3!.token, plan)));
        figures.sink.push(round(await uploadOnce(stack.cipher, stack.signKey, '', '', plan, sink.url)));
        log(
          `upload ${size.uploadMb} MB round ${r + 1}: 1 process ${figures.one.at(-1)} MB/s, 3 processes ${figures.three.at(-1)} MB/s, bare sink ${figures.sink.at(-1)} MB/s`,
        );
      }
    } finally {
      await sink.close();
    }
    out.push({
      id: 'cluster-upload',
      metric: `sliced upload (${size.uploadMb} MB, 2 MB slices, 3 in flight) through nginx over 3 processes, createUpload → done`,
      unit: 'MB/s',
      better: 'higher',
      ours: median(figures.three),
      runs: figures.three,
      baselines: [{ name: '1 process', value: median(figures.one) }],
      limits: [{ name: 'bare sink', value: median(figures.sink) }],
      details: { oneProcessRuns: figures.one, sinkRuns: figures.sink },
    });
    return out;
  } finally {
    await stack.stop();
  }
}
