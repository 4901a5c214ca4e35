import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchPost } from '../lib/post-row';
import { openDatabase } from '../../server/db/database';
import type { Db } from '../../server/db/database';
import { createSession } from '../../server/domain/accounts';
import { createNodeCipher } from '../../server/lib/node-cipher';
import type { EnvelopeCipher } from '../../protocol/envelope';
import { findNginx, nginxConfig } from '../../scripts/cluster-nginx';

// The cluster bench's stack: `npm run cluster` (nginx over three processes, one PostgreSQL schema of its own,
// s3rver) and a second nginx in front of its first process only, so one and three processes are measured
// side by side, through the same kind of front, in one run.

/** nginx over the first process alone listens here, above the processes and below the store (PORT + 9). */
const SINGLE_OFFSET = 8;

export interface Stack {
  three: string;
  one: string;
  nodes: string[];
  db: Db;
  cipher: EnvelopeCipher;
  signKey: Buffer;
  /** Users with a session each (VIP, with a public post: anyone may write to them). */
  users(n: number): Promise<{ id: number; token: string }[]>;
  /** process_cpu_seconds_total of each app process, from its /metrics. */
  cpuSeconds(): Promise<number[]>;
  stop(): Promise<void>;
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function waitFor(child: ChildProcess, text: string, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (output().includes(text)) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`cluster exited:\n${output()}`));
      }
    }, 100);
  });
}

export async function startStack(root: string, databaseUrl: string, port: number, seedPosts: number): Promise<Stack> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await admin(databaseUrl, `create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'goldpost-bench-cluster-'));
  const keys = { apiKey: randomBytes(16), apiIv: randomBytes(16), signKey: randomBytes(32) };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', '--source'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      CLUSTER_DIR: dir,
      SEED_POSTS: String(seedPosts),
      LOG_LEVEL: 'warn',
      API_KEY: keys.apiKey.toString('hex'),
      API_IV: keys.apiIv.toString('hex'),
      SIGN_KEY: keys.signKey.toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await waitFor(child, 'goldpost cluster on', () => out);

  const nodes = [1, 2, 3].map((i) => `http://127.0.0.1:${port + i}`);
  const singlePort = port + SINGLE_OFFSET;
  const nginxDir = path.join(dir, 'nginx-one');
  await mkdir(nginxDir, { recursive: true });
  const conf = path.join(nginxDir, 'nginx.conf');
  await writeFile(conf, nginxConfig({ dir: nginxDir, port: singlePort, upstreams: [port + 1] }));
  const nginx = spawn(findNginx(), ['-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', conf], {
    stdio: 'ignore',
  });
  const nginxExited = new Promise<void>((r) => nginx.once('exit', () => r()));
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${singlePort}/healthz`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const db = openDatabase({ dataDir: dir, databaseUrl, pgSchema: schema });
  const cipher = createNodeCipher(keys);
  let made = 0;
  return {
    three: `http://127.0.0.1:${port}`,
    one: `http://127.0.0.1:${singlePort}`,
    nodes,
    db,
    cipher,
    signKey: keys.signKey,
    async users(n) {
      const nowS = Math.floor(Date.now() / 1000);
      const out: { id: number; token: string }[] = [];
      for (let start = 0; start < n; start += 250) {
        const rows = Array.from({ length: Math.min(250, n - start) }, () => {
          const k = made++;
          return {
            username: `cbench${k}`,
            password_hash: 'x',
            nickname: `bench ${k}`,
            avatar: null,
            vip_level: 1,
            vip_expires_at: null,
            incode: `CB${k}`,
            invited_by: null,
            created_at: nowS,
          };
        });
        const ids = await db.insertInto('users').values(rows).returning('id').execute();
        await db
          .insertInto('posts')
          .values(ids.map(({ id }) => benchPost(id, nowS)))
          .execute();
        for (const { id } of ids)
          out.push({ id, token: await createSession(db, id, { ip: '127.0.0.1', userAgent: 'bench' }, nowS) });
      }
      return out;
    },
    async cpuSeconds() {
      return Promise.all(
        nodes.map(async (n) => {
          const text = await (await fetch(`${n}/metrics`)).text();
          const line = text.split('\n').find((l) => l.startsWith('process_cpu_seconds_total '));
          return Number(line?.split(' ')[1] ?? NaN);
        }),
      );
    },
    async stop() {
      nginx.kill('SIGTERM');
      await nginxExited;
      child.kill('SIGTERM');
      await exited;
      await db.destroy();
      await admin(databaseUrl, `drop schema if exists ${schema} cascade`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
