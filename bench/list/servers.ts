import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The two servers of the list bench, each in its own process (so the load generator never shares their
// event loop): goldpost from source (tsx) on a throwaway database, and Fastify's hello world.

const START_TIMEOUT_MS = 180_000;

export interface Running {
  url: string;
  stop(): Promise<void>;
}

export interface AppKeys {
  apiKey: string;
  apiIv: string;
  signKey: string;
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = pattern.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening:\n${output}`));
    });
  });
}

function stopper(child: ChildProcess, after?: () => Promise<void>): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    await after?.();
  };
}

/** Fastify's hello world (its own benchmark's shape), the list bench's limit. */
const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('listening on http://127.0.0.1:' + app.server.address().port);
`;

export async function startHello(root: string): Promise<Running> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForLine(child, /listening on (http:\/\/\S+)/);
  return { url, stop: stopper(child) };
}

/** Empties a PostgreSQL database the bench owns (its public schema), so the app migrates and seeds afresh. */
async function resetPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

async function analyzePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** goldpost on `port`, seeded with `seedPosts` posts, SQLite in a temp folder or the given PostgreSQL. */
export async function startGoldpost(opts: {
  root: string;
  port: number;
  seedPosts: number;
  databaseUrl: string | null;
}): Promise<Running & { keys: AppKeys }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'goldpost-bench-list-'));
  if (opts.databaseUrl) await resetPostgres(opts.databaseUrl);
  const hex = (n: number) => randomBytes(n).toString('hex');
  const keys = { apiKey: hex(16), apiIv: hex(16), signKey: hex(32) };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: '1',
    SEED_POSTS: String(opts.seedPosts),
    LOG_LEVEL: 'warn',
    API_KEY: keys.apiKey,
    API_IV: keys.apiIv,
    SIGN_KEY: keys.signKey,
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  // LIST_BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (where the time goes).
  const profile = process.env.LIST_BENCH_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(opts.root, 'server/main.ts')], {
    cwd: opts.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForLine(child, /goldpost listening on (http:\/\/\S+)/);
  // Planner statistics, as autovacuum would have gathered on a database in service.
  if (opts.databaseUrl) await analyzePostgres(opts.databaseUrl);
  return { url, keys, stop: stopper(child, () => rm(dataDir, { recursive: true, force: true })) };
}
