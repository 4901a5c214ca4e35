import { encodeForm, openReply, sealRequest } from '../../protocol/envelope';
import type { Page, PostCard } from '../../protocol/types';
import { createNodeCipher } from '../../server/lib/node-cipher';
import { runLoad } from '../lib/load';
import type { LoadResult } from '../lib/load';
import { median, round } from '../lib/result';
import type { BenchContext, BenchOutcome } from '../lib/result';
import { startGoldpost, startHello } from './servers';
import type { AppKeys } from './servers';

// The encrypted list endpoint (getInfoList, 20 cards) under load, against Fastify's hello world on the same
// machine with the same connections, on SQLite and on PostgreSQL (LIST_BENCH_PG, a database the bench may
// empty; unset = SQLite only). Runs alternate between the two servers so drift hits both alike.

const CONNECTIONS = Number(process.env.LIST_BENCH_CONNECTIONS ?? 10);
const FULL = {
  durationMs: Number(process.env.LIST_BENCH_SECONDS ?? 5) * 1000,
  rounds: Number(process.env.LIST_BENCH_ROUNDS ?? 3),
  warmUps: 1,
};
const QUICK: typeof FULL = { durationMs: 1000, rounds: 1, warmUps: 0 };
type Sizes = typeof FULL;
const PAGE_SIZE = 20;
const PORT = Number(process.env.LIST_BENCH_PORT ?? 4640);

const common = {
  bundleId: 'web',
  version: '3.3.1',
  oauth_id: 'bench',
  oauth_new_id: 'bench123',
  oauth_type: 'web',
  language: 'zh',
  via: 'pch',
  token: '',
};

/** A getInfoList form sealed now (the envelope's timestamp window is minutes wide, a run is seconds). */
function listBody(keys: AppKeys) {
  const cipher = createNodeCipher({
    apiKey: Buffer.from(keys.apiKey, 'hex'),
    apiIv: Buffer.from(keys.apiIv, 'hex'),
    signKey: Buffer.from(keys.signKey, 'hex'),
  });
  const seal = async () =>
    encodeForm(await sealRequest(cipher, { page: 1, pageSize: PAGE_SIZE }, common, Math.floor(Date.now() / 1000)));
  return { cipher, seal };
}

async function checkReply(url: string, keys: AppKeys): Promise<void> {
  const b = listBody(keys);
  const res = await fetch(`${url}/api.php/api/info/getInfoList`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: await b.seal(),
  });
  const reply = await openReply<Page<PostCard>>(b.cipher, await res.text());
  const cards = (reply.data as { list?: PostCard[] } | null)?.list?.length;
  if (reply.status !== 1 || cards !== PAGE_SIZE)
    throw new Error(`getInfoList answered ${reply.status}, ${cards} cards`);
}

async function measure(
  db: 'sqlite' | 'postgres',
  databaseUrl: string | null,
  root: string,
  size: Sizes,
  log: (line: string) => void,
): Promise<BenchOutcome> {
  const app = await startGoldpost({ root, port: PORT, seedPosts: 60, databaseUrl });
  const hello = await startHello(root);
  try {
    await checkReply(app.url, app.keys);
    const b = listBody(app.keys);
    const runs = { app: [] as LoadResult[], hello: [] as LoadResult[] };
    // Round 0 warms both up (JIT, the database's caches) and is not counted.
    for (let r = -size.warmUps; r < size.rounds; r++) {
      runs.hello.push(await runLoad({ url: `${hello.url}/`, connections: CONNECTIONS, durationMs: size.durationMs }));
      runs.app.push(
        await runLoad({
          url: `${app.url}/api.php/api/info/getInfoList`,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: await b.seal(),
          connections: CONNECTIONS,
          durationMs: size.durationMs,
        }),
      );
      const a = runs.app.at(-1)!;
      const h = runs.hello.at(-1)!;
      if (r < 0) {
        runs.app.pop();
        runs.hello.pop();
      }
      log(
        `${db} round ${r + 1}${r < 0 ? ' (warm-up)' : ''}: getInfoList ${round(a.rps)} req/s (p50 ${round(a.p50Ms)} ms, p99 ${round(a.p99Ms)} ms, errors ${a.errors}); hello ${round(h.rps)} req/s (p99 ${round(h.p99Ms)} ms)`,
      );
    }
    const errors = runs.app.reduce((n, x) => n + x.errors, 0);
    if (errors > 0) throw new Error(`${errors} getInfoList requests failed under load`);
    const rps = (xs: LoadResult[]) => round(median(xs.map((x) => x.rps)));
    // The machine is shared: a round's two servers see the same load, so the per-round ratio is the steadier figure.
    const roundRatios = runs.app.map((a, i) => round(a.rps / runs.hello[i]!.rps));
    return {
      id: `list-${db}`,
      metric: `encrypted getInfoList (${PAGE_SIZE} cards) under load, ${CONNECTIONS} keep-alive connections, ${db}`,
      unit: 'req/s',
      better: 'higher',
      ours: rps(runs.app),
      runs: runs.app.map((x) => round(x.rps)),
      baselines: [],
      limits: [{ name: 'fastify hello world', value: rps(runs.hello) }],
      details: {
        p50Ms: round(median(runs.app.map((x) => x.p50Ms))),
        p99Ms: round(median(runs.app.map((x) => x.p99Ms))),
        roundRatios,
        medianRoundRatio: round(median(roundRatios)),
        helloP99Ms: round(median(runs.hello.map((x) => x.p99Ms))),
        helloRuns: runs.hello.map((x) => round(x.rps)),
        secondsPerRun: size.durationMs / 1000,
        loadGenerator: 'bench/lib/load.ts (node:http keep-alive agent, closed loop, in the bench process)',
      },
    };
  } finally {
    await hello.stop();
    await app.stop();
  }
}

export default async function listBench({ root, log, quick }: BenchContext): Promise<BenchOutcome[]> {
  const size = quick ? QUICK : FULL;
  const out = [await measure('sqlite', null, root, size, log)];
  const pgUrl = process.env.LIST_BENCH_PG;
  if (pgUrl) out.push(await measure('postgres', pgUrl, root, size, log));
  else log('LIST_BENCH_PG unset: PostgreSQL skipped');
  return out;
}
