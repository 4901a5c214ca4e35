import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Migration, MigrationProvider, SqliteDatabase, Transaction } from 'kysely';
import pg from 'pg';
import { watchCardWrites } from './card-version';
import { OwnSchemaIntrospector } from './own-schema-introspector';
import type { CardVersion } from './card-version';
import type { Database } from './schema';
import * as init from './migrations/2026-11-22-001-init';
import * as media from './migrations/2026-11-22-002-media';
import * as posting from './migrations/2026-11-22-003-posting';
import * as uploads from './migrations/2026-11-22-004-uploads';
import * as accounts from './migrations/2026-11-23-001-accounts';
import * as uploadLimits from './migrations/2026-11-23-002-upload-limits';
import * as postViews from './migrations/2026-11-23-003-post-views';
import * as money from './migrations/2026-11-23-004-money';
import * as people from './migrations/2026-11-24-020-people';
import * as chat from './migrations/2026-11-24-030-chat';
import * as appointments from './migrations/2026-11-24-040-appointments';
import * as explore from './migrations/2026-11-24-050-explore';
import * as accountsMore from './migrations/2026-11-24-060-accounts';
import * as publicPages from './migrations/2026-11-26-020-public-pages';
import * as operators from './migrations/2026-11-26-040-operators';
import * as moderation from './migrations/2026-11-26-050-moderation';
import * as userAdmin from './migrations/2026-11-27-010-user-admin';
import * as curation from './migrations/2026-11-27-020-curation';
import * as trust from './migrations/2026-11-27-030-trust';
import * as adClicks from './migrations/2026-11-27-040-ad-clicks';
import * as payoutCentsColumn from './migrations/2026-11-27-050-payout-cents';
import * as payouts from './migrations/2026-11-28-010-payouts';
import * as vipCredit from './migrations/2026-11-28-020-vip-credit';
import * as noticeCodes from './migrations/2026-11-28-030-notice-codes';
import * as bookingVisit from './migrations/2026-11-28-040-booking-visit';
import * as savedSearches from './migrations/2026-11-28-060-saved-searches';
import * as uploadSample from './migrations/2026-11-28-110-upload-sample';
import * as phoneProof from './migrations/2026-11-28-120-phone-proof';
import * as browse from './migrations/2026-11-28-150-browse';
import * as postAppeals from './migrations/2026-11-28-160-post-appeals';
import * as postBumps from './migrations/2026-11-28-170-post-bumps';
import * as postLife from './migrations/2026-11-28-180-post-life';
import * as cluster from './migrations/2026-11-28-200-cluster';
import * as videoJobs from './migrations/2026-11-28-220-video-jobs';
import * as uploadMultipart from './migrations/2026-11-28-235-upload-multipart';

/** Static map (not a folder scan) so the esbuild bundle carries every migration. Names sort by date. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-001-init': init,
  '2026-11-22-002-media': media,
  '2026-11-22-003-posting': posting,
  '2026-11-22-004-uploads': uploads,
  '2026-11-23-001-accounts': accounts,
  '2026-11-23-002-upload-limits': uploadLimits,
  '2026-11-23-003-post-views': postViews,
  '2026-11-23-004-money': money,
  '2026-11-24-020-people': people,
  '2026-11-24-030-chat': chat,
  '2026-11-24-040-appointments': appointments,
  '2026-11-24-050-explore': explore,
  '2026-11-24-060-accounts': accountsMore,
  '2026-11-26-020-public-pages': publicPages,
  '2026-11-26-040-operators': operators,
  '2026-11-26-050-moderation': moderation,
  '2026-11-27-010-user-admin': userAdmin,
  '2026-11-27-020-curation': curation,
  '2026-11-27-030-trust': trust,
  '2026-11-27-040-ad-clicks': adClicks,
  '2026-11-27-050-payout-cents': payoutCentsColumn,
  '2026-11-28-010-payouts': payouts,
  '2026-11-28-020-vip-credit': vipCredit,
  '2026-11-28-030-notice-codes': noticeCodes,
  '2026-11-28-040-booking-visit': bookingVisit,
  '2026-11-28-060-saved-searches': savedSearches,
  '2026-11-28-110-upload-sample': uploadSample,
  '2026-11-28-120-phone-proof': phoneProof,
  '2026-11-28-150-browse': browse,
  '2026-11-28-160-post-appeals': postAppeals,
  '2026-11-28-170-post-bumps': postBumps,
  '2026-11-28-180-post-life': postLife,
  '2026-11-28-200-cluster': cluster,
  '2026-11-28-220-video-jobs': videoJobs,
  '2026-11-28-235-upload-multipart': uploadMultipart,
};

export interface DatabaseConfig {
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema to use instead of `public` (tests isolate themselves this way). */
  pgSchema?: string;
}

export type Db = Kysely<Database>;
/** A transaction: rules that must hold together take one and run inside the caller's. */
export type Trx = Transaction<Database>;
export type DbOrTrx = Db | Trx;

/**
 * The PostgreSQL schema each database handle was opened on. Kysely's Migrator otherwise finds its tables
 * in any schema on the search path, so parallel test runs in fresh schemas would share one migration lock.
 */
const schemaOf = new WeakMap<object, string>();

const cardVersions = new WeakMap<object, CardVersion>();

const pools = new WeakMap<object, pg.Pool>();

/** The PostgreSQL connection pool of a handle (its counts feed the metrics); null on SQLite. */
export function poolOf(db: Db): pg.Pool | null {
  return pools.get(db) ?? null;
}

/**
 * Writes by other PostgreSQL clients (a second app process) reach a cached listing after at most this long;
 * this handle's own writes invalidate at once (card-version.ts).
 */
export const PG_LISTING_MAX_AGE_MS = 1000;

/** What moves when a post card or a listing may have changed (see card-version.ts). */
export function cardVersionOf(db: Db): CardVersion {
  const version = cardVersions.get(db);
  if (!version) throw new Error('not a database handle from openDatabase');
  return version;
}

export function openDatabase(config: DatabaseConfig): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
    });
    // An idle connection the server ended (a restart, a failover, a pooler's timeout) is an 'error' on the
    // pool, which would end the process unheard; pg has already dropped it, and the next query connects anew.
    pool.on('error', () => {});
    const { dialect, version } = watchCardWrites(new PostgresDialect({ pool }), { maxAgeMs: PG_LISTING_MAX_AGE_MS });
    const db = new Kysely<Database>({
      dialect: { ...dialect, createIntrospector: (kdb) => new OwnSchemaIntrospector(kdb) },
    });
    cardVersions.set(db, version);
    pools.set(db, pool);
    if (config.pgSchema) schemaOf.set(db, config.pgSchema);
    return db;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(join(config.dataDir, 'goldpost.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Moves when another connection (another process on the file) commits: SQLite sees every writer.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const { dialect, version } = watchCardWrites(new SqliteDialect({ database: withStatementCache(sqlite) }), {
    external: () => dataVersion.get() as number,
    maxAgeMs: Infinity,
  });
  const db = new Kysely<Database>({ dialect });
  cardVersions.set(db, version);
  return db;
}

const STATEMENT_CACHE = 500;

/**
 * Kysely prepares every query afresh and better-sqlite3 compiles the SQL at each prepare, which costs more
 * than running a small query: statements are kept per SQL text (oldest dropped past the cap). One still being
 * iterated (a streamed query) is busy and never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const kept = cache.get(text);
      if (kept && !kept.busy) return kept;
      const stmt = sqlite.prepare(text);
      if (!kept && cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
      cache.set(text, stmt);
      return stmt;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Runs the migrations not yet applied. On PostgreSQL the migrator looks only at the schemas on the search
 * path (OwnSchemaIntrospector), so other apps or test runs migrating or dropping their schemas in the same
 * database meanwhile do not disturb it.
 * @throws the first migration error, after the migrator has rolled that migration back.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(schemaOf.has(db) ? { migrationTableSchema: schemaOf.get(db) } : {}),
  }).migrateToLatest();
  if (!error) return;
  const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
  throw new Error(`migration ${failed} failed`, { cause: error });
}
