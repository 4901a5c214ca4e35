import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_ADAPTATION_THRESHOLD } from '../protocol/constants';
import type { UploadMode } from '../protocol/upload';
import { moneyConfigFrom } from './domain/money-config';
import type { MoneyConfig } from './domain/money-config';

/** Key name → length in bytes (DESIGN §2). Stored and passed around as lowercase hex. */
export const KEY_BYTES = {
  apiKey: 16,
  apiIv: 16,
  signKey: 32,
  mediaKey: 16,
  uploadImgKey: 16,
  uploadMp4Key: 16,
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
  /** Trust X-Forwarded-For (behind a load balancer), so rate limits see the client's address. */
  trustProxy: boolean;
  adaptationThreshold: number;
  clientDir: string;
  keys: Keys;
  /**
   * 'pieces' lets createUpload answer with the 104 MB piece transport (to clients that support it); absent
   * or 'slices' keeps 2 MB slices, which overlap the hash and allow instant uploads.
   */
  uploadMode?: UploadMode;
  /** Prices, rates and limits of the money rules (MONEY_* variables); absent: the defaults. */
  money?: MoneyConfig;
  /** SANDBOX_PAY_SECRET (64 hex); absent: generated once into DATA_DIR/gateway-secret. */
  sandboxPaySecret?: string | null;
  /**
   * The sandbox gateway credits gold without money changing hands: on by default (the demo), off with
   * SANDBOX_PAY=0 once a real gateway takes the money.
   */
  sandboxPay?: boolean;
}

const ENV_NAMES: Record<KeyName, string> = {
  apiKey: 'API_KEY',
  apiIv: 'API_IV',
  signKey: 'SIGN_KEY',
  mediaKey: 'MEDIA_KEY',
  uploadImgKey: 'UPLOAD_IMG_KEY',
  uploadMp4Key: 'UPLOAD_MP4_KEY',
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

/** Environment wins; otherwise keys.json; a key missing from both is generated once and written back. */
export function loadKeys(dataDir: string, env: NodeJS.ProcessEnv): Keys {
  const file = join(dataDir, 'keys.json');
  const stored = readKeyFile(file);
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
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
  }
  return keys;
}

/** UPLOAD_MODE: 'pieces' suits deployments whose front proxy prefers few large PUTs. */
export function uploadModeFrom(env: NodeJS.ProcessEnv): UploadMode {
  return env.UPLOAD_MODE === 'pieces' ? 'pieces' : 'slices';
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    pgSchema: null,
    seed: env.SEED !== '0',
    seedPosts: int(env, 'SEED_POSTS', 320),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1',
    adaptationThreshold: int(env, 'ADAPTATION_THRESHOLD', DEFAULT_ADAPTATION_THRESHOLD),
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    keys: loadKeys(dataDir, env),
    uploadMode: uploadModeFrom(env),
    money: moneyConfigFrom(env),
    sandboxPaySecret: env.SANDBOX_PAY_SECRET || null,
    sandboxPay: env.SANDBOX_PAY !== '0',
  };
}
