// Image intake: checks the bytes really are an image, then stores them encrypted under a content address.
// The name is the sha256 of the PLAIN bytes, so the same picture uploaded twice is stored once, while the
// random IV keeps the ciphertext itself from revealing that two files match.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { encryptMedia } from '../lib/node-cipher';
import type { MediaStorage } from './storage';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export type MediaErrorCode = 'unsupported_type' | 'corrupt_image';

export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MediaError';
  }
}

export interface StoreImageContext {
  db: Kysely<Database>;
  storage: MediaStorage;
  mediaKey: Buffer;
}

export interface StoredImage {
  path: string;
  width: number;
  height: number;
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

/**
 * Stores an image encrypted and records it in `media`.
 * @throws MediaError('unsupported_type') when the bytes are not JPEG, PNG, WebP or GIF;
 *   MediaError('corrupt_image') when they claim to be but cannot be read. Nothing is stored in either case.
 */
export async function storeImage(ctx: StoreImageContext, plain: Buffer): Promise<StoredImage> {
  const mime = detectImageType(plain);
  if (mime === null) throw new MediaError('unsupported_type', 'not an image: only JPEG, PNG, WebP and GIF are accepted');
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Display size: a phone JPEG stored sideways with an EXIF rotation reports its turned dimensions.
    ({ width, height } = (await sharp(plain).metadata()).autoOrient);
  } catch {
    // sharp's own message names internals; the caller gets ours.
  }
  if (!width || !height) throw new MediaError('corrupt_image', `unreadable ${mime} image`);

  const path = imagePathFor(createHash('sha256').update(plain).digest('hex'));
  const existing = await ctx.db.selectFrom('media').select(['width', 'height']).where('path', '=', path).executeTakeFirst();
  if (existing) return { path, width: existing.width ?? width, height: existing.height ?? height };

  const sealed = encryptMedia(ctx.mediaKey, plain, randomBytes(16));
  await ctx.storage.put(path, sealed);
  await ctx.db
    .insertInto('media')
    // size counts the stored (encrypted) bytes: what serving sends.
    .values({ path, kind: 'image', mime, size: sealed.length, width, height, created_at: Math.floor(Date.now() / 1000) })
    // A concurrent store of the same picture wrote identical content: theirs or ours, either row is right.
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
  return { path, width, height };
}
