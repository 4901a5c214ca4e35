import { randomBytes, randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { VIDEO_PIECE_BYTES } from '../../protocol/constants';
import { MIN_SLICE_BYTES, PIECE_URL_TTL_S, sliceCount, sliceSpan, videoFormat } from '../../protocol/upload';
import type { UploadUrlReply } from '../../protocol/upload';
import type { Db } from '../db/database';
import type { MediaStorage } from '../media/storage';
import type { UserContext } from '../plugins/registry';
import { assemble, claimAssembly } from './assemble';
import { UploadRefusal, hmacHex, sameHex, writeHashed } from './http-util';
import { ensureUploadDir, findUpload, missingSlices, newUploadId, slicePath, touchUpload } from './store';
import { videoPath } from './videos';

// 104 MB pieces (spec §7 "video in pieces"): the URL itself is the credential (signed, expiring), each PUT
// names its byte offset, which must start a piece the server does not have yet.

export const PIECE_PATH = '/api/article/uploadPiece';

const pieceSig = (signKey: string, uploadId: string, expires: number) => hmacHex(signKey, `piece\n${uploadId}\n${expires}`);

/** A PUT target for the upload, valid PIECE_URL_TTL_S from nowS. */
export function signedPieceUrl(signKey: string, uploadId: string, nowS: number): string {
  const expires = nowS + PIECE_URL_TTL_S;
  return `${PIECE_PATH}/${uploadId}?expires=${expires}&sig=${pieceSig(signKey, uploadId, expires)}`;
}

export interface PieceUpload {
  uploadId: string;
  pieceSize: number;
  pieces: number;
  reply: UploadUrlReply;
}

export async function createPieceUpload(
  deps: { db: Db; signKey: string },
  p: { name: string; size: number; format?: string; pieceSize?: number },
  ctx: UserContext,
): Promise<PieceUpload> {
  const id = newUploadId();
  const pieceSize = Math.min(VIDEO_PIECE_BYTES, Math.max(MIN_SLICE_BYTES, p.pieceSize ?? VIDEO_PIECE_BYTES));
  const videoId = randomUUID();
  const format = videoFormat(p.format || p.name);
  await deps.db
    .insertInto('uploads')
    .values({
      id,
      user_id: ctx.caller.userId,
      mode: 'pieces',
      name: p.name,
      size: p.size,
      format,
      slice_size: pieceSize,
      slices: sliceCount(p.size, pieceSize),
      file_hash: null,
      proof_start: 0,
      proof_end: 0,
      status: 'open',
      video_id: videoId,
      error: null,
      created_at: ctx.nowS,
      updated_at: ctx.nowS,
    })
    .execute();
  return {
    uploadId: id,
    pieceSize,
    pieces: sliceCount(p.size, pieceSize),
    reply: { uploadUrl: signedPieceUrl(deps.signKey, id, ctx.nowS), publicUrl: videoPath(videoId, format), UploadName: videoId },
  };
}

export interface PieceDeps {
  db: Db;
  dataDir: string;
  storage: MediaStorage;
  signKey: string;
}

/** One PUT: checks the URL, the offset and the length, stores the piece, assembles after the last one. */
export async function receivePiece(deps: PieceDeps, req: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>) {
  const nowS = Math.floor(Date.now() / 1000);
  const { id } = req.params;
  const { expires, sig, offset } = req.query;
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) throw new UploadRefusal(403, 'unsigned upload URL');
  if (!sameHex(pieceSig(deps.signKey, id, Number(expires)), sig)) throw new UploadRefusal(403, 'bad upload URL signature');
  if (Number(expires) < nowS) throw new UploadRefusal(403, 'upload URL expired');
  const upload = await findUpload(deps.db, id);
  if (!upload || upload.mode !== 'pieces') throw new UploadRefusal(404, 'upload not found or expired');
  if (upload.status !== 'open') throw new UploadRefusal(409, `upload is ${upload.status}`);
  const size = Number(upload.size);
  const at = offset !== undefined && /^\d{1,15}$/.test(offset) ? Number(offset) : -1;
  const missing = await missingSlices(deps.db, upload);
  if (at < 0 || at >= size || at % upload.slice_size !== 0) {
    throw new UploadRefusal(400, 'offset must start a piece', { missing, pieceSize: upload.slice_size });
  }
  const index = at / upload.slice_size;
  if (!missing.includes(index)) throw new UploadRefusal(409, 'piece already received', { missing, pieceSize: upload.slice_size });
  const span = sliceSpan(index, size, upload.slice_size);
  const dir = await ensureUploadDir(deps.dataDir, upload.id);
  const tmp = join(dir, `.${index}.${randomBytes(6).toString('hex')}.tmp`);
  const got = await writeHashed(req.body as AsyncIterable<unknown>, tmp, span.end - span.start);
  try {
    if (got.size !== span.end - span.start) throw new UploadRefusal(400, `piece must be ${span.end - span.start} bytes, got ${got.size}`);
    try {
      await deps.db.insertInto('upload_slices').values({ upload_id: upload.id, index, md5: got.md5, size: got.size, created_at: nowS }).execute();
    } catch {
      throw new UploadRefusal(409, 'piece already received');
    }
    await rename(tmp, slicePath(deps.dataDir, upload.id, index));
  } finally {
    await rm(tmp, { force: true });
  }
  await touchUpload(deps.db, upload.id, nowS);
  const left = missing.filter((i) => i !== index);
  if (left.length > 0 || !(await claimAssembly(deps.db, upload.id, nowS))) return { done: false, missing: left };
  // Read again: the client may have recorded the whole-file MD5 (pieceStatus) while this piece was on the wire.
  const result = await assemble(deps, (await findUpload(deps.db, upload.id)) ?? upload);
  if (result.kind === 'mismatch') throw new UploadRefusal(409, `file hash mismatch: the server got ${result.actual}`);
  if (result.kind !== 'done') return { done: false, missing: result.kind === 'incomplete' ? result.missing : [] };
  return { done: true, missing: [], videoId: result.video.videoId, url: result.video.url };
}
