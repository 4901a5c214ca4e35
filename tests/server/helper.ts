import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { BUNDLE_ID, CLIENT_VERSION, LANGUAGE, OAUTH_TYPE, VIA } from '../../protocol/constants';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../protocol/endpoints';
import { encodeForm, openReply, sealRequest } from '../../protocol/envelope';
import type { Reply, RequestForm } from '../../protocol/envelope';
import type { CommonFields } from '../../protocol/types';
import { buildApp } from '../../server/app';
import { uploadModeFrom } from '../../server/config';
import type { JobsConfig, ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/database';
import { createNodeCipher } from '../../server/lib/node-cipher';
import type { S3Config } from '../../server/lib/s3-storage';
import vectors from '../fixtures/protocol-vectors.json';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when DATABASE_URL is set (each app then gets a throwaway schema). */
export const dialects: Dialect[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const TEST_KEYS = vectors.keys;

const hex = (s: string) => Buffer.from(s, 'hex');
export const testCipher = createNodeCipher({
  apiKey: hex(TEST_KEYS.apiKey),
  apiIv: hex(TEST_KEYS.apiIv),
  signKey: hex(TEST_KEYS.signKey),
});

export const INDEX_HTML = `<!doctype html><html><head><script type="application/json" id="app-config">__APP_CONFIG__</script>
<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;

export function commonFields(token = '', language: string = LANGUAGE): CommonFields {
  return {
    bundleId: BUNDLE_ID,
    version: CLIENT_VERSION,
    oauth_id: 'aB3dE5gH7jK9mN1pQ2r1700000000',
    oauth_new_id: 'aB3dE5gH7jK9mN1pQ2r1700000000123',
    oauth_type: OAUTH_TYPE,
    language,
    via: VIA,
    token,
  };
}

export const nowS = () => Math.floor(Date.now() / 1000);

export interface CallOptions {
  token?: string;
  ip?: string;
  /** The common field `language` (default zh, like the client's). */
  language?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  dataDir: string;
  logs: string[];
  /** Seals like the real client, posts, and opens the reply. */
  call<P extends EndpointPath>(
    path: P,
    payload: PayloadOf<P> | Record<string, unknown>,
    opts?: CallOptions,
  ): Promise<Reply<ReplyOf<P>>>;
  /** Posts an already built form (for malformed-envelope tests). */
  post(path: string, form: Partial<RequestForm> | string, ip?: string): Promise<LightMyRequestResponse>;
  seal(payload: object, opts?: { token?: string; timestampS?: number; language?: string }): Promise<RequestForm>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** false: point CLIENT_DIR at a folder without a build. */
  withClient?: boolean;
  /** Runs before the app is ready, e.g. to add a route that fails on purpose. */
  beforeReady?: (app: FastifyInstance) => void;
  /**
   * Media and upload bytes in this bucket instead of the data folder (the cluster's storage); read when the
   * app is built, so a bucket started by an earlier hook can be passed.
   */
  s3?: { config: S3Config };
  /** Background jobs (video ladders); absent: none, as in most suites. */
  jobs?: JobsConfig;
}

export interface TestEnv {
  config: ServerConfig;
  /** Drops the PostgreSQL schema (if any) and deletes the data folder. */
  dispose(): Promise<void>;
}

/**
 * A fresh data folder and, for PostgreSQL, a fresh schema, with the config a test app is built from.
 * Separate from createTestApp so a test can build several apps on one environment (restarts).
 */
export async function createTestEnv(dialect: Dialect, prefix = 'goldpost-test-'): Promise<TestEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  let pgSchema: string | null = null;
  const databaseUrl = dialect === 'postgres' ? (process.env.DATABASE_URL ?? null) : null;
  if (databaseUrl) {
    pgSchema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${pgSchema}`);
    await client.end();
  }
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    pgSchema,
    seed: false,
    seedPosts: 0,
    logLevel: 'info',
    trustProxy: false,
    adaptationThreshold: 768,
    clientDir: join(dataDir, 'client'),
    keys: { ...TEST_KEYS, uploadSecret: randomBytes(32).toString('hex') },
    // Read like loadConfig does, so a suite can run the app in pieces mode by setting UPLOAD_MODE first.
    uploadMode: uploadModeFrom(process.env),
  };
  return {
    config,
    async dispose() {
      if (databaseUrl && pgSchema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`drop schema ${pgSchema} cascade`);
        // The job engine's schema beside it (server/lib/jobs/pg-queue.ts), when the test opened a queue.
        await client.query(`drop schema if exists ${pgSchema}_jobs cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestApp> {
  const env = await createTestEnv(dialect);
  const { config } = env;
  if (options.s3) config.s3 = options.s3.config;
  const { dataDir, clientDir } = config;
  if (options.withClient !== false) {
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app");\n');
    writeFileSync(join(clientDir, 'humans.txt'), 'Team: goldpost\n');
  }
  const logs: string[] = [];
  const app = await buildApp(options.jobs ? { ...config, jobs: options.jobs } : config, {
    logStream: { write: (line) => void logs.push(line) },
  });
  options.beforeReady?.(app);
  await app.ready();

  const seal = (payload: object, opts: { token?: string; timestampS?: number; language?: string } = {}) =>
    sealRequest(testCipher, payload, commonFields(opts.token, opts.language), opts.timestampS ?? nowS());

  const post = (path: string, form: Partial<RequestForm> | string, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: `/api.php${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: typeof form === 'string' ? form : new URLSearchParams(form as Record<string, string>).toString(),
      remoteAddress: ip,
    });

  return {
    app,
    db: app.db,
    dialect,
    dataDir,
    logs,
    seal,
    post,
    async call(path, payload, opts = {}) {
      const res = await post(
        path,
        encodeForm(await seal(payload, { token: opts.token, language: opts.language })),
        opts.ip,
      );
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
      return openReply(testCipher, res.body);
    },
    async close() {
      await app.close();
      await env.dispose();
    },
  };
}

/** A value a hook fills in: the proxy reads it inside tests and hooks, and says so when read too early. */
function lateBound<T extends object>(what: string): { set(value: T): void; get(): T | null; proxy: T } {
  let current: T | null = null;
  const proxy = new Proxy({} as T, {
    get(_, key) {
      if (current === null) throw new Error(`${what} is not ready: read it inside a test or a hook`);
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
  return { set: (value) => void (current = value), get: () => current, proxy };
}

/**
 * The app of one describe block (fastify/demo's test helper): built before its tests, closed after them.
 * The returned TestApp forwards to it, so a suite declares `const t = useTestApp(dialect)` once.
 */
export function useTestApp(dialect: Dialect, options?: TestAppOptions): TestApp {
  const app = lateBound<TestApp>('the test app');
  beforeAll(async () => app.set(await createTestApp(dialect, options)));
  afterAll(async () => {
    await app.get()?.close();
  });
  return app.proxy;
}

/** What a suite sets up once before its tests (fixtures, users…), after the hooks declared before it. */
export function useSetup<W extends object>(setup: () => Promise<W>, teardown?: (value: W) => Promise<void>): W {
  const value = lateBound<W>('the suite setup');
  beforeAll(async () => value.set(await setup()));
  if (teardown) {
    afterAll(async () => {
      const current = value.get();
      if (current !== null) await teardown(current);
    });
  }
  return value.proxy;
}
