// POST /imgUpload.php's rules (spec §7): the sign (MD5 of timestamp + upload key, within a time window), an
// optional session token to attribute the upload, per-IP / per-user rate limits counted in the database,
// then the picture itself. Every check runs before the first write, so a refusal stores nothing.
import type { ImageRefusal } from '../../protocol/refusals';
import { uploadSign } from '../../protocol/upload-sign';
import type { Db } from '../db/database';
import type { MediaStorage } from '../lib/media-storage';
import { UPLOADS_PER_WINDOW_ANONYMOUS_IP, UPLOADS_PER_WINDOW_USER, UPLOAD_RATE_WINDOW_S } from './image-limits';
import { commitImage, prepareImage } from './images';
import type { StoredImage } from './images';
import { Refusal } from './refusal';
import { resolveCaller } from './sessions';
import { checkTimedSign } from './timed-sign';
import type { TimedSignFailure } from './timed-sign';

const SIGN_REFUSAL: Record<TimedSignFailure, ImageRefusal> = {
  bad_timestamp: 'image.bad_timestamp',
  stale_timestamp: 'image.stale_timestamp',
  bad_sign: 'image.bad_sign',
};

/** @throws Refusal image.* for a missing, malformed or out-of-window timestamp (Unix seconds), or a wrong sign. */
async function checkSign(
  timestamp: string | undefined,
  sign: string | undefined,
  uploadImgKey: string,
  nowS: number,
): Promise<void> {
  const failure = await checkTimedSign({
    timestamp,
    sign,
    unit: 'seconds',
    nowMs: nowS * 1000,
    expected: (ts) => uploadSign(ts, uploadImgKey),
  });
  if (failure !== null) throw new Refusal(SIGN_REFUSAL[failure]);
}

/** @returns the uploader's user id, or null when anonymous. @throws Refusal image.bad_token for a token that is not a live session. */
async function uploaderOf(db: Db, token: string | undefined, nowS: number): Promise<number | null> {
  if (token === undefined || token === '') return null;
  const caller = await resolveCaller(db, token, nowS);
  if (caller === null) throw new Refusal('image.bad_token');
  return caller.userId;
}

/** @throws Refusal image.rate_limited when the uploader (the user, else the address) used up the window. */
async function checkRate(db: Db, userId: number | null, ip: string, nowS: number): Promise<void> {
  let q = db
    .selectFrom('image_uploads')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('at', '>', nowS - UPLOAD_RATE_WINDOW_S);
  q = userId === null ? q.where('ip', '=', ip).where('user_id', 'is', null) : q.where('user_id', '=', userId);
  const { n } = await q.executeTakeFirstOrThrow();
  const limit = userId === null ? UPLOADS_PER_WINDOW_ANONYMOUS_IP : UPLOADS_PER_WINDOW_USER;
  if (Number(n) >= limit) throw new Refusal('image.rate_limited');
}

export interface ImageUploadDeps {
  db: Db;
  storage: MediaStorage;
  uploadImgKey: string;
  mediaKey: Uint8Array;
}

export interface ImageForm {
  fields: ReadonlyMap<string, string>;
  /** The `file` part's bytes (at most MAX_IMAGE_BYTES: the form reader refuses more). */
  file: Buffer;
}

/**
 * Checks and stores one uploaded picture, crediting the uploader.
 * @throws Refusal for any refusal; nothing is stored then.
 */
export async function acceptImage(
  deps: ImageUploadDeps,
  form: ImageForm,
  ip: string,
  nowS: number,
): Promise<StoredImage> {
  if (form.file.length === 0) throw new Refusal('form.missing_file', { field: 'file' });
  await checkSign(form.fields.get('timestamp'), form.fields.get('sign'), deps.uploadImgKey, nowS);
  const userId = await uploaderOf(deps.db, form.fields.get('token'), nowS);
  await checkRate(deps.db, userId, ip, nowS);
  const prepared = await prepareImage(form.file, deps.mediaKey);
  return deps.db.transaction().execute(async (trx) => {
    const img = await commitImage({ db: trx, storage: deps.storage }, prepared);
    await trx.insertInto('image_uploads').values({ path: img.path, user_id: userId, ip, at: nowS }).execute();
    return img;
  });
}
