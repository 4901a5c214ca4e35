import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { encodeForm, openReply, sealRequest } from '../../../protocol/envelope';
import type { Reply } from '../../../protocol/envelope';
import { keysByVariable } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import type { Db } from '../../../server/db/database';
import { TEST_KEYS, commonFields, nowS, testCipher } from '../helper';
import { findNginx, nginxConfig } from '../../../scripts/cluster-nginx';

// `npm run cluster` as a person runs it (from source, so no build is needed), for the tests that need the
// real thing: nginx round-robin over three processes on one PostgreSQL database and s3rver. Each test file
// starts one on its own ports (CLUSTER_TEST_PORT + offset: nginx, the three processes, the store at +9).

export const HAS_NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p));
// Above 4369, which RabbitMQ's epmd holds on these machines.
export const clusterPort = (offset: number) => Number(process.env.CLUSTER_TEST_PORT || 4400) + offset;

export interface ClusterRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function runCluster(env: NodeJS.ProcessEnv): ClusterRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', '--source'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

/** One envelope call over HTTP; `ip` is believed as the client's address (every process trusts loopback). */
export async function callOver<T>(origin: string, path: string, payload: object, token = '', ip?: string) {
  const form = await sealRequest(testCipher, payload, commonFields(token), nowS());
  const res = await fetch(`${origin}/api.php${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: encodeForm(form),
  });
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return openReply<T>(testCipher, await res.text()) as Promise<Reply<T>>;
}

export interface Cluster {
  run: ClusterRun;
  port: number;
  front: string;
  node: (i: number) => string;
  /** The cluster's database (its own schema), for what a test sets up or checks directly. */
  db: Db;
  /** Where the cluster keeps what its processes share (keys, gateway secret, the store's files). */
  dir: string;
  /** The URL of the cluster's schema, for a process started beside it. */
  databaseUrl: string;
  /** The variables the cluster's processes share (the test client's envelope keys among them). */
  keys: Record<string, string>;
  stop(): Promise<number | null>;
  dispose(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Starts a cluster in a schema of its own, waiting until it says it is up. */
export async function startCluster(port: number, env: NodeJS.ProcessEnv = {}): Promise<Cluster> {
  const schema = `cl_${randomBytes(5).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'goldpost-cluster-test-'));
  await admin(`create schema ${schema}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // The envelope keys of the test client; the rest (upload secret, gateway secret) generated once.
  const keys = keysByVariable({ ...TEST_KEYS, uploadSecret: randomBytes(32).toString('hex') });
  const run = runCluster({
    ...keys,
    DATABASE_URL: url.toString(),
    PORT: String(port),
    CLUSTER_DIR: dir,
    LOG_LEVEL: 'warn',
    ...env,
  });
  for (let i = 0; i < 1800 && !run.output().includes('goldpost cluster on'); i++) {
    if (run.child.exitCode !== null) throw new Error(`cluster exited: ${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!run.output().includes(`goldpost cluster on http://127.0.0.1:${port}`)) throw new Error(run.output());
  const db = openDatabase({ dataDir: dir, databaseUrl: process.env.DATABASE_URL!, pgSchema: schema });
  const stop = async () => {
    if (run.child.exitCode === null) run.child.kill('SIGTERM');
    return run.exited;
  };
  return {
    run,
    port,
    front: `http://127.0.0.1:${port}`,
    node: (i) => `http://127.0.0.1:${port + 1 + i}`,
    db,
    dir,
    databaseUrl: url.toString(),
    keys,
    stop,
    async dispose() {
      await stop();
      await db.destroy();
      await admin(`drop schema if exists ${schema} cascade`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** nginx as `npm run cluster` configures it, on `port`, over the given upstream ports; stop() ends it. */
export async function startNginx(port: number, upstreams: number[]): Promise<{ stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'goldpost-nginx-test-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, upstreams }));
  const child = spawn(findNginx(), ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf], { stdio: 'ignore' });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  for (let i = 0; i < 100; i++) {
    // A bare connection: a request would reach an upstream, and a dead one would be set aside for a while.
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The size and MD5 recorded for an assembled upload's file, taken from its stored bytes. Tests read these, not
 * the file over /media/: once its ladder job has run (made or, for random bytes, refused), the original is no
 * longer served.
 */
export async function storedVideo(db: Db, path: string): Promise<{ md5: string; size: number }> {
  const row = await db.selectFrom('videos').select(['md5', 'size']).where('path', '=', path).executeTakeFirstOrThrow();
  return { md5: row.md5, size: Number(row.size) };
}
