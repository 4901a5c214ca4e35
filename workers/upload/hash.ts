import { createMD5, md5 } from 'hash-wasm';
import { sampleRanges, sliceSpan } from '../../protocol/upload';
import { abortError, eachRead } from './file-reads';
import type { ByteSpan } from '../../protocol/upload';

// MD5 over one read of the file (file-reads.ts): per-slice digests come out of the same pass.

export interface HashProgress {
  hashed: number;
  total: number;
}

export interface HashOptions {
  /** Bytes per chunk (the upload's slice size, so per-slice digests come out of the same pass). */
  chunkSize: number;
  signal?: AbortSignal;
  onProgress?: (p: HashProgress) => void;
  /** Called with each chunk's own MD5, in order (the slice queue sends with these). */
  onChunkDigest?: (index: number, digest: string) => void;
}

/** Hex MD5 of the whole blob. @throws AbortError when the signal aborts. */
export async function md5File(blob: Blob, opts: HashOptions): Promise<string> {
  const { chunkSize, signal, onProgress, onChunkDigest } = opts;
  const whole = await createMD5();
  const perChunk = onChunkDigest ? await createMD5() : null;
  whole.init();
  perChunk?.init();
  const size = blob.size;
  let hashed = 0;
  let index = 0;
  let inChunk = 0;
  const endChunk = () => {
    if (perChunk) {
      onChunkDigest?.(index, perChunk.digest('hex'));
      perChunk.init();
    }
    index++;
    inChunk = 0;
    onProgress?.({ hashed, total: size });
  };
  await eachRead(blob, signal, (value) => {
    for (let at = 0; at < value.length;) {
      const part = value.subarray(at, at + Math.min(value.length - at, chunkSize - inChunk));
      whole.update(part);
      perChunk?.update(part);
      at += part.length;
      inChunk += part.length;
      hashed += part.length;
      if (inChunk === chunkSize) endChunk();
    }
  });
  if (inChunk > 0) endChunk();
  return whole.digest('hex');
}

/**
 * The MD5 of each listed slice, in file order, from one read of the span from the first listed slice to the
 * end of the last (slices in between that are not listed are read, not hashed): for an upload whose
 * whole-file hash is known already (a resume), so no slice waits to be read whole and hashed just before it
 * is sent. One stream over the span, because a stream per slice slowed the slices' own sending by about a fifth.
 * @throws AbortError when the signal aborts.
 */
export async function md5Slices(
  blob: Blob,
  sliceSize: number,
  indices: readonly number[],
  onDigest: (index: number, digest: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (indices.length === 0) return;
  const wanted = new Set(indices);
  const first = indices.reduce((a, b) => Math.min(a, b));
  const last = indices.reduce((a, b) => Math.max(a, b));
  const h = await createMD5();
  h.init();
  let index = first;
  let span = sliceSpan(index, blob.size, sliceSize);
  let inSlice = 0;
  await eachRead(blob.slice(span.start, sliceSpan(last, blob.size, sliceSize).end), signal, (value) => {
    for (let at = 0; at < value.length;) {
      const n = Math.min(value.length - at, span.end - span.start - inSlice);
      if (wanted.has(index)) h.update(value.subarray(at, at + n));
      at += n;
      inSlice += n;
      if (inSlice === span.end - span.start) {
        if (wanted.has(index)) {
          // One read can hold many slices: an abort must stop them here, not at the next read.
          if (signal?.aborted) throw abortError();
          onDigest(index, h.digest('hex'));
          h.init();
        }
        index++;
        span = sliceSpan(index, blob.size, sliceSize);
        inSlice = 0;
      }
    }
  });
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

/**
 * The quick fingerprint the server checks before any byte is sent (protocol sampleRanges: first, middle and
 * last 64 KiB): three small Blob.slice reads, so memory stays flat whatever the file size.
 */
export async function sampleDigest(file: Blob): Promise<string> {
  return md5Ranges(file, sampleRanges(file.size));
}
