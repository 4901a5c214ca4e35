import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

// A streamed, size-capped, hashed write to a temp file: what every binary upload does with its bytes, so a
// multi-GB video never sits in memory.

/**
 * Streams `source` into `tmp` computing MD5 and counting bytes.
 * @throws what `tooLarge` returns once more than `maxBytes` arrived (the temp file is removed), or the
 *   source's own error.
 */
export async function writeHashed(
  source: AsyncIterable<Uint8Array>,
  tmp: string,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  async function* counted() {
    for await (const chunk of source) {
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
  return { md5: hash.digest('hex'), size };
}

/** Reads a stream to its end without keeping it (a refused upload's remaining bytes). */
export async function drain(source: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of source) void _;
}
