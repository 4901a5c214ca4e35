import { createHash, randomUUID } from 'node:crypto';
import { SLICE_STATUS, sliceCount, videoFormat } from '../../protocol/upload';
import type { CheckSliceReply, CreateUploadReply, StoreFileInfoReply, UploadedVideo } from '../../protocol/upload';
import type { Db } from '../db/database';
import type { MediaStorage } from '../lib/media-storage';
import { Refusal } from './refusal';
import { assemble, claimAssembly, finishUpload } from './upload-assembly';
import { chooseProofRange, missingSlices, newUploadId, ownedUpload, touchUpload } from './upload-store';
import type { UploadDeps, UploadRow, Uploader } from './upload-store';
import { insertVideo, videoByContent, videoById } from './videos';

// The envelope side of a sliced upload: open it, check which slices are in (or finish it at once from a
// proof of possession), confirm the file and assemble it.

/** How long storeFileInfo waits for an assembly before answering 'assembling' (the client asks again). */
export const ASSEMBLY_WAIT_MS = 20_000;

async function doneVideo(db: Db, upload: UploadRow): Promise<UploadedVideo> {
  const v = upload.video_id ? await videoById(db, upload.video_id) : null;
  if (!v) throw new Refusal('upload.video_missing');
  return { videoId: v.id, url: v.path };
}

function refuseFailed(upload: UploadRow): never {
  throw new Refusal('upload.failed', { error: upload.error ?? 'failed' });
}

export async function createUpload(
  deps: UploadDeps,
  p: { name: string; size: number; format: string; sliceSize: number },
  ctx: Uploader,
): Promise<CreateUploadReply> {
  const id = newUploadId();
  const slices = sliceCount(p.size, p.sliceSize);
  const proofRange = chooseProofRange(p.size);
  await deps.db
    .insertInto('uploads')
    .values({
      id,
      user_id: ctx.userId,
      mode: 'slices',
      name: p.name,
      size: p.size,
      format: videoFormat(p.format || p.name),
      slice_size: p.sliceSize,
      slices,
      file_hash: null,
      proof_start: proofRange.start,
      proof_end: proofRange.end,
      status: 'open',
      video_id: null,
      error: null,
      created_at: ctx.nowS,
      updated_at: ctx.nowS,
    })
    .execute();
  return { uploadId: id, sliceSize: p.sliceSize, slices, proofRange };
}

/** MD5 of [start, end) of a stored video, or null when it cannot be read. */
async function storedRangeMd5(storage: MediaStorage, path: string, start: number, end: number): Promise<string | null> {
  if (end <= start) return createHash('md5').digest('hex');
  try {
    const hash = createHash('md5');
    for await (const chunk of storage.openRead(path, { start, end: end - 1 })) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch {
    return null;
  }
}

/**
 * Instant upload: only with the MD5 of the server-chosen range of the file, so knowing a file's hash
 * (from a link, a log, another site) never hands someone the file.
 */
async function tryInstant(
  deps: UploadDeps,
  upload: UploadRow,
  proof: string,
  ctx: Uploader,
): Promise<UploadedVideo | null> {
  if (!upload.file_hash) return null;
  const existing = await videoByContent(deps.db, upload.file_hash, Number(upload.size));
  if (!existing) return null;
  const expected = await storedRangeMd5(
    deps.storage,
    existing.path,
    Number(upload.proof_start),
    Number(upload.proof_end),
  );
  if (expected === null || expected !== proof) {
    ctx.log.info({ uploadId: upload.id, userId: ctx.userId }, 'instant upload refused: wrong proof of possession');
    return null;
  }
  const mine = await deps.db
    .selectFrom('videos')
    .select(['id', 'path'])
    .where('md5', '=', upload.file_hash)
    .where('size', '=', Number(upload.size))
    .where('user_id', '=', ctx.userId)
    .executeTakeFirst();
  const videoId = mine?.id ?? randomUUID();
  if (!mine) {
    // The bytes are shared; the row makes the video this user's (findOwnedVideo checks ownership).
    await insertVideo(deps.db, {
      id: videoId,
      userId: ctx.userId,
      md5: upload.file_hash,
      size: Number(upload.size),
      path: existing.path,
      nowS: ctx.nowS,
    });
  }
  await finishUpload(deps.db, deps.dataDir, upload.id, videoId, ctx.nowS);
  return { videoId, url: mine?.path ?? existing.path };
}

export async function checkSlice(
  deps: UploadDeps,
  p: { uploadId: string; file_hash?: string; proof?: string },
  ctx: Uploader,
): Promise<CheckSliceReply> {
  let upload = await ownedUpload(deps.db, p.uploadId, ctx.userId);
  if (upload.status === 'done')
    return { status: SLICE_STATUS.EXISTS, missing: [], video: await doneVideo(deps.db, upload) };
  if (upload.status === 'failed') refuseFailed(upload);
  if (p.file_hash) {
    if (upload.file_hash && upload.file_hash !== p.file_hash) throw new Refusal('upload.hash_differs');
    if (!upload.file_hash) {
      await deps.db
        .updateTable('uploads')
        .set({ file_hash: p.file_hash })
        .where('id', '=', upload.id)
        .where('file_hash', 'is', null)
        .execute();
      upload = { ...upload, file_hash: p.file_hash };
    }
    if (p.proof && upload.status === 'open') {
      const video = await tryInstant(deps, upload, p.proof, ctx);
      if (video) return { status: SLICE_STATUS.EXISTS, missing: [], video };
    }
  }
  await touchUpload(deps.db, upload.id, ctx.nowS);
  const missing = await missingSlices(deps.db, upload);
  return {
    status: missing.length === upload.slices ? SLICE_STATUS.SEND_ALL : SLICE_STATUS.SOME_NEEDED,
    missing,
    video: null,
  };
}

export async function storeFileInfo(
  deps: UploadDeps,
  p: { uploadId: string; original: string; size: number; slices: number },
  ctx: Uploader,
): Promise<StoreFileInfoReply> {
  const upload = await ownedUpload(deps.db, p.uploadId, ctx.userId);
  if (upload.mode !== 'slices') throw new Refusal('upload.not_slices');
  if (p.original !== upload.name || p.size !== Number(upload.size) || p.slices !== upload.slices) {
    throw new Refusal('upload.info_mismatch');
  }
  if (upload.status === 'done') return { state: 'done', missing: [], video: await doneVideo(deps.db, upload) };
  if (upload.status === 'failed') refuseFailed(upload);
  const missing = await missingSlices(deps.db, upload);
  if (missing.length > 0) return { state: 'incomplete', missing, video: null };
  if (!upload.file_hash) throw new Refusal('upload.hash_missing');
  if (!(await claimAssembly(deps.db, upload.id, ctx.nowS))) return { state: 'assembling', missing: [], video: null };

  const run = assemble(deps, upload);
  run.catch((err: unknown) => ctx.log.error({ err, uploadId: upload.id }, 'upload assembly failed'));
  let timer: NodeJS.Timeout | undefined;
  const waited = await Promise.race([
    run,
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ASSEMBLY_WAIT_MS))),
  ]);
  clearTimeout(timer);
  if (waited === null) return { state: 'assembling', missing: [], video: null };
  if (waited.kind === 'incomplete') return { state: 'incomplete', missing: waited.missing, video: null };
  if (waited.kind === 'mismatch') {
    ctx.log.warn({ uploadId: upload.id, userId: ctx.userId }, 'upload refused: whole-file MD5 mismatch');
    throw new Refusal('upload.md5_mismatch');
  }
  return { state: 'done', missing: [], video: waited.video };
}

const SECRETISH = /[A-Za-z0-9+/_=-]{32,}/g;
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** Spec §7 failure log: logged (not stored), long opaque strings removed in case a client put a token in. */
export function logUploadFailure(p: { uploadId?: string; msg: string }, ctx: Uploader): null {
  const msg = p.msg.replace(CONTROL, ' ').replace(SECRETISH, '[redacted]').slice(0, 500);
  ctx.log.warn({ userId: ctx.userId, uploadId: p.uploadId ?? null, clientMsg: msg }, 'client upload failure');
  return null;
}
