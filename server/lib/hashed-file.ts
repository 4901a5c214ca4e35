import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

// A streamed, size-capped, hashed write to a temp file: what every binary upload does with its bytes, so a
// multi-GB video never sits in memory.

/** Leading bytes kept for a content check (a video's container, video-sniff.ts). */
const HEAD_BYTES = 16;

/**
 * Streams `source` into `tmp` computing MD5 and counting bytes; `head` is the first bytes written.
 * @throws what `tooLarge` returns once more than `maxBytes` arrived (the temp file is removed), or the
 *   source's own error.
 */
export async function writeHashed(
  source: AsyncIterable<Uint8Array>,
  tmp: string,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<{ md5: string; size: number; head: Uint8Array }> {
  const hash = createHash('md5');
  let size = 0;
  const head = new Uint8Array(HEAD_BYTES);
  async function* counted() {
    for await (const chunk of source) {
      if (size < HEAD_BYTES) head.set(chunk.subarray(0, HEAD_BYTES - size), size);
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      hash.update(chunk);
      yield chunk;
    }
  }
  const out = createWriteStream(tmp);
  try {
    await pipeline(counted, out);
  } catch (err) {
    // A stream destroyed while still opening creates the file afterwards: remove it once it is closed.
    if (!out.closed) await once(out, 'close').catch(() => {});
    await rm(tmp, { force: true });
    throw err;
  }
  return { md5: hash.digest('hex'), size, head: head.subarray(0, Math.min(size, HEAD_BYTES)) };
}

/** Reads a stream to its end without keeping it (a refused upload's remaining bytes). */
export async function drain(source: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of source) void _;
}
