// Media storage: a tiny interface so the local folder can be swapped for S3-compatible storage (DESIGN §4).
// Paths are relative, content-addressed names like `img/ab/<sha256>.bin`; anything else is refused here,
// so no caller can reach outside the storage root whatever it passes in.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface MediaStorage {
  put(path: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when missing or when the path is not a safe relative path. */
  get(path: string): Promise<Buffer | null>;
}

export class UnsafeMediaPathError extends Error {
  constructor(path: string) {
    super(`unsafe media path: ${JSON.stringify(path).slice(0, 120)}`);
    this.name = 'UnsafeMediaPathError';
  }
}

const SAFE_PATH = /^[a-z0-9/._-]+$/;
const MAX_PATH_LENGTH = 200;

/** True for a relative path of lowercase letters, digits, `/._-`, with no empty, `.` or `..` segment. */
export function isSafeMediaPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH || !SAFE_PATH.test(path)) return false;
  return path.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

export function createLocalStorage(dir: string): MediaStorage {
  const root = resolve(dir);
  const locate = (path: string): string | null => {
    if (!isSafeMediaPath(path)) return null;
    const full = join(root, path);
    // Belt and braces: the pattern above already rules out escapes.
    return full.startsWith(root + sep) ? full : null;
  };
  return {
    async put(path, bytes) {
      const full = locate(path);
      if (full === null) throw new UnsafeMediaPathError(path);
      await mkdir(dirname(full), { recursive: true });
      // Temp file + rename: a reader never sees a half-written file, and concurrent writers of the
      // same content-addressed name simply replace each other with identical bytes.
      const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, bytes);
        await rename(tmp, full);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(path) {
      const full = locate(path);
      if (full === null) return null;
      try {
        return await readFile(full);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') {
          return null;
        }
        throw err;
      }
    },
  };
}
