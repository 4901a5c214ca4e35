// Scratch files on this machine's disk: where a streamed upload lands while its digest and length are
// checked, and where a sliced upload is put together before it is published. Nothing here is shared or
// kept: a scratch file lives for one request (or one assembly) and then moves into MediaStorage or goes.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

export function scratchDir(dataDir: string): string {
  return join(dataDir, 'tmp');
}

/** A fresh scratch path (the file is not created); `label` names what it is for in a listing. */
export async function scratchFile(dataDir: string, label: 'slice' | 'piece' | 'mp4' | 'assembly'): Promise<string> {
  const dir = scratchDir(dataDir);
  await mkdir(dir, { recursive: true });
  return join(dir, `${label}-${randomBytes(8).toString('hex')}.tmp`);
}

/** Removes a scratch file; one already gone (moved into storage) is not an error. */
export async function discard(path: string): Promise<void> {
  await rm(path, { force: true });
}

/** Appends in order to a new scratch file; the file is the caller's once closed. */
export interface ScratchWriter {
  readonly path: string;
  append(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export async function openScratchWriter(dataDir: string, label: 'assembly'): Promise<ScratchWriter> {
  const path = await scratchFile(dataDir, label);
  const handle = await open(path, 'w');
  let written = 0;
  let closed = false;
  return {
    path,
    async append(chunk) {
      // Positional writes: a chunk is never written twice or out of place, whatever the stream's own cursor.
      await handle.write(chunk, 0, chunk.length, written);
      written += chunk.length;
    },
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
    },
  };
}

/**
 * Deletes scratch files older than `maxAgeS` (a process that died mid-request leaves its file behind).
 * @returns how many were removed.
 */
export async function sweepScratch(dataDir: string, nowS: number, maxAgeS: number): Promise<number> {
  const dir = scratchDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.tmp')) continue;
    const s = await stat(join(dir, name)).catch(() => null);
    if (s === null || s.mtimeMs / 1000 >= nowS - maxAgeS) continue;
    await rm(join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

// Scratch folders: a transcode's source copy and the rung it is making (ffmpeg reads and writes files only).

/** A fresh scratch folder under root, removed afterwards whatever happens. */
export async function withScratch<T>(root: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = join(root, randomBytes(8).toString('hex'));
  await mkdir(dir, { recursive: true });
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function removeScratch(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Writes a stream to a local file; refuses (and deletes the file) past maxBytes or on abort. @returns the byte count */
export async function saveStream(
  stream: NodeJS.ReadableStream,
  file: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<number> {
  let bytes = 0;
  try {
    await pipeline(
      stream,
      async function* (source: AsyncIterable<string | Buffer>) {
        for await (const chunk of source) {
          bytes += chunk.length;
          if (bytes > maxBytes) throw new Error(`source larger than ${maxBytes} bytes of scratch space`);
          yield chunk;
        }
      },
      createWriteStream(file),
      { signal },
    );
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return bytes;
}

/** The file names in a local folder, sorted. */
export async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

/** A small scratch file's bytes (a poster). */
export async function readScratchFile(dir: string, name: string): Promise<Buffer> {
  return readFile(join(dir, name));
}
