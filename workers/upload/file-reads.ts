// Every byte of a picked file, in order, read ahead by the browser into the stream's pipe. A BYOB reader puts
// the bytes into one reused buffer, so memory stays flat whatever the file size: the stream's own reader
// hands over fresh chunks, which left the renderer ≈ 160 MB larger per 1 GB hashed, and 2.5× slower. But in
// Chromium 156 BYOB reads of a file stop answering after a few GB read in one page or worker (repeated whole
// reads of a 256 MB file on a page: the 16th never finished; the worker's 1 GB hash: the 19th). A read that
// stalls is given up, the rest of the file is read with the stream's own reader, and so are later reads in
// this worker: slower and larger, but it finishes.

/** Bytes asked for per read: large enough that per-read overhead vanishes, small enough to stay cache-warm. */
const READ_BYTES = 1 << 20;

/** A BYOB read that has not answered in `stallMs` is taken as stalled (a 1 MB read of a file takes ms). */
export const readTuning = { stallMs: 10_000 };

/** Set once a BYOB read stalled here: this realm's later reads go straight to the stream's own reader. */
let byobStalled = false;

export function abortError(): Error {
  const err = new Error('cancel');
  err.name = 'AbortError';
  return err;
}

type Take = (bytes: Uint8Array) => void;

/** BYOB reads of the whole blob; false when a read stalled (the bytes before it were taken), or no BYOB. */
async function readByob(blob: Blob, signal: AbortSignal | undefined, take: Take): Promise<boolean> {
  const stream = blob.stream();
  let reader: ReadableStreamBYOBReader;
  try {
    reader = stream.getReader({ mode: 'byob' });
  } catch {
    await stream.cancel().catch(() => {});
    return false;
  }
  let buffer = new ArrayBuffer(READ_BYTES);
  let finished = false;
  try {
    for (;;) {
      if (signal?.aborted) throw abortError();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), readTuning.stallMs)));
      const r = await Promise.race([reader.read(new Uint8Array(buffer, 0, READ_BYTES)), stalled]);
      clearTimeout(timer);
      if (r === null) {
        byobStalled = true;
        return false;
      }
      if (r.done) break;
      // The read transferred the buffer into the stream and back: keep the returned one for the next read.
      buffer = r.value.buffer as ArrayBuffer;
      take(r.value);
    }
    finished = true;
    return true;
  } finally {
    // A stalled read may never settle: cancel without waiting for it.
    if (!finished) void reader.cancel().catch(() => {});
  }
}

/** The stream's own reader over the whole blob. */
async function readPlain(blob: Blob, signal: AbortSignal | undefined, take: Take): Promise<void> {
  const reader = blob.stream().getReader();
  let finished = false;
  try {
    for (;;) {
      if (signal?.aborted) throw abortError();
      const { done, value } = await reader.read();
      if (done) break;
      take(value);
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
  }
}

/**
 * Hands every byte of the blob, in order, to `take` (which must not keep the bytes: the buffer is reused).
 * @throws AbortError when the signal aborts; an Error when the blob reads short.
 */
export async function eachRead(blob: Blob, signal: AbortSignal | undefined, take: Take): Promise<void> {
  let read = 0;
  const counted: Take = (bytes) => {
    take(bytes);
    read += bytes.length;
  };
  if (byobStalled || !(await readByob(blob, signal, counted)))
    await readPlain(read === 0 ? blob : blob.slice(read), signal, counted);
  if (read !== blob.size) throw new Error(`read ${read} of ${blob.size} bytes`);
}

/** Forgets a stall seen earlier (tests start each case from a fresh realm's state). */
export function resetStall(): void {
  byobStalled = false;
}
