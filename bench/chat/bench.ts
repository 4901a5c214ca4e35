// Chat delivery over loopback: one server process (a child, SQLite) with 200 open push streams; latency from
// just before the sending call to the recipient's stream having the event opened (decrypted) as the client
// does; then memory per open stream and how many streams the process holds. Not a test: numbers only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushEvent } from '../../protocol/chat';
import { createNodeCipher } from '../../server/lib/node-cipher';
import { median, round } from '../lib/result';
import type { BenchContext, BenchOutcome } from '../lib/result';
import { openStream, post } from './push-client';
import type { Stream } from './push-client';

const PORT = 4301;

interface Sizes {
  /** Streams that send and receive; the first half writes to the second. */
  open: number;
  runs: number;
  sendsPerRun: number;
  concurrentSends: number;
  /** Streams opened for the memory and capacity figures; the file-descriptor limit (ulimit -n) caps it. */
  rampTo: number;
  rampBatch: number;
  memoryAt: number;
}

const FULL: Sizes = {
  open: 200,
  runs: 5,
  sendsPerRun: 100,
  concurrentSends: 10,
  rampTo: 19_000,
  rampBatch: 250,
  memoryAt: 5_000,
};
// Well under CI's file-descriptor limit, whatever it is.
const QUICK: Sizes = {
  open: 20,
  runs: 1,
  sendsPerRun: 20,
  concurrentSends: 5,
  rampTo: 200,
  rampBatch: 100,
  memoryAt: 100,
};

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export default async function chatBench({ root, log, quick }: BenchContext) {
  const size = quick ? QUICK : FULL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'goldpost-bench-chat-'));
  const keys = { API_KEY: randomBytes(16), API_IV: randomBytes(16), SIGN_KEY: randomBytes(32) };
  const cipher = createNodeCipher({ apiKey: keys.API_KEY, apiIv: keys.API_IV, signKey: keys.SIGN_KEY });
  const tokensFile = path.join(dataDir, 'tokens.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    SEED: '0',
    USERS: String(size.rampTo + size.open),
    // Someone written to out of the blue must publish something (requirePeer): these users have a post each.
    POSTERS: String(size.open),
    TOKENS_FILE: tokensFile,
    API_KEY: keys.API_KEY.toString('hex'),
    API_IV: keys.API_IV.toString('hex'),
    SIGN_KEY: keys.SIGN_KEY.toString('hex'),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/chat/server.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const streams: Stream[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (c: Buffer) => (c.toString().includes('ready') ? resolve() : undefined));
      child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    });
    const origin = `http://127.0.0.1:${PORT}`;
    const users = JSON.parse(await readFile(tokensFile, 'utf8')) as { id: number; token: string }[];
    const rssStart = await rssMb(child.pid!);

    // 200 streams; the first half sends to the second half.
    const waiting = new Map<string, (atMs: number) => void>();
    const onEvent = (e: PushEvent, atMs: number) => {
      if (e.type === 'message') waiting.get(e.message.body)?.(atMs);
    };
    for (let i = 0; i < size.open; i += 50) {
      const batch = users
        .slice(i, Math.min(size.open, i + 50))
        .map((u) => openStream(cipher, origin, u.token, onEvent));
      streams.push(...(await Promise.all(batch)));
    }
    log(`${size.open} streams open; server RSS ${round(await rssMb(child.pid!))} MB`);

    const p50s: number[] = [];
    const p99s: number[] = [];
    const rtts: number[] = [];
    for (let run = 0; run < size.runs; run++) {
      const lat: number[] = [];
      const rtt: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: size.concurrentSends }, async () => {
          for (let k = next++; k < size.sendsPerRun; k = next++) {
            const from = users[k % (size.open / 2)]!;
            const to = users[size.open / 2 + (k % (size.open / 2))]!;
            const body = `r${run}m${k}`;
            const got = new Promise<number>((resolve) => waiting.set(body, resolve));
            const t0 = performance.now();
            const r = await post(cipher, origin, '/api/message/chating', { id: to.id, kind: 'text', body }, from.token);
            rtt.push(performance.now() - t0);
            if (r.status !== 1) throw new Error(`send refused: ${r.msg}`);
            lat.push((await got) - t0);
            waiting.delete(body);
          }
        }),
      );
      p50s.push(round(quantile(lat, 0.5)));
      p99s.push(round(quantile(lat, 0.99)));
      rtts.push(round(quantile(rtt, 0.5)));
      log(`run ${run + 1}: delivery p50 ${p50s.at(-1)} ms, p99 ${p99s.at(-1)} ms; send call p50 ${rtts.at(-1)} ms`);
    }

    // Idle streams, one user each, until the ramp target or the first refusal.
    const rssAtOpen = await rssMb(child.pid!);
    let memoryPerStreamKb = NaN;
    let held = streams.length;
    let stopReason = `reached the ramp target ${size.rampTo + size.open}`;
    for (let i = size.open; i < users.length; i += size.rampBatch) {
      const batch = users.slice(i, i + size.rampBatch).map((u) => openStream(cipher, origin, u.token));
      const settled = await Promise.allSettled(batch);
      for (const s of settled) if (s.status === 'fulfilled') streams.push(s.value);
      held = streams.length;
      const failed = settled.find((s) => s.status === 'rejected');
      if (held - size.open >= size.memoryAt && Number.isNaN(memoryPerStreamKb)) {
        memoryPerStreamKb = round((((await rssMb(child.pid!)) - rssAtOpen) * 1024) / (held - size.open));
        log(`${held} streams: ${memoryPerStreamKb} KB RSS per stream`);
      }
      if (failed) {
        stopReason = `refused at ${held}: ${String((failed as PromiseRejectedResult).reason)}`;
        break;
      }
    }
    const rssEnd = await rssMb(child.pid!);
    log(`held ${held} streams (${stopReason}); server RSS ${round(rssStart)} → ${round(rssEnd)} MB`);

    const env0 = {
      streams: size.open,
      sendsPerRun: size.sendsPerRun,
      concurrentSends: size.concurrentSends,
      dialect: 'sqlite',
    };
    return [
      {
        id: 'chat-delivery-p50',
        metric: `chat delivery latency p50, send → opened on the recipient's stream, ${size.open} open streams`,
        unit: 'ms',
        better: 'lower',
        ours: median(p50s),
        runs: p50s,
        baselines: [],
        limits: [{ name: 'send call round trip p50', value: median(rtts) }],
        details: env0,
      },
      {
        id: 'chat-delivery-p99',
        metric: `chat delivery latency p99, send → opened on the recipient's stream, ${size.open} open streams`,
        unit: 'ms',
        better: 'lower',
        ours: median(p99s),
        runs: p99s,
        baselines: [],
        limits: [],
        details: env0,
      },
      {
        id: 'chat-memory-per-stream',
        metric: `server RSS per open push stream (${size.memoryAt} idle streams)`,
        unit: 'KB',
        better: 'lower',
        ours: memoryPerStreamKb,
        runs: [memoryPerStreamKb],
        baselines: [],
        limits: [],
      },
      {
        id: 'chat-streams-held',
        metric: 'open push streams one server process held',
        unit: 'streams',
        better: 'higher',
        ours: held,
        runs: [held],
        baselines: [],
        limits: [],
        details: {
          stopReason,
          rssStartMb: round(rssStart),
          rssEndMb: round(rssEnd),
          fdLimitNote: 'ulimit -n 20000 here',
        },
      },
    ] satisfies BenchOutcome[];
  } finally {
    for (const s of streams) s.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}
