import { createHash, randomBytes } from 'node:crypto';
import type { Hash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { slicePath, uploadDir } from './store';

// The assembled file of a sliced upload, built while the slices arrive: each stored slice that extends the
// in-order prefix is appended to a temp file and fed to the whole-file MD5, so at storeFileInfo only what is
// left (usually nothing) still has to be read. Only verified slices (renamed into place by acceptSlice) are
// read; the whole-file MD5 is still compared with file_hash before anything is published. The state is this
// process's memory: after a restart, or for slices another process stored, the prefix simply catches up
// from the slice files when asked to finish.

interface Prefix {
  uploadId: string;
  slices: number;
  file: string;
  handle: Promise<FileHandle>;
  hash: Hash;
  /** Slices 0..next-1 are in the file and the hash. */
  next: number;
  written: number;
  /** Appends run one after another. */
  chain: Promise<void>;
  failed: boolean;
}

/** Open prefixes per process; the oldest goes first beyond this (an abandoned upload must not pin memory). */
const MAX_OPEN = 32;
const open_ = new Map<string, Prefix>();

function start(dataDir: string, uploadId: string, slices: number): Prefix {
  const file = join(uploadDir(dataDir, uploadId), `prefix-${randomBytes(6).toString('hex')}.tmp`);
  const p: Prefix = {
    uploadId,
    slices,
    file,
    handle: open(file, 'w'),
    hash: createHash('md5'),
    next: 0,
    written: 0,
    chain: Promise.resolve(),
    failed: false,
  };
  p.handle.catch(() => {});
  open_.set(uploadId, p);
  while (open_.size > MAX_OPEN) void drop(open_.values().next().value!);
  return p;
}

async function drop(p: Prefix): Promise<void> {
  if (open_.get(p.uploadId) === p) open_.delete(p.uploadId);
  p.failed = true;
  await p.chain.catch(() => {});
  await (await p.handle.catch(() => null))?.close().catch(() => {});
  await rm(p.file, { force: true });
}

/** Bytes copied per read: pieces uploads store 104 MB parts, which must not sit in memory whole. */
const COPY_BYTES = 1 << 20;

/** Appends every slice file present from `next` on; stops at the first one not stored yet. */
async function advance(dataDir: string, p: Prefix): Promise<void> {
  const out = await p.handle;
  const buffer = Buffer.allocUnsafe(COPY_BYTES);
  while (!p.failed && p.next < p.slices) {
    const src = await open(slicePath(dataDir, p.uploadId, p.next)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (src === null) return;
    try {
      for (;;) {
        const { bytesRead } = await src.read(buffer, 0, COPY_BYTES, null);
        if (bytesRead === 0) break;
        const chunk = buffer.subarray(0, bytesRead);
        await out.write(chunk, 0, bytesRead, p.written);
        p.hash.update(chunk);
        p.written += bytesRead;
      }
    } finally {
      await src.close();
    }
    p.next++;
  }
}

function queue(dataDir: string, p: Prefix): Promise<void> {
  p.chain = p.chain.then(() => advance(dataDir, p));
  p.chain.catch(() => void drop(p));
  return p.chain;
}

/** A slice of this upload was stored: extend the prefix in the background (never fails the slice). */
export function sliceStored(dataDir: string, uploadId: string, slices: number, index: number): void {
  let p = open_.get(uploadId);
  if (!p) {
    // Only an upload whose start is here begins a prefix; others catch up when finishing.
    if (index !== 0) return;
    p = start(dataDir, uploadId, slices);
  }
  // A slice past the prefix is picked up once the gap before it fills (advance reads on while files exist).
  if (index >= p.next) void queue(dataDir, p).catch(() => {});
}

/**
 * Completes the prefix over every stored slice and hands over the file (the caller owns it from then on).
 * @returns the file and its MD5, or null when a slice is missing; throws what reading or writing threw.
 */
export async function finishPrefix(
  dataDir: string,
  upload: { id: string; slices: number },
): Promise<{ file: string; md5: string; size: number } | null> {
  let p = open_.get(upload.id);
  if (!p || p.failed || p.slices !== upload.slices) p = start(dataDir, upload.id, upload.slices);
  try {
    await queue(dataDir, p);
  } catch (err) {
    await drop(p);
    throw err;
  }
  open_.delete(upload.id);
  await (await p.handle).close();
  if (p.next < p.slices) {
    await rm(p.file, { force: true });
    return null;
  }
  return { file: p.file, md5: p.hash.digest('hex'), size: p.written };
}

/** The upload ended (done, failed or swept): let go of its prefix. */
export async function forgetPrefix(uploadId: string): Promise<void> {
  const p = open_.get(uploadId);
  if (p) await drop(p);
}
