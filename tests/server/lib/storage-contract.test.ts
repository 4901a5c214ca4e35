// The MediaStorage contract, run against both backends: the local folder and an S3-compatible bucket
// (s3rver). Whatever a caller can observe through the interface must be the same on both.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsafeMediaPathError, createLocalStorage } from '../../../server/lib/media-storage';
import type { MediaStorage } from '../../../server/lib/media-storage';
import { createS3Storage, s3ConfigFrom } from '../../../server/lib/s3-storage';
import { useTestApp } from '../helper';
import { startS3, useS3 } from '../support/s3';
import type { S3Sandbox } from '../support/s3';

const md5 = (b: Uint8Array) => createHash('md5').update(b).digest('hex');

describe.each(['local', 's3'] as const)('MediaStorage contract (%s)', (backend) => {
  let storage: MediaStorage;
  let scratch: string;
  let s3: S3Sandbox | null = null;
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'goldpost-contract-'));
    if (backend === 's3') {
      s3 = await startS3();
      storage = createS3Storage(s3.config);
    } else storage = createLocalStorage(join(scratch, 'media'));
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('is ready, and round-trips bytes', async () => {
    await storage.ready();
    await storage.put('img/ab/abc.bin', new Uint8Array([1, 2, 3]));
    expect([...(await storage.get('img/ab/abc.bin'))!]).toEqual([1, 2, 3]);
    expect(await storage.get('img/ab/missing.bin')).toBeNull();
    expect(await storage.stat('img/ab/abc.bin')).toEqual({ size: 3 });
    expect(await storage.stat('img/ab/missing.bin')).toBeNull();
    await storage.put('img/ab/abc.bin', new Uint8Array([9]));
    expect([...(await storage.get('img/ab/abc.bin'))!]).toEqual([9]);
  });

  it('moves a local file in: larger than one multipart part, bytes intact, source gone', async () => {
    const src = join(scratch, 'big.part');
    const content = randomBytes(20 * 1024 * 1024 + 12345);
    writeFileSync(src, content);
    await storage.putFile('video/big-1/source.mp4', src);
    expect(existsSync(src)).toBe(false);
    expect(await storage.stat('video/big-1/source.mp4')).toEqual({ size: content.length });
    expect(md5(await buffer(storage.openRead('video/big-1/source.mp4')))).toBe(md5(content));
    // A folder-like prefix is not a file.
    expect(await storage.stat('video/big-1')).toBeNull();
  });

  it('reads inclusive byte ranges, including the first and the last byte', async () => {
    const content = randomBytes(4096);
    await storage.put('video/r-1/source.mp4', content);
    const read = async (start: number, end: number) => buffer(storage.openRead('video/r-1/source.mp4', { start, end }));
    expect((await read(10, 19)).equals(content.subarray(10, 20))).toBe(true);
    expect((await read(0, 0)).equals(content.subarray(0, 1))).toBe(true);
    expect((await read(4095, 4095)).equals(content.subarray(4095))).toBe(true);
  });

  it('reports a missing file as an error on the stream, not a throw', async () => {
    const stream = storage.openRead('video/none/source.mp4');
    await expect(buffer(stream)).rejects.toBeTruthy();
  });

  it('copies a stored file, and says when the source is missing', async () => {
    const content = randomBytes(3000);
    await storage.put('upload/aa/0-x', content);
    expect(await storage.copy('upload/aa/0-x', 'upload/bb/0-x')).toBe(true);
    expect((await storage.get('upload/bb/0-x'))!.equals(content)).toBe(true);
    expect((await storage.get('upload/aa/0-x'))!.equals(content)).toBe(true);
    expect(await storage.copy('upload/aa/none', 'upload/bb/1-x')).toBe(false);
    expect(await storage.stat('upload/bb/1-x')).toBeNull();
    await expect(storage.copy('../x', 'upload/bb/2')).rejects.toBeInstanceOf(UnsafeMediaPathError);
  });

  it('removes one file or a whole prefix, and a missing one is no error', async () => {
    await storage.put('video/rm-1/hls/a.ts', new Uint8Array([1]));
    await storage.put('video/rm-1/hls/b.ts', new Uint8Array([2]));
    await storage.put('video/rm-1/hlsx/c.ts', new Uint8Array([3]));
    await storage.put('video/rm-1/source.mp4', new Uint8Array([3]));
    await storage.remove('video/rm-1/hls/a.ts');
    await storage.remove('video/rm-1/hls/a.ts');
    expect(await storage.stat('video/rm-1/hls/a.ts')).toBeNull();
    await storage.removePrefix('video/rm-1/hls/');
    await storage.removePrefix('video/rm-1/hls/');
    expect(await storage.stat('video/rm-1/hls/b.ts')).toBeNull();
    // A sibling whose name merely starts the same is not under the prefix.
    expect(await storage.stat('video/rm-1/hlsx/c.ts')).toEqual({ size: 1 });
    expect(await storage.stat('video/rm-1/source.mp4')).toEqual({ size: 1 });
  });

  it('removes a prefix holding more files than one listing page', async () => {
    for (let i = 0; i < 1010; i += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, j) => storage.put(`video/many/hls/${i + j}.ts`, new Uint8Array([j]))),
      );
    await storage.removePrefix('video/many/hls/');
    expect(await storage.stat('video/many/hls/0.ts')).toBeNull();
    expect(await storage.stat('video/many/hls/1049.ts')).toBeNull();
  }, 60_000);

  it('refuses unsafe paths on every call and touches nothing', async () => {
    const src = join(scratch, 'x');
    writeFileSync(src, 'x');
    for (const path of ['../escape.mp4', 'img//x.bin', 'IMG/A.bin', '/etc/passwd', '']) {
      await expect(storage.put(path, new Uint8Array([1]))).rejects.toBeInstanceOf(UnsafeMediaPathError);
      await expect(storage.putFile(path, src)).rejects.toBeInstanceOf(UnsafeMediaPathError);
      expect(await storage.get(path)).toBeNull();
      expect(await storage.stat(path)).toBeNull();
      expect(() => storage.openRead(path)).toThrow(UnsafeMediaPathError);
      await expect(storage.remove(path)).rejects.toBeInstanceOf(UnsafeMediaPathError);
    }
    expect(existsSync(src)).toBe(true);
    await expect(storage.removePrefix('video/rm-1/hls')).rejects.toBeInstanceOf(UnsafeMediaPathError);
    await expect(storage.removePrefix('../')).rejects.toBeInstanceOf(UnsafeMediaPathError);
    expect(md5(await buffer(createReadStream(src)))).toBe(md5(Buffer.from('x')));
  });
});

describe('S3 storage readiness', () => {
  it('is not ready when its bucket does not exist, and says so', async () => {
    const s3 = await startS3();
    try {
      const storage = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
      await expect(storage.ready()).rejects.toBeTruthy();
      await expect(storage.put('img/ab/x.bin', new Uint8Array([1]))).rejects.toBeTruthy();
    } finally {
      await s3.stop();
    }
  });
});

describe('S3 configuration', () => {
  it('is off without S3_BUCKET, and reads every S3_* variable when it is set', () => {
    expect(s3ConfigFrom({})).toBeNull();
    expect(
      s3ConfigFrom({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:4319',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }),
    ).toEqual({
      endpoint: 'http://127.0.0.1:4319',
      bucket: 'media',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(s3ConfigFrom({ S3_BUCKET: 'media' })).toMatchObject({
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('refuses half a credential and an endpoint that is not a URL', () => {
    expect(() => s3ConfigFrom({ S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => s3ConfigFrom({ S3_BUCKET: 'm', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('two processes on one bucket', () => {
  const s3 = useS3();
  const a = useTestApp('sqlite', { s3 });
  const b = useTestApp('sqlite', { s3 });

  it('serves what the other one stored, whole and by range', async () => {
    const bytes = randomBytes(100_000);
    await a.app.storage.put('video/shared-1/source.mp4', bytes);
    const whole = await b.app.inject({ method: 'GET', url: '/media/video/shared-1/source.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(md5(whole.rawPayload)).toBe(md5(bytes));
    const part = await b.app.inject({
      method: 'GET',
      url: '/media/video/shared-1/source.mp4',
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/100000');
    expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    expect(existsSync(join(a.dataDir, 'media'))).toBe(false);
  });

  it('serves an encrypted picture from the bucket as immutable, revalidated by its content address', async () => {
    const sealed = randomBytes(5000);
    const path = `img/ab/${'ab'.repeat(32)}.bin`;
    await a.app.storage.put(path, sealed);
    const res = await b.app.inject({ method: 'GET', url: `/media/${path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(sealed)).toBe(true);
    const again = await b.app.inject({
      method: 'GET',
      url: `/media/${path}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
