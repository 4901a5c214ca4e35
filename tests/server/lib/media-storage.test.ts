import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeMediaPath } from '../../../protocol/media';
import { UnsafeMediaPathError } from '../../../server/lib/media-storage';
import { useTestApp } from '../helper';
import { filesUnder, useMediaSandbox } from '../support/media';

const m = useMediaSandbox();

describe('local m.storage', () => {
  it('round-trips bytes and creates folders', async () => {
    await m.storage.put('img/ab/abc.bin', new Uint8Array([1, 2, 3]));
    expect([...(await m.storage.get('img/ab/abc.bin'))!]).toEqual([1, 2, 3]);
    expect(await m.storage.get('img/ab/missing.bin')).toBeNull();
    expect(filesUnder(m.mediaDir)).toEqual([join('img', 'ab', 'abc.bin')]);
  });

  it.each([
    '../outside.bin',
    'img/../../outside.bin',
    '/etc/passwd',
    'img//x.bin',
    './x.bin',
    'IMG/A.bin',
    'img/a b.bin',
    'img\\x.bin',
    '',
  ])('refuses the unsafe path %j', async (path) => {
    expect(isSafeMediaPath(path)).toBe(false);
    await expect(m.storage.put(path, new Uint8Array([1]))).rejects.toBeInstanceOf(UnsafeMediaPathError);
    expect(await m.storage.get(path)).toBeNull();
    expect(filesUnder(m.root).filter((f) => !f.startsWith('goldpost.sqlite'))).toEqual([]);
  });

  it('never reads outside its folder', async () => {
    writeFileSync(join(m.root, 'secret.json'), '{"key":"x"}');
    expect(await m.storage.get('../secret.json')).toBeNull();
  });
});

describe('MediaStorage files', () => {
  const t = useTestApp('sqlite');
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'goldpost-putfile-'));
  });
  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('moves a local file in, then stats it and reads ranges of it', async () => {
    const src = join(scratch, 'upload.part');
    const content = randomBytes(4096);
    writeFileSync(src, content);
    await t.app.storage.putFile('video/abc-1/source.mp4', src);
    expect(existsSync(src)).toBe(false);
    expect(await t.app.storage.stat('video/abc-1/source.mp4')).toEqual({ size: 4096 });
    expect(await t.app.storage.stat('video/abc-1/none.mp4')).toBeNull();
    expect(await t.app.storage.stat('video/abc-1')).toBeNull();
    const part = await text(
      t.app.storage.openRead('video/abc-1/source.mp4', { start: 10, end: 19 }).setEncoding('latin1'),
    );
    expect(Buffer.from(part, 'latin1').equals(content.subarray(10, 20))).toBe(true);
  });

  it('removes one file or a whole prefix, and a missing one is no error', async () => {
    await t.app.storage.put('video/rm-1/hls/a.ts', new Uint8Array([1]));
    await t.app.storage.put('video/rm-1/hls/b.ts', new Uint8Array([2]));
    await t.app.storage.put('video/rm-1/source.mp4', new Uint8Array([3]));
    await t.app.storage.remove('video/rm-1/hls/a.ts');
    await t.app.storage.remove('video/rm-1/hls/a.ts');
    expect(await t.app.storage.stat('video/rm-1/hls/a.ts')).toBeNull();
    await t.app.storage.removePrefix('video/rm-1/hls/');
    expect(await t.app.storage.stat('video/rm-1/hls/b.ts')).toBeNull();
    expect(await t.app.storage.stat('video/rm-1/source.mp4')).toEqual({ size: 1 });
    await expect(t.app.storage.removePrefix('video/rm-1/hls')).rejects.toBeInstanceOf(UnsafeMediaPathError);
    await expect(t.app.storage.removePrefix('../')).rejects.toBeInstanceOf(UnsafeMediaPathError);
  });

  it('refuses unsafe paths on every call', async () => {
    const src = join(scratch, 'x');
    writeFileSync(src, 'x');
    await expect(t.app.storage.putFile('../escape.mp4', src)).rejects.toBeInstanceOf(UnsafeMediaPathError);
    expect(existsSync(src)).toBe(true);
    expect(await t.app.storage.stat('../secret.json')).toBeNull();
    expect(() => t.app.storage.openRead('video/../../x')).toThrow(UnsafeMediaPathError);
  });
});
