import { randomUUID } from 'node:crypto';
import { sameHex } from '../../../protocol/base64';
import { TIMESTAMP_WINDOW_S, VIDEO_PIECE_BYTES } from '../../../protocol/constants';
import {
  PIECE_UPLOAD_PATH,
  PIECE_URL_TTL_S,
  minPieceBytes,
  sliceCount,
  sliceSpan,
  videoFormat,
} from '../../../protocol/upload';
import type { UploadUrlReply } from '../../../protocol/upload';
import type { Insertable } from 'kysely';
import type { UploadTable } from '../../db/schema-upload';
import { MIN_PART_BYTES } from '../../lib/s3-parts';
import { writeHashed } from '../../lib/hashed-file';
import { discard, scratchFile } from '../../lib/scratch';
import { isVideoHead } from '../../lib/video-sniff';
import { hmacHex } from '../../lib/signing';
import { Refusal } from '../common';
import { claimAssembly } from './assembly';
import { queueAssembly, runAssembly } from './assembly-job';
import { directKey, partUrls, receivedParts } from './direct-pieces';
import { insertUploadWithinQuota, listedMissing } from './limits';
import { findUpload, missingSlices, newUploadId, sliceKey, touchUpload } from './store';
import type { UploadDeps, UploadRow, Uploader } from './store';
import { videoPath } from '../media';

// 104 MB pieces (spec §7 "video in pieces"): the URL itself is the credential — signed under the server-only
// upload secret, for one upload of one owner, expiring — and each PUT names its byte offset, which must
// start a piece the server does not have yet.

/** What a piece URL's signature covers: the owner and the upload (so it writes nowhere else) and the expiry. */
export function pieceSignInput(userId: number, uploadId: string, expires: number): string {
  return `piece\n${userId}\n${uploadId}\n${expires}`;
}

/** A PUT target for the owner's upload, valid PIECE_URL_TTL_S from nowS. */
export function signedPieceUrl(secret: string, upload: { id: string; user_id: number }, nowS: number): string {
  const expires = nowS + PIECE_URL_TTL_S;
  const sig = hmacHex(secret, pieceSignInput(upload.user_id, upload.id, expires));
  return `${PIECE_UPLOAD_PATH}/${upload.id}?expires=${expires}&sig=${sig}`;
}

export interface PieceUpload {
  uploadId: string;
  pieceSize: number;
  pieces: number;
  reply: UploadUrlReply;
}

/**
 * Opens a pieces upload within the user's quota. The piece size is clamped to [minPieceBytes(size),
 * VIDEO_PIECE_BYTES], so no upload has more than MAX_PIECES pieces to list.
 * @throws Refusal upload.too_many_open / upload.too_many_bytes.
 */
export async function createPieceUpload(
  deps: Pick<UploadDeps, 'db' | 'uploadSecret' | 'parts'>,
  p: { name: string; size: number; format?: string; pieceSize?: number },
  ctx: Uploader,
): Promise<PieceUpload> {
  const id = newUploadId();
  // A bucket takes parts of at least MIN_PART_BYTES (but the last).
  const floor = Math.max(minPieceBytes(p.size), deps.parts ? MIN_PART_BYTES : 0);
  const pieceSize = Math.min(VIDEO_PIECE_BYTES, Math.max(floor, p.pieceSize ?? VIDEO_PIECE_BYTES));
  const videoId = randomUUID();
  const format = videoFormat(p.format || p.name);
  // On a bucket the pieces become the parts of the video object itself: opened before the row, so a row
  // always names a live multipart upload (a refused row aborts it).
  const multipartId = deps.parts ? await deps.parts.create(videoPath(videoId, format)) : null;
  const row: Insertable<UploadTable> = {
    id,
    user_id: ctx.userId,
    mode: 'pieces',
    name: p.name,
    size: p.size,
    format,
    slice_size: pieceSize,
    slices: sliceCount(p.size, pieceSize),
    file_hash: null,
    proof_start: 0,
    proof_end: 0,
    challenge: null,
    status: 'open',
    video_id: videoId,
    error: null,
    created_at: ctx.nowS,
    updated_at: ctx.nowS,
    multipart_id: multipartId,
  };
  try {
    await insertUploadWithinQuota(deps.db, row);
  } catch (err) {
    if (deps.parts && multipartId) await deps.parts.abort(videoPath(videoId, format), multipartId);
    throw err;
  }
  const pieces = sliceCount(p.size, pieceSize);
  const all = Array.from({ length: pieces }, (_, i) => i);
  return {
    uploadId: id,
    pieceSize,
    pieces,
    reply: {
      uploadUrl: signedPieceUrl(deps.uploadSecret, { id, user_id: ctx.userId }, ctx.nowS),
      ...(deps.parts
        ? { parts: await partUrls(deps.parts, { video_id: videoId, format, multipart_id: multipartId }, all) }
        : {}),
      publicUrl: videoPath(videoId, format),
      UploadName: videoId,
    },
  };
}

/** What a piece PUT carries besides its bytes: the URL's upload id and signature, and the offset. */
export interface PieceTarget {
  uploadId: string;
  expires?: string;
  sig?: string;
  offset?: string;
}

export type PieceResult =
  | { done: false; missing: number[]; missingCount: number }
  | { done: true; missing: []; missingCount: 0; videoId: string; url: string };

/**
 * The upload a PUT URL names, when its signature holds for that upload's owner and its expiry is neither
 * past nor further away than any URL the server issues (whatever `expires` says).
 */
async function signedUpload(deps: UploadDeps, target: PieceTarget, nowS: number): Promise<UploadRow> {
  const { uploadId: id, expires, sig } = target;
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) throw new Refusal('transfer.unsigned_url');
  const upload = await findUpload(deps.db, id);
  if (!upload) throw new Refusal('transfer.not_found');
  if (!sameHex(hmacHex(deps.uploadSecret, pieceSignInput(upload.user_id, id, Number(expires))), sig.toLowerCase()))
    throw new Refusal('transfer.bad_url_signature');
  // Clocks of several processes may differ a little; a URL from further ahead was not made here.
  if (Number(expires) > nowS + PIECE_URL_TTL_S + TIMESTAMP_WINDOW_S) throw new Refusal('transfer.bad_url_signature');
  if (Number(expires) < nowS) throw new Refusal('transfer.url_expired');
  if (upload.mode !== 'pieces') throw new Refusal('transfer.not_found');
  return upload;
}

/** One PUT: checks the URL, the offset and the length, stores the piece, assembles after the last one. */
export async function receivePiece(
  deps: UploadDeps,
  target: PieceTarget,
  body: AsyncIterable<Uint8Array>,
  nowS: number,
): Promise<PieceResult> {
  const upload = await signedUpload(deps, target, nowS);
  const { offset } = target;
  if (upload.status !== 'open') throw new Refusal('transfer.not_open', { status: upload.status });
  const size = Number(upload.size);
  const at = offset !== undefined && /^\d{1,15}$/.test(offset) ? Number(offset) : -1;
  const direct = upload.multipart_id && deps.parts ? { ...deps, parts: deps.parts } : null;
  const missing = direct
    ? ((await receivedParts(direct.parts, upload))?.missing ?? [])
    : await missingSlices(deps.db, upload);
  const listed = { ...listedMissing(missing), pieceSize: upload.slice_size };
  if (at < 0 || at >= size || at % upload.slice_size !== 0) throw new Refusal('transfer.bad_offset', {}, listed);
  const index = at / upload.slice_size;
  if (!missing.includes(index)) throw new Refusal('transfer.piece_received', {}, listed);
  const span = sliceSpan(index, size, upload.slice_size);
  const length = span.end - span.start;
  const tmp = await scratchFile(deps.dataDir, 'piece');
  const got = await writeHashed(body, tmp, length, () => new Refusal('transfer.too_large', { max: length }));
  try {
    if (got.size !== length)
      throw new Refusal('transfer.wrong_length', { part: 'piece', expected: length, got: got.size });
    if (index === 0 && !isVideoHead(got.head)) throw new Refusal('transfer.not_video');
    // An older client on a bucket: the piece becomes its part there, as a direct PUT would have made it.
    if (direct) await direct.parts.putPart(directKey(upload), upload.multipart_id!, index + 1, tmp, length);
    // Stored before its row, as slices are: a listed piece is always in storage.
    else await deps.storage.putFile(sliceKey(upload.id, index, got.md5), tmp);
    if (!direct)
      try {
        await deps.db
          .insertInto('upload_slices')
          .values({ upload_id: upload.id, index, md5: got.md5, size: got.size, created_at: nowS })
          .execute();
      } catch {
        throw new Refusal('transfer.piece_received');
      }
  } finally {
    await discard(tmp);
  }
  await touchUpload(deps.db, upload.id, nowS);
  const left = missing.filter((i) => i !== index);
  if (left.length > 0 || !(await claimAssembly(deps.db, upload.id, nowS)))
    return { done: false, ...listedMissing(left) };
  // The whole-file check off the request: the client's pieceStatus calls see it finish.
  if (deps.jobs) {
    await queueAssembly(deps.jobs, upload.id);
    return { done: false, ...listedMissing([]) };
  }
  // Read again: the client may have recorded the whole-file MD5 (pieceStatus) while this piece was on the wire.
  const result = await runAssembly(deps, (await findUpload(deps.db, upload.id)) ?? upload);
  if (result.kind === 'mismatch') throw new Refusal('transfer.hash_mismatch', { md5: result.actual });
  if (result.kind === 'not_video') throw new Refusal('transfer.not_video');
  if (result.kind === 'lost') throw new Refusal('upload.failed', { error: 'the pieces were lost from the store' });
  if (result.kind !== 'done')
    return { done: false, ...listedMissing(result.kind === 'incomplete' ? result.missing : []) };
  return { done: true, missing: [], missingCount: 0, videoId: result.video.videoId, url: result.video.url };
}
