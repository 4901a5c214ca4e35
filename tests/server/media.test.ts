import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import type { Db } from '../../server/db/database';
import { decryptMedia } from '../../server/lib/node-cipher';
import { detectImageType, storeImage } from '../../server/domain/images';
import { Refusal } from '../../server/domain/refusal';
import { mediaRoutes } from '../../server/http/media';
import { isSafeMediaPath } from '../../protocol/media-path';
import { UnsafeMediaPathError, createLocalStorage } from '../../server/lib/media-storage';
import type { MediaStorage } from '../../server/lib/media-storage';

const mediaKey = randomBytes(16);
let root: string;
let mediaDir: string;
let db: Db;
let storage: MediaStorage;

const solid = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 40, g: 90, b: 200 } } });

/** Every file under a folder, relative; temp files included, so a stray write shows up. */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'goldpost-media-'));
  mediaDir = join(root, 'media');
  db = openDatabase({ dataDir: root, databaseUrl: null });
  await migrateToLatest(db);
  storage = createLocalStorage(mediaDir);
});

afterAll(async () => {
  await db.destroy();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.deleteFrom('media').execute();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('local storage', () => {
  it('round-trips bytes and creates folders', async () => {
    await storage.put('img/ab/abc.bin', new Uint8Array([1, 2, 3]));
    expect([...(await storage.get('img/ab/abc.bin'))!]).toEqual([1, 2, 3]);
    expect(await storage.get('img/ab/missing.bin')).toBeNull();
    expect(files(mediaDir)).toEqual([join('img', 'ab', 'abc.bin')]);
  });

  it.each(['../outside.bin', 'img/../../outside.bin', '/etc/passwd', 'img//x.bin', './x.bin', 'IMG/A.bin', 'img/a b.bin', 'img\\x.bin', ''])(
    'refuses the unsafe path %j',
    async (path) => {
      expect(isSafeMediaPath(path)).toBe(false);
      await expect(storage.put(path, new Uint8Array([1]))).rejects.toBeInstanceOf(UnsafeMediaPathError);
      expect(await storage.get(path)).toBeNull();
      expect(files(root).filter((f) => !f.startsWith('goldpost.sqlite'))).toEqual([]);
    },
  );

  it('never reads outside its folder', async () => {
    writeFileSync(join(root, 'secret.json'), '{"key":"x"}');
    expect(await storage.get('../secret.json')).toBeNull();
  });
});

describe('storeImage', () => {
  it('refuses a text file renamed .jpg and stores nothing', async () => {
    const fake = Buffer.from('this is not a picture, only text saved as photo.jpg\n');
    await expect(storeImage({ db, storage, mediaKey }, fake)).rejects.toMatchObject({ code: 'media.unsupported_type' });
    expect(await db.selectFrom('media').selectAll().execute()).toEqual([]);
    expect(files(mediaDir)).toEqual([]);
  });

  it('refuses bytes that only start like a JPEG', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
    const err = await storeImage({ db, storage, mediaKey }, broken).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Refusal);
    expect((err as Refusal).code).toBe('media.corrupt_image');
    expect(await db.selectFrom('media').selectAll().execute()).toEqual([]);
    expect(files(mediaDir)).toEqual([]);
  });

  it('stores encrypted bytes that decrypt to the original, under the sha256 of the plain bytes', async () => {
    const plain = await solid(64, 48).jpeg().toBuffer();
    const stored = await storeImage({ db, storage, mediaKey }, plain);
    const sha = createHash('sha256').update(plain).digest('hex');
    expect(stored).toEqual({ path: `img/${sha.slice(0, 2)}/${sha}.bin`, width: 64, height: 48 });
    const bytes = (await storage.get(stored.path))!;
    expect(bytes.includes(plain.subarray(0, 64))).toBe(false);
    expect(decryptMedia(mediaKey, bytes).equals(plain)).toBe(true);
    const row = await db.selectFrom('media').selectAll().where('path', '=', stored.path).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'image', mime: 'image/jpeg', size: bytes.length, width: 64, height: 48 });
  });

  it('gives the same content the same path and one row', async () => {
    const plain = await solid(30, 20).png().toBuffer();
    const a = await storeImage({ db, storage, mediaKey }, plain);
    const b = await storeImage({ db, storage, mediaKey }, Buffer.from(plain));
    expect(b).toEqual(a);
    expect(await db.selectFrom('media').selectAll().execute()).toHaveLength(1);
    expect(files(mediaDir)).toHaveLength(1);
    const other = await storeImage({ db, storage, mediaKey }, await solid(31, 20).png().toBuffer());
    expect(other.path).not.toBe(a.path);
  });

  it('records the display size of a JPEG turned by EXIF orientation', async () => {
    const sideways = await solid(40, 20).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await storeImage({ db, storage, mediaKey }, sideways)).toMatchObject({ width: 20, height: 40 });
  });

  it('detects PNG, WebP and GIF by magic bytes', async () => {
    expect(detectImageType(await solid(8, 8).png().toBuffer())).toBe('image/png');
    expect(detectImageType(await solid(8, 8).webp().toBuffer())).toBe('image/webp');
    expect(detectImageType(await solid(8, 8).gif().toBuffer())).toBe('image/gif');
    expect(detectImageType(Buffer.from('RIFF....WAVE'))).toBeNull();
    const webp = await storeImage({ db, storage, mediaKey }, await solid(20, 10).webp().toBuffer());
    expect(webp).toMatchObject({ width: 20, height: 10 });
  });
});

describe('GET /media/*', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes, { storage });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the stored bytes with immutable caching and an ETag, and 304 when the client has them', async () => {
    const plain = await solid(16, 16).jpeg().toBuffer();
    const { path } = await storeImage({ db, storage, mediaKey }, plain);
    const res = await app.inject(`/media/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sha = createHash('sha256').update(plain).digest('hex');
    expect(res.headers.etag).toBe(`"${sha}"`);
    expect(decryptMedia(mediaKey, res.rawPayload).equals(plain)).toBe(true);

    const again = await app.inject({ url: `/media/${path}`, headers: { 'if-none-match': `"${sha}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await app.inject({ url: `/media/${path}`, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 404 for a missing file', async () => {
    const res = await app.inject(`/media/img/00/${'0'.repeat(64)}.bin`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it.each(['/media/../secret.json', '/media/..%2fsecret.json', '/media/img/..%2f..%2fsecret.json', '/media/%2e%2e/secret.json', '/media/', '/media/img/AB/x.bin'])(
    'answers 404 for %s',
    async (url) => {
      writeFileSync(join(root, 'secret.json'), '{"key":"do-not-serve"}');
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('do-not-serve');
    },
  );
});
