import { sliceSpan } from '../../../protocol/upload';
import type { PieceStatusReply, UploadedVideo } from '../../../protocol/upload';
import { Refusal } from '../common';
import { ASSEMBLY_STALE_S, claimAssembly } from './assembly';
import { queueAssembly, runAssembly } from './assembly-job';
import { partUrls, receivedParts } from './direct-pieces';
import { signedPieceUrl } from './pieces';
import { missingSlices, ownedUpload, touchUpload } from './store';
import type { UploadDeps, Uploader } from './store';
import { videoById } from '../media';

// Resume and verification for pieces uploads: which pieces the server holds (the client carries on from
// there after a reload, with a freshly signed URL), and the whole-file MD5 the assembly must match.

function contiguousOffset(missing: number[], size: number, pieceSize: number, pieces: number): number {
  const first = missing[0];
  return first === undefined ? size : sliceSpan(Math.min(first, pieces), size, pieceSize).start;
}

export async function pieceStatus(
  deps: UploadDeps,
  p: { uploadId: string; file_hash?: string },
  ctx: Uploader,
): Promise<PieceStatusReply> {
  let upload = await ownedUpload(deps.db, p.uploadId, ctx.userId);
  if (upload.mode !== 'pieces') throw new Refusal('upload.not_pieces');
  if (upload.status === 'failed') throw new Refusal('upload.failed', { error: upload.error ?? 'failed' });
  const size = Number(upload.size);
  const base = { pieceSize: upload.slice_size, uploadUrl: signedPieceUrl(deps.uploadSecret, upload, ctx.nowS) };
  if (upload.status === 'done') {
    const v = upload.video_id ? await videoById(deps.db, upload.video_id) : null;
    if (!v) throw new Refusal('upload.video_missing');
    // The last piece may have landed before the client knew the hash: the published file must match it.
    if (p.file_hash && v.md5 !== p.file_hash) throw new Refusal('upload.md5_mismatch');
    return { ...base, state: 'done', offset: size, missing: [], video: { videoId: v.id, url: v.path } };
  }
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
  }
  // Not while assembling: its heartbeat is what tells a live assembly from a dead one.
  if (upload.status === 'open') await touchUpload(deps.db, upload.id, ctx.nowS);
  const direct = upload.multipart_id && deps.parts ? { ...deps, parts: deps.parts } : null;
  // A direct upload whose multipart is gone was completed by an assembly that died: finishing checks the object.
  const missing = direct
    ? ((await receivedParts(direct.parts, upload))?.missing ?? [])
    : await missingSlices(deps.db, upload);
  const offset = contiguousOffset(missing, size, upload.slice_size, upload.slices);
  if (missing.length > 0) {
    const parts = direct ? { parts: await partUrls(direct.parts, upload, missing) } : {};
    return { ...base, ...parts, state: 'open', offset, missing, video: null };
  }
  // Every piece is in but nothing published: the assembling request died (or is still running).
  if (upload.status === 'assembling' && upload.updated_at >= ctx.nowS - ASSEMBLY_STALE_S)
    return { ...base, state: 'assembling', offset, missing, video: null };
  if (!(await claimAssembly(deps.db, upload.id, ctx.nowS)))
    return { ...base, state: 'assembling', offset, missing, video: null };
  if (deps.jobs) {
    await queueAssembly(deps.jobs, upload.id);
    return { ...base, state: 'assembling', offset, missing, video: null };
  }
  const result = await runAssembly(deps, upload);
  if (result.kind === 'mismatch') throw new Refusal('upload.md5_mismatch');
  if (result.kind === 'not_video') throw new Refusal('upload.not_video');
  if (result.kind === 'lost') throw new Refusal('upload.failed', { error: 'the pieces were lost from the store' });
  if (result.kind === 'incomplete') {
    return {
      ...base,
      ...(direct ? { parts: await partUrls(direct.parts, upload, result.missing) } : {}),
      state: 'open',
      offset: contiguousOffset(result.missing, size, upload.slice_size, upload.slices),
      missing: result.missing,
      video: null,
    };
  }
  const video: UploadedVideo = result.video;
  return { ...base, state: 'done', offset: size, missing: [], video };
}
