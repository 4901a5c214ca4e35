import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSafeMediaPath } from '../../../protocol/media';
import { UnsafeMediaPathError } from '../../../server/lib/media-storage';
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
