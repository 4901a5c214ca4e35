import { SLICE_STATUS, videoFormat } from '../../protocol/upload';
import type { PartUrls, UploadedVideo } from '../../protocol/upload';
import { fileFingerprint, sampleDigest } from './hash';
import { forgetUpload, loadUpload, saveUpload } from './state';
import type { SavedUpload } from './state';
import { ReplyError } from './transport';
import type { Transport } from './transport';
import type { PickedFile, UploadTuning } from './types';

/** Envelope statuses that mean "this upload is gone or not yours": start a new one. */
const STALE_UPLOAD = new Set([403, 404, 409]);

/** The server's upload for this file: the saved one when the server still has it, else a new one. */
export interface Opened {
  saved: SavedUpload;
  missing: number[];
  video: UploadedVideo | null;
  /** Signed PUT target (pieces mode only). */
  uploadUrl: string | null;
  /** Presigned direct PUT targets of missing pieces, when the server's media lives in a bucket. */
  parts: PartUrls | null;
  /** The server probably has this file (or holds an open upload of it): hash it before sending. */
  probable: boolean;
}

async function resumeSaved(t: Transport, saved: SavedUpload, signal: AbortSignal): Promise<Opened> {
  if (saved.mode === 'pieces') {
    const st = await t.call('/api/article/pieceStatus', { uploadId: saved.uploadId }, signal);
    const video = st.state === 'done' ? st.video : null;
    return { saved, missing: st.missing, video, uploadUrl: st.uploadUrl, parts: st.parts ?? null, probable: false };
  }
  const st = await t.call('/api/article/checkSlice', { uploadId: saved.uploadId }, signal);
  const video = st.status === SLICE_STATUS.EXISTS ? st.video : null;
  return { saved, missing: st.missing, video, uploadUrl: null, parts: null, probable: false };
}

/** Resumes the saved upload of this file when the server still has it, or creates a new one. */
export async function openOrResume(
  t: Transport,
  f: PickedFile,
  tune: UploadTuning,
  signal: AbortSignal,
): Promise<Opened> {
  const fingerprint = await fileFingerprint(f.blob, f.name, f.lastModified);
  const saved = await loadUpload(fingerprint);
  if (saved && saved.size === f.blob.size && saved.name === f.name) {
    try {
      return await resumeSaved(t, saved, signal);
    } catch (err) {
      if (!(err instanceof ReplyError && STALE_UPLOAD.has(err.status))) throw err;
      await forgetUpload(fingerprint);
    }
  }
  // The server picks the transport among those this client speaks; the sample lets it say, before any
  // byte goes, that it probably has the file or holds an earlier upload of it.
  const sample = await sampleDigest(f.blob);
  const c = await t.call(
    '/api/article/createUpload',
    {
      name: f.name,
      size: f.blob.size,
      format: videoFormat(f.name),
      sliceSize: tune.sliceSize,
      modes: ['slices', 'pieces'],
      sample,
      ...(tune.pieceSize ? { pieceSize: tune.pieceSize } : {}),
    },
    signal,
  );
  const mode = c.mode === 'pieces' && c.piece ? 'pieces' : 'slices';
  const fresh: SavedUpload = {
    fingerprint,
    uploadId: c.uploadId,
    mode,
    name: f.name,
    size: f.blob.size,
    sliceSize: c.sliceSize,
    slices: c.slices,
    fileHash: null,
    updatedAt: Date.now(),
  };
  await saveUpload(fresh);
  return {
    saved: fresh,
    missing: Array.from({ length: c.slices }, (_, i) => i),
    video: null,
    uploadUrl: c.piece?.uploadUrl ?? null,
    parts: c.piece?.parts ?? null,
    probable: mode === 'slices' && c.probable === true,
  };
}
