import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeForm, openReply, sealRequest } from '../../protocol/envelope';
import { DEMO_LOGINS } from '../../server/seed/index';
import { keysByVariable } from '../../server/config';
import { TEST_KEYS, commonFields, nowS, testCipher } from './helper';

// `npm run cluster` as a person runs it (from source, so no build is needed): nginx round-robin over three
// processes on one PostgreSQL database. Runs where DATABASE_URL is set and nginx is installed (.ci/run does both).

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p));
const PORT = Number(process.env.CLUSTER_TEST_PORT || 4340);
const front = `http://127.0.0.1:${PORT}`;
const node = (i: number) => `http://127.0.0.1:${PORT + 1 + i}`;

function runCluster(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
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

async function call<T>(
  origin: string,
  path: string,
  payload: object,
  token = '',
): Promise<{ status: number; data: T }> {
  const form = await sealRequest(testCipher, payload, commonFields(token), nowS());
  const res = await fetch(`${origin}/api.php${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeForm(form),
  });
  expect(res.status).toBe(200);
  return openReply<T>(testCipher, await res.text());
}

describe('npm run cluster without a database', () => {
  it('says it needs DATABASE_URL, and starts nothing', { timeout: 60_000 }, async () => {
    const run = runCluster({ DATABASE_URL: '' });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('npm run cluster needs DATABASE_URL');
  });
});

if (process.env.DATABASE_URL && NGINX)
  describe('npm run cluster (postgres, nginx)', () => {
    const schema = `cl_${randomBytes(5).toString('hex')}`;
    const clusterDir = mkdtempSync(join(tmpdir(), 'goldpost-cluster-test-'));
    let run: ReturnType<typeof runCluster>;

    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(sql);
      await client.end();
    };

    beforeAll(async () => {
      await admin(`create schema ${schema}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      run = runCluster({
        // The envelope keys of the test client; the rest (upload secret, gateway secret) generated once.
        ...keysByVariable({ ...TEST_KEYS, uploadSecret: randomBytes(32).toString('hex') }),
        DATABASE_URL: url.toString(),
        PORT: String(PORT),
        CLUSTER_DIR: clusterDir,
        SEED_POSTS: '2',
        LOG_LEVEL: 'warn',
      });
      for (let i = 0; i < 1800 && !run.output().includes('goldpost cluster on'); i++) {
        if (run.child.exitCode !== null) throw new Error(`cluster exited: ${run.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(run.output()).toContain(`goldpost cluster on ${front}`);
    }, 200_000);

    afterAll(async () => {
      if (run?.child.exitCode === null) {
        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
      }
      await admin(`drop schema if exists ${schema} cascade`);
      rmSync(clusterDir, { recursive: true, force: true });
    }, 60_000);

    it('round-robins over three ready processes, passing its request id down', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${front}/readyz`);
        expect(res.status).toBe(200);
        seen.add(res.headers.get('x-upstream') ?? '');
        // nginx's $request_id (32 hex), believed because nginx is the trusted proxy.
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      }
      expect([...seen].sort()).toEqual([0, 1, 2].map((i) => node(i).replace('http://', '')));
    });

    it('seeded once, and a login on one process holds on the others', async () => {
      const { username, password } = DEMO_LOGINS.demo;
      const login = await call<string>(node(1), '/api/account/loginByPassword', { username, password });
      expect(login.status).toBe(1);
      for (const origin of [node(0), node(2), front]) {
        const sessions = await call<unknown[]>(origin, '/api/account/sessions', {}, login.data);
        expect(sessions.status).toBe(1);
        expect(sessions.data.length).toBeGreaterThan(0);
      }
      // Only the first process seeded; the others started with SEED=0.
      expect(run.output().match(/\] seeded demo content/g)).toHaveLength(1);
      expect(run.output()).toMatch(/\[node-1\] seeded demo content/);
    });

    it('stops every process and nginx on SIGTERM', { timeout: 60_000 }, async () => {
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      for (const origin of [front, node(0), node(1), node(2)]) {
        await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
      }
    });
  });
