import { createMD5, md5 } from 'hash-wasm';
import type { ByteSpan } from '../../protocol/upload';

// MD5 over File.slice reads: one slice in memory being hashed and the next one being read, so memory is
// bounded by two slices whatever the file size, and disk reads overlap the hashing.

export interface HashProgress {
  hashed: number;
  total: number;
}

export interface HashOptions {
  /** Bytes per read (the upload's slice size, so per-slice digests come out of the same pass). */
  chunkSize: number;
  signal?: AbortSignal;
  onProgress?: (p: HashProgress) => void;
  /** Called with each chunk's own MD5, in order (the slice queue sends with these). */
  onChunkDigest?: (index: number, digest: string) => void;
}

function abortError(): Error {
  const err = new Error('cancel');
  err.name = 'AbortError';
  return err;
}

/** Hex MD5 of the whole blob. @throws AbortError when the signal aborts. */
export async function md5File(blob: Blob, opts: HashOptions): Promise<string> {
  const whole = await createMD5();
  const perChunk = opts.onChunkDigest ? await createMD5() : null;
  whole.init();
  const size = blob.size;
  const read = (i: number) => blob.slice(i * opts.chunkSize, Math.min(size, (i + 1) * opts.chunkSize)).arrayBuffer();
  const chunks = Math.ceil(size / opts.chunkSize);
  let next: Promise<ArrayBuffer> | null = chunks > 0 ? read(0) : null;
  for (let i = 0; i < chunks; i++) {
    if (opts.signal?.aborted) throw abortError();
    const current = new Uint8Array(await next!);
    next = i + 1 < chunks ? read(i + 1) : null;
    whole.update(current);
    if (perChunk) {
      perChunk.init();
      perChunk.update(current);
      opts.onChunkDigest?.(i, perChunk.digest('hex'));
    }
    opts.onProgress?.({ hashed: Math.min(size, (i + 1) * opts.chunkSize), total: size });
  }
  // Swallow a prefetch nobody awaits (only possible after an abort).
  next?.catch(() => {});
  return whole.digest('hex');
}

/** Hex MD5 of a small blob (a slice). */
export async function md5Blob(blob: Blob): Promise<string> {
  return md5(new Uint8Array(await blob.arrayBuffer()));
}

/** Hex MD5 of the blob's bytes in these ranges, read in order (the answer to a proof challenge). */
export async function md5Ranges(blob: Blob, ranges: readonly ByteSpan[]): Promise<string> {
  const h = await createMD5();
  h.init();
  for (const r of ranges) h.update(new Uint8Array(await blob.slice(r.start, r.end).arrayBuffer()));
  return h.digest('hex');
}

const SAMPLE_BYTES = 64 * 1024;
const SAMPLES = 5;

/**
 * Identifies a picked file across reloads without reading it all: size, name, lastModified and the MD5 of
 * a few 64 KB ranges spread over the file. A false match is caught later by the server's whole-file check.
 */
export async function fileFingerprint(file: Blob, name: string, lastModified: number): Promise<string> {
  const h = await createMD5();
  h.init();
  h.update(`${file.size}\n${name}\n${lastModified}\n`);
  const span = Math.max(0, file.size - SAMPLE_BYTES);
  for (let k = 0; k < SAMPLES; k++) {
    const start = Math.floor((span * k) / (SAMPLES - 1));
    h.update(new Uint8Array(await file.slice(start, Math.min(file.size, start + SAMPLE_BYTES)).arrayBuffer()));
  }
  return h.digest('hex');
}
