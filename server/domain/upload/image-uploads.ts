// POST /imgUpload.php's rules (spec §7): the sign (MD5 of timestamp + upload key, within a time window), an
// optional session token to attribute the upload, per-IP / per-user rate limits counted in the database —
// every attempt past the sign counts, refused pictures too, since refusing one may cost a decode — then the
// picture itself. Nothing but the attempt is written before the picture passes, so a refusal stores nothing.
import type { ImageRefusal } from '../../../protocol/refusals';
import { uploadSign } from '../../../protocol/upload-sign';
import type { Db } from '../../db/database';
import type { MediaStorage } from '../../lib/media-storage';
import { UPLOADS_PER_WINDOW_ANONYMOUS_IP, UPLOADS_PER_WINDOW_USER, UPLOAD_RATE_WINDOW_S } from './image-limits';
import { commitImage, prepareImage } from './images';
import type { StoredImage } from './images';
import { Refusal } from '../common';
import { ipSubject, releaseAttempt, takeAttempt, userSubject } from './attempts';
import { resolveCaller } from '../accounts';
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

/**
 * Counts this attempt against the uploader's window (the user, else the address): attempts still in the
 * counter plus accepted uploads, which take their attempt's place in image_uploads when they are stored.
 * @returns the attempt's id.
 * @throws Refusal image.rate_limited when the window is used up.
 */
async function takeUploadAttempt(db: Db, userId: number | null, ip: string, nowS: number): Promise<number> {
  const budget = {
    kind: 'image' as const,
    subject: userId === null ? ipSubject(ip) : userSubject(userId),
    windowS: UPLOAD_RATE_WINDOW_S,
    limit: userId === null ? UPLOADS_PER_WINDOW_ANONYMOUS_IP : UPLOADS_PER_WINDOW_USER,
  };
  const id = await takeAttempt(db, budget, nowS, (trx, sinceS) => {
    const q = trx
      .selectFrom('image_uploads')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('at', '>', sinceS);
    return userId === null ? q.where('ip', '=', ip).where('user_id', 'is', null) : q.where('user_id', '=', userId);
  });
  if (id === null) throw new Refusal('image.rate_limited');
  return id;
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
  const attempt = await takeUploadAttempt(deps.db, userId, ip, nowS);
  const prepared = await prepareImage(form.file, deps.mediaKey);
  return deps.db.transaction().execute(async (trx) => {
    const img = await commitImage({ db: trx, storage: deps.storage }, prepared);
    await trx.insertInto('image_uploads').values({ path: img.path, user_id: userId, ip, at: nowS }).execute();
    await releaseAttempt(trx, attempt);
    return img;
  });
}
