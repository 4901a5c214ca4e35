// POST /imgUpload.php's rules (spec §7): the sign (MD5 of timestamp + upload key, within a time window), an
// optional session token to attribute the upload, per-IP / per-user rate limits counted in the database,
// then the picture itself. Every check runs before the first write, so a refusal stores nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import type { MediaStorage } from '../lib/media-storage';
import {
  MAX_IMAGE_BYTES,
  UPLOADS_PER_WINDOW_ANONYMOUS_IP,
  UPLOADS_PER_WINDOW_USER,
  UPLOAD_RATE_WINDOW_S,
  UPLOAD_TIMESTAMP_WINDOW_S,
} from './image-limits';
import { MediaError, commitImage, prepareImage } from './images';
import type { StoredImage } from './images';
import { resolveCaller } from './sessions';

export type UploadRefusalCode =
  | 'not_multipart'
  | 'bad_form'
  | 'missing_file'
  | 'too_large'
  | 'bad_timestamp'
  | 'stale_timestamp'
  | 'bad_sign'
  | 'bad_token'
  | 'rate_limited'
  | 'unsupported_type'
  | 'corrupt_image'
  | 'too_many_pixels';

/** A refused upload: HTTP status and a message a person can act on. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: UploadRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }
}

const MEDIA_REFUSALS: Record<MediaError['code'], [number, string]> = {
  unsupported_type: [415, 'not an image: only JPEG, PNG, WebP and GIF are accepted'],
  corrupt_image: [422, 'the image is damaged or incomplete'],
  too_many_pixels: [413, 'the image has too many pixels'],
};

const TIMESTAMP = /^\d{1,12}$/;

/** @throws UploadRefusal for a missing, malformed or out-of-window timestamp, or a sign that does not match. */
export function checkSign(timestamp: string | undefined, sign: string | undefined, uploadImgKey: string, nowS: number): void {
  if (timestamp === undefined || !TIMESTAMP.test(timestamp)) {
    throw new UploadRefusal(400, 'bad_timestamp', 'timestamp missing or not Unix seconds');
  }
  if (Math.abs(nowS - Number(timestamp)) > UPLOAD_TIMESTAMP_WINDOW_S) {
    throw new UploadRefusal(403, 'stale_timestamp', 'timestamp outside the accepted window: check the device clock');
  }
  const expected = Buffer.from(createHash('md5').update(`${timestamp}${uploadImgKey}`).digest('hex'));
  const given = Buffer.from((sign ?? '').toLowerCase());
  // Constant time: how much of a guess matched must not show in the response time.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UploadRefusal(403, 'bad_sign', 'bad sign');
  }
}

/** @returns the uploader's user id, or null when anonymous. @throws UploadRefusal for a token that is not a live session. */
export async function uploaderOf(db: Db, token: string | undefined, nowS: number): Promise<number | null> {
  if (token === undefined || token === '') return null;
  const caller = await resolveCaller(db, token, nowS);
  if (caller === null) throw new UploadRefusal(401, 'bad_token', 'token invalid or expired: log in again, or upload without one');
  return caller.userId;
}

/** @throws UploadRefusal(429) when the uploader (the user, else the address) used up the window. */
export async function checkRate(db: Db, userId: number | null, ip: string, nowS: number): Promise<void> {
  let q = db
    .selectFrom('image_uploads')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('at', '>', nowS - UPLOAD_RATE_WINDOW_S);
  q = userId === null ? q.where('ip', '=', ip).where('user_id', 'is', null) : q.where('user_id', '=', userId);
  const { n } = await q.executeTakeFirstOrThrow();
  const limit = userId === null ? UPLOADS_PER_WINDOW_ANONYMOUS_IP : UPLOADS_PER_WINDOW_USER;
  if (Number(n) >= limit) throw new UploadRefusal(429, 'rate_limited', 'too many uploads, try again later');
}

export interface ImageUploadDeps {
  db: Db;
  storage: MediaStorage;
  uploadImgKey: string;
  mediaKey: Buffer;
}

export interface ImageForm {
  fields: ReadonlyMap<string, string>;
  /** The `file` part's bytes; null when the form has none. */
  file: Buffer | null;
  /** The file went over MAX_IMAGE_BYTES (its bytes were dropped). */
  tooLarge: boolean;
}

/**
 * Checks and stores one uploaded picture, crediting the uploader.
 * @throws UploadRefusal for any refusal; nothing is stored then.
 */
export async function acceptImage(deps: ImageUploadDeps, form: ImageForm, ip: string, nowS: number): Promise<StoredImage> {
  if (form.tooLarge) throw new UploadRefusal(413, 'too_large', `file larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  if (form.file === null || form.file.length === 0) throw new UploadRefusal(400, 'missing_file', 'no file in the form field "file"');
  checkSign(form.fields.get('timestamp'), form.fields.get('sign'), deps.uploadImgKey, nowS);
  const userId = await uploaderOf(deps.db, form.fields.get('token'), nowS);
  await checkRate(deps.db, userId, ip, nowS);
  let prepared;
  try {
    prepared = await prepareImage(form.file, deps.mediaKey);
  } catch (err) {
    if (!(err instanceof MediaError)) throw err;
    const [status, msg] = MEDIA_REFUSALS[err.code];
    throw new UploadRefusal(status, err.code, msg);
  }
  return deps.db.transaction().execute(async (trx) => {
    const img = await commitImage({ db: trx, storage: deps.storage }, prepared);
    await trx.insertInto('image_uploads').values({ path: img.path, user_id: userId, ip, at: nowS }).execute();
    return img;
  });
}
