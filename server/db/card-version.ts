import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

// A counter of the writes that can change a post card or what a listing shows, bumped by the database handle
// itself: every statement goes through the driver below, so no writer (release, edit, review, ban, delete,
// view count, a migration, the seed) can forget to. Listing replies are cached under the counter
// (http/shared-replies.ts) and a reply cached before a write is never served after it.

/** The tables a card reads, and a listing's filter (a poster's ban). */
const CARD_TABLES = /\b(posts|post_images|post_videos)\b/i;
/** Any statement that may write; a false positive only costs a cache miss. */
const WRITES = /\b(insert|update|delete|replace|merge|create|drop|alter|truncate)\b/i;
/** A user's ban hides their posts; deleting a user takes their posts along. */
const POSTER_WRITES = /\bbanned_at\b|\bdelete\s+from\s+"?users\b/i;

const CLASSIFIED_MAX = 2000;
const classified = new Map<string, boolean>();

/** Whether a statement may change what a listing shows (by its SQL text: values travel as parameters). */
export function changesCards(sqlText: string): boolean {
  const known = classified.get(sqlText);
  if (known !== undefined) return known;
  const changes = WRITES.test(sqlText) && (CARD_TABLES.test(sqlText) || POSTER_WRITES.test(sqlText));
  if (classified.size < CLASSIFIED_MAX) classified.set(sqlText, changes);
  return changes;
}

export interface CardVersion {
  /** Changes after every committed write that may change a card; equal values mean the same listings. */
  current(): string;
  /**
   * How long a cached listing may be served at most: writes by another process are not seen by this
   * handle's driver (PostgreSQL with several app processes). Infinity when every writer is seen.
   */
  readonly maxAgeMs: number;
}

/** The dialect with a driver that counts card writes; `external` reads a version other writers move. */
export function watchCardWrites(
  dialect: Dialect,
  opts: { external?: () => number; maxAgeMs: number },
): { dialect: Dialect; version: CardVersion } {
  let writes = 0;
  const version: CardVersion = {
    current: () => (opts.external ? `${writes}.${opts.external()}` : String(writes)),
    maxAgeMs: opts.maxAgeMs,
  };
  const wrapped: Dialect = {
    createDriver: () => watchedDriver(dialect.createDriver(), () => void writes++),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
  return { dialect: wrapped, version };
}

interface Watched extends DatabaseConnection {
  inner: DatabaseConnection;
  /** A statement on it may have changed a card since the last bump. */
  dirty: boolean;
}

function watchedDriver(driver: Driver, bump: () => void): Driver {
  const inner = (c: DatabaseConnection) => (c as Watched).inner;
  // After the commit (or the release of an autocommit connection): a listing that read before it was cached
  // under the old count, so it is not served again.
  const settle = (c: DatabaseConnection) => {
    const w = c as Watched;
    if (!w.dirty) return;
    w.dirty = false;
    bump();
  };
  const watched: Driver = {
    init: () => driver.init(),
    async acquireConnection() {
      const conn = await driver.acquireConnection();
      const w: Watched = {
        inner: conn,
        dirty: false,
        executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
          if (changesCards(q.sql)) {
            w.dirty = true;
            // Bumped before and after: a listing read while the write is under way is not kept either.
            bump();
          }
          return conn.executeQuery<R>(q);
        },
        streamQuery<R>(q: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
          if (changesCards(q.sql)) {
            w.dirty = true;
            bump();
          }
          return conn.streamQuery<R>(q, chunkSize);
        },
      };
      return w;
    },
    beginTransaction: (c: DatabaseConnection, settings: TransactionSettings) =>
      driver.beginTransaction(inner(c), settings),
    async commitTransaction(c) {
      try {
        await driver.commitTransaction(inner(c));
      } finally {
        settle(c);
      }
    },
    async rollbackTransaction(c) {
      try {
        await driver.rollbackTransaction(inner(c));
      } finally {
        settle(c);
      }
    },
    async releaseConnection(c) {
      settle(c);
      await driver.releaseConnection(inner(c));
    },
    destroy: () => driver.destroy(),
  };
  if (driver.savepoint) watched.savepoint = (c, name, compile) => driver.savepoint!(inner(c), name, compile);
  if (driver.rollbackToSavepoint)
    watched.rollbackToSavepoint = (c, name, compile) => driver.rollbackToSavepoint!(inner(c), name, compile);
  if (driver.releaseSavepoint)
    watched.releaseSavepoint = (c, name, compile) => driver.releaseSavepoint!(inner(c), name, compile);
  return watched;
}
