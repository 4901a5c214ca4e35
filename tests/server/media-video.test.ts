import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsafeMediaPathError } from '../../server/lib/media-storage';
import { parseRange } from '../../server/http/byte-range';
import { createTestApp, dialects } from './helper';
import type { TestApp } from './helper';

const MP4 = 'video/0f8e2c4a-1b2c-4d5e-8f90-a1b2c3d4e5f6/source.mp4';
const bytes = randomBytes(1000);

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-50', { start: 950, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=5-4', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-6', 'none'],
    ['items=0-5', 'none'],
    [undefined, 'none'],
  ] as const)('%s', (header, want) => {
    expect(parseRange(header, 1000)).toEqual(want);
  });
});

describe.each(dialects)('GET /media/video/** on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.storage.put(MP4, bytes);
    await t.app.storage.put('video/clip-abc/index.m3u8', Buffer.from('#EXTM3U\n'));
    await t.app.storage.put('video/clip-abc/seg0.ts', Buffer.from([0x47, 1, 2]));
    await t.app.storage.put('video/clip-abc/init.m4s', Buffer.from([0, 0, 0, 8]));
    writeFileSync(join(t.dataDir, 'secret.json'), '{"key":"do-not-serve"}');
  });
  afterAll(() => t?.close());

  it('sends the whole file with Accept-Ranges, its type and immutable caching', async () => {
    const res = await t.app.inject(`/media/${MP4}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': '1000',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=0-0', 0, 0],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await t.app.inject({ url: `/media/${MP4}`, headers: { range } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await t.app.inject({ url: `/media/${MP4}`, headers: { range: 'bytes=1000-1100' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
  });

  it.each([
    ['video/clip-abc/index.m3u8', 'application/vnd.apple.mpegurl'],
    ['video/clip-abc/seg0.ts', 'video/mp2t'],
    ['video/clip-abc/init.m4s', 'video/iso.segment'],
  ])('serves %s as %s', async (path, type) => {
    const res = await t.app.inject(`/media/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
  });

  it.each([
    '/media/video/../secret.json',
    '/media/video/..%2f..%2fsecret.json',
    '/media/video/%2e%2e/%2e%2e/secret.json',
    '/media/video/clip-abc/../../../secret.json',
    '/media/video/CLIP-ABC/index.m3u8',
    '/media/video/clip-abc/missing.mp4',
    '/media/video/clip-abc',
    '/media/video/',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('do-not-serve');
    // Some of these never reach the media route (the URL is normalised first): no cache header at all then.
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});

describe('MediaStorage files', () => {
  let t: TestApp;
  let scratch: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    scratch = mkdtempSync(join(tmpdir(), 'goldpost-putfile-'));
  });
  afterAll(async () => {
    await t?.close();
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
    const part = await text(t.app.storage.openRead('video/abc-1/source.mp4', { start: 10, end: 19 }).setEncoding('latin1'));
    expect(Buffer.from(part, 'latin1').equals(content.subarray(10, 20))).toBe(true);
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
