// Media storage: a tiny interface so the local folder can be swapped for S3-compatible storage (DESIGN §4).
// Paths are relative, content-addressed names like `img/ab/<sha256>.bin`; anything else is refused here,
// so no caller can reach outside the storage root whatever it passes in.
import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, copyFile, mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isSafeMediaPath } from '../../protocol/media';

/** Inclusive byte range, as HTTP Range counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The store cannot be reached or answers with its own fault (after the client's own retries): the request
 * is answered 503 with Retry-After (http/error-handler.ts), since the same request will work once it is back.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(override readonly cause: unknown) {
    super(`the media store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export interface MediaStorage {
  put(path: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when missing or when the path is not a safe relative path. */
  get(path: string): Promise<Buffer | null>;
  /**
   * Moves a local file in (rename when on the same disk, else streamed copy then delete): multi-GB safe,
   * never held in memory. The source no longer exists afterwards.
   * @throws UnsafeMediaPathError for an unsafe path; the fs error when the source cannot be read.
   */
  putFile(path: string, sourceFile: string): Promise<void>;
  /** Size of a stored regular file, or null when missing or unsafe. */
  stat(path: string): Promise<{ size: number } | null>;
  /**
   * A stream of the file (or of the inclusive range). Call stat first: a missing file surfaces as an
   * 'error' event on the stream, not as a throw.
   * @throws UnsafeMediaPathError for an unsafe path.
   */
  openRead(path: string, range?: ByteRange): NodeJS.ReadableStream;
  /**
   * Copies one stored file to another name (inside the store: nothing passes through this process on S3).
   * @returns false when the source is missing.
   */
  copy(fromPath: string, toPath: string): Promise<boolean>;
  /** Deletes one stored file; a missing file is not an error (deletes are retried by sweeps and jobs). */
  remove(path: string): Promise<void>;
  /**
   * Deletes every file under a folder-like prefix ending in `/` (a video's ladder, an upload's slices):
   * the one way to drop a half-made output before a retry writes it again.
   */
  removePrefix(prefix: string): Promise<void>;
  /** @throws the reason the store cannot take a write now (readiness: a balancer stops sending uploads here). */
  ready(): Promise<void>;
}

export class UnsafeMediaPathError extends Error {
  constructor(path: string) {
    super(`unsafe media path: ${JSON.stringify(path).slice(0, 120)}`);
    this.name = 'UnsafeMediaPathError';
  }
}

/** The path itself when it is a safe relative media path. @throws UnsafeMediaPathError otherwise. */
export function checkedMediaPath(path: string): string {
  if (!isSafeMediaPath(path)) throw new UnsafeMediaPathError(path);
  return path;
}

const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
};

export function createLocalStorage(dir: string): MediaStorage {
  const root = resolve(dir);
  const locate = (path: string): string | null => {
    if (!isSafeMediaPath(path)) return null;
    const full = join(root, path);
    // Belt and braces: the pattern above already rules out escapes.
    return full.startsWith(root + sep) ? full : null;
  };
  const locateOrThrow = (path: string): string => {
    const full = locate(path);
    if (full === null) throw new UnsafeMediaPathError(path);
    return full;
  };
  // Temp file + rename: a reader never sees a half-written file, and concurrent writers of the
  // same content-addressed name simply replace each other with identical bytes.
  const tempFor = (full: string) => `${full}.${randomBytes(6).toString('hex')}.tmp`;
  /** Fills a temp file beside `full` and renames it into place; the temp file never outlives a failure. */
  const writeThroughTemp = async (full: string, fill: (tmp: string) => Promise<void>): Promise<void> => {
    await mkdir(dirname(full), { recursive: true });
    const tmp = tempFor(full);
    try {
      await fill(tmp);
      await rename(tmp, full);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  };

  return {
    async put(path, bytes) {
      await writeThroughTemp(locateOrThrow(path), (tmp) => writeFile(tmp, bytes));
    },
    async get(path) {
      const full = locate(path);
      if (full === null) return null;
      try {
        return await readFile(full);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async putFile(path, sourceFile) {
      const full = locateOrThrow(path);
      await mkdir(dirname(full), { recursive: true });
      try {
        await rename(sourceFile, full);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      }
      // Another disk: stream through a temp file on ours, so memory stays flat whatever the size.
      await writeThroughTemp(full, (tmp) => pipeline(createReadStream(sourceFile), createWriteStream(tmp)));
      await unlink(sourceFile);
    },
    async stat(path) {
      const full = locate(path);
      if (full === null) return null;
      try {
        const s = await stat(full);
        return s.isFile() ? { size: s.size } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    openRead(path, range) {
      const full = locateOrThrow(path);
      return createReadStream(full, range ? { start: range.start, end: range.end } : {});
    },
    async copy(fromPath, toPath) {
      const from = locateOrThrow(fromPath);
      const to = locateOrThrow(toPath);
      try {
        await writeThroughTemp(to, (tmp) => copyFile(from, tmp));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(path) {
      await rm(locateOrThrow(path), { force: true });
    },
    async removePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new UnsafeMediaPathError(prefix);
      await rm(locateOrThrow(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    async ready() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
