import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishPrefix, forgetPrefix, sliceStored } from '../../../../server/domain/upload/prefix';
import { sliceKey } from '../../../../server/domain/upload/store';
import { scratchDir } from '../../../../server/lib/scratch';
import { createTestEnv } from '../../helper';
import type { TestEnv } from '../../helper';
import { openApp } from '../../support/upload';
import type { UploadApp } from '../../support/upload';

// The assembled file built while slices arrive: whatever order they are received in, and whether or not this
// process saw them arrive, the result is the concatenation of the received slices with its MD5.

const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

describe('upload prefix', () => {
  let env: TestEnv;
  let t: UploadApp;
  beforeAll(async () => {
    env = await createTestEnv('sqlite', 'goldpost-prefix-');
    t = await openApp(env.config);
  });
  afterAll(async () => {
    await t.app.close();
    await env.dispose();
  });

  const deps = () => ({ db: t.app.db, dataDir: env.config.dataDir, storage: t.app.storage });
  const scratchFiles = async () => (await readdir(scratchDir(env.config.dataDir)).catch(() => [])).sort();

  /** An upload row and slices that "arrive" as acceptSlice stores them: object first, then the row. */
  async function setup(slices: number) {
    const uploadId = randomBytes(16).toString('base64url');
    await t.app.db
      .insertInto('uploads')
      .values({
        id: uploadId,
        user_id: 1,
        mode: 'slices',
        name: 'a.mp4',
        size: 1,
        format: 'mp4',
        slice_size: 1,
        slices,
        file_hash: null,
        proof_start: 0,
        proof_end: 0,
        challenge: null,
        status: 'open',
        video_id: null,
        error: null,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const parts = Array.from({ length: slices }, (_, i) => randomBytes(1000 + i * 17));
    const store = async (i: number, announce = true) => {
      const part = parts[i]!;
      await t.app.storage.put(sliceKey(uploadId, i, md5(part)), part);
      await t.app.db
        .insertInto('upload_slices')
        .values({ upload_id: uploadId, index: i, md5: md5(part), size: part.length, created_at: 0 })
        .execute();
      if (announce) sliceStored(deps(), uploadId, slices, i);
    };
    return { uploadId, parts, store, whole: Buffer.concat(parts) };
  }

  it.each([
    ['in order', [0, 1, 2, 3, 4]],
    ['out of order', [2, 0, 4, 1, 3]],
    ['reversed', [4, 3, 2, 1, 0]],
  ])('builds the whole file from slices received %s', async (_label, order) => {
    const s = await setup(5);
    for (const i of order) await s.store(i);
    const built = await finishPrefix(deps(), { id: s.uploadId, slices: 5 });
    expect(built).not.toBeNull();
    expect(built!.md5).toBe(md5(s.whole));
    expect(built!.size).toBe(s.whole.length);
    expect(md5(await readFile(built!.file))).toBe(md5(s.whole));
  });

  it('catches up from storage when it saw none arrive (a restart, another process)', async () => {
    const s = await setup(3);
    for (const i of [0, 1, 2]) await s.store(i, false);
    const built = await finishPrefix(deps(), { id: s.uploadId, slices: 3 });
    expect(built!.md5).toBe(md5(s.whole));
  });

  it('answers null and leaves no scratch file when a slice is missing', async () => {
    const before = await scratchFiles();
    const s = await setup(3);
    await s.store(0);
    await s.store(2);
    expect(await finishPrefix(deps(), { id: s.uploadId, slices: 3 })).toBeNull();
    expect(await scratchFiles()).toEqual(before);
    // The missing slice arrives: a second finish builds the file.
    await s.store(1);
    expect((await finishPrefix(deps(), { id: s.uploadId, slices: 3 }))!.md5).toBe(md5(s.whole));
  });

  it('names the slice whose row is there but whose object is gone', async () => {
    const s = await setup(2);
    await s.store(0, false);
    await s.store(1, false);
    await t.app.storage.remove(sliceKey(s.uploadId, 1, md5(s.parts[1]!)));
    await expect(finishPrefix(deps(), { id: s.uploadId, slices: 2 })).rejects.toMatchObject({
      name: 'LostSliceError',
      index: 1,
    });
  });

  it('removes its scratch file when the upload is forgotten, and keeps the slices', async () => {
    const before = await scratchFiles();
    const s = await setup(2);
    await s.store(0);
    await forgetPrefix(s.uploadId);
    expect(await scratchFiles()).toEqual(before);
    expect(await t.app.storage.stat(sliceKey(s.uploadId, 0, md5(s.parts[0]!)))).toEqual({ size: 1000 });
  });
});
