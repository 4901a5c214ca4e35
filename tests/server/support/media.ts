// Shared by the media tests: a database and media folder of their own, what is on disk and in the media
// tables (so a test can prove a refusal stored nothing), and multipart bodies built by the platform's own
// FormData encoder.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeEach } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import type { Db } from '../../../server/db/database';
import { createLocalStorage } from '../../../server/lib/media-storage';
import type { MediaStorage } from '../../../server/lib/media-storage';
import { useSetup } from '../helper';

/** Every file under a folder, relative and sorted; temp files included, so a stray write shows up. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

export async function mediaSnapshot(db: Db, mediaDir: string) {
  const count = async (table: 'media' | 'media_variants' | 'image_uploads') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    files: filesUnder(mediaDir),
    media: await count('media'),
    variants: await count('media_variants'),
    uploads: await count('image_uploads'),
  };
}

/** A picture with real detail (not a flat colour), so encoders produce typical sizes. */
export async function photo(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x * y) % 256;
    }
  }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 85 }).toBuffer();
}

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** A PNG whose header claims `w`×`h` (valid CRC), with a 1-pixel body: cheap to send, costly to decode. */
export async function pngClaiming(w: number, h: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(w, 16);
  png.writeUInt32BE(h, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface FormParts {
  file?: { bytes: Uint8Array; name: string; type?: string };
  fields?: Record<string, string>;
}

/** A multipart body exactly as a browser would send it (file first, like the spec's client). */
export async function multipartBody(parts: FormParts): Promise<{ body: Buffer; contentType: string }> {
  const fd = new FormData();
  if (parts.file)
    fd.append(
      'file',
      new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? 'application/octet-stream' }),
      parts.file.name,
    );
  for (const [k, v] of Object.entries(parts.fields ?? {})) fd.append(k, v);
  const req = new Request('http://local/', { method: 'POST', body: fd });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

export interface MediaSandbox {
  root: string;
  mediaDir: string;
  db: Db;
  storage: MediaStorage;
  mediaKey: Buffer;
}

/** A SQLite database and a media folder of the suite's own (no app), emptied before each test. */
export function useMediaSandbox(): MediaSandbox {
  const box = useSetup<MediaSandbox>(
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'goldpost-media-'));
      const mediaDir = join(root, 'media');
      const db = openDatabase({ dataDir: root, databaseUrl: null });
      await migrateToLatest(db);
      return { root, mediaDir, db, storage: createLocalStorage(mediaDir), mediaKey: randomBytes(16) };
    },
    async ({ root, db }) => {
      await db.destroy();
      rmSync(root, { recursive: true, force: true });
    },
  );
  beforeEach(async () => {
    await box.db.deleteFrom('media').execute();
    rmSync(box.mediaDir, { recursive: true, force: true });
  });
  return box;
}

/** A plain blue picture of the given size. */
export const solid = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 40, g: 90, b: 200 } } });
