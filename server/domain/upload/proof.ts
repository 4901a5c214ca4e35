import { createHash, randomInt, randomUUID } from 'node:crypto';
import { sameHex } from '../../../protocol/base64';
import type { ByteSpan, ProofChallenge, UploadedVideo } from '../../../protocol/upload';
import type { MediaStorage } from '../../lib/media-storage';
import { takeAttempt, userSubject } from './attempts';
import { finishUpload } from './assembly';
import type { UploadDeps, UploadRow, Uploader } from './store';
import { insertVideo, videoByContent } from '../media';

// Instant upload (spec §4 status 1) without handing a stored video to whoever knows its MD5 and size: the
// caller proves possession by the MD5 of byte ranges the server picks at random for this one attempt.
// A challenge is issued for every eligible upload whether or not a copy exists, so its presence tells
// nothing; an answer (right or wrong) burns it; a few per upload and per user per day, then the bytes go.

/** Below this a challenge would cover too much of the file to prove anything: no instant upload. */
export const MIN_INSTANT_BYTES = 1024 * 1024;
export const PROOF_RANGES = 16;
export const PROOF_RANGE_BYTES = 4 * 1024;
export const CHALLENGES_PER_UPLOAD = 3;
export const CHALLENGES_PER_USER = 20;
export const CHALLENGE_WINDOW_S = 24 * 60 * 60;

/** PROOF_RANGES random, non-empty ranges of PROOF_RANGE_BYTES inside a file of `size` ≥ MIN_INSTANT_BYTES. */
export function chooseChallenge(size: number): ProofChallenge {
  const ranges = Array.from({ length: PROOF_RANGES }, () => {
    const start = randomInt(0, size - PROOF_RANGE_BYTES + 1);
    return { start, end: start + PROOF_RANGE_BYTES };
  });
  return { ranges };
}

function parseRanges(json: string): ByteSpan[] {
  return (JSON.parse(json) as ByteSpan[]).map(({ start, end }) => ({ start: Number(start), end: Number(end) }));
}

/** MD5 over the ranges of a stored video, in order; null when it cannot be read. */
export async function storedRangesMd5(storage: MediaStorage, path: string, ranges: ByteSpan[]): Promise<string | null> {
  const hash = createHash('md5');
  try {
    for (const r of ranges) {
      for await (const chunk of storage.openRead(path, { start: r.start, end: r.end - 1 }))
        hash.update(chunk as Buffer);
    }
  } catch {
    return null;
  }
  return hash.digest('hex');
}

/** Finishes the upload with a video row of the caller's own for the bytes of `source`. */
async function linkVideo(
  deps: UploadDeps,
  upload: UploadRow,
  source: { path: string },
  ctx: Uploader,
): Promise<UploadedVideo> {
  const md5 = upload.file_hash!;
  const mine = await deps.db
    .selectFrom('videos')
    .select(['id', 'path'])
    .where('md5', '=', md5)
    .where('size', '=', Number(upload.size))
    .where('user_id', '=', ctx.userId)
    .executeTakeFirst();
  const videoId = mine?.id ?? randomUUID();
  // The bytes are shared; the row makes the video this user's (findOwnedVideo checks ownership).
  if (!mine)
    await insertVideo(deps.db, {
      id: videoId,
      userId: ctx.userId,
      md5,
      size: Number(upload.size),
      path: source.path,
      nowS: ctx.nowS,
    });
  await finishUpload(deps, upload.id, videoId, ctx.nowS);
  return { videoId, url: mine?.path ?? source.path };
}

/** A re-upload of a video the caller already owns needs no proof: it hands them nothing new. */
export async function ownCopyInstant(
  deps: UploadDeps,
  upload: UploadRow,
  ctx: Uploader,
): Promise<UploadedVideo | null> {
  if (!upload.file_hash) return null;
  const own = await deps.db
    .selectFrom('videos')
    .select('path')
    .where('md5', '=', upload.file_hash)
    .where('size', '=', Number(upload.size))
    .where('user_id', '=', ctx.userId)
    .executeTakeFirst();
  return own ? linkVideo(deps, upload, own, ctx) : null;
}

/**
 * A new challenge for this upload (replacing any outstanding one), or null when the file is too small or
 * the upload's or the user's challenges are used up.
 */
export async function issueChallenge(
  deps: UploadDeps,
  upload: UploadRow,
  ctx: Uploader,
): Promise<ProofChallenge | null> {
  const size = Number(upload.size);
  if (size < MIN_INSTANT_BYTES || upload.challenges >= CHALLENGES_PER_UPLOAD) return null;
  const budget = {
    kind: 'challenge' as const,
    subject: userSubject(ctx.userId),
    windowS: CHALLENGE_WINDOW_S,
    limit: CHALLENGES_PER_USER,
  };
  if ((await takeAttempt(deps.db, budget, ctx.nowS)) === null) return null;
  const challenge = chooseChallenge(size);
  const res = await deps.db
    .updateTable('uploads')
    .set((eb) => ({ challenge: JSON.stringify(challenge.ranges), challenges: eb('challenges', '+', 1) }))
    .where('id', '=', upload.id)
    .where('status', '=', 'open')
    .where('challenges', '<', CHALLENGES_PER_UPLOAD)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? challenge : null;
}

/**
 * Checks `proof` against the upload's outstanding challenge, burning it first (one answer per challenge,
 * even under concurrent answers).
 * @returns the caller's video when a stored copy's ranges digest to `proof`, else null (send the bytes).
 */
export async function answerChallenge(
  deps: UploadDeps,
  upload: UploadRow,
  proof: string,
  ctx: Uploader,
): Promise<UploadedVideo | null> {
  if (upload.challenge === null || upload.file_hash === null) return null;
  const burnt = await deps.db
    .updateTable('uploads')
    .set({ challenge: null })
    .where('id', '=', upload.id)
    .where('challenge', '=', upload.challenge)
    .executeTakeFirst();
  if (Number(burnt.numUpdatedRows) !== 1) return null;
  const existing = await videoByContent(deps.db, upload.file_hash, Number(upload.size));
  if (!existing) return null;
  const expected = await storedRangesMd5(deps.storage, existing.path, parseRanges(upload.challenge));
  if (expected === null || !sameHex(expected, proof)) {
    ctx.log.info({ uploadId: upload.id, userId: ctx.userId }, 'instant upload refused: wrong proof of possession');
    return null;
  }
  return linkVideo(deps, upload, existing, ctx);
}
