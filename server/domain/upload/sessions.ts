import { SLICE_STATUS, sliceCount, videoFormat } from '../../../protocol/upload';
import type { CheckSliceReply, CreateUploadReply, ProofChallenge, StoreFileInfoReply } from '../../../protocol/upload';
import type { UploadedVideo } from '../../../protocol/upload';
import type { Db } from '../../db/database';
import { Refusal } from '../common';
import { assemble, claimAssembly } from './assembly';
import { queueAssembly } from './assembly-job';
import { insertUploadWithinQuota } from './limits';
import { answerChallenge, issueChallenge, ownCopyInstant } from './proof';
import { continueEarlierUploads } from './resume';
import { probableDuplicate } from './sample';
import { missingSlices, newUploadId, ownedUpload, touchUpload } from './store';
import type { UploadDeps, UploadRow, Uploader } from './store';
import { videoById } from '../media';

// The envelope side of a sliced upload: open it, check which slices are in (or finish it at once from a
// proof of possession, proof.ts), confirm the file and assemble it.

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
  p: { name: string; size: number; format: string; sliceSize: number; sample?: string },
  ctx: Uploader,
): Promise<CreateUploadReply> {
  const id = newUploadId();
  const slices = sliceCount(p.size, p.sliceSize);
  await insertUploadWithinQuota(deps.db, {
    id,
    user_id: ctx.userId,
    mode: 'slices',
    name: p.name,
    size: p.size,
    format: videoFormat(p.format || p.name),
    slice_size: p.sliceSize,
    slices,
    file_hash: null,
    sample: p.sample ?? null,
    proof_start: 0,
    proof_end: 0,
    challenge: null,
    status: 'open',
    video_id: null,
    error: null,
    created_at: ctx.nowS,
    updated_at: ctx.nowS,
  });
  const probable = p.sample
    ? await probableDuplicate(deps, { size: p.size, sample: p.sample, uploadId: id }, ctx)
    : false;
  return { uploadId: id, sliceSize: p.sliceSize, slices, ...(probable ? { probable } : {}) };
}

export async function checkSlice(
  deps: UploadDeps,
  p: { uploadId: string; file_hash?: string; proof?: string },
  ctx: Uploader,
): Promise<CheckSliceReply> {
  let upload = await ownedUpload(deps.db, p.uploadId, ctx.userId);
  if (upload.mode !== 'slices') throw new Refusal('upload.not_slices');
  if (upload.status === 'done')
    return { status: SLICE_STATUS.EXISTS, missing: [], video: await doneVideo(deps.db, upload) };
  if (upload.status === 'failed') refuseFailed(upload);
  let challenge: ProofChallenge | null = null;
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
    if (upload.status === 'open') {
      const video = p.proof
        ? await answerChallenge(deps, upload, p.proof, ctx)
        : await ownCopyInstant(deps, upload, ctx);
      if (video) return { status: SLICE_STATUS.EXISTS, missing: [], video };
      await continueEarlierUploads(deps, upload, ctx);
      if (!p.proof) challenge = await issueChallenge(deps, upload, ctx);
    }
  }
  await touchUpload(deps.db, upload.id, ctx.nowS);
  const missing = await missingSlices(deps.db, upload);
  return {
    status: missing.length === upload.slices ? SLICE_STATUS.SEND_ALL : SLICE_STATUS.SOME_NEEDED,
    missing,
    video: null,
    ...(challenge ? { challenge } : {}),
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
  if (deps.jobs) {
    await queueAssembly(deps.jobs, upload.id);
    return { state: 'assembling', missing: [], video: null };
  }

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
