import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_ADAPTATION_THRESHOLD } from '../protocol/constants';
import type { UploadMode } from '../protocol/upload';
import { inviteConfigFrom } from './domain/invite';
import type { InviteConfig } from './domain/invite';
import { messagingConfigFrom } from './domain/listings';
import type { MessagingConfig } from './domain/listings';
import { moneyConfigFrom } from './domain/money';
import type { MoneyConfig } from './domain/money';
import { postLifeConfigFrom } from './domain/release';
import type { PostLifeConfig } from './domain/release';
import { s3ConfigFrom } from './lib/s3-storage';
import type { S3Config } from './lib/s3-storage';

/** Key name → length in bytes (DESIGN §2). Stored and passed around as lowercase hex. */
export const KEY_BYTES = {
  apiKey: 16,
  apiIv: 16,
  signKey: 32,
  mediaKey: 16,
  uploadImgKey: 16,
  uploadMp4Key: 16,
  /** Server-only (never in the client config): signs piece-upload URLs. */
  uploadSecret: 32,
} as const;

export type KeyName = keyof typeof KEY_BYTES;
export type Keys = Record<KeyName, string>;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema (search_path); null = the server's default. Tests use a throwaway one. */
  pgSchema: string | null;
  seed: boolean;
  seedPosts: number;
  logLevel: string;
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses, CIDRs, or proxy-addr's
   * names such as `loopback`), so rate limits see the client's address; false = none.
   */
  trustProxy: false | string[];
  adaptationThreshold: number;
  clientDir: string;
  keys: Keys;
  /**
   * 'pieces' lets createUpload answer with the 104 MB piece transport (to clients that support it); absent
   * or 'slices' keeps 2 MB slices, which overlap the hash and allow instant uploads.
   */
  uploadMode?: UploadMode;
  /** Refuse to start while the demo logins work, and seed without them (NODE_ENV=production). */
  production?: boolean;
  /** Prices, rates and limits of the money rules (MONEY_* variables); absent: the defaults. */
  money?: MoneyConfig;
  /** A listing's lifetime and its reminder (POST_LIFETIME_DAYS, POST_REMIND_DAYS); absent: the defaults. */
  postLife?: PostLifeConfig;
  /** The invitation reward (INVITE_* variables); absent: the defaults. */
  invites?: InviteConfig;
  /** The messaging-channel invitation (MESSAGING_* variables); null: off; absent: the demo channel. */
  messaging?: MessagingConfig | null;
  /** SANDBOX_PAY_SECRET (64 hex); absent: generated once into DATA_DIR/gateway-secret. */
  sandboxPaySecret?: string | null;
  /**
   * The sandbox gateway credits gold without money changing hands, to whoever opens its confirm page: on by
   * default outside production (the demo), off with SANDBOX_PAY=0; in production off unless SANDBOX_PAY=1.
   */
  sandboxPay?: boolean;
  /**
   * DRAIN_SECONDS: how long a stopping process answers /readyz with 503 before it closes, so the balancer
   * stops sending it requests first (as long as the balancer's check interval); 0 closes at once.
   */
  drainSeconds?: number;
  /** METRICS_TOKEN: lets a scraper that is neither local nor a trusted proxy read /metrics; null = none. */
  metricsToken?: string | null;
  /** MEDIA_PUBLIC_URL: origin (and path) of a CDN serving /media/; null or absent: same origin. */
  mediaPublicUrl?: string | null;
  /**
   * Background jobs (the video ladders): absent = none (a bare test app). `workers`: jobs this process runs at
   * once (JOB_WORKERS, default 1; 0 = a web process that leaves them to `npm run worker`). `preset`: x264
   * preset of the ladders (VIDEO_PRESET). `scratchMaxBytes`: the largest source a transcode copies to local
   * scratch disk (VIDEO_SCRATCH_MAX_BYTES).
   */
  jobs?: JobsConfig;
  /** S3_* variables: media and upload bytes in a bucket every process shares; null or absent: DATA_DIR/media. */
  s3?: S3Config | null;
}

export interface JobsConfig {
  workers: number;
  preset: string;
  scratchMaxBytes: number;
}

const X264_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'];

export function jobsConfigFrom(env: NodeJS.ProcessEnv): JobsConfig {
  const preset = env.VIDEO_PRESET || 'superfast';
  if (!X264_PRESETS.includes(preset)) throw new Error(`VIDEO_PRESET must be one of ${X264_PRESETS.join(', ')}`);
  return {
    workers: int(env, 'JOB_WORKERS', 1),
    preset,
    scratchMaxBytes: int(env, 'VIDEO_SCRATCH_MAX_BYTES', 8 * 1024 ** 3),
  };
}

const ENV_NAMES: Record<KeyName, string> = {
  apiKey: 'API_KEY',
  apiIv: 'API_IV',
  signKey: 'SIGN_KEY',
  mediaKey: 'MEDIA_KEY',
  uploadImgKey: 'UPLOAD_IMG_KEY',
  uploadMp4Key: 'UPLOAD_MP4_KEY',
  uploadSecret: 'UPLOAD_SECRET',
};

function checkKey(name: KeyName, hex: string, source: string): string {
  const want = KEY_BYTES[name] * 2;
  if (!new RegExp(`^[0-9a-fA-F]{${want}}$`).test(hex)) {
    throw new Error(`${source}: ${name} must be ${want} hex characters`);
  }
  return hex.toLowerCase();
}

function readKeyFile(file: string): Partial<Record<KeyName, unknown>> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<KeyName, unknown>>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`${file} is not valid JSON`, { cause: err });
  }
}

/** Each key under the name of the environment variable that sets it (what an operator must share). */
export function keysByVariable(keys: Keys): Record<string, string> {
  return Object.fromEntries((Object.keys(KEY_BYTES) as KeyName[]).map((name) => [ENV_NAMES[name], keys[name]]));
}

/**
 * Environment wins; otherwise keys.json; a key missing from both is generated once and written back. A first
 * keys.json is created exclusively: of two processes starting at once on one folder, the second reads the
 * first one's keys instead of overwriting them with its own.
 */
export function loadKeys(dataDir: string, env: NodeJS.ProcessEnv): Keys {
  const file = join(dataDir, 'keys.json');
  const stored = readKeyFile(file);
  const isNew = Object.keys(stored).length === 0;
  const keys = {} as Keys;
  let changed = false;
  for (const name of Object.keys(KEY_BYTES) as KeyName[]) {
    const fromEnv = env[ENV_NAMES[name]];
    const fromFile = stored[name];
    if (fromEnv) keys[name] = checkKey(name, fromEnv, ENV_NAMES[name]);
    else if (typeof fromFile === 'string') keys[name] = checkKey(name, fromFile, file);
    else {
      keys[name] = randomBytes(KEY_BYTES[name]).toString('hex');
      stored[name] = keys[name];
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    const text = JSON.stringify(stored, null, 2) + '\n';
    try {
      writeFileSync(file, text, { mode: 0o600, flag: isNew ? 'wx' : 'w' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return loadKeys(dataDir, env);
    }
  }
  return keys;
}

/** UPLOAD_MODE: 'pieces' suits deployments whose front proxy prefers few large PUTs. */
export function uploadModeFrom(env: NodeJS.ProcessEnv): UploadMode {
  return env.UPLOAD_MODE === 'pieces' ? 'pieces' : 'slices';
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [ip = '', mask, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY: a comma-separated list of proxy addresses or CIDRs; `1` or `true` = a proxy on this machine
 * (loopback), the TLS front the README describes. Believing every peer would let any client pick its address.
 */
function trustProxyFrom(env: NodeJS.ProcessEnv): false | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return ['loopback'];
  const list = raw.split(',').map((s) => s.trim());
  const bad = list.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) throw new Error(`TRUST_PROXY: ${JSON.stringify(bad)} is not an address, a CIDR or loopback`);
  return list;
}

/** NODE_ENV=production, or GOLDPOST_PRODUCTION=1 where NODE_ENV is used for something else. */
function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' || env.GOLDPOST_PRODUCTION === '1';
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

/** A guessable token would open the metrics to anyone: at least 32 characters (e.g. `openssl rand -hex 16`). */
function metricsTokenFrom(env: NodeJS.ProcessEnv): string | null {
  const token = env.METRICS_TOKEN ?? '';
  if (token === '') return null;
  if (token.length < 32 || /\s/.test(token)) throw new Error('METRICS_TOKEN must be at least 32 characters, no spaces');
  return token;
}

/**
 * The public base media URLs are prefixed with (a CDN in front of this app's /media/): an http(s) URL with
 * no query or fragment, kept without its trailing slash.
 */
export function mediaPublicUrlFrom(env: NodeJS.ProcessEnv): string | null {
  const raw = env.MEDIA_PUBLIC_URL?.trim() ?? '';
  if (raw === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Reported below.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password)
    throw new Error(
      `MEDIA_PUBLIC_URL must be an http:// or https:// URL without query, fragment or credentials (got ${JSON.stringify(raw.slice(0, 100))})`,
    );
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const production = isProduction(env);
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    pgSchema: null,
    seed: env.SEED !== '0',
    seedPosts: int(env, 'SEED_POSTS', 320),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyFrom(env),
    adaptationThreshold: int(env, 'ADAPTATION_THRESHOLD', DEFAULT_ADAPTATION_THRESHOLD),
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    keys: loadKeys(dataDir, env),
    uploadMode: uploadModeFrom(env),
    production,
    money: moneyConfigFrom(env),
    postLife: postLifeConfigFrom(env),
    invites: inviteConfigFrom(env),
    messaging: messagingConfigFrom(env),
    sandboxPaySecret: env.SANDBOX_PAY_SECRET || null,
    // A production server taking sandbox payments would hand out gold for nothing: it asks to be told so.
    sandboxPay: production ? env.SANDBOX_PAY === '1' : env.SANDBOX_PAY !== '0',
    drainSeconds: int(env, 'DRAIN_SECONDS', 0),
    metricsToken: metricsTokenFrom(env),
    mediaPublicUrl: mediaPublicUrlFrom(env),
    jobs: jobsConfigFrom(env),
    s3: s3ConfigFrom(env),
  };
}
