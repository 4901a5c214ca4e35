// `npm run cluster`: the scale-out stack on one machine — nginx round-robin over three app processes on one
// PostgreSQL database (DATABASE_URL) and an S3-compatible store (s3rver) — until Ctrl-C. Each process has its
// own DATA_DIR, as separate machines would; what they must share (docs/operations.md "What every process
// shares") comes from one place, CLUSTER_DIR (default data/cluster), kept between runs like the database.
// `--source` runs server/main.ts through tsx instead of the build (no client pages unless built).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { addMultipartListing } from './s3rver-multipart';
import { keysByVariable, loadKeys } from '../server/config';
import { loadGatewaySecret } from '../server/lib/gateway-secret';
import { findNginx, nginxConfig } from './cluster-nginx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROCESSES = 3;
/** nginx listens on PORT, the processes on the next ports, the store on PORT + 9. */
const STORE_OFFSET = 9;
const BUCKET = 'goldpost';
// s3rver's built-in account: it does not check signatures anyway.
const S3_KEY = 'S3RVER';

const fromSource = process.argv.includes('--source');
const keepGoing = process.env.CLUSTER_KEEP_GOING === '1';
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl) {
  console.error(
    'npm run cluster needs DATABASE_URL: the three processes share one PostgreSQL database, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/goldpost npm run cluster',
  );
  process.exit(2);
}
const port = Number(process.env.PORT || 4340);
if (!Number.isInteger(port) || port < 1 || port + STORE_OFFSET > 65535) {
  console.error(`PORT must be a port number (nginx listens on it, the processes and the store above it)`);
  process.exit(2);
}
const clusterDir = resolve(root, process.env.CLUSTER_DIR || 'data/cluster');
const temp = mkdtempSync(join(tmpdir(), 'goldpost-cluster-'));
const children: ChildProcess[] = [];
let store: S3rver | null = null;
let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const exits = children
    .filter((c) => c.exitCode === null && c.signalCode === null)
    .map((c) => new Promise((r) => (c.once('exit', r), c.kill('SIGTERM'))));
  await Promise.all(exits);
  await store?.close().catch(() => undefined);
  rmSync(temp, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/**
 * Starts a child whose output lines carry its name; resolves once `ready` shows on its output (at once for
 * null). Its own process group: a Ctrl-C reaches this script only, which stops the children in order.
 */
function start(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp | null): Promise<void> {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push(child);
  return new Promise((resolveReady, reject) => {
    let seen = ready === null;
    if (seen) resolveReady();
    const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(`[${name}] ${line}\n`);
          if (!seen && ready?.test(line)) {
            seen = true;
            resolveReady();
          }
        }
      });
    };
    relay(child.stdout!, process.stdout);
    relay(child.stderr!, process.stderr);
    child.on('exit', (code, signal) => {
      if (!seen) reject(new Error(`${name} exited (${code ?? signal}) before it was ready`));
      // One process gone leaves a cluster that is not the one asked for: stop it all, unless asked to carry
      // on without it (CLUSTER_KEEP_GOING=1: fault drills, where nginx routes around the dead process).
      else if (keepGoing && name.startsWith('node-'))
        console.error(`${name} exited (${code ?? signal}): the others carry on`);
      else if (!stopping) {
        console.error(`${name} exited (${code ?? signal}): stopping the cluster`);
        void stop(1);
      }
    });
  });
}

async function main(): Promise<void> {
  mkdirSync(clusterDir, { recursive: true });
  const keys = loadKeys(clusterDir, process.env);
  const gatewaySecret = loadGatewaySecret(clusterDir, process.env.SANDBOX_PAY_SECRET || null);

  const storePort = port + STORE_OFFSET;
  const storeDir = join(clusterDir, 's3');
  mkdirSync(storeDir, { recursive: true });
  const openStore = async () => {
    store = new S3rver({
      address: '127.0.0.1',
      port: storePort,
      silent: true,
      directory: storeDir,
      configureBuckets: [{ name: BUCKET }],
    });
    addMultipartListing(store, storeDir);
    await store.run();
  };
  await openStore();
  // Fault drills: SIGUSR2 stops the store (connections refused, as a store that is down), the next one
  // starts it again on the same objects.
  process.on('SIGUSR2', () => {
    const running = store;
    store = null;
    void (running ? running.close() : openStore()).then(() =>
      console.log(`store ${running ? 'stopped' : 'started'} (SIGUSR2)`),
    );
  });

  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    ...keysByVariable(keys),
    SANDBOX_PAY_SECRET: gatewaySecret,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    // nginx on this machine: its X-Forwarded-For and X-Request-Id are believed.
    TRUST_PROXY: '1',
    S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    S3_FORCE_PATH_STYLE: '1',
  };
  const appPorts = Array.from({ length: PROCESSES }, (_, i) => port + 1 + i);
  const listening = /goldpost listening on/;
  const launch = (i: number, env: NodeJS.ProcessEnv) => {
    const first = i === 0 && !fromSource;
    // The first builds when the build is stale (npm start's script), so the others find it ready.
    const args = fromSource
      ? ['--import', 'tsx', 'server/main.ts']
      : [first ? 'scripts/start.mjs' : 'dist/server/main.js'];
    const nodeEnv = { ...shared, ...env, PORT: String(appPorts[i]), DATA_DIR: join(clusterDir, `node-${i + 1}`) };
    return start(`node-${i + 1}`, process.execPath, args, nodeEnv, listening);
  };
  // The first process migrates and seeds (SEED as set, default on) before the others start without seeding:
  // one seed, not three processes rendering the same demo pictures.
  await launch(0, {});
  await Promise.all(appPorts.slice(1).map((_, i) => launch(i + 1, { SEED: '0' })));

  const conf = join(temp, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir: temp, port, upstreams: appPorts }));
  const nginx = findNginx();
  await start('nginx', nginx, ['-p', temp, '-e', join(temp, 'error.log'), '-c', conf], shared, null);
  await waitForPort(port);
  console.log(
    `goldpost cluster on http://127.0.0.1:${port}  (nginx → ${PROCESSES} processes on ports ${appPorts.join(', ')}; ` +
      `store: s3rver on ${storePort}, a local stand-in that does not check signatures; Ctrl-C stops it all)`,
  );
}

/** nginx prints nothing when it starts well: wait until its port answers. */
async function waitForPort(p: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${p}/healthz`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not answer on port ${p}`);
}

main().catch((err: unknown) => {
  console.error(`cluster failed: ${err instanceof Error ? err.message : String(err)}`);
  void stop(1);
});
