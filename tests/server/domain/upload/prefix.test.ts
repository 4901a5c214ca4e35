import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { finishPrefix, forgetPrefix, sliceStored } from '../../../../server/domain/upload/prefix';
import { slicePath, uploadDir } from '../../../../server/domain/upload/store';

// The assembled file built while slices arrive: whatever order they are stored in, and whether or not this
// process saw them arrive, the result is the concatenation of the slice files with its MD5.

const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');
const dirs: string[] = [];

async function setup(slices: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'goldpost-prefix-'));
  dirs.push(dataDir);
  const uploadId = randomBytes(16).toString('base64url');
  await mkdir(uploadDir(dataDir, uploadId), { recursive: true });
  const parts = Array.from({ length: slices }, (_, i) => randomBytes(1000 + i * 17));
  const store = async (i: number, announce = true) => {
    await writeFile(slicePath(dataDir, uploadId, i), parts[i]!);
    if (announce) sliceStored(dataDir, uploadId, slices, i);
  };
  return { dataDir, uploadId, parts, store, whole: Buffer.concat(parts) };
}

afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

describe('upload prefix', () => {
  it.each([
    ['in order', [0, 1, 2, 3, 4]],
    ['out of order', [2, 0, 4, 1, 3]],
    ['reversed', [4, 3, 2, 1, 0]],
  ])('builds the whole file from slices stored %s', async (_label, order) => {
    const s = await setup(5);
    for (const i of order) await s.store(i);
    const built = await finishPrefix(s.dataDir, { id: s.uploadId, slices: 5 });
    expect(built).not.toBeNull();
    expect(built!.md5).toBe(md5(s.whole));
    expect(built!.size).toBe(s.whole.length);
    expect(md5(await readFile(built!.file))).toBe(md5(s.whole));
  });

  it('catches up from the slice files when it saw none arrive (a restart, another process)', async () => {
    const s = await setup(3);
    for (const i of [0, 1, 2]) await s.store(i, false);
    const built = await finishPrefix(s.dataDir, { id: s.uploadId, slices: 3 });
    expect(built!.md5).toBe(md5(s.whole));
  });

  it('answers null and leaves no temp file when a slice is missing', async () => {
    const s = await setup(3);
    await s.store(0);
    await s.store(2);
    expect(await finishPrefix(s.dataDir, { id: s.uploadId, slices: 3 })).toBeNull();
    expect((await readdir(uploadDir(s.dataDir, s.uploadId))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // The missing slice arrives: a second finish builds the file.
    await s.store(1);
    expect((await finishPrefix(s.dataDir, { id: s.uploadId, slices: 3 }))!.md5).toBe(md5(s.whole));
  });

  it('removes its temp file when the upload is forgotten', async () => {
    const s = await setup(2);
    await s.store(0);
    await forgetPrefix(s.uploadId);
    expect((await readdir(uploadDir(s.dataDir, s.uploadId))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(slicePath(s.dataDir, s.uploadId, 0))).toBe(true);
  });
});
