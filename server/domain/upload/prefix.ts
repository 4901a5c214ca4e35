import { createHash } from 'node:crypto';
import type { Hash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { MediaStorage } from '../../lib/media-storage';
import { discard, openScratchWriter } from '../../lib/scratch';
import type { ScratchWriter } from '../../lib/scratch';
import { sliceDigest, sliceKey } from './store';

// The assembled file of a sliced upload, built while the slices arrive: each stored slice that extends the
// in-order prefix is appended to a scratch file and fed to the whole-file MD5, so at storeFileInfo only what
// is left (usually nothing) still has to be read. Only slices with a row are read (a row is written after
// its object is stored); the whole-file MD5 is still compared with file_hash before anything is published.
// The state is this process's memory: after a restart, or for slices another process received, the prefix
// simply catches up from storage when asked to finish.

export interface PrefixDeps {
  db: Db;
  dataDir: string;
  storage: MediaStorage;
}

interface Prefix {
  uploadId: string;
  slices: number;
  out: Promise<ScratchWriter>;
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

function start(deps: PrefixDeps, uploadId: string, slices: number): Prefix {
  const p: Prefix = {
    uploadId,
    slices,
    out: openScratchWriter(deps.dataDir, 'assembly'),
    hash: createHash('md5'),
    next: 0,
    written: 0,
    chain: Promise.resolve(),
    failed: false,
  };
  p.out.catch(() => {});
  open_.set(uploadId, p);
  while (open_.size > MAX_OPEN) void drop(open_.values().next().value!);
  return p;
}

async function drop(p: Prefix): Promise<void> {
  if (open_.get(p.uploadId) === p) open_.delete(p.uploadId);
  p.failed = true;
  await p.chain.catch(() => {});
  const out = await p.out.catch(() => null);
  if (out) {
    await out.close().catch(() => {});
    await discard(out.path);
  }
}

/** A slice whose row exists but whose object is gone: its row must go, so the client sends it again. */
export class LostSliceError extends Error {
  constructor(readonly index: number) {
    super(`slice ${index} is missing from storage`);
    this.name = 'LostSliceError';
  }
}

/** Appends every received slice from `next` on; stops at the first one not received yet. */
async function advance(deps: PrefixDeps, p: Prefix): Promise<void> {
  const out = await p.out;
  while (!p.failed && p.next < p.slices) {
    const md5 = await sliceDigest(deps.db, p.uploadId, p.next);
    if (md5 === null) return;
    const key = sliceKey(p.uploadId, p.next, md5);
    try {
      // Streamed: pieces uploads store 104 MB parts, which must not sit in memory whole.
      for await (const chunk of deps.storage.openRead(key) as AsyncIterable<Buffer>) {
        await out.append(chunk);
        p.hash.update(chunk);
        p.written += chunk.length;
      }
    } catch (err) {
      // Part of the slice may be in the file already: this prefix cannot go on either way.
      if ((await deps.storage.stat(key)) === null) throw new LostSliceError(p.next);
      throw err;
    }
    p.next++;
  }
}

function queue(deps: PrefixDeps, p: Prefix): Promise<void> {
  p.chain = p.chain.then(() => advance(deps, p));
  p.chain.catch(() => void drop(p));
  return p.chain;
}

/** A slice of this upload was stored: extend the prefix in the background (never fails the slice). */
export function sliceStored(deps: PrefixDeps, uploadId: string, slices: number, index: number): void {
  let p = open_.get(uploadId);
  if (!p) {
    // Only an upload whose start is here begins a prefix; others catch up when finishing.
    if (index !== 0) return;
    p = start(deps, uploadId, slices);
  }
  // A slice past the prefix is picked up once the gap before it fills (advance reads on while rows exist).
  if (index >= p.next) void queue(deps, p).catch(() => {});
}

/**
 * Completes the prefix over every received slice and hands over the file (the caller owns it from then on).
 * @returns the file and its MD5, or null when a slice has not been received.
 * @throws LostSliceError when a received slice's object is gone; otherwise what reading or writing threw.
 */
export async function finishPrefix(
  deps: PrefixDeps,
  upload: { id: string; slices: number },
): Promise<{ file: string; md5: string; size: number } | null> {
  let p = open_.get(upload.id);
  if (!p || p.failed || p.slices !== upload.slices) p = start(deps, upload.id, upload.slices);
  try {
    await queue(deps, p);
  } catch (err) {
    await drop(p);
    throw err;
  }
  open_.delete(upload.id);
  const out = await p.out;
  await out.close();
  if (p.next < p.slices) {
    await discard(out.path);
    return null;
  }
  return { file: out.path, md5: p.hash.digest('hex'), size: p.written };
}

/** The upload ended (done, failed or swept): let go of its prefix. */
export async function forgetPrefix(uploadId: string): Promise<void> {
  const p = open_.get(uploadId);
  if (p) await drop(p);
}
