import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { detectImageType, storeImage } from '../../../../server/domain/upload/images';
import { Refusal } from '../../../../server/domain/common';
import { decryptMedia } from '../../../../server/lib/node-cipher';
import { filesUnder, solid, useMediaSandbox } from '../../support/media';

const m = useMediaSandbox();

describe('storeImage', () => {
  it('refuses a text file renamed .jpg and stores nothing', async () => {
    const fake = Buffer.from('this is not a picture, only text saved as photo.jpg\n');
    await expect(storeImage({ db: m.db, storage: m.storage, mediaKey: m.mediaKey }, fake)).rejects.toMatchObject({
      code: 'media.unsupported_type',
    });
    expect(await m.db.selectFrom('media').selectAll().execute()).toEqual([]);
    expect(filesUnder(m.mediaDir)).toEqual([]);
  });

  it('refuses bytes that only start like a JPEG', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
    const err = await storeImage({ db: m.db, storage: m.storage, mediaKey: m.mediaKey }, broken).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Refusal);
    expect((err as Refusal).code).toBe('media.corrupt_image');
    expect(await m.db.selectFrom('media').selectAll().execute()).toEqual([]);
    expect(filesUnder(m.mediaDir)).toEqual([]);
  });

  it('stores encrypted bytes that decrypt to the original, under the sha256 of the plain bytes', async () => {
    const plain = await solid(64, 48).jpeg().toBuffer();
    const stored = await storeImage({ db: m.db, storage: m.storage, mediaKey: m.mediaKey }, plain);
    const sha = createHash('sha256').update(plain).digest('hex');
    expect(stored).toEqual({ path: `img/${sha.slice(0, 2)}/${sha}.bin`, width: 64, height: 48 });
    const bytes = (await m.storage.get(stored.path))!;
    expect(bytes.includes(plain.subarray(0, 64))).toBe(false);
    expect(decryptMedia(m.mediaKey, bytes).equals(plain)).toBe(true);
    const row = await m.db.selectFrom('media').selectAll().where('path', '=', stored.path).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'image', mime: 'image/jpeg', size: bytes.length, width: 64, height: 48 });
  });

  it('gives the same content the same path and one row', async () => {
    const plain = await solid(30, 20).png().toBuffer();
    const a = await storeImage({ db: m.db, storage: m.storage, mediaKey: m.mediaKey }, plain);
    const b = await storeImage({ db: m.db, storage: m.storage, mediaKey: m.mediaKey }, Buffer.from(plain));
    expect(b).toEqual(a);
    expect(await m.db.selectFrom('media').selectAll().execute()).toHaveLength(1);
    expect(filesUnder(m.mediaDir)).toHaveLength(1);
    const other = await storeImage(
      { db: m.db, storage: m.storage, mediaKey: m.mediaKey },
      await solid(31, 20).png().toBuffer(),
    );
    expect(other.path).not.toBe(a.path);
  });

  it('records the display size of a JPEG turned by EXIF orientation', async () => {
    const sideways = await solid(40, 20).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await storeImage({ db: m.db, storage: m.storage, mediaKey: m.mediaKey }, sideways)).toMatchObject({
      width: 20,
      height: 40,
    });
  });

  it('detects PNG, WebP and GIF by magic bytes', async () => {
    expect(detectImageType(await solid(8, 8).png().toBuffer())).toBe('image/png');
    expect(detectImageType(await solid(8, 8).webp().toBuffer())).toBe('image/webp');
    expect(detectImageType(await solid(8, 8).gif().toBuffer())).toBe('image/gif');
    expect(detectImageType(Buffer.from('RIFF....WAVE'))).toBeNull();
    const webp = await storeImage(
      { db: m.db, storage: m.storage, mediaKey: m.mediaKey },
      await solid(20, 10).webp().toBuffer(),
    );
    expect(webp).toMatchObject({ width: 20, height: 10 });
  });
});
