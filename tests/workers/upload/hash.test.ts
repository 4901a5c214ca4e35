import { createHash, randomBytes } from 'node:crypto';
import * as Comlink from 'comlink';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadApi } from '../../../workers/upload/api';
import { md5File, md5Slices } from '../../../workers/upload/hash';
import { readTuning, resetStall } from '../../../workers/upload/file-reads';

const SLICE = 64 * 1024;
let worker: Worker;
let api: Comlink.Remote<UploadApi>;

beforeAll(() => {
  worker = new Worker(new URL('../../../workers/upload/upload.worker.ts', import.meta.url), { type: 'module' });
  api = Comlink.wrap<UploadApi>(worker);
});
afterAll(() => {
  api[Comlink.releaseProxy]();
  worker.terminate();
});

const nodeMd5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

describe('upload worker MD5', () => {
  it.each([
    ['0 bytes', 0],
    ['1 byte', 1],
    ['slice − 1', SLICE - 1],
    ['slice', SLICE],
    ['slice + 1', SLICE + 1],
    ['several slices', SLICE * 5 + 12345],
  ])('equals node:crypto for %s', async (_label, size) => {
    const bytes = randomBytes(size);
    const hashed: number[] = [];
    const digest = await api.hash(
      new Blob([bytes]),
      SLICE,
      Comlink.proxy((n: number) => void hashed.push(n)),
    );
    expect(digest).toBe(nodeMd5(bytes));
    // Progress calls cross the worker boundary asynchronously: they may land just after the digest.
    if (size > 0) await vi.waitFor(() => expect(hashed.at(-1)).toBe(size));
    expect(hashed).toEqual([...hashed].sort((a, b) => a - b));
  });

  it('does not depend on the read size', async () => {
    const bytes = randomBytes(SLICE * 3 + 7);
    const a = await api.hash(new Blob([bytes]), SLICE);
    const b = await api.hash(new Blob([bytes]), 100_000);
    expect(a).toBe(b);
  });
});

describe('md5File per-slice digests', () => {
  it('gives every slice its own MD5, in order, from one pass whatever the read sizes', async () => {
    const bytes = randomBytes(SLICE * 4 + 999);
    const digests: [number, string][] = [];
    const whole = await md5File(new Blob([bytes.subarray(0, 5000), bytes.subarray(5000)]), {
      chunkSize: SLICE,
      onChunkDigest: (i, d) => digests.push([i, d]),
    });
    expect(whole).toBe(nodeMd5(bytes));
    const expected = Array.from({ length: 5 }, (_, i) => [
      i,
      nodeMd5(bytes.subarray(i * SLICE, Math.min(bytes.length, (i + 1) * SLICE))),
    ]);
    expect(digests).toEqual(expected);
  });

  it('stops with AbortError when the signal aborts', async () => {
    const ctrl = new AbortController();
    const pass = md5File(new Blob([randomBytes(SLICE * 40)]), {
      chunkSize: SLICE,
      signal: ctrl.signal,
      onProgress: () => ctrl.abort(),
    });
    await expect(pass).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a BYOB read of the file that stalls', () => {
  // Chromium 156 stops answering BYOB reads of a file after a few GB read in one page or worker (the upload
  // bench: the worker's 19th hash of a 1 GB file never finished), which left an upload hashing forever.
  afterEach(() => {
    readTuning.stallMs = 10_000;
    resetStall();
  });

  /** A blob whose BYOB reads stop answering after `answered` reads; records which readers were asked for. */
  function stallingBlob(bytes: Buffer, answered: number, modes: (string | undefined)[]) {
    return new (class extends Blob {
      override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
        const s = super.stream();
        const getReader = s.getReader.bind(s) as (o?: { mode?: 'byob' }) => ReadableStreamBYOBReader;
        (s as { getReader: unknown }).getReader = (o?: { mode?: 'byob' }) => {
          modes.push(o?.mode);
          const r = getReader(o);
          if (o?.mode !== 'byob') return r;
          const read = r.read.bind(r);
          let n = 0;
          (r as { read: unknown }).read = (v: Uint8Array<ArrayBuffer>) =>
            ++n > answered ? new Promise(() => {}) : read(v);
          return r;
        };
        return s;
      }
    })([new Uint8Array(bytes)]);
  }

  it('is given up: the pass reads on with the stream’s own reader and every digest is right', async () => {
    readTuning.stallMs = 50;
    const bytes = randomBytes((3 << 20) + 12345);
    const modes: (string | undefined)[] = [];
    const digests: [number, string][] = [];
    const chunk = 1 << 20;
    const whole = await md5File(stallingBlob(bytes, 2, modes), {
      chunkSize: chunk,
      onChunkDigest: (i, d) => digests.push([i, d]),
    });
    expect(whole).toBe(nodeMd5(bytes));
    expect(digests).toEqual(
      Array.from({ length: 4 }, (_, i) => [
        i,
        nodeMd5(bytes.subarray(i * chunk, Math.min(bytes.length, (i + 1) * chunk))),
      ]),
    );
    expect(modes).toEqual(['byob']);
    // Later passes in the same worker skip the stalled kind of read from the start.
    const again: (string | undefined)[] = [];
    expect(await md5File(stallingBlob(bytes, 0, again), { chunkSize: chunk })).toBe(nodeMd5(bytes));
    expect(again).toEqual([undefined]);
  });
});

describe('md5Slices', () => {
  const slice = (bytes: Uint8Array, i: number) => bytes.subarray(i * SLICE, Math.min(bytes.length, (i + 1) * SLICE));

  it('gives each listed slice its own MD5 in file order, skips the others, the short last slice included', async () => {
    const bytes = randomBytes(SLICE * 6 + 4321);
    const digests: [number, string][] = [];
    const blob = new Blob([bytes.subarray(0, 7000), bytes.subarray(7000)]);
    await md5Slices(blob, SLICE, [5, 1, 2, 6], (i, d) => digests.push([i, d]));
    expect(digests).toEqual([1, 2, 5, 6].map((i) => [i, nodeMd5(slice(bytes, i))]));
  });

  it('reads only from the first listed slice to the end of the last', async () => {
    const cuts: [number | undefined, number | undefined][] = [];
    class WatchedBlob extends Blob {
      override slice(start?: number, end?: number, type?: string): Blob {
        cuts.push([start, end]);
        return super.slice(start, end, type);
      }
    }
    const digests: number[] = [];
    await md5Slices(new WatchedBlob([randomBytes(SLICE * 8)]), SLICE, [3, 5], (i) => digests.push(i));
    expect(cuts).toEqual([[3 * SLICE, 6 * SLICE]]);
    expect(digests).toEqual([3, 5]);
  });

  it('stops with AbortError when the signal aborts, and hands out nothing after', async () => {
    const bytes = randomBytes(SLICE * 10);
    const ctrl = new AbortController();
    const digests: number[] = [];
    const pass = md5Slices(
      new Blob([bytes]),
      SLICE,
      Array.from({ length: 10 }, (_, i) => i),
      (i) => {
        digests.push(i);
        if (i === 2) ctrl.abort();
      },
      ctrl.signal,
    );
    await expect(pass).rejects.toMatchObject({ name: 'AbortError' });
    expect(digests).toEqual([0, 1, 2]);
  });
});
