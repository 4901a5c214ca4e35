import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const START_TIMEOUT_MS = 120_000;
const KEY_ENV = ['API_KEY', 'API_IV', 'SIGN_KEY', 'MEDIA_KEY', 'UPLOAD_IMG_KEY', 'UPLOAD_MP4_KEY'];

export interface BenchServer {
  url: string;
  keys: { apiKey: string; apiIv: string; signKey: string; mediaKey: string };
  /** Where the server keeps the media files (for a static server of the same files). */
  mediaDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The built server on a free port, SQLite in a throwaway folder, seeded with `seedPosts` posts. */
export async function startAppServer(opts: {
  root: string;
  serverMain: string;
  clientDir: string;
  seedPosts: number;
}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'goldpost-bench-media-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: '1',
    SEED_POSTS: String(opts.seedPosts),
    CLIENT_DIR: opts.clientDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  for (const name of KEY_ENV) delete env[name];
  const child = spawn(process.execPath, [opts.serverMain], { cwd: opts.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const m = /goldpost listening on (http:\/\/\S+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!.replace(/\/$/, ''));
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before listening:\n${output}`));
      });
    });
    const keys = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as BenchServer['keys'];
    return {
      url,
      keys,
      mediaDir: path.join(dataDir, 'media'),
      async stop() {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
