import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// E2E_DIST points at a copy of dist/ (inside the repo, so node_modules resolve) when a rebuild may run
// alongside the tests; by default the tests use the build `npm test` just made.
const DIST = path.resolve(ROOT, process.env.E2E_DIST ?? 'dist');
const MAIN = path.join(DIST, 'server/main.js');
const CLIENT_DIR = path.join(DIST, 'client');
const START_TIMEOUT_MS = 90_000;
const KEY_ENV = ['API_KEY', 'API_IV', 'SIGN_KEY', 'MEDIA_KEY', 'UPLOAD_IMG_KEY', 'UPLOAD_MP4_KEY'];

export interface ServerKeys {
  apiKey: string;
  apiIv: string;
  signKey: string;
  mediaKey: string;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  keys: ServerKeys;
  /** Everything the process printed, for failure messages. */
  output: string[];
  /** Stops the process and removes its data folder, unless told to keep it. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the real built server (`node dist/server/main.js`) on a free port with a throwaway data folder,
 * on SQLite (DATABASE_URL is dropped: CI exports one for the server tests) and freshly generated keys.
 * `from` is a stopped server's data folder (./seed-template.ts) to start from, copied: its seeded content
 * and keys, without seeding again.
 */
export async function startServer(opts: {
  seedPosts: number;
  env?: Record<string, string>;
  from?: string;
}): Promise<RunningServer> {
  if (!existsSync(MAIN) || !existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'goldpost-e2e-'));
  if (opts.from) await cp(opts.from, dataDir, { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: '1',
    SEED_POSTS: String(opts.seedPosts),
    CLIENT_DIR,
    // The messaging-channel invitation is a modal: only the files that test it turn it on.
    MESSAGING_LINK: '',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  for (const name of KEY_ENV) delete env[name];
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  let exited: string | null = null;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${START_TIMEOUT_MS} ms:\n${output.join('')}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const m = /goldpost listening on (http:\/\/\S+)/.exec(output.join(''));
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      exited = `exited with ${code ?? signal}`;
      clearTimeout(timer);
      reject(new Error(`server ${exited} before listening:\n${output.join('')}`));
    });
  }).catch(async (err: unknown) => {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  const keys = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as ServerKeys;
  return {
    url,
    dataDir,
    keys,
    output,
    async stop(stopOpts = {}) {
      if (exited === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await gone;
        clearTimeout(timer);
      }
      if (!stopOpts.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
