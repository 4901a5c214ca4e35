import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeHashed } from '../../../server/lib/hashed-file';

const dir = mkdtempSync(join(tmpdir(), 'hashed-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');
const tooLarge = () => new Error('too large');

/** The bytes cut at the given sizes, yielded one after another with a pause between (as a socket would). */
async function* pieces(bytes: Uint8Array, sizes: number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (let k = 0; at < bytes.length; k++) {
    const n = sizes[k % sizes.length]!;
    await new Promise((r) => setImmediate(r));
    yield bytes.subarray(at, at + n);
    at += n;
  }
}

describe('writeHashed', () => {
  it.each([
    ['small reads', [1, 7, 4096, 13]],
    ['reads of 64 KB', [64 * 1024]],
    ['one read larger than a batch', [3 * 1024 * 1024]],
  ])('writes every byte in order and hashes them: %s', async (_name, sizes) => {
    const bytes = randomBytes(2 * 1024 * 1024 + 12345);
    const file = join(dir, `ok-${sizes.join('-')}`);
    const got = await writeHashed(pieces(bytes, sizes), file, bytes.length, tooLarge);
    // The first bytes come back for a content check, whichever reads they arrived in.
    expect(got).toEqual({ md5: md5(bytes), size: bytes.length, head: new Uint8Array(bytes.subarray(0, 16)) });
    expect(md5(readFileSync(file))).toBe(md5(bytes));
  });

  it('writes an empty body as an empty file', async () => {
    const file = join(dir, 'empty');
    expect(await writeHashed(pieces(new Uint8Array(0), [1]), file, 10, tooLarge)).toEqual({
      md5: md5(new Uint8Array(0)),
      size: 0,
      head: new Uint8Array(0),
    });
    expect(readFileSync(file).length).toBe(0);
  });

  it('refuses a body past the limit and leaves no file behind', async () => {
    const sub = mkdtempSync(join(dir, 'big-'));
    const bytes = randomBytes(1536 * 1024);
    await expect(
      writeHashed(pieces(bytes, [100 * 1024]), join(sub, 'x.tmp'), bytes.length - 1, tooLarge),
    ).rejects.toThrow('too large');
    expect(readdirSync(sub)).toEqual([]);
  });

  it("passes on the source's error and leaves no file behind", async () => {
    const sub = mkdtempSync(join(dir, 'broken-'));
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield randomBytes(1200 * 1024);
      yield randomBytes(10);
      throw new Error('connection reset');
    }
    await expect(writeHashed(broken(), join(sub, 'x.tmp'), 1 << 30, tooLarge)).rejects.toThrow('connection reset');
    expect(readdirSync(sub)).toEqual([]);
  });

  it('fails without a file when the folder is missing', async () => {
    const file = join(dir, 'no-such-folder', 'x.tmp');
    await expect(writeHashed(pieces(randomBytes(10), [10]), file, 10, tooLarge)).rejects.toThrow(/ENOENT/);
    expect(existsSync(file)).toBe(false);
  });
});
