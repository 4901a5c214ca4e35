// Image intake: checks the bytes really are an image, then stores them encrypted under a content address.
// The name is the sha256 of the PLAIN bytes, so the same picture uploaded twice is stored once, while the
// random IV keeps the ciphertext itself from revealing that two files match.
// Two steps, so all slow and refusable work (decode, resize, encrypt) happens before anything is written:
// prepareImage is pure, commitImage writes.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MediaStorage } from '../../lib/media-storage';
import { encryptMedia } from '../../lib/node-cipher';
import { Semaphore } from '../../lib/semaphore';
import { MAX_CONCURRENT_DECODES, MAX_IMAGE_PIXELS } from './image-limits';
import { renderVariants, variantPath } from '../media';
import { Refusal } from '../common';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export interface StoreImageContext {
  db: Kysely<Database>;
  storage: MediaStorage;
  mediaKey: Uint8Array;
}

export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

export interface PreparedImage extends StoredImage {
  mime: ImageMime;
  /** Encrypted original. */
  sealed: Buffer;
  /** Encrypted variants, by width. */
  variants: { width: number; path: string; sealed: Buffer }[];
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);

/** Detects the type from magic bytes, never from a file name or a client-sent content type. */
export function detectImageType(buf: Buffer): ImageMime | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  const gif = buf.toString('latin1', 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  return null;
}

export function imagePathFor(sha256Hex: string): string {
  return `img/${sha256Hex.slice(0, 2)}/${sha256Hex}.bin`;
}

const seal = (mediaKey: Uint8Array, plain: Uint8Array) => encryptMedia(mediaKey, plain, randomBytes(16));

const decodes = new Semaphore(MAX_CONCURRENT_DECODES);

/**
 * Checks, decodes and encrypts an image and its width variants, writing nothing. The type and the size are
 * read from the header first, so an oversized picture is refused without a decode; decodes then wait for
 * one of MAX_CONCURRENT_DECODES slots.
 * @throws Refusal media.unsupported_type when the bytes are not JPEG, PNG, WebP or GIF;
 *   media.too_many_pixels above maxPixels; media.corrupt_image when they claim to be an image but do not
 *   decode completely.
 */
export async function prepareImage(
  plain: Buffer,
  mediaKey: Uint8Array,
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<PreparedImage> {
  const mime = detectImageType(plain);
  if (mime === null) throw new Refusal('media.unsupported_type');
  let meta: Metadata | undefined;
  try {
    meta = await sharp(plain, { limitInputPixels: false }).metadata();
  } catch {
    // sharp's own message names internals; the caller gets ours.
  }
  // Display size: a phone JPEG stored sideways with an EXIF rotation reports its turned dimensions.
  const { width, height } = meta?.autoOrient ?? {};
  if (!meta || !width || !height) throw new Refusal('media.corrupt_image');
  if (width * height > maxPixels) throw new Refusal('media.too_many_pixels', { width, height });

  const hasAlpha = meta.hasAlpha === true;
  const plainVariants = await decodes.run(async () => {
    try {
      const variants = await renderVariants(plain, width, { gif: mime === 'image/gif', hasAlpha, maxPixels });
      // The header alone proves little: decode the whole picture once when no variant did it already.
      if (variants.length === 0) {
        await sharp(plain, { failOn: 'warning', limitInputPixels: maxPixels })
          .resize(16, 16, { fit: 'inside' })
          .raw()
          .toBuffer();
      }
      return variants;
    } catch {
      throw new Refusal('media.corrupt_image');
    }
  });
  const path = imagePathFor(createHash('sha256').update(plain).digest('hex'));
  return {
    path,
    width,
    height,
    mime,
    sealed: seal(mediaKey, plain),
    variants: plainVariants.map((v) => ({
      width: v.width,
      path: variantPath(path, v.width),
      sealed: seal(mediaKey, v.bytes),
    })),
  };
}

/** Writes a prepared image (files, then rows). A picture already stored keeps its files and row. */
export async function commitImage(ctx: Omit<StoreImageContext, 'mediaKey'>, img: PreparedImage): Promise<StoredImage> {
  const { path, width, height } = img;
  const existing = await ctx.db
    .selectFrom('media')
    .select(['width', 'height'])
    .where('path', '=', path)
    .executeTakeFirst();
  if (existing) return { path, width: existing.width ?? width, height: existing.height ?? height };

  // Variants first: once the original's row exists, a reader may ask for them.
  for (const v of img.variants) await ctx.storage.put(v.path, v.sealed);
  await ctx.storage.put(path, img.sealed);
  const now = Math.floor(Date.now() / 1000);
  if (img.variants.length > 0) {
    await ctx.db
      .insertInto('media_variants')
      .values(img.variants.map((v) => ({ path, width: v.width, size: v.sealed.length })))
      .onConflict((oc) => oc.columns(['path', 'width']).doNothing())
      .execute();
  }
  await ctx.db
    .insertInto('media')
    // size counts the stored (encrypted) bytes: what serving sends.
    .values({ path, kind: 'image', mime: img.mime, size: img.sealed.length, width, height, created_at: now })
    // A concurrent store of the same picture wrote identical content: theirs or ours, either row is right.
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
  return { path, width, height };
}

/**
 * Stores an image encrypted, with its width variants, and records it in `media`.
 * @throws Refusal media.* (see prepareImage); nothing is stored in that case.
 */
export async function storeImage(ctx: StoreImageContext, plain: Buffer): Promise<StoredImage> {
  return commitImage(ctx, await prepareImage(plain, ctx.mediaKey));
}
